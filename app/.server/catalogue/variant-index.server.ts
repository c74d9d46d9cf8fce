import { liveOffer } from "~/lib/offer-window";
import type { Db } from "../db/kysely";
import { addTo, emptySet, forEachMember, type Bitset } from "./bitset.server";

// The facet index's variants (docs/decisions/065-product-variants.md): one bit per variant for
// being in stock, for each option value and for price, and each variant's product. A selection of
// option values, "em estoque" and a price range is ANDed over variants first, then projected to
// products, so "220 V" with "em estoque" leaves out a drill whose only stock is 127 V.

/** Rows read per query while building (as the product index does). */
const PAGE = 20_000;

export interface VariantIndex {
  size: number;
  /** Each variant's product, by its place in the product index. */
  product: Int32Array;
  /** A product's variants are places start[p] to start[p + 1] - 1. */
  start: Int32Array;
  price: Int32Array;
  /** The variants a shopper can buy (untracked, or tracked above 0). */
  stock: Bitset;
  /** The products with a variant in `stock`. */
  stockProducts: Bitset;
  /**
   * The products with exactly one variant (most of them): such a product is in the projection of
   * several variant sets only when its one variant is in all of them, so it needs no check.
   */
  oneVariant: Bitset;
  /**
   * For each attribute some product has as an option: value code → its variants. A product that
   * has the attribute as a plain specification gives every one of its variants its value.
   */
  byValue: Map<number, Map<string, Bitset>>;
}

interface ProductSide {
  size: number;
  indexOf: Map<number, number>;
  /** Attribute id → value code → products, from the products' own specifications. */
  byValue: Map<number, Map<string, Bitset>>;
  choiceCode: Map<number, string>;
}

/**
 * Reads the variants and their values, and adds the options' values to the products' sets (a
 * product has a value when one of its variants does). Variants are placed by product, so each
 * product's variants are one run of places.
 */
export async function buildVariantIndex(db: Db, products: ProductSide): Promise<VariantIndex> {
  const productOf: number[] = [];
  const prices: number[] = [];
  const available: number[] = [];
  const placeOf = new Map<number, number>();
  // Variants come in product order, so a product's are places start[p] to start[p + 1].
  const counts = new Int32Array(products.size + 1);
  const now = Date.now();
  for (let after = { product: 0, id: 0 }; ;) {
    const page = await db
      .selectFrom("variant")
      .select([
        "id",
        "product_id",
        "price_cents",
        "original_price_cents",
        "is_special_offer",
        "offer_starts_at",
        "offer_ends_at",
        "stock",
      ])
      .where((eb) =>
        eb.or([
          eb("product_id", ">", after.product),
          eb.and([eb("product_id", "=", after.product), eb("id", ">", after.id)]),
        ]),
      )
      .orderBy("product_id")
      .orderBy("id")
      .limit(PAGE)
      .execute();
    for (const r of page) {
      const p = products.indexOf.get(r.product_id);
      if (p === undefined) continue;
      const v = productOf.length;
      counts[p + 1]!++;
      placeOf.set(r.id, v);
      productOf.push(p);
      // What a shopper sees now (docs/decisions/066-scheduled-offers.md); the index is rebuilt
      // when the catalogue version moves, which it does when a window opens or closes.
      prices.push(liveOffer(r, now).price_cents);
      if (r.stock == null || r.stock > 0) available.push(v);
    }
    if (page.length < PAGE) break;
    const last = page[page.length - 1]!;
    after = { product: last.product_id, id: last.id };
  }
  const size = productOf.length;
  const start = counts;
  for (let p = 1; p <= products.size; p++) start[p]! += start[p - 1]!;
  const stock = emptySet(size);
  for (const v of available) addTo(stock, v);

  const byValue = new Map<number, Map<string, Bitset>>();
  const setOf = (attributeId: number, code: string, n: number) => {
    let values = byValue.get(attributeId);
    if (!values) byValue.set(attributeId, (values = new Map()));
    let set = values.get(code);
    if (!set) values.set(code, (set = emptySet(n)));
    return set;
  };
  const projected: [number, string, number][] = [];
  for (let after = { variant: 0, attribute: 0 }; ;) {
    const page = await db
      .selectFrom("variant_value")
      .select(["variant_id", "attribute_id", "value_id"])
      .where((eb) =>
        eb.or([
          eb("variant_id", ">", after.variant),
          eb.and([eb("variant_id", "=", after.variant), eb("attribute_id", ">", after.attribute)]),
        ]),
      )
      .orderBy("variant_id")
      .orderBy("attribute_id")
      .limit(PAGE)
      .execute();
    for (const r of page) {
      const v = placeOf.get(r.variant_id);
      const code = products.choiceCode.get(r.value_id);
      if (v === undefined || code === undefined) continue;
      addTo(setOf(r.attribute_id, code, size), v);
      projected.push([r.attribute_id, code, productOf[v]!]);
    }
    if (page.length < PAGE) break;
    const last = page[page.length - 1]!;
    after = { variant: last.variant_id, attribute: last.attribute_id };
  }
  // Products that carry an option attribute as a plain specification: all their variants have it.
  for (const attributeId of [...byValue.keys()]) {
    for (const [code, set] of products.byValue.get(attributeId) ?? []) {
      const target = setOf(attributeId, code, size);
      forEachMember(set, (p) => {
        for (let v = start[p]!; v < start[p + 1]!; v++) addTo(target, v);
      });
    }
  }
  for (const [attributeId, code, p] of projected) {
    let values = products.byValue.get(attributeId);
    if (!values) products.byValue.set(attributeId, (values = new Map()));
    let set = values.get(code);
    if (!set) values.set(code, (set = emptySet(products.size)));
    addTo(set, p);
  }
  const stockProducts = emptySet(products.size);
  for (const v of available) addTo(stockProducts, productOf[v]!);
  const oneVariant = emptySet(products.size);
  for (let p = 0; p < products.size; p++) if (start[p + 1]! - start[p]! === 1) addTo(oneVariant, p);
  return {
    size,
    product: Int32Array.from(productOf),
    start,
    price: Int32Array.from(prices),
    stock,
    stockProducts,
    oneVariant,
    byValue,
  };
}
