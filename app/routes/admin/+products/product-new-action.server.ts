import { redirect } from "react-router";
import { flashCookie } from "~/.server/admin/flash.server";
import {
  answer,
  fieldMessages,
  readAdminForm,
  refusal,
  sectionTexts,
  text,
  toast,
  uploadImage,
  valuesOf,
} from "~/.server/admin/forms.server";
import { requireAdminData } from "~/.server/auth/guards.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { getDb } from "~/.server/db/kysely";
import { fill } from "~/i18n/messages";
import { productInputSchema } from "~/lib/catalogue-schemas";

export const PRODUCT_FIELDS = [
  "brand_id",
  "name",
  "name_en",
  "price",
  "category_id",
  "description",
  "description_en",
  "original_price",
  "image_url",
] as const;

const REQUIRED = ["brand_id", "name", "price", "category_id"] as const;

/**
 * Spec §2 Add product. A missing brand, name, price or category is named, beside its field and
 * in a summary (design.md: never a silent no-op). Success: back to the list, showing the new
 * product, with "Produto adicionado!".
 */
export async function productNewAction(request: Request) {
  const admin = await requireAdminData(request);
  const t = sectionTexts(request);
  const s = t.adminSections;
  const form = await readAdminForm(request);
  const values: Record<string, string> = {
    ...valuesOf(form, PRODUCT_FIELDS),
    is_special_offer: text(form, "is_special_offer") ? "on" : "",
    in_stock: text(form, "in_stock") ? "on" : "",
  };
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
  });
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error, t, s.productForm.required);
    const labels = {
      brand_id: s.productForm.brand,
      name: s.productForm.name,
      price: s.productForm.price,
      category_id: s.productForm.category,
    };
    const missing = REQUIRED.filter((name) => fields[name] === s.productForm.required[name]);
    const summary = missing.length
      ? fill(s.common.requiredSummary, { fields: missing.map((name) => labels[name]).join(", ") })
      : s.common.invalidSummary;
    return failed(fields, summary);
  }

  const image = await uploadImage(form, "image", t);
  if ("error" in image) return failed({ image: image.error }, s.common.invalidSummary);

  try {
    await createProduct(getDb(), parsed.data, admin.id, { imageHash: image.hash });
  } catch (error) {
    return refusal(error, { intent: "create", t, fallback: s.toasts.productAddFailed });
  }
  const to = `/admin/produtos?${new URLSearchParams({ q: parsed.data.name })}`;
  throw redirect(to, {
    headers: { "Set-Cookie": flashCookie(toast("success", s.toasts.productAdded)) },
  });
}
