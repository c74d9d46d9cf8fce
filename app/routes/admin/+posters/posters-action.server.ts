import {
  answer,
  fieldMessages,
  idField,
  readAdminForm,
  refusal,
  sectionTexts,
  text,
  toast,
  uploadImage,
  valuesOf,
} from "~/.server/admin/forms.server";
import { requireAdminData } from "~/.server/auth/guards.server";
import {
  createPoster,
  deletePoster,
  listPosters,
  reorderPosters,
  updatePoster,
} from "~/.server/catalogue/posters.server";
import { getDb } from "~/.server/db/kysely";
import { coerceBool, posterInputSchema } from "~/lib/catalogue-schemas";
import { applyMove, moveSchema } from "~/lib/reorder";

/**
 * Spec §2 Manage posters: add by https URL or file (one of them is needed, and the form says
 * so), the active flag, delete, and the carousel's order.
 */
export async function postersAction(request: Request) {
  const admin = await requireAdminData(request);
  const t = sectionTexts(request);
  const s = t.adminSections;
  const form = await readAdminForm(request);
  const intent = text(form, "intent") ?? "";
  const db = getDb();

  if (intent === "create") {
    const values = valuesOf(form, ["title", "title_en", "image_url"]);
    const refuse = (fields: Record<string, string>, status = 400) =>
      answer({ intent, ok: false, fields, values, toast: toast("error", s.toasts.error) }, status);
    if (form.tooLarge) return refuse({ image: s.fields.uploadTooLarge }, 413);
    const parsed = posterInputSchema.safeParse({ ...values, active: true });
    if (!parsed.success) return refuse(fieldMessages(parsed.error, t));
    if (!parsed.data.image_url && !form.files.image)
      return refuse({ image: s.posters.imageRequired });
    const image = await uploadImage(form, "image", t);
    if ("error" in image) return refuse({ image: image.error });
    try {
      await createPoster(db, parsed.data, admin.id, { imageHash: image.hash });
    } catch (error) {
      return refusal(error, { intent, t, fallback: s.toasts.error });
    }
    return answer({ intent, ok: true, toast: toast("success", s.toasts.posterAdded) });
  }

  if (intent === "move") {
    const move = moveSchema.safeParse(form.fields);
    if (!move.success)
      return answer({ intent, ok: false, toast: toast("error", s.toasts.orderFailed) });
    const ids = (await listPosters(db, { activeOnly: false })).map((p) => p.id);
    try {
      await reorderPosters(db, applyMove(ids, move.data), admin.id);
    } catch (error) {
      return refusal(error, { intent, t, fallback: s.toasts.orderFailed, fallbackOnly: true });
    }
    return answer({ intent, ok: true, target: String(move.data.id) });
  }

  const id = idField(form);
  if (!id) return answer({ intent, ok: false, toast: toast("error", s.toasts.error) });
  const target = String(id);

  if (intent === "active") {
    try {
      await updatePoster(db, id, { active: coerceBool(text(form, "active")) }, admin.id);
    } catch (error) {
      return refusal(error, { intent, t, fallback: s.toasts.updateFailed, target });
    }
    return answer({ intent, ok: true, target, toast: toast("success", s.toasts.posterUpdated) });
  }

  if (intent === "delete") {
    if (text(form, "confirmed") !== "1") {
      return answer({ intent, ok: false, confirm: { target, label: `#${id}` } });
    }
    try {
      await deletePoster(db, id, admin.id);
    } catch (error) {
      return refusal(error, {
        intent,
        t,
        fallback: s.toasts.deleteFailed,
        target,
        fallbackOnly: true,
      });
    }
    return answer({ intent, ok: true, target, toast: toast("success", s.toasts.posterRemoved) });
  }

  return answer({ intent, ok: false, toast: toast("error", s.toasts.error) });
}
