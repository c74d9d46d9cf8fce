import { type Kysely } from "kysely";

// Frozen once landed. Counters of sign-in and sign-up failures by account and by address
// (app/.server/auth/attempts.server.ts), in the database so every instance shares them. Kept apart
// from better-auth's rateLimit table, which it prunes by its own (shorter) windows.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("auth_limit")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    // Milliseconds since the epoch: past 2^31, so bigint on PostgreSQL.
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("auth_limit_window_start_idx")
    .on("auth_limit")
    .column("window_start")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("auth_limit").execute();
}
