import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once landed. Insights count a product document opened (`document_open`, item
// "<document id>:<product id>") and a product video played (`video_play`, item "<product id>")
// (docs/decisions/068-product-documents-and-videos.md). The kind's check on insight_event and
// insight_daily names them, beside every kind before (accessory_add included). PostgreSQL swaps the
// checks; SQLite cannot change a check, so each table is rebuilt with its rows (the same columns,
// keys and index as migration 2026-11-27T0000), as 2026-11-30T0110 does.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

const BEFORE = [
  "product_view",
  "category_view",
  "brand_view",
  "search",
  "search_zero",
  "quote_add",
  "whatsapp",
  "enquiry",
  "accessory_add",
];
const NEW = ["document_open", "video_play"];
const AFTER = [...BEFORE, ...NEW];

const check = (kinds: string[]) => sql`kind in (${sql.join(kinds.map((k) => sql.lit(k)))})`;

async function setKinds(db: Db, kinds: string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of ["insight_event", "insight_daily"]) {
      const name = `${table}_kind_check`;
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} check (${check(kinds)})`.execute(
        db,
      );
    }
    return;
  }
  await db.schema
    .createTable("insight_event_next")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("results", "integer")
    .addColumn("locale", "text", (c) => c.notNull())
    .addCheckConstraint("insight_event_kind_check", check(kinds))
    .execute();
  await sql`insert into insight_event_next (id, at, kind, item, results, locale)
    select id, at, kind, item, results, locale from insight_event`.execute(db);
  await db.schema.dropTable("insight_event").execute();
  await sql`alter table insight_event_next rename to insight_event`.execute(db);
  await db.schema.createIndex("insight_event_at_idx").on("insight_event").column("at").execute();

  await db.schema
    .createTable("insight_daily_next")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insight_daily_pk", ["kind", "day", "item", "locale"])
    .addCheckConstraint("insight_daily_kind_check", check(kinds))
    .execute();
  await sql`insert into insight_daily_next (day, kind, item, locale, count)
    select day, kind, item, locale, count from insight_daily`.execute(db);
  await db.schema.dropTable("insight_daily").execute();
  await sql`alter table insight_daily_next rename to insight_daily`.execute(db);
}

export async function up(db: Db): Promise<void> {
  await setKinds(db, AFTER);
}

export async function down(db: Db): Promise<void> {
  // The counts of the kind going away go with it.
  await db.deleteFrom("insight_event").where("kind", "in", NEW).execute();
  await db.deleteFrom("insight_daily").where("kind", "in", NEW).execute();
  await setKinds(db, BEFORE);
}
