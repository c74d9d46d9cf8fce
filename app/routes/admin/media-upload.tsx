import { redirect } from "react-router";
import { readAdminForm, sectionTexts, uploadImage } from "~/.server/admin/forms.server";
import { requireAdmin, requireAdminData } from "~/.server/auth/guards.server";
import { MEDIA_UPLOAD_FIELD, type MediaUploadAnswer } from "~/lib/gallery-form";
import { mediaUrl } from "~/lib/media-url";
import type { Route } from "./+types/media-upload";

// The gallery editor's upload (docs/decisions/046-product-gallery.md): one
// picture a request, so a refused file never loses the others. The file is checked and re-encoded
// as every upload is (docs/decisions/021-media-in-the-database.md; at most 10 MB a request,
// docs/decisions/039-bounded-request-bodies.md) and answered as its `/media/` path, which the
// product form then sends in its ordered list. A resource route: JSON, never a page.

const json = (answer: MediaUploadAnswer, status: number) =>
  Response.json(answer, { status, headers: { "Cache-Control": "no-store" } });

/** Nothing to show: an address typed by hand goes to the add-product page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect("/admin/produtos/novo");
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdminData(request);
  const form = await readAdminForm(request);
  const t = await sectionTexts(request);
  if (form.tooLarge) return json({ ok: false, error: t.adminSections.fields.uploadTooLarge }, 413);
  if (!form.files[MEDIA_UPLOAD_FIELD]) {
    return json({ ok: false, error: t.adminSections.fields.required }, 400);
  }
  const image = await uploadImage(form, MEDIA_UPLOAD_FIELD, t);
  if ("error" in image) return json({ ok: false, error: image.error }, 400);
  return json({ ok: true, url: mediaUrl(image.hash!, 800) }, 200);
}
