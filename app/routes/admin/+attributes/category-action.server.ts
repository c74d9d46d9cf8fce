import {
  answer,
  idField,
  moveIntent,
  readIntent,
  toast,
  unknownIntent,
  type IntentContext,
} from "~/.server/admin/forms.server";
import {
  categoryAttributeIds,
  setCategoryAttributes,
} from "~/.server/catalogue/attribute-writes-categories.server";
import { parseId } from "~/lib/id";
import { serviceRefusal } from "./attribute-refusals.server";

/**
 * The order of a category's specifications: move one, add one at the end,
 * take one out. Each writes the category's whole list (positions 1..n) in one transaction.
 */
export async function categoryAction(request: Request, categoryId: number) {
  const ctx = await readIntent(request);
  switch (ctx.intent) {
    case "move":
      return moveIntent(
        ctx,
        (db) => categoryAttributeIds(db, categoryId),
        (db, ids, actor) => setCategoryAttributes(db, categoryId, ids, actor),
      );
    case "add":
      return change(ctx, categoryId, (ids, id) => (ids.includes(id) ? ids : [...ids, id]));
    case "remove":
      return change(ctx, categoryId, (ids, id) => ids.filter((x) => x !== id));
    default:
      return unknownIntent(ctx);
  }
}

async function change(
  ctx: IntentContext,
  categoryId: number,
  next: (ids: number[], id: number) => number[],
) {
  const { intent, t, form, db, adminId } = ctx;
  const id = intent === "add" ? parseId(form.fields.attribute_id) : idField(form);
  if (!id) {
    const fields = intent === "add" ? { attribute_id: t.adminSections.fields.required } : undefined;
    return answer({
      intent,
      ok: false,
      fields,
      toast: toast("error", t.adminSections.toasts.error),
    });
  }
  try {
    await setCategoryAttributes(
      db,
      categoryId,
      next(await categoryAttributeIds(db, categoryId), id),
      adminId,
    );
  } catch (error) {
    return serviceRefusal(ctx, error);
  }
  const message = t.adminSections.attributes.toasts.categoryUpdated;
  return answer({ intent, ok: true, target: String(id), toast: toast("success", message) });
}
