import { z } from "zod";
import { adminForm, formIntent, rowId } from "~/.server/admin/admin-form.server";
import { deleteProduct, updateProduct } from "~/.server/catalogue/product-writes.server";
import { patchVariant } from "~/.server/catalogue/variant-writes.server";
import { getProduct } from "~/.server/catalogue/products.server";
import { checkbox, priceCents, productPatchSchema } from "~/lib/catalogue-schemas";
import { galleryFieldOf, galleryFromFields } from "~/lib/gallery-form";
import { attributeFieldOf, attributesFromForm } from "~/lib/product-attributes-schema";
import { stockSchema } from "~/lib/variant-schemas";
import { bulkIntents } from "./bulk-action.server";

/**
 * The inline edit's fields: a patch of the product, with the form's own shape. A product with
 * options (`prices=variants`) has no price, offer or stock fields there: they are its variants'
 * (the variants editor), and the patch leaves them as they are.
 */
const editSchema = z.discriminatedUnion("prices", [
  productPatchSchema.extend({
    prices: z.literal("product"),
    id: rowId,
    // In a patch an absent price means "unchanged"; in the edit form an empty one is missing.
    price: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), priceCents),
    // An unticked box sends nothing: here that means "not an offer", not "unchanged".
    is_special_offer: checkbox,
    offer_shows_end: checkbox,
  }),
  productPatchSchema
    .omit({
      sku: true,
      price: true,
      original_price: true,
      is_special_offer: true,
      offer_starts_at: true,
      offer_ends_at: true,
      offer_shows_end: true,
      in_stock: true,
    })
    .extend({ prices: z.literal("variants"), id: rowId }),
]);

/** Anything but "1" (the confirm panel's) asks first. */
const confirmed = z.literal("1").optional().catch(undefined);

/**
 * The product grid's row actions (docs/product-rules.md §2 Products): inline edit, stock toggle,
 * a one-variant product's stock, delete; and the table's bulk changes, which name products by selection or filter. Each answers
 * with a docs/product-rules.md §8 toast; the grid's fetchers read it.
 */
export const productsAction = adminForm({
  update: formIntent({
    schema: editSchema,
    input: (form) => ({
      ...form.values,
      prices: form.values.prices === "variants" ? "variants" : "product",
      // The gallery editor sends the whole ordered gallery (app/lib/gallery-form.ts); absent: unchanged.
      images: galleryFromFields(form.fields),
      // Its category's specifications: the form's set replaces the product's.
      attributes: attributesFromForm(form.fields),
    }),
    required: (s) => ({ price: { message: s.productForm.required.price } }),
    fieldOf: attributeFieldOf(galleryFieldOf),
    failed: (s) => s.toasts.updateFailed,
    failedOnly: true,
    async handle({ id, prices: _, ...patch }, { db, adminId, s }) {
      await updateProduct(db, id, patch, adminId);
      return { toast: s.toasts.updated };
    },
  }),
  // The stock of a product's one variant, set in its row (empty: not tracked).
  "variant-stock": formIntent({
    schema: z.object({ id: rowId, variant: rowId, stock: stockSchema }),
    failed: (s) => s.toasts.error,
    refusedToast: "field",
    async handle({ id, variant, stock }, { db, adminId, s }) {
      // The variant must be the row's product's.
      const own = await db
        .selectFrom("variant")
        .select("id")
        .where("id", "=", variant)
        .where("product_id", "=", id)
        .executeTakeFirst();
      if (!own) return { ok: false, toast: s.toasts.error, status: 404 };
      await patchVariant(db, variant, { stock }, adminId);
      return { toast: s.toasts.stockUpdated };
    },
  }),
  stock: formIntent({
    schema: z.object({ id: rowId, in_stock: checkbox }),
    failed: (s) => s.toasts.error,
    failedOnly: true,
    async handle({ id, in_stock }, { db, adminId, s }) {
      await updateProduct(db, id, { in_stock }, adminId);
      return { toast: s.toasts.stockUpdated };
    },
  }),
  // Without JavaScript an unconfirmed delete first asks (ConfirmPanel).
  delete: formIntent({
    schema: z.object({ id: rowId, confirmed }),
    failed: (s) => s.toasts.deleteFailed,
    failedOnly: true,
    async handle({ id, confirmed }, { db, adminId, s }) {
      if (!confirmed) {
        const product = await getProduct(db, id);
        if (!product) return { ok: false, toast: s.toasts.deleteFailed, status: 404 };
        return { ok: false, confirm: { target: String(id), label: product.name }, status: 200 };
      }
      await deleteProduct(db, id, adminId);
      return { toast: s.toasts.deleted };
    },
  }),
  ...bulkIntents,
});
