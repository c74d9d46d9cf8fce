import { sql } from "kysely";
import type { Db } from "../db/kysely";
import { applyFilter, getProductsByIds, type ProductView } from "./products.server";

/** Results the links editor's search shows. */
export const LINK_SEARCH_RESULTS = 20;

/**
 * The links editor's search (docs/decisions/067-product-links.md): products whose SKU (any
 * variant's) starts with the text, case aside, first; then those whose name holds it, as the
 * store's search reads names. The product being edited is left out.
 */
export async function searchLinkCandidates(
  db: Db,
  text: string,
  exceptId: number,
): Promise<ProductView[]> {
  const q = text.trim();
  if (q === "") return [];
  const upper = q.toUpperCase();
  const [bySku, byName] = await Promise.all([
    db
      .selectFrom("variant")
      .select("product_id")
      .distinct()
      .where(sql<string>`upper(sku)`, ">=", upper)
      .where(sql<string>`upper(sku)`, "<", `${upper}\uffff`)
      .where("product_id", "<>", exceptId)
      .orderBy("product_id")
      .limit(LINK_SEARCH_RESULTS)
      .execute(),
    applyFilter(db, db.selectFrom("product as p"), { q })
      .select("p.id")
      .where("p.id", "<>", exceptId)
      .orderBy("p.search_name")
      .orderBy("p.id")
      .limit(LINK_SEARCH_RESULTS)
      .execute(),
  ]);
  const ids = [...new Set([...bySku.map((r) => r.product_id), ...byName.map((r) => r.id)])];
  return getProductsByIds(db, ids.slice(0, LINK_SEARCH_RESULTS));
}
