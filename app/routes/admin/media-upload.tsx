import { redirect } from "react-router";
import { readAdminForm, sectionTexts, uploadImage } from "~/.server/admin/forms.server";
import { requireAdmin, requireAdminData } from "~/.server/auth/guards.server";
import { reportDatabaseFault, RETRY_AFTER_S } from "~/.server/db/faults.server";
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
  let image: Awaited<ReturnType<typeof uploadImage>>;
  try {
    image = await uploadImage(form, MEDIA_UPLOAD_FIELD, t);
  } catch (error) {
    // A database that does not answer, or a full disk: the editor shows why the picture was not
    // kept (docs/decisions/024-writes-fail-visibly.md), as every back-office write does.
    const fault = reportDatabaseFault(error, { url: request.url, method: request.method });
    if (!fault) throw error;
    const toasts = t.adminSections.toasts;
    const full = fault.kind === "full";
    return Response.json(
      {
        ok: false,
        error: full ? toasts.notSavedFull : toasts.notSavedUnavailable,
      } satisfies MediaUploadAnswer,
      {
        status: full ? 507 : 503,
        headers: { "Cache-Control": "no-store", "Retry-After": String(RETRY_AFTER_S) },
      },
    );
  }
  if ("error" in image) return json({ ok: false, error: image.error }, 400);
  return json({ ok: true, url: mediaUrl(image.hash!, 800) }, 200);
}
