import { perLanguage } from "~/lib/localized";
import { liveOffer } from "~/lib/offer-window";
import type { CardVariants } from "~/lib/product-card";
import type { Db } from "../db/kysely";
import { loadAttributes } from "./attributes.server";

// What a list's cards show of their products' variants (docs/decisions/065-product-variants.md):
// "a partir de" when their prices differ, and their options' values ("127 V · 220 V"). One
// grouped query for a page's products; a product without options has no row in it.

/** Each product with options of `productIds`: whether its variants differ in price, its options. */
export async function cardVariants(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, CardVariants>> {
  const out = new Map<number, CardVariants>();
  if (productIds.length === 0) return out;
  const [catalogue, rows] = await Promise.all([
    loadAttributes(db),
    // One row per product, option and value: the values a card lists.
    db
      .selectFrom("variant as v")
      .innerJoin("variant_value as vv", "vv.variant_id", "v.id")
      .innerJoin("product_option as o", (j) =>
        j
          .onRef("o.product_id", "=", "v.product_id")
          .onRef("o.attribute_id", "=", "vv.attribute_id"),
      )
      .select(["v.product_id", "o.position", "vv.attribute_id", "vv.value_id"])
      .where("v.product_id", "in", productIds)
      .groupBy(["v.product_id", "o.position", "vv.attribute_id", "vv.value_id"])
      .execute(),
  ]);
  const perProduct = new Map<number, typeof rows>();
  for (const r of rows) {
    const list = perProduct.get(r.product_id) ?? [];
    list.push(r);
    perProduct.set(r.product_id, list);
  }
  // Their variants' prices as a shopper sees them now (docs/decisions/066-scheduled-offers.md).
  const now = Date.now();
  const prices = new Map<number, number[]>();
  if (perProduct.size > 0) {
    const variants = await db
      .selectFrom("variant")
      .select([
        "product_id",
        "price_cents",
        "original_price_cents",
        "is_special_offer",
        "offer_starts_at",
        "offer_ends_at",
      ])
      .where("product_id", "in", [...perProduct.keys()])
      .execute();
    for (const v of variants) {
      const list = prices.get(v.product_id) ?? [];
      list.push(liveOffer(v, now).price_cents);
      prices.set(v.product_id, list);
    }
  }
  for (const [productId, list] of perProduct) {
    const own = prices.get(productId) ?? [0];
    const low = Math.min(...own);
    const high = Math.max(...own);
    const positions = [...new Set(list.map((r) => r.position))].sort((a, b) => a - b);
    const options = positions.flatMap((position) => {
      const own = list.filter((r) => r.position === position);
      const def = catalogue.byId.get(own[0]!.attribute_id);
      if (!def) return [];
      const held = new Set(own.map((r) => r.value_id));
      // The texts alone: the view travels to every list's page.
      const values = def.values
        .filter((v) => held.has(v.id))
        .map((v) => ({ label: v.label, ...perLanguage("label", (l) => v[`label_${l}`] ?? null) }));
      const name = { name: def.name, ...perLanguage("name", (l) => def[`name_${l}`] ?? null) };
      return values.length === 0 ? [] : [{ code: def.code, ...name, values }];
    });
    out.set(productId, { pricesDiffer: high > low, options });
  }
  return out;
}
