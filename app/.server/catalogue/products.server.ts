import { sql, type InferResult } from "kysely";
import { DEFAULT_LOCALE, OTHER_LOCALES, type Locale, type OtherLocale } from "~/i18n/languages";
import type { Sort } from "~/lib/catalogue-schemas";
import { contentColumns, perLanguage, pickContent } from "~/lib/localized";
import type { CardVariants } from "~/lib/product-card";
import { deepFreeze } from "~/lib/deep-freeze";
import { normalizeSearch } from "~/lib/search-text";
import type { Db } from "../db/kysely";
import { containsAll } from "../search/contains.server";
import { cardVariants } from "./card-variants.server";
import { productVoltages, type VoltageLabel } from "./product-specs.server";
import { byCatalogueVersion } from "./version.server";

export interface ProductFilter {
  categoryId?: number;
  brandId?: number;
  offers?: boolean;
  inStock?: boolean;
  /** docs/product-rules.md §5: trimmed, case- and accent-insensitive substring of the name. */
  q?: string;
}

function base(db: Db) {
  return db
    .selectFrom("product as p")
    .innerJoin("brand as b", "b.id", "p.brand_id")
    .leftJoin("category as c", "c.id", "p.category_id");
}

/** `c.name_{code} as category_name_{code}` for one language (distributed: no code crosses another). */
type CategoryNameColumn<L extends OtherLocale> = L extends OtherLocale
  ? `c.name_${L} as category_name_${L}`
  : never;

const COLUMNS = [
  "p.id",
  "p.sku",
  ...contentColumns("name").map((c) => `p.${c}` as const),
  ...contentColumns("description").map((c) => `p.${c}` as const),
  "p.price_cents",
  "p.original_price_cents",
  "p.is_special_offer",
  "p.offer_starts_at",
  "p.offer_ends_at",
  "p.offer_shows_end",
  "p.live_price_cents",
  "p.live_original_price_cents",
  "p.live_offer",
  "p.live_offer_ends_at",
  "p.in_stock",
  "p.position",
  "p.image_hash",
  "p.image_url",
  "p.created_at",
  "p.updated_at",
  "b.id as brand_id",
  "b.name as brand_name",
  "b.slug as brand_slug",
  "c.id as category_id",
  "c.name as category_name",
  // A template over the locale crosses each code with every other; each alias pairs its own.
  ...OTHER_LOCALES.map((l) => `c.name_${l} as category_name_${l}` as CategoryNameColumn<typeof l>),
] as const;

/** A product row with its brand and category, as Kysely types the joined select. */
type Row = InferResult<ReturnType<typeof selectProducts>>[number];

function selectProducts(db: Db) {
  return base(db).select(COLUMNS);
}

/** A catalogue product as the services hand it on: booleans as booleans, brand and category nested. */
export type ProductView = ReturnType<typeof toView>;

/**
 * `voltage`: the product's voltage in every language, which its cards show beside the price; null
 * when it has none. `variantSummary`: what its cards show of its variants (its options' values,
 * whether their prices differ); null for a product without options.
 */
function toView(
  r: Row,
  voltage: VoltageLabel | null = null,
  variantSummary: CardVariants | null = null,
) {
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    ...pickContent(r, "name"),
    description: r.description,
    ...pickContent(r, "description"),
    // As set (the back office, the API); `live` is what a shopper sees now (decision 066).
    price_cents: r.price_cents,
    original_price_cents: r.original_price_cents,
    is_special_offer: Boolean(r.is_special_offer),
    offer_starts_at: r.offer_starts_at,
    offer_ends_at: r.offer_ends_at,
    offer_shows_end: Boolean(r.offer_shows_end),
    live: {
      price_cents: r.live_price_cents,
      original_price_cents: r.live_original_price_cents,
      is_special_offer: Boolean(r.live_offer),
      offer_ends_at: r.live_offer_ends_at,
    },
    in_stock: Boolean(r.in_stock),
    position: r.position,
    image_hash: r.image_hash,
    image_url: r.image_url,
    brand: { id: r.brand_id, name: r.brand_name, slug: r.brand_slug },
    category:
      r.category_id == null
        ? null
        : {
            id: r.category_id,
            name: r.category_name ?? "",
            ...perLanguage("name", (l) => r[`category_name_${l}`]),
          },
    created_at: r.created_at,
    updated_at: r.updated_at,
    voltage,
    variantSummary,
  };
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

/** Product views kept per catalogue version (keptViews): about 40 pages of cards. */
const VIEWS_KEPT = 1_000;

/**
 * The views read under the catalogue's current version, by id, the least recently used first: a
 * product's view is the same on every page that shows it until a write moves the version, and
 * reading it again (three queries for a page, its rows copied and reshaped) was a tenth of an
 * uncached list page's CPU. Shared by every request, so frozen. A transaction reads its own.
 */
function keptViews(db: Db): Promise<Map<number, ProductView>> | undefined {
  if (db.isTransaction) return undefined;
  return byCatalogueVersion(db, "product-views", () =>
    Promise.resolve(new Map<number, ProductView>()),
  );
}

/**
 * Products by id, in the order of the ids given, each with its voltage and what its card shows of
 * its variants (one query more each, for the whole page); those read before under the same
 * catalogue version come from keptViews.
 */
export async function getProductsByIds(db: Db, ids: number[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const kept = await keptViews(db);
  // Taken before the reads below: other requests may drop views from `kept` meanwhile.
  const hits = new Map<number, ProductView>();
  for (const id of ids) {
    const view = kept?.get(id);
    if (view) hits.set(id, view);
  }
  const missing = ids.filter((id) => !hits.has(id));
  const read = new Map<number, ProductView>();
  if (missing.length > 0) {
    const [rows, voltages, variants] = await Promise.all([
      selectProducts(db).where("p.id", "in", missing).execute(),
      productVoltages(db, missing),
      cardVariants(db, missing),
    ]);
    for (const r of rows) {
      const view = toView(r, voltages.get(r.id) ?? null, variants.get(r.id) ?? null);
      read.set(r.id, deepFreeze(view));
    }
  }
  const views = ids.flatMap((id) => hits.get(id) ?? read.get(id) ?? []);
  if (kept) {
    // Most recently used last (a Map keeps its keys in the order they were set), then the least
    // recently used dropped: only once the page's views are all in hand.
    for (const view of views) {
      kept.delete(view.id);
      kept.set(view.id, view);
    }
    while (kept.size > VIEWS_KEPT) kept.delete(kept.keys().next().value!);
  }
  return views;
}

export async function getProduct(db: Db, id: number): Promise<ProductView | undefined> {
  return (await getProductsByIds(db, [id]))[0];
}
