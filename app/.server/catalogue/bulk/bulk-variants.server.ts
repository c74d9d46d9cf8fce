import type { BulkAction } from "~/lib/bulk-schemas";
import { discountBasisPoints } from "~/lib/search-text";
import { stockFromInStock, variantAvailable } from "~/lib/stock";
import type { Db } from "../../db/kysely";
import type { Product, ProductUpdate } from "../../db/schema";
import { summaryOf } from "../variant-summary.server";

// Bulk price, offer and stock actions on products with options
// (docs/decisions/065-product-variants.md): each action applies to every variant as it would to a
// product (a 10 % rise keeps a 220 V variant dearer than its 127 V one), then the product row
// takes its new summary. The variants' values before are kept with the change, for Undo.

/** A variant's values a bulk action may change, as kept for Undo. */
export interface VariantBefore {
  id: number;
  product_id: number;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean | number;
  /** Its offer's window (absent in changes recorded before windows). */
  offer_starts_at?: string | null;
  offer_ends_at?: string | null;
  stock: number | null;
}

const VARIANT_ACTIONS: ReadonlySet<BulkAction["kind"]> = new Set([
  "set_price",
  "change_price",
  "offer_on",
  "offer_off",
  "in_stock",
  "out_of_stock",
]);

/**
 * Applies `change` (the action on one product row) to the variants of the products with options;
 * answers their values before, and each such product's new summary for its row.
 */
export async function applyToVariants(
  trx: Db,
  products: readonly Product[],
  action: BulkAction,
  change: (p: Product) => ProductUpdate,
  at: string,
): Promise<{ before: VariantBefore[]; summaries: Map<number, ProductUpdate> }> {
  const summaries = new Map<number, ProductUpdate>();
  const before: VariantBefore[] = [];
  if (!VARIANT_ACTIONS.has(action.kind) || products.length === 0) return { before, summaries };
  const byId = new Map(products.map((p) => [p.id, p]));
  const rows: (VariantBefore & { sku: string | null; combination: string; position: number })[] =
    [];
  const ids = products.map((p) => p.id);
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await trx
        .selectFrom("variant as v")
        .select([
          "v.id",
          "v.product_id",
          "v.sku",
          "v.combination",
          "v.price_cents",
          "v.original_price_cents",
          "v.is_special_offer",
          // Their windows: the summary's live price reads them (decision 066).
          "v.offer_starts_at",
          "v.offer_ends_at",
          "v.stock",
          "v.position",
        ])
        .where("v.product_id", "in", ids.slice(i, i + 500))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("variant as o")
              .select("o.id")
              .whereRef("o.product_id", "=", "v.product_id")
              .where("o.combination", "<>", ""),
          ),
        )
        .orderBy("v.product_id")
        .orderBy("v.position")
        .orderBy("v.id")
        .execute()),
    );
  }
  const next = new Map<number, typeof rows>();
  for (const v of rows) {
    before.push({
      id: v.id,
      product_id: v.product_id,
      price_cents: v.price_cents,
      original_price_cents: v.original_price_cents,
      is_special_offer: v.is_special_offer,
      offer_starts_at: v.offer_starts_at,
      offer_ends_at: v.offer_ends_at,
      stock: v.stock,
    });
    const offer = Boolean(v.is_special_offer);
    // The variant as a product row: the action's rules (bulkChangeOf) apply to it unchanged.
    const set = change({
      ...byId.get(v.product_id)!,
      price_cents: v.price_cents,
      original_price_cents: v.original_price_cents,
      is_special_offer: offer,
      offer_starts_at: v.offer_starts_at ?? null,
      offer_ends_at: v.offer_ends_at ?? null,
      in_stock: variantAvailable(v.stock),
      discount_bp: discountBasisPoints(v.price_cents, v.original_price_cents, offer),
    });
    const updated = {
      ...v,
      price_cents: set.price_cents ?? v.price_cents,
      original_price_cents:
        set.original_price_cents !== undefined ? set.original_price_cents : v.original_price_cents,
      is_special_offer: set.is_special_offer ?? offer,
      offer_starts_at:
        set.offer_starts_at !== undefined ? set.offer_starts_at : (v.offer_starts_at ?? null),
      offer_ends_at:
        set.offer_ends_at !== undefined ? set.offer_ends_at : (v.offer_ends_at ?? null),
      stock:
        set.in_stock !== undefined ? stockFromInStock(Boolean(set.in_stock), v.stock) : v.stock,
    };
    await trx
      .updateTable("variant")
      .set({
        price_cents: updated.price_cents,
        original_price_cents: updated.original_price_cents,
        is_special_offer: Boolean(updated.is_special_offer),
        offer_starts_at: updated.offer_starts_at,
        offer_ends_at: updated.offer_ends_at,
        stock: updated.stock,
        updated_at: at,
      })
      .where("id", "=", v.id)
      .execute();
    const list = next.get(v.product_id) ?? [];
    list.push(updated);
    next.set(v.product_id, list);
  }
  for (const [productId, variants] of next) {
    const { sku: _, ...summary } = summaryOf(variants)!;
    summaries.set(productId, summary);
  }
  return { before, summaries };
}

/** Undo: the variants' values before the change, for those that still exist. */
export async function restoreVariants(trx: Db, before: readonly VariantBefore[] = []) {
  for (const v of before) {
    await trx
      .updateTable("variant")
      .set({
        price_cents: v.price_cents,
        original_price_cents: v.original_price_cents,
        is_special_offer: Boolean(v.is_special_offer),
        // A change recorded before windows did not touch them.
        ...(v.offer_starts_at !== undefined ? { offer_starts_at: v.offer_starts_at } : {}),
        ...(v.offer_ends_at !== undefined ? { offer_ends_at: v.offer_ends_at } : {}),
        stock: v.stock,
      })
      .where("id", "=", v.id)
      .execute();
  }
}
