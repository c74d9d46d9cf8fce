import { sql } from "kysely";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/languages";
import type { Sort } from "~/lib/catalogue-schemas";
import { normalizeSearch } from "~/lib/search-text";
import type { Db } from "../db/kysely";
import { containsAll } from "../search/contains.server";
import { getProductsByIds, type ProductView } from "./product-views.server";
import { byCatalogueVersion } from "./version.server";

export { getProduct, getProductsByIds, type ProductView } from "./product-views.server";

export interface ProductFilter {
  categoryId?: number;
  brandId?: number;
  offers?: boolean;
  inStock?: boolean;
  /** docs/product-rules.md §5: trimmed, case- and accent-insensitive substring of the name. */
  q?: string;
}

/** A list filter as where clauses (the store's lists, the admin product table). */
export function applyFilter(db: Db, query: ProductQuery, f: ProductFilter): ProductQuery {
  let q = query;
  if (f.categoryId !== undefined) q = q.where("p.category_id", "=", f.categoryId);
  if (f.brandId !== undefined) q = q.where("p.brand_id", "=", f.brandId);
  // What a shopper sees now: an offer outside its window is no offer (decision 066).
  if (f.offers) q = q.where("p.live_offer", "=", true);
  if (f.inStock !== undefined) q = q.where("p.in_stock", "=", f.inStock);
  if (f.q !== undefined) {
    // docs/product-rules.md §5: the trimmed query as one substring of the name.
    const needle = normalizeSearch(f.q);
    q = needle ? q.where(containsAll(db, "search_name", [[needle]])) : q.where(sql<boolean>`1 = 0`);
  }
  return q;
}

/**
 * The column "Nome (A–Z)" sorts by in a language: the name its pages show (its own, else the
 * Portuguese), normalised, with an index per list scope (docs/decisions/028-sorts.md).
 */
export function nameSortColumn(locale: Locale) {
  return locale === DEFAULT_LOCALE ? "search_name" : (`sort_name_${locale}` as const);
}

/**
 * docs/decisions/018-ordering-and-positions.md: by position then id. Relevance puts products in
 * stock first (out-of-stock products come after available ones).
 */
function applySort(query: ProductQuery, sort: Sort, locale: Locale): ProductQuery {
  switch (sort) {
    case "price_asc":
      return query.orderBy("p.live_price_cents", "asc").orderBy("p.id", "asc");
    case "price_desc":
      return query.orderBy("p.live_price_cents", "desc").orderBy("p.id", "desc");
    case "discount":
      return query
        .orderBy("p.discount_bp", "desc")
        .orderBy("p.position", "asc")
        .orderBy("p.id", "asc");
    case "name":
      return query.orderBy(`p.${nameSortColumn(locale)}`, "asc").orderBy("p.id", "asc");
    case "newest":
      return query.orderBy("p.created_at", "desc").orderBy("p.id", "desc");
    case "relevance":
    default:
      return query
        .orderBy("p.in_stock", "desc")
        .orderBy("p.position", "asc")
        .orderBy("p.id", "asc");
  }
}

export interface ListOptions extends ProductFilter {
  /** The page's language: "Nome (A–Z)" sorts by the name it shows. */
  locale: Locale;
  sort?: Sort;
  page?: number;
  perPage?: number;
}

/**
 * One page of a list. The page's ids come from the product table alone, walking the index of the
 * list's scope and sort (migration 0200), so skipping to page 200 reads index entries rather than
 * joining 4,800 rows with their brands; then only the page's rows are joined.
 */
export async function listProducts(
  db: Db,
  options: ListOptions,
): Promise<{ items: ProductView[]; total: number }> {
  const [items, total] = await Promise.all([
    listProductItems(db, options),
    countProducts(db, withoutPaging(options)),
  ]);
  return { items, total };
}

/**
 * One page of a list without its total: a row of cards (the home page's, a product's related
 * products, the search box's suggestions) shows no count, and counting a category of 20,000
 * products is a query of its own.
 */
export async function listProductItems(db: Db, options: ListOptions): Promise<ProductView[]> {
  const { locale, sort = "relevance", page = 1, perPage = 24, ...filter } = options;
  const ids = await applySort(applyFilter(db, productsOnly(db), filter), sort, locale)
    .select("p.id")
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return getProductsByIds(
    db,
    ids.map((r) => r.id),
  );
}

const withoutPaging = ({ locale: _l, sort: _s, page: _p, perPage: _pp, ...filter }: ListOptions) =>
  filter;

/**
 * The product table on its own: filters and sorts only name product columns, and every product
 * has a brand (a brand in use cannot be deleted), so the join would add nothing to which products
 * match or how many.
 */
function productsOnly(db: Db) {
  return db.selectFrom("product as p");
}

export type ProductQuery = ReturnType<typeof productsOnly>;

/**
 * The ids of the products a filter matches, in id order after `afterId`: a whole filtered list
 * walked in batches by key, not by offset (the catalogue export).
 */
export async function productIdsAfter(
  db: Db,
  filter: ProductFilter,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await applyFilter(db, productsOnly(db), filter)
    .select("p.id")
    .where("p.id", ">", afterId)
    .orderBy("p.id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Counts per filter, kept while the catalogue version (version.server.ts) stays the same: a list's
 * total would otherwise cost a scan of every matching row on each request, which grows with the
 * catalogue. The version is read from the database on each call, so a write through any instance
 * invalidates every instance's counts on its next request.
 */
export async function countProducts(db: Db, filter: ProductFilter = {}): Promise<number> {
  const key = JSON.stringify([
    "count",
    filter.categoryId,
    filter.brandId,
    filter.offers,
    filter.inStock,
    filter.q === undefined ? undefined : normalizeSearch(filter.q),
  ]);
  return byCatalogueVersion(db, key, async () => {
    const row = await applyFilter(db, productsOnly(db), filter)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  });
}
