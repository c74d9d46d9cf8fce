import { MAX_BULK_PRODUCTS } from "~/lib/bulk-schemas";
import type { Db } from "../../db/kysely";
import { adminProductIdsAfter, type AdminProductFilter } from "../admin-products.server";
import { BulkRefusal } from "./bulk-refusal.server";

// Which products a bulk change of the admin product table is about.

/**
 * The products a bulk change is about: the rows ticked, or everything the table's filter matches
 * (its specification filter included).
 */
export type BulkTarget = { ids: readonly number[] } | { filter: AdminProductFilter };

const CHUNK = 500;

async function existingIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const found: number[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom("product")
      .select("id")
      .where("id", "in", ids.slice(i, i + CHUNK))
      .execute();
    found.push(...rows.map((r) => r.id));
  }
  return found.sort((a, b) => a - b);
}

/**
 * The ids of a bulk change's products, at most MAX_BULK_PRODUCTS: ticked rows that still exist,
 * or everything the filter matches (walked by key).
 */
export async function bulkTargetIds(db: Db, target: BulkTarget): Promise<number[]> {
  let ids: number[];
  if ("ids" in target) {
    const unique = [...new Set(target.ids)];
    if (unique.length > MAX_BULK_PRODUCTS) throw new BulkRefusal("tooMany");
    ids = await existingIds(db, unique);
  } else {
    ids = [];
    let after = 0;
    for (;;) {
      const batch = await adminProductIdsAfter(db, target.filter, after, 1000);
      ids.push(...batch);
      if (ids.length > MAX_BULK_PRODUCTS) throw new BulkRefusal("tooMany");
      if (batch.length < 1000) break;
      after = batch[batch.length - 1]!;
    }
  }
  if (ids.length === 0) throw new BulkRefusal("noSelection");
  return ids;
}

/** How many products a bulk change would touch: the "N produtos serão alterados" of its confirm. */
export async function countBulkTarget(db: Db, target: BulkTarget): Promise<number> {
  return (await bulkTargetIds(db, target)).length;
}
