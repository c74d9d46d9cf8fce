import { sql, type Transaction } from "kysely";
import { variantsFollowProducts } from "../variant-summary.server";
import { contentColumns } from "~/lib/localized";
import { dbKind } from "../../db/kysely";
import type { Database, ProductUpdate } from "../../db/schema";

// The updates of an import, written as fast as each database allows: SQLite answers one UPDATE
// in microseconds, in process; PostgreSQL is a network round trip away, so there the updates that
// set the same columns go 500 at a time in one statement that reads their values from a JSON
// array (jsonb_to_recordset). 10,000 single updates took 5.5 s there; the batches take a fraction.

type Trx = Transaction<Database>;
export type ProductRowUpdate = { id: number; set: ProductUpdate };

const BATCH = 500;

/** The type of each product column an import may set, for PostgreSQL's record definition. */
const COLUMN_TYPES: Record<string, string> = {
  sku: "text",
  brand_id: "integer",
  category_id: "integer",
  price_cents: "integer",
  original_price_cents: "integer",
  is_special_offer: "boolean",
  in_stock: "boolean",
  image_hash: "text",
  image_url: "text",
  discount_bp: "integer",
  search_name: "text",
  search_doc: "text",
  updated_at: "text",
  ...Object.fromEntries(
    [
      ...contentColumns("name"),
      ...contentColumns("description"),
      ...contentColumns("sort_name").slice(1),
    ].map((c) => [c, "text"]),
  ),
};

/** Updates that set the same columns, together. */
function bySignature(rows: readonly ProductRowUpdate[]): ProductRowUpdate[][] {
  const groups = new Map<string, ProductRowUpdate[]>();
  for (const row of rows) {
    const key = Object.keys(row.set).sort().join(",");
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

async function updateBatchPostgres(trx: Trx, rows: ProductRowUpdate[]): Promise<void> {
  const columns = Object.keys(rows[0]!.set).sort();
  for (const c of columns) {
    // Column names come from this module's code, never from a file; still, only known ones pass.
    if (!COLUMN_TYPES[c]) throw new Error(`import: no type for product column ${c}`);
  }
  const record = ["id integer", ...columns.map((c) => `"${c}" ${COLUMN_TYPES[c]}`)].join(", ");
  const assignments = columns.map((c) => `"${c}" = x."${c}"`).join(", ");
  const json = JSON.stringify(rows.map((r) => ({ ...r.set, id: r.id })));
  await sql`update product as p set ${sql.raw(assignments)}
    from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(record)})
    where p.id = x.id`.execute(trx);
}

/**
 * Writes each row's columns to its product; then (unless `follow` is false: the rows are the
 * summary of the variants) the variants follow the prices, offer, stock or SKU set.
 */
export async function writeProductUpdates(
  trx: Trx,
  rows: readonly ProductRowUpdate[],
  { follow = true } = {},
): Promise<void> {
  if (dbKind(trx) !== "postgres") {
    for (const { id, set } of rows) {
      await trx.updateTable("product").set(set).where("id", "=", id).execute();
    }
  } else {
    for (const group of bySignature(rows)) {
      for (let i = 0; i < group.length; i += BATCH) {
        await updateBatchPostgres(trx, group.slice(i, i + BATCH));
      }
    }
  }
  if (!follow) return;
  // Prices, offer, stock or SKU set on the rows: their variants follow.
  await variantsFollowProducts(
    trx,
    rows.filter((r) => Object.keys(r.set).some((c) => VARIANT_COLUMNS.has(c))).map((r) => r.id),
  );
}

/** The product columns its variants carry (variant-summary.server.ts). */
const VARIANT_COLUMNS: ReadonlySet<string> = new Set([
  "sku",
  "price_cents",
  "original_price_cents",
  "is_special_offer",
  "in_stock",
]);
