import { adminForm, formIntent } from "~/.server/admin/admin-form.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { checkbox, productInputSchema } from "~/lib/catalogue-schemas";
import { galleryFieldOf, galleryFromFields } from "~/lib/gallery-form";
import { attributeFieldOf, attributesFromForm } from "~/lib/product-attributes-schema";

/** The add-product form's fields: the API's product, with the form's checkboxes. */
const productFormSchema = productInputSchema.extend({
  is_special_offer: checkbox,
  offer_shows_end: checkbox,
  in_stock: checkbox,
});

/**
 * docs/product-rules.md §2 Add product. A missing brand, name, price or category is named, beside
 * its field and in a summary (docs/decisions/025-required-fields-are-named.md: never a silent
 * no-op). Success: back to the list, showing the new product, with "Produto adicionado!".
 */
export const productNewAction = adminForm(
  {
    create: formIntent({
      schema: productFormSchema,
      input: (form) => ({
        ...form.values,
        // The gallery editor's ordered pictures (app/lib/gallery-form.ts); absent without JavaScript.
        images: galleryFromFields(form.fields),
        // Its category's specifications, when the form showed them.
        attributes: attributesFromForm(form.fields),
      }),
      required: ({ productForm: f }) => ({
        brand_id: { message: f.required.brand_id, label: f.brand },
        name: { message: f.required.name, label: f.name },
        price: { message: f.required.price, label: f.price },
        category_id: { message: f.required.category_id, label: f.category },
      }),
      fieldOf: attributeFieldOf(galleryFieldOf),
      failed: (s) => s.toasts.productAddFailed,
      images: ["image"],
      async handle(input, { db, adminId, images, s }) {
        await createProduct(db, input, adminId, { imageHash: images.image ?? null });
        return {
          toast: s.toasts.productAdded,
          redirectTo: `/admin/produtos?${new URLSearchParams({ q: input.name })}`,
        };
      },
    }),
  },
  { defaultIntent: "create" },
);
