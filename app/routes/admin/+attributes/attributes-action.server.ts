import { z } from "zod";
import { adminForm, formIntent, moveIntent, rowId } from "~/.server/admin/admin-form.server";
import { attributeUsage, loadAttributes } from "~/.server/catalogue/attributes.server";
import {
  createAttribute,
  deleteAttribute,
  reorderAttributes,
} from "~/.server/catalogue/attribute-writes.server";
import type { Db } from "~/.server/db/kysely";
import { attributeFormInput } from "~/lib/attribute-admin";
import { attributeInputSchema } from "~/lib/attribute-schemas";
import { attributeName } from "~/lib/attributes";
import { checkbox } from "~/lib/catalogue-schemas";
import {
  askToRemove,
  attributeRequired,
  confirmedUses,
  removeOrAsk,
} from "./attribute-refusals.server";

/**
 * A specification's form (here and on its own page): the API's attribute, its filter box unticked
 * meaning not a filter, and the ticked categories as one list (attributeFormInput).
 */
export const attributeFormSchema = attributeInputSchema.extend({ is_filter: checkbox });

async function listIds(db: Db) {
  return (await loadAttributes(db)).attributes.map((a) => a.id);
}

/**
 * The Especificações list: add a specification (then its own page, for its values), reorder them,
 * delete one (after a confirmation naming how many products lose it).
 */
export const attributesAction = adminForm({
  // A new specification joins the list; its values are added on its own page (Editar).
  create: formIntent({
    schema: attributeFormSchema,
    input: (form) => attributeFormInput(form.fields),
    required: attributeRequired,
    failed: (s) => s.toasts.error,
    async handle(input, { db, adminId, s }) {
      const id = await createAttribute(db, input, adminId);
      return { target: String(id), toast: s.attributes.toasts.created };
    },
  }),
  move: moveIntent(listIds, reorderAttributes),
  // Asks first (how many products lose it), then deletes with the count the page showed.
  delete: formIntent({
    schema: z.object({ id: rowId, confirmed: confirmedUses }),
    failed: (s) => s.toasts.error,
    async handle({ id, confirmed }, { db, adminId, s, locale }) {
      const def = (await loadAttributes(db)).byId.get(id);
      if (!def) return { ok: false, toast: s.toasts.deleteFailed, status: 404 };
      const removal = { kind: "attribute" as const, id, label: attributeName(def, locale) };
      if (confirmed === undefined) {
        const uses = (await attributeUsage(db)).byAttribute.get(id) ?? 0;
        return askToRemove({ ...removal, uses });
      }
      const remove = () => deleteAttribute(db, id, adminId, confirmed);
      return removeOrAsk(removal, remove, {
        target: String(id),
        toast: s.attributes.toasts.deleted,
      });
    },
  }),
});
