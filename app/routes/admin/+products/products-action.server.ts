import {
  answer,
  idField,
  readAdminForm,
  refusal,
  sectionTexts,
  text,
  toast,
  valuesOf,
  fieldMessages,
} from "~/.server/admin/forms.server";
import { requireAdminData } from "~/.server/auth/guards.server";
import { deleteProduct, updateProduct } from "~/.server/catalogue/product-writes.server";
import { getProduct } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { coerceBool, productPatchSchema } from "~/lib/catalogue-schemas";

export const EDIT_FIELDS = ["name", "price", "description", "original_price"] as const;

/**
 * The product grid's row actions (spec §2 Products): inline edit, stock toggle, delete. Each
 * answers with a spec §8 toast; the grid's fetchers read it.
 */
export async function productsAction(request: Request) {
  const admin = await requireAdminData(request);
  const t = sectionTexts(request);
  const toasts = t.adminSections.toasts;
  const form = await readAdminForm(request);
  const intent = text(form, "intent") ?? "";
  const id = idField(form);
  if (!id) return answer({ intent, ok: false, toast: toast("error", toasts.error) });
  const target = String(id);
  const db = getDb();

  if (intent === "update") {
    const values = valuesOf(form, EDIT_FIELDS);
    const isOffer = coerceBool(text(form, "is_special_offer") ?? "");
    const parsed = productPatchSchema.safeParse({ ...values, is_special_offer: isOffer });
    const fields = parsed.success ? {} : fieldMessages(parsed.error, t);
    // In a patch an absent price means "unchanged"; in the edit form an empty one is missing.
    if (!values.price?.trim()) fields.price = t.adminSections.productForm.required.price;
    if (!parsed.success || Object.keys(fields).length > 0) {
      return answer({
        intent,
        ok: false,
        target,
        fields,
        values: { ...values, is_special_offer: isOffer ? "on" : "" },
        toast: toast("error", toasts.updateFailed),
      });
    }
    try {
      await updateProduct(db, id, parsed.data, admin.id);
    } catch (error) {
      return refusal(error, {
        intent,
        t,
        fallback: toasts.updateFailed,
        target,
        fallbackOnly: true,
      });
    }
    return answer({ intent, ok: true, target, toast: toast("success", toasts.updated) });
  }

  if (intent === "stock") {
    try {
      await updateProduct(db, id, { in_stock: coerceBool(text(form, "in_stock")) }, admin.id);
    } catch (error) {
      return refusal(error, { intent, t, fallback: toasts.error, target, fallbackOnly: true });
    }
    return answer({ intent, ok: true, target, toast: toast("success", toasts.stockUpdated) });
  }

  if (intent === "delete") {
    if (text(form, "confirmed") !== "1") {
      const product = await getProduct(db, id);
      if (!product)
        return answer({ intent, ok: false, toast: toast("error", toasts.deleteFailed) }, 404);
      return answer({ intent, ok: false, confirm: { target, label: product.name } }, 200);
    }
    try {
      await deleteProduct(db, id, admin.id);
    } catch (error) {
      return refusal(error, {
        intent,
        t,
        fallback: toasts.deleteFailed,
        target,
        fallbackOnly: true,
      });
    }
    return answer({ intent, ok: true, target, toast: toast("success", toasts.deleted) });
  }

  return answer({ intent, ok: false, toast: toast("error", toasts.error) });
}
