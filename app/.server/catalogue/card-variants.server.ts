import { perLanguage } from "~/lib/localized";
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
    // One row per product, option and value, with the prices of the variants holding it: the
    // values a card lists, and (over a product's rows) its variants' lowest and highest price.
    db
      .selectFrom("variant as v")
      .innerJoin("variant_value as vv", "vv.variant_id", "v.id")
      .innerJoin("product_option as o", (j) =>
        j
          .onRef("o.product_id", "=", "v.product_id")
          .onRef("o.attribute_id", "=", "vv.attribute_id"),
      )
      .select((eb) => [
        "v.product_id",
        "o.position",
        "vv.attribute_id",
        "vv.value_id",
        eb.fn.min<number>("v.price_cents").as("low"),
        eb.fn.max<number>("v.price_cents").as("high"),
      ])
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
  for (const [productId, list] of perProduct) {
    const low = Math.min(...list.map((r) => Number(r.low)));
    const high = Math.max(...list.map((r) => Number(r.high)));
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
