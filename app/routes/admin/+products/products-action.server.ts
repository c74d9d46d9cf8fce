import {
  adminFieldMessages,
  answer,
  idField,
  readIntent,
  refusal,
  text,
  toast,
  unknownIntent,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { deleteProduct, updateProduct } from "~/.server/catalogue/product-writes.server";
import { getProduct } from "~/.server/catalogue/products.server";
import { coerceBool, productPatchSchema } from "~/lib/catalogue-schemas";
import { galleryFieldOf, galleryFromFields } from "~/lib/gallery-form";
import { attributeFieldOf, attributesFromForm } from "~/lib/product-attributes-schema";
import { BULK_INTENTS, bulkIntent } from "./bulk-action.server";

/**
 * The product grid's row actions (docs/product-rules.md §2 Products): inline edit, stock toggle,
 * delete, one handler each. Each answers with a docs/product-rules.md §8 toast; the grid's fetchers
 * read it.
 */
export async function productsAction(request: Request) {
  const ctx = await readIntent(request);
  // The table's bulk actions name products by selection or filter, not by id.
  if (BULK_INTENTS.has(ctx.intent)) {
    return bulkIntent({ ...ctx, locale: (await adminLocale(request)).locale });
  }
  const id = idField(ctx.form);
  if (!id) return unknownIntent(ctx);
  switch (ctx.intent) {
    case "update":
      return update(ctx, id);
    case "stock":
      return setStock(ctx, id);
    case "delete":
      return remove(ctx, id);
    default:
      return unknownIntent(ctx);
  }
}

async function update({ intent, t, form, db, adminId }: IntentContext, id: number) {
  const toasts = t.adminSections.toasts;
  const target = String(id);
  const { values } = form;
  // An unticked checkbox sends nothing: here that means "not an offer", not "unchanged".
  const isOffer = coerceBool(values.is_special_offer ?? "");
  // The gallery editor sends the whole ordered gallery (app/lib/gallery-form.ts); absent: unchanged.
  const images = galleryFromFields(form.fields);
  // Its category's specifications: the form's set replaces the product's.
  const attributes = attributesFromForm(form.fields);
  const parsed = productPatchSchema.safeParse({
    ...values,
    is_special_offer: isOffer,
    images,
    attributes,
  });
  const fields = parsed.success
    ? {}
    : adminFieldMessages(parsed.error, t, {}, attributeFieldOf(galleryFieldOf));
  // In a patch an absent price means "unchanged"; in the edit form an empty one is missing.
  if (!values.price?.trim()) fields.price = t.adminSections.productForm.required.price;
  if (!parsed.success || Object.keys(fields).length > 0) {
    const failed = toast("error", toasts.updateFailed);
    return answer({ intent, ok: false, target, fields, values, toast: failed });
  }
  try {
    await updateProduct(db, id, parsed.data, adminId);
  } catch (error) {
    const fallback = toasts.updateFailed;
    return refusal(error, { intent, t, fallback, target, fallbackOnly: true, values });
  }
  return answer({ intent, ok: true, target, toast: toast("success", toasts.updated) });
}

async function setStock({ intent, t, form, db, adminId }: IntentContext, id: number) {
  const toasts = t.adminSections.toasts;
  const target = String(id);
  try {
    await updateProduct(db, id, { in_stock: coerceBool(text(form, "in_stock")) }, adminId);
  } catch (error) {
    return refusal(error, { intent, t, fallback: toasts.error, target, fallbackOnly: true });
  }
  return answer({ intent, ok: true, target, toast: toast("success", toasts.stockUpdated) });
}

/** Without JavaScript an unconfirmed delete first asks (ConfirmPanel). */
async function remove({ intent, t, form, db, adminId }: IntentContext, id: number) {
  const toasts = t.adminSections.toasts;
  const target = String(id);
  if (text(form, "confirmed") !== "1") {
    const product = await getProduct(db, id);
    if (!product)
      return answer({ intent, ok: false, toast: toast("error", toasts.deleteFailed) }, 404);
    return answer({ intent, ok: false, confirm: { target, label: product.name } }, 200);
  }
  try {
    await deleteProduct(db, id, adminId);
  } catch (error) {
    const fallback = toasts.deleteFailed;
    return refusal(error, { intent, t, fallback, target, fallbackOnly: true });
  }
  return answer({ intent, ok: true, target, toast: toast("success", toasts.deleted) });
}
