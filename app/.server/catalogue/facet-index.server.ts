import type { Locale } from "~/i18n/languages";
import type { AttributeDef } from "~/lib/attributes";
import type { FilterVocabulary } from "~/lib/filters";
import type { Sort } from "~/lib/sorts";
import type { Db } from "../db/kysely";
import { loadAttributes, type AttributeCatalogue } from "./attributes.server";
import { addTo, emptySet, fullSet, type Bitset } from "./bitset.server";
import { nameSortColumn } from "./products.server";
import { buildVariantIndex, type VariantIndex } from "./variant-index.server";
import { byCatalogueVersion } from "./version.server";

// The facet index (docs/decisions/062-specifications-and-facets.md), one per
// catalogue version and process. Every product is a bit; each brand, category, offer and stock
// flag and each attribute value is a set of bits; each sort is an order of the products. Facet
// counts, totals and the pages of a filtered list are then set operations in memory rather
// than joins and counts over tens of thousands of rows. Built on the first list after a
// catalogue write (the version moves), read in pages so the heap holds one page of rows at a
// time; stores 12.5 kB per set and 400 kB per order at 100,000 products.

/** Rows read per query while building: bounds the transient heap at 100,000 products. */
const PAGE = 20_000;

export interface FacetIndex {
  size: number;
  /** Each product's id, by its place in the index (ids ascending). */
  ids: Int32Array;
  indexOf: Map<number, number>;
  price: Int32Array;
  all: Bitset;
  offer: Bitset;
  stock: Bitset;
  byCategory: Map<number, Bitset>;
  byBrand: Map<number, Bitset>;
  brands: { id: number; name: string; slug: string; position: number }[];
  /** Attribute id → value code → the products with it. */
  byValue: Map<number, Map<string, Bitset>>;
  variants: VariantIndex;
  attributes: AttributeCatalogue;
  vocabulary: FilterVocabulary;
  /** The products in a sort's order (places in the index), made on first use. */
  order(sort: Sort, locale: Locale): Promise<Int32Array>;
}

/** The index for the catalogue as it is now (built once per version, shared by every request). */
export function getFacetIndex(db: Db): Promise<FacetIndex> {
  return byCatalogueVersion(db, "facet-index", () => buildFacetIndex(db));
}

