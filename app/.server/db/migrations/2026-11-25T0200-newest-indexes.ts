import { type Kysely, sql } from "kysely";

// Frozen once landed. The "Novidades" order (newest first: created_at, then id, both descending)
// walks an index in every list scope like the other orders (migration 0200), so the home page's
// "Novidades" row and page 200 of /produtos?sort=newest read index entries, not the table.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

const SCOPES: [string, string][] = [
  ["all", ""],
  ["category", "category_id, "],
  ["brand", "brand_id, "],
  ["offer", "is_special_offer, "],
];

export async function up(db: Db): Promise<void> {
  for (const [scope, prefix] of SCOPES) {
    await sql`create index ${sql.raw(`product_${scope}_newest_idx`)} on product (${sql.raw(`${prefix}created_at desc, id desc`)})`.execute(
      db,
    );
  }
}

export async function down(db: Db): Promise<void> {
  for (const [scope] of SCOPES) {
    await db.schema.dropIndex(`product_${scope}_newest_idx`).ifExists().execute();
  }
}
