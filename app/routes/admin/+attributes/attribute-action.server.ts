import { z } from "zod";
import { adminForm, formIntent, moveIntent, rowId } from "~/.server/admin/admin-form.server";
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
import { attributeValueInputSchema, valueMergeSchema } from "~/lib/attribute-schemas";
import { localized } from "~/lib/localized";
import {
  askToRemove,
  attributeRequired,
  confirmedUses,
  removeOrAsk,
} from "./attribute-refusals.server";
import { attributeFormSchema } from "./attributes-action.server";

/** The values' ids in their order now, for a move. */
const valueIds = (attributeId: number) => async (db: Db) =>
  ((await loadAttributes(db)).byId.get(attributeId)?.values ?? []).map((v) => v.id);

/**
 * One specification's page: its fields and categories, and a choice's values — add, rename in each
 * language, reorder, merge one into another, delete (after a confirmation naming how many products
 * lose it). The value is named by `id`.
 */
export function attributeAction(request: Request, attributeId: number) {
  return adminForm({
    // The page sends every field: the whole form is checked as a new one would be.
    update: formIntent({
      schema: attributeFormSchema,
      input: (form) => attributeFormInput(form.fields),
      required: attributeRequired,
      failed: (s) => s.toasts.error,
      async handle(input, { db, adminId, s }) {
        await updateAttribute(db, attributeId, input, adminId);
        return { toast: s.attributes.toasts.updated };
      },
    }),
    move: moveIntent(valueIds(attributeId), (db, ids, actor) =>
      reorderAttributeValues(db, attributeId, ids, actor),
    ),
    "value-create": formIntent({
      schema: attributeValueInputSchema,
      required: attributeRequired,
      failed: (s) => s.toasts.error,
      async handle(input, { db, adminId, s }) {
        await createAttributeValue(db, attributeId, input, adminId);
        return { toast: s.attributes.toasts.valueAdded };
      },
    }),
    "value-update": formIntent({
      schema: attributeValueInputSchema.extend({ id: rowId }),
      required: attributeRequired,
      failed: (s) => s.toasts.error,
      async handle({ id, ...input }, { db, adminId, s }) {
        await updateAttributeValue(db, attributeId, id, input, adminId);
        return { toast: s.attributes.toasts.valueUpdated };
      },
    }),
    "value-merge": formIntent({
      schema: valueMergeSchema.extend({ id: rowId }),
      required: attributeRequired,
      failed: (s) => s.toasts.error,
      async handle({ id, into }, { db, adminId, s, locale }) {
        const moved = await mergeAttributeValues(db, attributeId, id, into, adminId);
        // The merged value is gone: the answer is about no row.
        return { target: undefined, toast: plural(locale, s.attributes.toasts.merged, moved) };
      },
    }),
    // Asks first (how many products lose the value), then deletes with the count the page showed.
    "value-delete": formIntent({
      schema: z.object({ id: rowId, confirmed: confirmedUses }),
      failed: (s) => s.toasts.error,
      async handle({ id, confirmed }, { db, adminId, s, locale }) {
        const values = (await loadAttributes(db)).byId.get(attributeId)?.values ?? [];
        const value = values.find((v) => v.id === id);
        if (!value) return { ok: false, toast: s.toasts.deleteFailed, status: 404 };
        const removal = { kind: "value" as const, id, label: localized(value, "label", locale) };
        if (confirmed === undefined) {
          const uses = (await attributeUsage(db)).byValue.get(id) ?? 0;
          return askToRemove({ ...removal, uses });
        }
        const remove = () => deleteAttributeValue(db, attributeId, id, adminId, confirmed);
        const done = { target: String(id), toast: s.attributes.toasts.valueDeleted };
        return removeOrAsk(removal, remove, done);
      },
    }),
  })(request);
}
