import { summarizeProducts } from "../variant-summary.server";
import { BULK_UNDO_HOURS, type BulkKind } from "~/lib/bulk-schemas";
import { recordAudit } from "../../audit/audit.server";
import type { Db } from "../../db/kysely";
import type { NewProduct, Product } from "../../db/schema";
import { writeProductUpdates } from "../import/apply-updates.server";
import { bumpCatalogueVersion } from "../version.server";
import { restoreBulkAttribute, restoreDeletedAttributes } from "./bulk-attribute.server";
import { BulkRefusal, type BulkAfter, type BulkBefore } from "./bulk-change.server";
import { restoreVariants } from "./bulk-variants.server";
import { restoreDeletedVariants } from "./bulk-delete-variants.server";

// Undo of a bulk change (docs/decisions/049-bulk-edits-and-product-table.md):
// the values recorded before it, written back exactly, for 24 hours after it ran, from the database
// (so a restart loses nothing). Refused, with nothing written, when any of its products changed
// since: undoing would silently erase that later change.

const WINDOW_MS = BULK_UNDO_HOURS * 60 * 60 * 1000;
const CHUNK = 500;

/** Values as the database gives them back: SQLite booleans are 0 and 1. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === "boolean" || typeof b === "boolean") return Boolean(a) === Boolean(b);
  return a === b;
}

/** Whether a bulk change can still be undone at `now` (the page offers Undo only then). */
export function withinUndoWindow(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= WINDOW_MS;
}

/** The bulk changes of the last 24 hours not undone yet, newest first: the page's Undo list. */
export async function undoableBulkChanges(db: Db, now: Date = new Date(), limit = 5) {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom("bulk_change")
    .select(["id", "kind", "product_count", "created_at"])
    .where("created_at", ">=", since)
    .where("undone_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as BulkKind,
    count: r.product_count,
    createdAt: r.created_at,
  }));
}

/** The products of a changed set whose current values are not what the change wrote. */
const DERIVED: ReadonlySet<string> = new Set(["discount_bp"]);

async function changedSince(db: Db, after: BulkAfter): Promise<boolean> {
  for (let i = 0; i < after.length; i += CHUNK) {
    const chunk = after.slice(i, i + CHUNK);
    const rows = await db
      .selectFrom("product")
      .selectAll()
      .where(
        "id",
        "in",
        chunk.map((r) => r.id),
      )
      .execute();
    if (rows.length !== chunk.length) return true;
    const byId = new Map(rows.map((r) => [r.id, r as unknown as Record<string, unknown>]));
    for (const { id, set } of chunk) {
      const row = byId.get(id);
      if (!row) return true;
      for (const [key, value] of Object.entries(set)) {
        // Derived, not set: the summary rewrites the discount from the live offer (decision 066),
        // which a scheduled offer leaves at 0 until its window opens.
        if (DERIVED.has(key)) continue;
        if (!same(row[key], value)) return true;
      }
    }
  }
  return false;
}

/** The columns to write back: the ones the change set, with their values from before. */
function restoredValues(before: BulkBefore, after: BulkAfter) {
  const byId = new Map(before.products.map((p) => [p.id, p as unknown as Record<string, unknown>]));
  return after.map(({ id, set }) => {
    const old = byId.get(id)!;
    return { id, set: Object.fromEntries(Object.keys(set).map((k) => [k, old[k]])) };
  });
}

