import {
  answer,
  fieldMessages,
  idField,
  readAdminForm,
  refusal,
  sectionTexts,
  text,
  toast,
  uploadImage,
} from "~/.server/admin/forms.server";
import { requireAdminData } from "~/.server/auth/guards.server";
import {
  createBrand,
  deleteBrand,
  getBrand,
  listBrands,
  reorderBrands,
  updateBrand,
} from "~/.server/catalogue/brands.server";
import { getDb } from "~/.server/db/kysely";
import { brandInputSchema } from "~/lib/catalogue-schemas";
import { applyMove, moveSchema } from "~/lib/reorder";

/**
 * Spec §2 Manage brands: add (name and logo, both required), inline edit, delete (refused while
 * the brand has products), and reordering (positions 1..n in one transaction).
 */
export async function brandsAction(request: Request) {
  const admin = await requireAdminData(request);
  const t = sectionTexts(request);
  const s = t.adminSections;
  const form = await readAdminForm(request);
  const intent = text(form, "intent") ?? "";
  const db = getDb();
  const name = text(form, "name") ?? "";

  if (form.tooLarge) {
    return answer(
      {
        intent,
        ok: false,
        fields: { logo: s.fields.uploadTooLarge },
        values: { name },
        toast: toast("error", s.toasts.error),
      },
      413,
    );
  }

  if (intent === "create") {
    const parsed = brandInputSchema.safeParse({ name });
    const fields = parsed.success
      ? {}
      : fieldMessages(parsed.error, t, { name: s.brands.nameRequired });
    if (!form.files.logo) fields.logo = s.brands.logoRequired;
    if (!parsed.success || fields.logo) {
      return answer({
        intent,
        ok: false,
        fields,
        values: { name },
        toast: toast("error", s.toasts.error),
      });
    }
    const logo = await uploadImage(form, "logo", t);
    if ("error" in logo) {
      return answer({
        intent,
        ok: false,
        fields: { logo: logo.error },
        values: { name },
        toast: toast("error", logo.error),
      });
    }
    try {
      await createBrand(db, parsed.data, admin.id, { logoHash: logo.hash });
    } catch (error) {
      const refused = refusal(error, { intent, t, fallback: s.toasts.error });
      refused.data.values = { name };
      return refused;
    }
    return answer({ intent, ok: true, toast: toast("success", s.toasts.brandAdded) });
  }

  if (intent === "move") {
    const move = moveSchema.safeParse(form.fields);
    if (!move.success)
      return answer({ intent, ok: false, toast: toast("error", s.toasts.orderFailed) });
    const ids = (await listBrands(db)).map((b) => b.id);
    try {
      await reorderBrands(db, applyMove(ids, move.data), admin.id);
    } catch (error) {
      return refusal(error, { intent, t, fallback: s.toasts.orderFailed, fallbackOnly: true });
    }
    return answer({ intent, ok: true, target: String(move.data.id) });
  }

  const id = idField(form);
  if (!id) return answer({ intent, ok: false, toast: toast("error", s.toasts.error) });
  const target = String(id);

  if (intent === "update") {
    const parsed = brandInputSchema.partial().safeParse({ name });
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error, t, { name: s.brands.nameRequired });
      return answer({
        intent,
        ok: false,
        target,
        fields,
        values: { name },
        toast: toast("error", s.toasts.error),
      });
    }
    const logo = await uploadImage(form, "logo", t);
    if ("error" in logo) {
      return answer({
        intent,
        ok: false,
        target,
        fields: { logo: logo.error },
        values: { name },
        toast: toast("error", logo.error),
      });
    }
    try {
      await updateBrand(db, id, { name: parsed.data.name }, admin.id, { logoHash: logo.hash });
    } catch (error) {
      const refused = refusal(error, { intent, t, fallback: s.toasts.error, target });
      refused.data.values = { name };
      return refused;
    }
    return answer({ intent, ok: true, target, toast: toast("success", s.toasts.brandUpdated) });
  }

  if (intent === "delete") {
    if (text(form, "confirmed") !== "1") {
      const brand = await getBrand(db, id);
      if (!brand)
        return answer({ intent, ok: false, toast: toast("error", s.toasts.deleteFailed) }, 404);
      return answer({ intent, ok: false, confirm: { target, label: brand.name } });
    }
    try {
      await deleteBrand(db, id, admin.id);
    } catch (error) {
      return refusal(error, { intent, t, fallback: s.toasts.deleteFailed, target });
    }
    return answer({ intent, ok: true, target, toast: toast("success", s.toasts.brandRemoved) });
  }

  return answer({ intent, ok: false, toast: toast("error", s.toasts.error) });
}
