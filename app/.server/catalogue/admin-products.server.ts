import { sql } from "kysely";
import type { SortDirection, TableSort } from "~/lib/admin-table";
import type { Db } from "../db/kysely";
import {
  applyFilter,
  countProducts,
  getProductsByIds,
  type ProductFilter,
  type ProductQuery,
  type ProductView,
} from "./products.server";

// One page of the admin product table (issue #18 item 7): any column sorted either way on the
// server, ties broken by id so pages never repeat or skip a row.

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
  options: ProductFilter & { sort: TableSort; dir: SortDirection; page: number; perPage: number },
): Promise<{ items: ProductView[]; total: number }> {
  const { sort, dir, page, perPage, ...filter } = options;
  const [ids, total] = await Promise.all([
    sorted(applyFilter(db, db.selectFrom("product as p"), filter), sort, dir)
      .orderBy("p.id", dir)
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
