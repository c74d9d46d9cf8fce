import { z } from "zod";
import { adminForm, formIntent } from "~/.server/admin/admin-form.server";
import { ServiceError } from "~/.server/catalogue/errors.server";
import { updateProduct } from "~/.server/catalogue/product-writes.server";
import type { Messages } from "~/i18n/pt";
import { optionalPriceCents } from "~/lib/catalogue-schemas";
import { apiFieldKey, type FieldIssue } from "~/lib/form-errors";
import { variantField, variantFieldOf, variantsFromFields } from "~/lib/variant-form";
import { productVariantsSchema, stockSchema } from "~/lib/variant-schemas";
import { CONFIRM_REMOVAL, type VariantsResult } from "~/lib/variant-removal";
import { removalQuestion } from "~/.server/catalogue/variant-removals.server";

const removal = (question: NonNullable<VariantsResult["removal"]>) => ({ removal: question });

/**
 * The editor's form: the product's options and variants, the "same for all" fields, and the
 * second step's "save and remove" (anything but "1" asks first).
 */
const editorSchema = productVariantsSchema.extend({
  same_price: optionalPriceCents,
  same_stock: stockSchema,
  [CONFIRM_REMOVAL]: z.literal("1").optional().catch(undefined),
});

/**
 * A schema issue in the administrator's words: a field message of the catalogue schemas, a
 * variants rule ("variantsCount") by its API error, a row's missing price as the product form says
 * it.
 */
function word(issue: FieldIssue, t: Messages, field: string): string {
  if (issue.message === "required" && field.endsWith(".price")) {
    return t.adminSections.productForm.required.price;
  }
  const key = apiFieldKey(issue);
  if (key === issue.message) return t.api.fields[key];
  const errors: Record<string, string> = t.api.errors;
  return errors[issue.message] ?? t.adminSections.fields.invalid;
}

/**
 * The variants editor's save (docs/decisions/065-product-variants.md): the whole list of
 * variants replaces the product's, through the product's write (its summary, the catalogue version
 * and the audit entry in one transaction). A refusal comes back beside the row's own field
 * (`variants.2.sku`), with what was typed.
 */
export function variantsAction(request: Request, productId: number) {
  const action = adminForm({
    save: formIntent({
      schema: editorSchema,
      input: (form) => ({
        ...variantsFromFields(form.fields),
        [CONFIRM_REMOVAL]: form.fields[CONFIRM_REMOVAL],
      }),
      fieldOf: variantFieldOf,
      word,
      failed: (s) => s.variants.saveFailed,
      async handle(
        { options, variants, [CONFIRM_REMOVAL]: confirmed },
        { db, adminId, s, locale },
      ) {
        // Removing combinations open enquiries name asks first, what was typed kept (the rows).
        const question = confirmed
          ? null
          : await removalQuestion(db, productId, { options, variants }, locale);
        if (question) return { ok: false, status: 200, extra: removal(question) };
        try {
          await updateProduct(db, productId, {}, adminId, {}, { options, variants });
        } catch (error) {
          // The service names a row's picture `images`; the editor's input is `image`.
          if (error instanceof ServiceError && error.field) {
            throw new ServiceError(error.code, variantField(error.field), error.values);
          }
          throw error;
        }
        return { toast: s.variants.saved };
      },
    }),
  });
  return action(request);
}
