import { sql, type SelectQueryBuilder } from "kysely";
import type { Sort } from "~/lib/catalogue-schemas";
import { normalizeSearch } from "~/lib/search-text";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import { containsAll } from "../search/search.server";
import { getCatalogueVersion } from "./version.server";

export interface ProductFilter {
  categoryId?: number;
  brandId?: number;
  offers?: boolean;
  inStock?: boolean;
  /** Spec §5: trimmed, case- and accent-insensitive substring of the name. */
  q?: string;
}

export interface ProductView {
  id: number;
  sku: string | null;
  name: string;
  name_en: string | null;
  description: string;
  description_en: string | null;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  in_stock: boolean;
  position: number;
  image_hash: string | null;
  image_url: string | null;
  brand: { id: number; name: string; slug: string };
  category: { id: number; name: string; name_en: string } | null;
  created_at: string;
  updated_at: string;
}

type ProductQuery = SelectQueryBuilder<
  Database & { b: Database["brand"]; c: Database["category"]; p: Database["product"] },
  "p" | "b" | "c",
  object
>;

function base(db: Db) {
  return db
    .selectFrom("product as p")
    .innerJoin("brand as b", "b.id", "p.brand_id")
    .leftJoin("category as c", "c.id", "p.category_id");
}

const COLUMNS = [
  "p.id",
  "p.sku",
  "p.name",
  "p.name_en",
  "p.description",
  "p.description_en",
  "p.price_cents",
  "p.original_price_cents",
  "p.is_special_offer",
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
  "c.name_en as category_name_en",
] as const;

type Row = {
  id: number;
  sku: string | null;
  name: string;
  name_en: string | null;
  description: string;
  description_en: string | null;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean | number;
  in_stock: boolean | number;
  position: number;
  image_hash: string | null;
  image_url: string | null;
  created_at: string;
  updated_at: string;
  brand_id: number;
  brand_name: string;
  brand_slug: string;
  category_id: number | null;
  category_name: string | null;
  category_name_en: string | null;
};

function toView(r: Row): ProductView {
  return {
    id: r.id,
    sku: r.sku,
    name: r.name,
    name_en: r.name_en,
    description: r.description,
    description_en: r.description_en,
    price_cents: r.price_cents,
    original_price_cents: r.original_price_cents,
    is_special_offer: Boolean(r.is_special_offer),
    in_stock: Boolean(r.in_stock),
    position: r.position,
    image_hash: r.image_hash,
    image_url: r.image_url,
    brand: { id: r.brand_id, name: r.brand_name, slug: r.brand_slug },
    category:
      r.category_id == null
        ? null
        : { id: r.category_id, name: r.category_name ?? "", name_en: r.category_name_en ?? "" },
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

function applyFilter<Q extends ProductQuery>(db: Db, query: Q, f: ProductFilter): Q {
  let q = query;
  if (f.categoryId !== undefined) q = q.where("p.category_id", "=", f.categoryId) as Q;
  if (f.brandId !== undefined) q = q.where("p.brand_id", "=", f.brandId) as Q;
  if (f.offers) q = q.where("p.is_special_offer", "=", true) as Q;
  if (f.inStock !== undefined) q = q.where("p.in_stock", "=", f.inStock) as Q;
  if (f.q !== undefined) {
    // Spec §5: the trimmed query as one substring of the name.
    const needle = normalizeSearch(f.q);
    q = (
      needle ? q.where(containsAll(db, "search_name", [[needle]])) : q.where(sql<boolean>`1 = 0`)
    ) as Q;
  }
  return q;
}

/**
 * design.md "Ordering": by position then id. Relevance puts products in stock first
 * (issue: out-of-stock products come after available ones).
 */
function applySort<Q extends ProductQuery>(query: Q, sort: Sort): Q {
  switch (sort) {
    case "price_asc":
      return query.orderBy("p.price_cents", "asc").orderBy("p.id", "asc") as Q;
    case "price_desc":
      return query.orderBy("p.price_cents", "desc").orderBy("p.id", "desc") as Q;
    case "discount":
      return query
        .orderBy("p.discount_bp", "desc")
        .orderBy("p.position", "asc")
        .orderBy("p.id", "asc") as Q;
    case "name":
      return query.orderBy("p.search_name", "asc").orderBy("p.id", "asc") as Q;
    case "relevance":
    default:
      return query
        .orderBy("p.in_stock", "desc")
        .orderBy("p.position", "asc")
        .orderBy("p.id", "asc") as Q;
  }
}

export interface ListOptions extends ProductFilter {
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
  options: ListOptions = {},
): Promise<{ items: ProductView[]; total: number }> {
  const { sort = "relevance", page = 1, perPage = 24, ...filter } = options;
  const [ids, total] = await Promise.all([
    applySort(applyFilter(db, productsOnly(db), filter), sort)
      .select("p.id")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    countProducts(db, filter),
  ]);
  return {
    items: await getProductsByIds(
      db,
      ids.map((r) => r.id),
    ),
    total,
  };
}

/**
 * The product table on its own, typed as the joined query: filters and sorts only name product
 * columns, and every product has a brand (a brand in use cannot be deleted), so the inner join
 * adds nothing to which products match or how many.
 */
function productsOnly(db: Db): ProductQuery {
  return db.selectFrom("product as p") as unknown as ProductQuery;
}

/**
 * Counts per filter, kept while the catalogue version (version.server.ts) stays the same: a list's
 * total would otherwise cost a scan of every matching row on each request, which grows with the
 * catalogue. The version is read from the database on each call, so a write through any instance
 * invalidates every instance's counts on its next request.
 */
const counts = { version: -1, byFilter: new Map<string, number>() };
const MAX_CACHED_COUNTS = 1000;

export async function countProducts(db: Db, filter: ProductFilter = {}): Promise<number> {
  const version = await getCatalogueVersion(db);
  if (version !== counts.version) {
    counts.byFilter.clear();
    counts.version = version;
  }
  const key = JSON.stringify([
    filter.categoryId,
    filter.brandId,
    filter.offers,
    filter.inStock,
    filter.q === undefined ? undefined : normalizeSearch(filter.q),
  ]);
  const cached = counts.byFilter.get(key);
  if (cached !== undefined) return cached;
  const row = await applyFilter(db, productsOnly(db), filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  const count = Number((row as { count?: number } | undefined)?.count ?? 0);
  if (counts.version === version) {
    if (counts.byFilter.size >= MAX_CACHED_COUNTS) counts.byFilter.clear();
    counts.byFilter.set(key, count);
  }
  return count;
}

/** Products by id, in the order of the ids given. */
export async function getProductsByIds(db: Db, ids: number[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await (base(db) as ProductQuery).select(COLUMNS).where("p.id", "in", ids).execute();
  const byId = new Map((rows as unknown as Row[]).map((r) => [r.id, toView(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getProduct(db: Db, id: number): Promise<ProductView | undefined> {
  const row = await (base(db) as ProductQuery)
    .select(COLUMNS)
    .where("p.id", "=", id)
    .executeTakeFirst();
  return row ? toView(row as unknown as Row) : undefined;
}