/** Puts deleted products back with their ids, columns and galleries. */
async function restoreDeleted(trx: Db, before: BulkBefore): Promise<void> {
  const products = before.products;
  const brandIds = [...new Set(products.map((p) => p.brand_id))];
  const brands = await trx.selectFrom("brand").select("id").where("id", "in", brandIds).execute();
  if (brands.length !== brandIds.length) throw new BulkRefusal("brandGone", 409);
  const categoryIds = [...new Set(products.flatMap((p) => (p.category_id ? [p.category_id] : [])))];
  const categories =
    categoryIds.length === 0
      ? []
      : await trx.selectFrom("category").select("id").where("id", "in", categoryIds).execute();
  const liveCategories = new Set(categories.map((c) => c.id));
  // A SKU another product took since is a change since: restoring would collide with it.
  const skus = products.flatMap((p) => (p.sku ? [p.sku] : []));
  for (let i = 0; i < skus.length; i += CHUNK) {
    const taken = await trx
      .selectFrom("product")
      .select("id")
      .where("sku", "in", skus.slice(i, i + CHUNK))
      .executeTakeFirst();
    if (taken) throw new BulkRefusal("changedSince", 409);
  }
  const rows: Product[] = products.map((p) => ({
    ...p,
    // A category deleted since is gone from every product (on delete set null): so from these too.
    category_id: p.category_id && liveCategories.has(p.category_id) ? p.category_id : null,
  }));
  // 30-odd columns a row: chunks keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 20) {
    await trx
      .insertInto("product")
      // The rows as this same database gave them (SQLite booleans as 0/1): written back unchanged.
      .values(rows.slice(i, i + 20) as unknown as NewProduct[])
      .execute();
  }
  // Each comes back with its options and variants, ids kept (one from its row in older records).
  await restoreDeletedVariants(
    trx,
    rows.map((r) => r.id),
    before.deletedVariants,
  );
  // What a shopper sees now: an offer window may have opened or closed since the delete.
  await summarizeProducts(
    trx,
    rows.map((r) => r.id),
  );
  const images = before.images.map(({ id: _, ...image }) => image);
  for (let i = 0; i < images.length; i += 50) {
    await trx
      .insertInto("product_image")
      .values(images.slice(i, i + 50))
      .execute();
  }
}

/**
 * Undoes a bulk change: writes back exactly the values it replaced (deleted products come back
 * with their ids and galleries), in one transaction that bumps the catalogue version once and is
 * audited. Refused after 24 hours, when already undone, or when any of its products changed since.
 */
export async function undoBulkChange(
  db: Db,
  changeId: number,
  actor: string | null,
  now: Date = new Date(),
): Promise<{ count: number }> {
  return db.transaction().execute(async (trx) => {
    // The version row's lock first: two Undo clicks run one after the other, the second refused.
    await bumpCatalogueVersion(trx);
    const change = await trx
      .selectFrom("bulk_change")
      .selectAll()
      .where("id", "=", changeId)
      .executeTakeFirst();
    if (!change) throw new BulkRefusal("notFound", 404);
    if (change.undone_at) throw new BulkRefusal("alreadyUndone", 409);
    if (!withinUndoWindow(change.created_at, now)) throw new BulkRefusal("expired", 409);
    const before = JSON.parse(change.before_values) as BulkBefore;
    const after = JSON.parse(change.after_values) as BulkAfter;
    if (change.kind === "delete") {
      await restoreDeleted(trx, before);
      // Their specifications came back too; a record older than them has none.
      await restoreDeletedAttributes(trx, before.attributes);
    } else {
      if (await changedSince(trx, after)) throw new BulkRefusal("changedSince", 409);
      // Variants first: the product rows' restored summary then agrees with them.
      await restoreVariants(trx, before.variants);
      // Search columns are among the restored ones when the change set them (a brand).
      await writeProductUpdates(trx, restoredValues(before, after));
      if (change.kind === "set_attribute") {
        const { attributeId } = JSON.parse(change.params) as { attributeId: number };
        const ids = after.map((r) => r.id);
        await restoreBulkAttribute(trx, ids, attributeId, before.attributes ?? []);
      }
    }
    await trx
      .updateTable("bulk_change")
      .set({ undone_at: now.toISOString() })
      .where("id", "=", changeId)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "bulk_change",
      entityId: changeId,
      detail: JSON.stringify({ undo: true, kind: change.kind, count: change.product_count }),
    });
    return { count: change.product_count };
  });
}
