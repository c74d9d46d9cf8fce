import { z } from "zod";
import { adminForm, formIntent, moveIntent, rowId } from "~/.server/admin/admin-form.server";
import type { Db } from "~/.server/db/kysely";
import {
  createPoster,
  deletePoster,
  listPosters,
  reorderPosters,
  updatePoster,
} from "~/.server/catalogue/posters.server";
import { checkbox, posterInputSchema, scheduleInstant } from "~/lib/catalogue-schemas";

/** The ids in their order now, for a move. */
async function listIds(db: Db) {
  return (await listPosters(db, { activeOnly: false })).map((p) => p.id);
}

/** The add form: a poster, shown as soon as it is added, from an https URL or a file. */
const posterFormSchema = posterInputSchema
  .omit({ active: true })
  .extend({ image: z.instanceof(File).optional() })
  .refine((p) => p.image_url || p.image, { message: "required", path: ["image"] });

/** Anything but "1" (the confirm panel's) asks first. */
const confirmed = z.literal("1").optional().catch(undefined);

/**
 * docs/product-rules.md §2 Manage posters: add by https URL or file (one of them is needed, and the
 * form says so), the active flag, delete, and the carousel's order.
 */
export const postersAction = adminForm({
  create: formIntent({
    schema: posterFormSchema,
    required: (s) => ({ image: { message: s.posters.imageRequired } }),
    failed: (s) => s.toasts.error,
    // A refused picture is named beside its field; the toast stays the form's one text.
    refusedToast: "failed",
    images: ["image"],
    async handle({ image: _file, ...poster }, { db, adminId, images, s }) {
      await createPoster(db, { ...poster, active: true }, adminId, {
        imageHash: images.image ?? null,
      });
      return { toast: s.toasts.posterAdded };
    },
  }),
  move: moveIntent(listIds, reorderPosters),
  window: formIntent({
    schema: z.object({ id: rowId, starts_at: scheduleInstant, ends_at: scheduleInstant }),
    failed: (s) => s.toasts.updateFailed,
    async handle({ id, starts_at, ends_at }, { db, adminId, s }) {
      await updatePoster(db, id, { starts_at, ends_at }, adminId);
      return { toast: s.toasts.posterUpdated };
    },
  }),
  active: formIntent({
    schema: z.object({ id: rowId, active: checkbox }),
    failed: (s) => s.toasts.updateFailed,
    async handle({ id, active }, { db, adminId, s }) {
      await updatePoster(db, id, { active }, adminId);
      return { toast: s.toasts.posterUpdated };
    },
  }),
  // Without JavaScript an unconfirmed delete first asks (ConfirmPanel).
  delete: formIntent({
    schema: z.object({ id: rowId, confirmed }),
    failed: (s) => s.toasts.deleteFailed,
    failedOnly: true,
    async handle({ id, confirmed }, { db, adminId, s }) {
      if (!confirmed) return { ok: false, confirm: { target: String(id), label: `#${id}` } };
      await deletePoster(db, id, adminId);
      return { toast: s.toasts.posterRemoved };
    },
  }),
});
