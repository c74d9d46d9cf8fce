import {
  adminFieldMessages,
  answer,
  refusal,
  toast,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { ServiceError } from "~/.server/catalogue/errors.server";
import type { z } from "zod";
import type { AttributeResult, PendingRemoval } from "~/lib/attribute-admin";

// What the specifications' actions share: a form refused with its field messages, a service's
// refusal, and a delete that asks for its confirmation with the number of products it touches.

/** A form the schema refused: a message beside each field, the values typed kept. */
export function invalidForm(
  { intent, t, form }: IntentContext,
  error: z.ZodError,
  target?: string,
) {
  const s = t.adminSections.attributes;
  const fields = adminFieldMessages(error, t, {
    name: s.nameRequired,
    code: s.codeRequired,
    type: s.typeRequired,
    label: s.labelRequired,
    into: s.mergeChoose,
  });
  const result: AttributeResult = {
    intent,
    ok: false,
    target,
    fields,
    formError: t.adminSections.common.invalidSummary,
    values: form.values,
    toast: toast("error", t.adminSections.toasts.error),
  };
  return answer(result);
}

/**
 * A service's refusal: a delete whose count changed asks again with the new count; anything else
 * as every section answers it (a code taken is a message beside the code).
 */
export function serviceRefusal(
  ctx: IntentContext,
  error: unknown,
  removal?: Omit<PendingRemoval, "uses">,
  target?: string,
) {
  if (
    removal &&
    error instanceof ServiceError &&
    (error.code === "attributeInUse" || error.code === "valueInUse")
  ) {
    return askToRemove(ctx, { ...removal, uses: Number(error.values?.products ?? 0) });
  }
  return refusal(error, {
    intent: ctx.intent,
    t: ctx.t,
    fallback: ctx.t.adminSections.toasts.error,
    target,
    values: ctx.form.values,
  });
}

/** The confirmation step of a delete: the page shows what goes and how many products lose it. */
export function askToRemove({ intent }: IntentContext, removal: PendingRemoval) {
  const result: AttributeResult = { intent, ok: false, remove: removal };
  return answer(result, 200);
}

/** The count a confirmation sends back (`confirmed`), or undefined when not confirmed yet. */
export function confirmedUses(form: IntentContext["form"]): number | undefined {
  const value = form.fields.confirmed;
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}
