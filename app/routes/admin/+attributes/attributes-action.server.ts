import {
  answer,
  idField,
  moveIntent,
  readIntent,
  toast,
  unknownIntent,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { adminLocale } from "~/.server/auth/locale.server";
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
import {
  askToRemove,
  confirmedUses,
  invalidForm,
  serviceRefusal,
} from "./attribute-refusals.server";

/**
 * The Especificações list: add a specification (then its own page, for its
 * values), reorder them, delete one (after a confirmation naming how many products lose it). One
 * handler per intent.
 */
export async function attributesAction(request: Request) {
  const ctx = await readIntent(request);
  switch (ctx.intent) {
    case "create":
      return create(ctx);
    case "move":
      return moveIntent(ctx, listIds, reorderAttributes);
    case "delete":
      return remove(ctx, request);
    default:
      return unknownIntent(ctx);
  }
}

/** A new specification joins the list; its values are added on its own page (Editar). */
async function create(ctx: IntentContext) {
  const { intent, t, form, db, adminId } = ctx;
  const parsed = attributeInputSchema.safeParse(attributeFormInput(form.fields));
  if (!parsed.success) return invalidForm(ctx, parsed.error);
  let id: number;
  try {
    id = await createAttribute(db, parsed.data, adminId);
  } catch (error) {
    return serviceRefusal(ctx, error);
  }
  const message = t.adminSections.attributes.toasts.created;
  return answer({ intent, ok: true, target: String(id), toast: toast("success", message) });
}

async function listIds(db: Db) {
  return (await loadAttributes(db)).attributes.map((a) => a.id);
}

/**
 * Asks first (how many products lose it), then deletes with the count the page showed: a count
 * that changed meanwhile asks again.
 */
async function remove(ctx: IntentContext, request: Request) {
  const { intent, t, form, db, adminId } = ctx;
  const s = t.adminSections;
  const id = idField(form);
  if (!id) return unknownIntent(ctx);
  const def = (await loadAttributes(db)).byId.get(id);
  if (!def) return answer({ intent, ok: false, toast: toast("error", s.toasts.deleteFailed) }, 404);
  const removal = {
    kind: "attribute" as const,
    id,
    label: attributeName(def, (await adminLocale(request)).locale),
  };
  const confirmed = confirmedUses(form);
  if (confirmed === undefined) {
    const uses = (await attributeUsage(db)).byAttribute.get(id) ?? 0;
    return askToRemove(ctx, { ...removal, uses });
  }
  try {
    await deleteAttribute(db, id, adminId, confirmed);
  } catch (error) {
    return serviceRefusal(ctx, error, removal);
  }
  return answer({
    intent,
    ok: true,
    target: String(id),
    toast: toast("success", s.attributes.toasts.deleted),
  });
}