async function buildFacetIndex(db: Db): Promise<FacetIndex> {
  const attributes = await loadAttributes(db);
  const brands = await db
    .selectFrom("brand")
    .select(["id", "name", "slug", "position"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  const rows: {
    id: number;
    category_id: number | null;
    brand_id: number;
    price_cents: number;
    is_special_offer: boolean | number;
    in_stock: boolean | number;
    position: number;
    discount_bp: number;
    created_at: string;
  }[] = [];
  for (let after = 0; ;) {
    const page = await db
      .selectFrom("product")
      .select([
        "id",
        "category_id",
        "brand_id",
        // What a shopper sees now (docs/decisions/066-scheduled-offers.md).
        "live_price_cents as price_cents",
        "live_offer as is_special_offer",
        "in_stock",
        "position",
        "discount_bp",
        "created_at",
      ])
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    rows.push(...page);
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }
  const size = rows.length;
  const ids = new Int32Array(size);
  const indexOf = new Map<number, number>();
  const price = new Int32Array(size);
  const position = new Int32Array(size);
  const discount = new Int32Array(size);
  const created = new Float64Array(size);
  const offer = emptySet(size);
  const stock = emptySet(size);
  const byCategory = new Map<number, Bitset>();
  const byBrand = new Map<number, Bitset>();
  const setOf = <K>(map: Map<K, Bitset>, key: K) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = emptySet(size)));
    return set;
  };
  rows.forEach((r, i) => {
    ids[i] = r.id;
    indexOf.set(r.id, i);
    price[i] = r.price_cents;
    position[i] = r.position;
    discount[i] = r.discount_bp;
    created[i] = Date.parse(r.created_at);
    if (r.is_special_offer) addTo(offer, i);
    if (r.in_stock) addTo(stock, i);
    if (r.category_id != null) addTo(setOf(byCategory, r.category_id), i);
    addTo(setOf(byBrand, r.brand_id), i);
  });
  rows.length = 0;

  const byValue = new Map<number, Map<string, Bitset>>();
  const choiceCode = new Map<number, string>();
  for (const a of attributes.attributes) for (const v of a.values) choiceCode.set(v.id, v.code);
  for (let after = { product: 0, attribute: 0 }; ;) {
    const page = await db
      .selectFrom("product_attribute")
      .select(["product_id", "attribute_id", "value_id", "number_value"])
      .where((eb) =>
        eb.or([
          eb("product_id", ">", after.product),
          eb.and([eb("product_id", "=", after.product), eb("attribute_id", ">", after.attribute)]),
        ]),
      )
      .orderBy("product_id")
      .orderBy("attribute_id")
      .limit(PAGE)
      .execute();
    for (const r of page) {
      const i = indexOf.get(r.product_id);
      const code = r.value_id != null ? choiceCode.get(r.value_id) : String(r.number_value);
      if (i === undefined || code === undefined) continue;
      let values = byValue.get(r.attribute_id);
      if (!values) byValue.set(r.attribute_id, (values = new Map()));
      addTo(setOf(values, code), i);
    }
    if (page.length < PAGE) break;
    const last = page[page.length - 1]!;
    after = { product: last.product_id, attribute: last.attribute_id };
  }
  // The variants, and the options' values they add to their products.
  const variants = await buildVariantIndex(db, { size, indexOf, byValue, choiceCode });

  const orders = new Map<string, Promise<Int32Array>>();
  const places = () => Int32Array.from({ length: size }, (_, i) => i);
  const byNumbers = (compare: (a: number, b: number) => number) => places().sort(compare);
  const make = (sort: Sort, locale: Locale): Promise<Int32Array> => {
    switch (sort) {
      case "price_asc":
        return Promise.resolve(byNumbers((a, b) => price[a]! - price[b]! || a - b));
      case "price_desc":
        return Promise.resolve(byNumbers((a, b) => price[b]! - price[a]! || b - a));
      case "discount":
        return Promise.resolve(
          byNumbers((a, b) => discount[b]! - discount[a]! || position[a]! - position[b]! || a - b),
        );
      case "newest":
        return Promise.resolve(byNumbers((a, b) => created[b]! - created[a]! || b - a));
      case "name":
        return nameOrder(db, locale, indexOf, size);
      case "relevance":
      default: {
        const inStock = (i: number) => (stock[i >>> 5]! >>> (i & 31)) & 1;
        return Promise.resolve(
          byNumbers((a, b) => inStock(b) - inStock(a) || position[a]! - position[b]! || a - b),
        );
      }
    }
  };
  const order = (sort: Sort, locale: Locale) => {
    // Only "name" differs by language.
    const key = sort === "name" ? `name:${locale}` : sort;
    let kept = orders.get(key);
    if (!kept) {
      kept = make(sort, locale);
      orders.set(key, kept);
      kept.catch(() => orders.delete(key));
    }
    return kept;
  };

  return {
    size,
    ids,
    indexOf,
    price,
    all: fullSet(size),
    offer,
    stock,
    byCategory,
    byBrand,
    brands,
    byValue,
    variants,
    attributes,
    vocabulary: vocabularyOf(attributes.attributes, brands),
    order,
  };
}

/**
 * "Nome (A–Z)" in a language, as the database orders it (its collation decides, as on the
 * unfiltered list): ids only, in pages by the name's own index. A product added since the index
 * was built is not in it; one removed since is left out of the order.
 */
async function nameOrder(
  db: Db,
  locale: Locale,
  indexOf: Map<number, number>,
  size: number,
): Promise<Int32Array> {
  const column = nameSortColumn(locale);
  const out = new Int32Array(size);
  let n = 0;
  for (let offset = 0; ; offset += PAGE) {
    const page = await db
      .selectFrom("product")
      .select("id")
      .orderBy(column)
      .orderBy("id")
      .limit(PAGE)
      .offset(offset)
      .execute();
    for (const { id } of page) {
      const i = indexOf.get(id);
      if (i !== undefined && n < size) out[n++] = i;
    }
    if (page.length < PAGE) break;
  }
  return n === size ? out : out.subarray(0, n);
}

/** What filter URLs may name: brand slugs, filterable attributes' codes and their value codes. */
function vocabularyOf(
  attributes: readonly AttributeDef[],
  brands: readonly { slug: string }[],
): FilterVocabulary {
  return {
    brands: new Set(brands.map((b) => b.slug)),
    attributes: new Map(
      attributes
        .filter((a) => a.isFilter)
        .map((a) => [a.code, { type: a.type, values: new Set(a.values.map((v) => v.code)) }]),
    ),
  };
}

/** The filter vocabulary of the catalogue as it is now (the page cache's key uses it). */
export async function filterVocabulary(db: Db): Promise<FilterVocabulary> {
  return byCatalogueVersion(db, "filter-vocabulary", async () => {
    const [attributes, brands] = await Promise.all([
      loadAttributes(db),
      db.selectFrom("brand").select("slug").execute(),
    ]);
    return vocabularyOf(attributes.attributes, brands);
  });
}
