import {
  answer,
  moveIntent,
  readIntent,
  toast,
  unknownIntent,
  idField,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { attributeUsage, loadAttributes } from "~/.server/catalogue/attributes.server";
import { updateAttribute } from "~/.server/catalogue/attribute-writes.server";
import {
  createAttributeValue,
  deleteAttributeValue,
  mergeAttributeValues,
  reorderAttributeValues,
  updateAttributeValue,
} from "~/.server/catalogue/attribute-writes-values.server";
import type { Db } from "~/.server/db/kysely";
import { plural } from "~/i18n/plural";
import { attributeFormInput } from "~/lib/attribute-admin";
import {
  attributeInputSchema,
  attributeValueInputSchema,
  valueMergeSchema,
} from "~/lib/attribute-schemas";
import { localized } from "~/lib/localized";
import {
  askToRemove,
  confirmedUses,
  invalidForm,
  serviceRefusal,
} from "./attribute-refusals.server";

/**
 * One specification's page: its fields and categories, and a choice's values —
 * add, rename in each language, reorder, merge one into another, delete (after a confirmation
 * naming how many products lose it). One handler per intent; the value is named by `id`.
 */
export async function attributeAction(request: Request, attributeId: number) {
  const ctx = await readIntent(request);
  switch (ctx.intent) {
    case "update":
      return update(ctx, attributeId);
    case "move":
      return moveIntent(ctx, valueIds(attributeId), (db, ids, actor) =>
        reorderAttributeValues(db, attributeId, ids, actor),
      );
    case "value-create":
      return createValue(ctx, attributeId);
    case "value-update":
      return updateValue(ctx, attributeId);
    case "value-merge":
      return merge(ctx, attributeId, request);
    case "value-delete":
      return removeValue(ctx, attributeId, request);
    default:
      return unknownIntent(ctx);
  }
}

async function update(ctx: IntentContext, attributeId: number) {
  const { intent, t, form, db, adminId } = ctx;
  // The page sends every field: the whole form is checked as a new one would be.
  const parsed = attributeInputSchema.safeParse(attributeFormInput(form.fields));
  if (!parsed.success) return invalidForm(ctx, parsed.error);
  try {
    await updateAttribute(db, attributeId, parsed.data, adminId);
  } catch (error) {
    return serviceRefusal(ctx, error);
  }
  return answer({
    intent,
    ok: true,
    toast: toast("success", t.adminSections.attributes.toasts.updated),
  });
}

/** The values' ids in their order now, for a move. */
const valueIds = (attributeId: number) => async (db: Db) =>
  ((await loadAttributes(db)).byId.get(attributeId)?.values ?? []).map((v) => v.id);

async function createValue(ctx: IntentContext, attributeId: number) {
  const { intent, t, form, db, adminId } = ctx;
  const parsed = attributeValueInputSchema.safeParse(form.values);
  if (!parsed.success) return invalidForm(ctx, parsed.error);
  try {
    await createAttributeValue(db, attributeId, parsed.data, adminId);
  } catch (error) {
    return serviceRefusal(ctx, error);
  }
  return answer({
    intent,
    ok: true,
    toast: toast("success", t.adminSections.attributes.toasts.valueAdded),
  });
}

async function updateValue(ctx: IntentContext, attributeId: number) {
  const { intent, t, form, db, adminId } = ctx;
  const id = idField(form);
  if (!id) return unknownIntent(ctx);
  const target = String(id);
  const parsed = attributeValueInputSchema.safeParse(form.values);
  if (!parsed.success) return invalidForm(ctx, parsed.error, target);
  try {
    await updateAttributeValue(db, attributeId, id, parsed.data, adminId);
  } catch (error) {
    return serviceRefusal(ctx, error, undefined, target);
  }
  return answer({
    intent,
    ok: true,
    target,
    toast: toast("success", t.adminSections.attributes.toasts.valueUpdated),
  });
}

async function merge(ctx: IntentContext, attributeId: number, request: Request) {
  const { intent, t, form, db, adminId } = ctx;
  const id = idField(form);
  if (!id) return unknownIntent(ctx);
  const target = String(id);
  const parsed = valueMergeSchema.safeParse(form.values);
  if (!parsed.success) return invalidForm(ctx, parsed.error, target);
  let moved: number;
  try {
    moved = await mergeAttributeValues(db, attributeId, id, parsed.data.into, adminId);
  } catch (error) {
    return serviceRefusal(ctx, error, undefined, target);
  }
  const { locale } = await adminLocale(request);
  const message = plural(locale, t.adminSections.attributes.toasts.merged, moved);
  return answer({ intent, ok: true, toast: toast("success", message) });
}

/** Asks first (how many products lose the value), then deletes with the count the page showed. */
async function removeValue(ctx: IntentContext, attributeId: number, request: Request) {
  const { intent, t, form, db, adminId } = ctx;
  const id = idField(form);
  if (!id) return unknownIntent(ctx);
  const value = (await loadAttributes(db)).byId.get(attributeId)?.values.find((v) => v.id === id);
  if (!value) {
    return answer(
      { intent, ok: false, toast: toast("error", t.adminSections.toasts.deleteFailed) },
      404,
    );
  }
  const { locale } = await adminLocale(request);
  const removal = { kind: "value" as const, id, label: localized(value, "label", locale) };
  const confirmed = confirmedUses(form);
  if (confirmed === undefined) {
    const uses = (await attributeUsage(db)).byValue.get(id) ?? 0;
    return askToRemove(ctx, { ...removal, uses });
  }
  try {
    await deleteAttributeValue(db, attributeId, id, adminId, confirmed);
  } catch (error) {
    return serviceRefusal(ctx, error, removal, String(id));
  }
  return answer({
    intent,
    ok: true,
    target: String(id),
    toast: toast("success", t.adminSections.attributes.toasts.valueDeleted),
  });
}
