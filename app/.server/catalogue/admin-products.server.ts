import { sql } from "kysely";
import {
  parseSpecParam,
  SPEC_NONE,
  type SortDirection,
  type StockFilter,
  type TableSort,
} from "~/lib/admin-table";
import type { AttributeCatalogue } from "./attributes.server";
import { parseAttributeNumber } from "./attribute-writes-products.server";
import type { Db } from "../db/kysely";
import {
  applyFilter,
  countProducts,
  getProductsByIds,
  type ProductFilter,
  type ProductQuery,
  type ProductView,
} from "./products.server";

// One page of the admin product table: any column sorted either way on the
// server, ties broken by id so pages never repeat or skip a row; filtered, besides the store's
// filters, by one specification's value.

/**
 * The table's specification filter: products with a value of the attribute (a choice's value, a
 * number, yes/no as 1/0), or `none`: products without a value of it.
 */
export type AdminAttributeFilter =
  | { attributeId: number; valueId: number }
  | { attributeId: number; number: number }
  | { attributeId: number; none: true };

/** The admin's specification filter as a condition on `p` (an EXISTS on product_attribute). */
function withAttribute(query: ProductQuery, f: AdminAttributeFilter | undefined): ProductQuery {
  if (!f) return query;
  return query.where((eb) => {
    let values = eb
      .selectFrom("product_attribute as pa")
      .select("pa.product_id")
      .whereRef("pa.product_id", "=", "p.id")
      .where("pa.attribute_id", "=", f.attributeId);
    if ("valueId" in f) values = values.where("pa.value_id", "=", f.valueId);
    if ("number" in f) values = values.where("pa.number_value", "=", f.number);
    return "none" in f ? eb.not(eb.exists(values)) : eb.exists(values);
  });
}

/**
 * The table's stock filter: products with a tracked variant at or under the shop's threshold and
 * above 0 (`low`), or with a variant sold out, tracked at 0 (`out`: the whole product for one
 * without options, the variant to restock for one with).
 */
export interface AdminStockFilter {
  state: StockFilter;
  threshold: number;
}

function withStock(query: ProductQuery, f: AdminStockFilter | undefined): ProductQuery {
  if (!f) return query;
  return query.where((eb) => {
    let variants = eb
      .selectFrom("variant as v")
      .select("v.id")
      .whereRef("v.product_id", "=", "p.id")
      .where("v.stock", "is not", null);
    variants =
      f.state === "out"
        ? variants.where("v.stock", "=", 0)
        : variants.where("v.stock", ">", 0).where("v.stock", "<=", f.threshold);
    return eb.exists(variants);
  });
}

/** The products a table filter matches (the store's filters, the specification's, the stock's). */
function filtered(db: Db, filter: AdminProductFilter): ProductQuery {
  const { attribute, stock, ...rest } = filter;
  return withStock(
    withAttribute(applyFilter(db, db.selectFrom("product as p"), rest), attribute),
    stock,
  );
}

export type AdminProductFilter = ProductFilter & {
  attribute?: AdminAttributeFilter;
  stock?: AdminStockFilter;
};

/** How many products a table filter matches. */
async function countAdminProducts(db: Db, filter: AdminProductFilter): Promise<number> {
  if (!filter.attribute && !filter.stock) return countProducts(db, filter);
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The ids a table filter matches after `afterId`, in id order: a bulk change "on everything the
 * filter matches" walks them, the specification's filter included.
 */
export async function adminProductIdsAfter(
  db: Db,
  filter: AdminProductFilter,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await filtered(db, filter)
    .select("p.id")
    .where("p.id", ">", afterId)
    .orderBy("p.id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

function sorted(query: ProductQuery, sort: TableSort, dir: SortDirection): ProductQuery {
  switch (sort) {
    case "sku":
      return query.orderBy("p.sku", dir);
    case "brand":
      return query.orderBy(sql`(select b.name from brand as b where b.id = p.brand_id)`, dir);
    case "category":
      return query.orderBy(sql`(select c.name from category as c where c.id = p.category_id)`, dir);
    case "price":
      return query.orderBy("p.price_cents", dir);
    case "offer":
      return query.orderBy("p.is_special_offer", dir);
    case "stock":
      return query.orderBy("p.in_stock", dir);
    case "name":
    default:
      // The table shows (and edits) the Portuguese name: its normalised column sorts.
      return query.orderBy("p.search_name", dir);
  }
}

export async function listAdminProducts(
  db: Db,
  options: AdminProductFilter & {
    sort: TableSort;
    dir: SortDirection;
    page: number;
    perPage: number;
  },
): Promise<{ items: ProductView[]; total: number }> {
  const { sort, dir, page, perPage, ...filter } = options;
  const [ids, total] = await Promise.all([
    sorted(filtered(db, filter), sort, dir)
      .orderBy("p.id", dir)
      .select("p.id")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    countAdminProducts(db, filter),
  ]);
  return {
    items: await getProductsByIds(
      db,
      ids.map((r) => r.id),
    ),
    total,
  };
}

/** A `spec` parameter (app/lib/admin-table.ts) against the definitions; null when it names none. */
export function resolveAdminSpec(
  catalogue: AttributeCatalogue,
  spec: string | undefined,
): AdminAttributeFilter | null {
  const parsed = parseSpecParam(spec);
  const def = parsed && catalogue.byCode.get(parsed.code);
  if (!parsed || !def) return null;
  if (parsed.value === SPEC_NONE) return { attributeId: def.id, none: true };
  if (def.type === "choice") {
    const value = def.values.find((v) => v.code === parsed.value);
    return value ? { attributeId: def.id, valueId: value.id } : null;
  }
  const number = parseAttributeNumber(parsed.value);
  if (number === null || (def.type === "boolean" && number !== 0 && number !== 1)) return null;
  return { attributeId: def.id, number };
}
