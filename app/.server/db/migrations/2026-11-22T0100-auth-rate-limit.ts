import { type Kysely } from "kysely";

// Frozen once landed. better-auth's rate-limit table (rateLimit.storage = "database"), with its
// column names, so every instance sharing the database shares the counters.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("rateLimit")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("key", "text", (c) => c.notNull().unique())
    .addColumn("count", "integer", (c) => c.notNull())
    // Milliseconds since the epoch: past 2^31, so bigint on PostgreSQL.
    .addColumn("lastRequest", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_last_request_idx")
    .on("rateLimit")
    .column("lastRequest")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("rateLimit").execute();
}
