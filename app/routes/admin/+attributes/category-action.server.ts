import { z } from "zod";
import {
  adminForm,
  formIntent,
  moveIntent,
  rowId,
  type FormContext,
  type Reply,
} from "~/.server/admin/admin-form.server";
import {
  categoryAttributeIds,
  setCategoryAttributes,
} from "~/.server/catalogue/attribute-writes-categories.server";

/** The category's whole list written with `id` added or taken out. */
async function change(
  categoryId: number,
  id: number,
  next: (ids: number[]) => number[],
  { db, adminId, s }: FormContext,
): Promise<Reply> {
  await setCategoryAttributes(
    db,
    categoryId,
    next(await categoryAttributeIds(db, categoryId)),
    adminId,
  );
  return { target: String(id), toast: s.attributes.toasts.categoryUpdated };
}

/**
 * The order of a category's specifications: move one, add one at the end, take one out. Each
 * writes the category's whole list (positions 1..n) in one transaction.
 */
export function categoryAction(request: Request, categoryId: number) {
  return adminForm({
    move: moveIntent(
      (db) => categoryAttributeIds(db, categoryId),
      (db, ids, actor) => setCategoryAttributes(db, categoryId, ids, actor),
    ),
    add: formIntent({
      schema: z.object({ attribute_id: rowId }),
      // Nothing chosen, or a choice that is not a specification: "choose one".
      word: (_issue, t) => t.adminSections.fields.required,
      failed: (s) => s.toasts.error,
      handle: ({ attribute_id: id }, ctx) =>
        change(categoryId, id, (ids) => (ids.includes(id) ? ids : [...ids, id]), ctx),
    }),
    remove: formIntent({
      schema: z.object({ id: rowId }),
      failed: (s) => s.toasts.error,
      handle: ({ id }, ctx) => change(categoryId, id, (ids) => ids.filter((x) => x !== id), ctx),
    }),
  })(request);
}
