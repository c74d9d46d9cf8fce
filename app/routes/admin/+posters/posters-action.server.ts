import {
  adminFieldMessages,
  answer,
  idField,
  moveIntent,
  readIntent,
  refusal,
  text,
  toast,
  unknownIntent,
  uploadImage,
  type IntentContext,
} from "~/.server/admin/forms.server";
import type { Db } from "~/.server/db/kysely";
import {
  createPoster,
  deletePoster,
  listPosters,
  reorderPosters,
  updatePoster,
} from "~/.server/catalogue/posters.server";
import { coerceBool, posterInputSchema } from "~/lib/catalogue-schemas";

/**
 * docs/product-rules.md §2 Manage posters: add by https URL or file (one of them is needed, and the
 * form says so), the active flag, delete, and the carousel's order. One handler per intent.
 */
export async function postersAction(request: Request) {
  const ctx = await readIntent(request);
  switch (ctx.intent) {
    case "create":
      return create(ctx);
    case "move":
      return moveIntent(ctx, listIds, reorderPosters);
    case "active":
      return setActive(ctx);
    case "delete":
      return remove(ctx);
    default:
      return unknownIntent(ctx);
  }
}

async function create({ intent, t, form, db, adminId }: IntentContext) {
  const s = t.adminSections;
  const { values } = form;
  const refuse = (fields: Record<string, string>, status = 400) =>
    answer({ intent, ok: false, fields, values, toast: toast("error", s.toasts.error) }, status);
  if (form.tooLarge) return refuse({ image: s.fields.uploadTooLarge }, 413);
  const parsed = posterInputSchema.safeParse({ ...values, active: true });
  if (!parsed.success) return refuse(adminFieldMessages(parsed.error, t));
  if (!parsed.data.image_url && !form.files.image)
    return refuse({ image: s.posters.imageRequired });
  const image = await uploadImage(form, "image", t);
  if ("error" in image) return refuse({ image: image.error });
  try {
    await createPoster(db, parsed.data, adminId, { imageHash: image.hash });
  } catch (error) {
    return refusal(error, { intent, t, fallback: s.toasts.error, values });
  }
  return answer({ intent, ok: true, toast: toast("success", s.toasts.posterAdded) });
}

async function setActive(ctx: IntentContext) {
  const { intent, t, form, db, adminId } = ctx;
  const s = t.adminSections;
  const id = idField(form);
  if (!id) return unknownIntent(ctx);
  const target = String(id);
  try {
    await updatePoster(db, id, { active: coerceBool(text(form, "active")) }, adminId);
  } catch (error) {
    return refusal(error, { intent, t, fallback: s.toasts.updateFailed, target });
  }
  return answer({ intent, ok: true, target, toast: toast("success", s.toasts.posterUpdated) });
}

/** The ids in their order now, for a move. */
async function listIds(db: Db) {
  return (await listPosters(db, { activeOnly: false })).map((p) => p.id);
}

/** Without JavaScript an unconfirmed delete first asks (ConfirmPanel). */
async function remove(ctx: IntentContext) {
  const { intent, t, form, db, adminId } = ctx;
  const s = t.adminSections;
  const id = idField(form);
  if (!id) return unknownIntent(ctx);
  const target = String(id);
  if (text(form, "confirmed") !== "1") {
    return answer({ intent, ok: false, confirm: { target, label: `#${id}` } });
  }
  try {
    await deletePoster(db, id, adminId);
  } catch (error) {
    const fallback = s.toasts.deleteFailed;
    return refusal(error, { intent, t, fallback, target, fallbackOnly: true });
  }
  return answer({ intent, ok: true, target, toast: toast("success", s.toasts.posterRemoved) });
}
