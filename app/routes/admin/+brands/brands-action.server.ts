import { z } from "zod";
import { adminForm, formIntent, moveIntent, rowId } from "~/.server/admin/admin-form.server";
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

/** The ids in their order now, for a move. */
async function listIds(db: Db) {
  return (await listBrands(db)).map((b) => b.id);
}

const nameRequired = (s: { brands: { nameRequired: string } }) => ({
  name: { message: s.brands.nameRequired },
});

/**
 * docs/product-rules.md §2 Manage brands: add (name and logo, both required), inline edit, delete
 * (refused while the brand has products), and reordering (positions 1..n in one transaction).
 */
export const brandsAction = adminForm({
  create: formIntent({
    schema: brandInputSchema.extend({ logo: z.instanceof(File, { message: "required" }) }),
    required: (s) => ({ ...nameRequired(s), logo: { message: s.brands.logoRequired } }),
    failed: (s) => s.toasts.error,
    images: ["logo"],
    async handle(input, { db, adminId, images, s }) {
      await createBrand(db, input, adminId, { logoHash: images.logo ?? null });
      return { toast: s.toasts.brandAdded };
    },
  }),
  update: formIntent({
    // An empty name is refused, not "unchanged": the row's field is always sent.
    schema: z.object({ id: rowId, name: brandInputSchema.shape.name }),
    required: nameRequired,
    failed: (s) => s.toasts.error,
    images: ["logo"],
    async handle({ id, name }, { db, adminId, images, s }) {
      await updateBrand(db, id, { name }, adminId, { logoHash: images.logo ?? null });
      return { toast: s.toasts.brandUpdated };
    },
  }),
  move: moveIntent(listIds, reorderBrands),
  // Without JavaScript an unconfirmed delete first asks (ConfirmPanel).
  delete: formIntent({
    schema: z.object({ id: rowId, confirmed: z.literal("1").optional() }),
    // A refusal says why ("Esta marca ainda tem produtos…"), else "Erro ao excluir".
    failed: (s) => s.toasts.deleteFailed,
    async handle({ id, confirmed }, { db, adminId, s }) {
      if (!confirmed) {
        const brand = await getBrand(db, id);
        if (!brand) return { ok: false, toast: s.toasts.deleteFailed, status: 404 };
        return { ok: false, confirm: { target: String(id), label: brand.name } };
      }
      await deleteBrand(db, id, adminId);
      return { toast: s.toasts.brandRemoved };
    },
  }),
});
