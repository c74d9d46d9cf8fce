import { sql, type Kysely, type Transaction } from "kysely";
import { contentColumns } from "~/lib/localized";
import { dbKind } from "../db/kysely";
import type { Database, ProductUpdate } from "../db/schema";

// Product rows written as fast as each database allows (an import's updates, the variants'
// summaries): SQLite answers one UPDATE in microseconds, in process; PostgreSQL is a network round
// trip away, so there the updates that set the same columns go 500 at a time in one statement that
// reads their values from a JSON array (jsonb_to_recordset). 10,000 single updates took 5.5 s
// there; the batches take a fraction.

type Trx = Transaction<Database> | Kysely<Database>;
export type ProductRowUpdate = { id: number; set: ProductUpdate };

const BATCH = 500;

/** The type of each product column these writes may set, for PostgreSQL's record definition. */
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
  offer_starts_at: "text",
  offer_ends_at: "text",
  offer_shows_end: "boolean",
  live_price_cents: "integer",
  live_original_price_cents: "integer",
  live_offer: "boolean",
  live_offer_ends_at: "text",
  next_change_at: "text",
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
    if (!COLUMN_TYPES[c]) throw new Error(`product rows: no type for product column ${c}`);
  }
  const record = ["id integer", ...columns.map((c) => `"${c}" ${COLUMN_TYPES[c]}`)].join(", ");
  const assignments = columns.map((c) => `"${c}" = x."${c}"`).join(", ");
  const json = JSON.stringify(rows.map((r) => ({ ...r.set, id: r.id })));
  await sql`update product as p set ${sql.raw(assignments)}
    from jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(record)})
    where p.id = x.id`.execute(trx);
}

/** Writes each row's columns to its product. */
export async function writeProductRows(trx: Trx, rows: readonly ProductRowUpdate[]): Promise<void> {
  if (dbKind(trx) !== "postgres") {
    for (const { id, set } of rows) {
      await trx.updateTable("product").set(set).where("id", "=", id).execute();
    }
    return;
  }
  for (const group of bySignature(rows)) {
    for (let i = 0; i < group.length; i += BATCH) {
      await updateBatchPostgres(trx, group.slice(i, i + BATCH));
    }
  }
}
