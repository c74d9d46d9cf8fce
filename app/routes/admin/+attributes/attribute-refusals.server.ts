import { z } from "zod";
import type { Reply } from "~/.server/admin/admin-form.server";
import { ServiceError } from "~/.server/catalogue/errors.server";
import type { Messages } from "~/i18n/pt";
import type { AttributeResult, PendingRemoval } from "~/lib/attribute-admin";

// What the specifications' forms share: the message beside each required field, and a delete that
// asks for its confirmation with the number of products it touches.

/** Each required field's message, for every form of the specifications' pages. */
export const attributeRequired = ({ attributes: s }: Messages["adminSections"]) => ({
  name: { message: s.nameRequired },
  code: { message: s.codeRequired },
  type: { message: s.typeRequired },
  label: { message: s.labelRequired },
  into: { message: s.mergeChoose },
});

/** The count a confirmation sends back (`confirmed`); absent (or not a count) asks first. */
export const confirmedUses = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .optional()
  .catch(undefined);

/**
 * The confirmation step of a delete: the page shows what goes and how many products lose it. It is
 * about no row (target), so no row's form opens.
 */
export function askToRemove(removal: PendingRemoval): Reply {
  const extra: Partial<AttributeResult> = { remove: removal };
  return { ok: false, status: 200, target: undefined, extra };
}

/**
 * Deletes with the count the page showed; a count that changed meanwhile (the service refuses it as
 * still in use) asks again with the new one. Any other refusal goes to the form kit.
 */
export async function removeOrAsk(
  removal: Omit<PendingRemoval, "uses">,
  remove: () => Promise<unknown>,
  done: Reply,
): Promise<Reply> {
  try {
    await remove();
  } catch (error) {
    if (
      error instanceof ServiceError &&
      (error.code === "attributeInUse" || error.code === "valueInUse")
    ) {
      return askToRemove({ ...removal, uses: Number(error.values?.products ?? 0) });
    }
    throw error;
  }
  return done;
}
