import {
  adminFieldMessages,
  answer,
  idField,
  moveIntent,
  readIntent,
  refusal,
  text,
  toast,
  unknownIntent,
  uploadImage,
  type IntentContext,
} from "~/.server/admin/forms.server";
import type { Db } from "~/.server/db/kysely";
import {
  createBrand,
  deleteBrand,
  getBrand,
  listBrands,
  reorderBrands,
  updateBrand,
} from "~/.server/catalogue/brands.server";
import { brandInputSchema } from "~/lib/catalogue-schemas";

/**
 * docs/product-rules.md §2 Manage brands: add (name and logo, both required), inline edit, delete
 * (refused while the brand has products), and reordering (positions 1..n in one transaction). One
 * handler per intent.
 */
export async function brandsAction(request: Request) {
  const ctx = await readIntent(request);
  const s = ctx.t.adminSections;
  if (ctx.form.tooLarge) {
    const fields = { logo: s.fields.uploadTooLarge };
    return failed(ctx, { fields, toast: toast("error", s.toasts.error) }, 413);
  }
  switch (ctx.intent) {
    case "create":
      return create(ctx);
    case "update":
      return update(ctx);
    case "move":
      return moveIntent(ctx, listIds, reorderBrands);
    case "delete":
      return remove(ctx);
    default:
      return unknownIntent(ctx);
  }
}

/** A refused form: its messages, the values typed, and the toast. */
function failed(
  { intent, form }: IntentContext,
  result: { fields: Record<string, string>; toast: ReturnType<typeof toast>; target?: string },
  status = 400,
) {
  return answer({ intent, ok: false, values: form.values, ...result }, status);
}

async function create(ctx: IntentContext) {
  const { intent, t, form, db } = ctx;
  const s = t.adminSections;
  const parsed = brandInputSchema.safeParse(form.values);
  const fields = parsed.success
    ? {}
    : adminFieldMessages(parsed.error, t, { name: s.brands.nameRequired });
  if (!form.files.logo) fields.logo = s.brands.logoRequired;
  if (!parsed.success || fields.logo) {
    return failed(ctx, { fields, toast: toast("error", s.toasts.error) });
  }
  const logo = await uploadImage(form, "logo", t);
  if ("error" in logo) {
    return failed(ctx, { fields: { logo: logo.error }, toast: toast("error", logo.error) });
  }
  try {
    await createBrand(db, parsed.data, ctx.adminId, { logoHash: logo.hash });
  } catch (error) {
    return refusal(error, { intent, t, fallback: s.toasts.error, values: form.values });
  }
  return answer({ intent, ok: true, toast: toast("success", s.toasts.brandAdded) });
}

async function update(ctx: IntentContext) {
  const { intent, t, form, db } = ctx;
  const s = t.adminSections;
  const id = idField(form);
  if (!id) return unknownIntent(ctx);
  const target = String(id);
  const parsed = brandInputSchema.partial().safeParse({ name: form.values.name ?? "" });
  if (!parsed.success) {
    const fields = adminFieldMessages(parsed.error, t, { name: s.brands.nameRequired });
    return failed(ctx, { fields, target, toast: toast("error", s.toasts.error) });
  }
  const logo = await uploadImage(form, "logo", t);
  if ("error" in logo) {
    return failed(ctx, { fields: { logo: logo.error }, target, toast: toast("error", logo.error) });
  }
  try {
    await updateBrand(db, id, { name: parsed.data.name }, ctx.adminId, { logoHash: logo.hash });
  } catch (error) {
    return refusal(error, { intent, t, fallback: s.toasts.error, target, values: form.values });
  }
  return answer({ intent, ok: true, target, toast: toast("success", s.toasts.brandUpdated) });
}

/** The ids in their order now, for a move. */
async function listIds(db: Db) {
  return (await listBrands(db)).map((b) => b.id);
}

/** Without JavaScript an unconfirmed delete first asks (ConfirmPanel). */
async function remove(ctx: IntentContext) {
  const { intent, t, form, db, adminId } = ctx;
  const s = t.adminSections;
  const id = idField(form);
  if (!id) return unknownIntent(ctx);
  const target = String(id);
  if (text(form, "confirmed") !== "1") {
    const brand = await getBrand(db, id);
    if (!brand)
      return answer({ intent, ok: false, toast: toast("error", s.toasts.deleteFailed) }, 404);
    return answer({ intent, ok: false, confirm: { target, label: brand.name } });
  }
  try {
    await deleteBrand(db, id, adminId);
  } catch (error) {
    return refusal(error, { intent, t, fallback: s.toasts.deleteFailed, target });
  }
  return answer({ intent, ok: true, target, toast: toast("success", s.toasts.brandRemoved) });
}
