import { redirect } from "react-router";
import { flashHeader } from "~/.server/admin/flash.server";
import {
  adminFieldMessages,
  answer,
  readIntent,
  refusal,
  toast,
  uploadImage,
} from "~/.server/admin/forms.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { fill } from "~/i18n/messages";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { galleryFieldOf, galleryFromFields } from "~/lib/gallery-form";
import { attributeFieldOf, attributesFromForm } from "~/lib/product-attributes-schema";

/**
 * docs/product-rules.md §2 Add product. A missing brand, name, price or category is named, beside
 * its field and in a summary (docs/decisions/025-required-fields-are-named.md: never a silent
 * no-op). Success: back to the list, showing the new product, with "Produto adicionado!".
 */
export async function productNewAction(request: Request) {
  const { t, form, db, adminId } = await readIntent(request);
  const s = t.adminSections;
  const { values } = form;
  const failed = (fields: Record<string, string>, formError?: string, status = 400) =>
    answer(
      {
        intent: "create",
        ok: false,
        fields,
        formError,
        values,
        toast: toast("error", s.toasts.productAddFailed),
      },
      status,
    );
  if (form.tooLarge) return failed({ image: s.fields.uploadTooLarge }, undefined, 413);

  const parsed = productInputSchema.safeParse({
    ...values,
    is_special_offer: values.is_special_offer === "on",
    in_stock: values.in_stock === "on",
    // The gallery editor's ordered pictures (app/lib/gallery-form.ts); absent without JavaScript.
    images: galleryFromFields(form.fields),
    // Its category's specifications, when the form showed them.
    attributes: attributesFromForm(form.fields),
  });
  if (!parsed.success) {
    const f = s.productForm;
    const fields = adminFieldMessages(
      parsed.error,
      t,
      f.required,
      attributeFieldOf(galleryFieldOf),
    );
    const labels = { brand_id: f.brand, name: f.name, price: f.price, category_id: f.category };
    const missing = Object.entries(labels)
      .filter(([name]) => fields[name] === f.required[name as keyof typeof labels])
      .map(([, label]) => label);
    const summary = missing.length
      ? fill(s.common.requiredSummary, { fields: missing.join(", ") })
      : s.common.invalidSummary;
    return failed(fields, summary);
  }

  const image = await uploadImage(form, "image", t);
  if ("error" in image) return failed({ image: image.error }, s.common.invalidSummary);

  try {
    await createProduct(db, parsed.data, adminId, { imageHash: image.hash });
  } catch (error) {
    return refusal(error, { intent: "create", t, fallback: s.toasts.productAddFailed, values });
  }
  const to = `/admin/produtos?${new URLSearchParams({ q: parsed.data.name })}`;
  const flash = await flashHeader(toast("success", s.toasts.productAdded));
  throw redirect(to, { headers: { "Set-Cookie": flash } });
}
