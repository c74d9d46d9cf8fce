import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once landed. Offers and posters on a calendar (docs/decisions/066-scheduled-offers.md).
// A variant's offer may have a start and an end (`offer_starts_at`, `offer_ends_at`: UTC instants
// as ISO text, so they compare as text on both databases); the product row mirrors its summary's
// window and says whether cards show the end ("Oferta até 30/11"). What a shopper sees now is kept
// apart from what the administrator set: `live_price_cents`, `live_original_price_cents` and
// `live_offer` on the product row (and `discount_bp`, from now on the live discount), rewritten
// when a window opens or closes; `next_change_at` is the row's next such instant. The store's
// list indexes that read the price or the offer move to the live columns. A poster may have a
// start and an end too. Existing rows: no window, live equal to what was set.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

const SCOPES: [string, string][] = [
  ["all", ""],
  ["category", "category_id, "],
  ["brand", "brand_id, "],
];
const OFFER_ORDERS: [string, string][] = [
  ["relevance", "in_stock desc, position, id"],
  ["price", "PRICE, id"],
  ["discount", "discount_bp desc, position, id"],
  ["name", "search_name, id"],
  ["newest", "created_at desc, id desc"],
  ["name_en", "sort_name_en, id"],
  ["name_es", "sort_name_es, id"],
];

async function indexes(db: Db, price: string, offer: string): Promise<void> {
  for (const [scope, prefix] of SCOPES) {
    await db.schema.dropIndex(`product_${scope}_price_idx`).ifExists().execute();
    await sql`create index ${sql.raw(`product_${scope}_price_idx`)} on product (${sql.raw(`${prefix}${price}, id`)})`.execute(
      db,
    );
  }
  for (const [order, columns] of OFFER_ORDERS) {
    await db.schema.dropIndex(`product_offer_${order}_idx`).ifExists().execute();
    await sql`create index ${sql.raw(`product_offer_${order}_idx`)} on product (${sql.raw(`${offer}, ${columns.replace("PRICE", price)}`)})`.execute(
      db,
    );
  }
}

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = pg ? sql`boolean` : sql`integer`;
  const no = pg ? sql`false` : sql`0`;

  for (const table of ["variant", "product"]) {
    await db.schema.alterTable(table).addColumn("offer_starts_at", "text").execute();
    await db.schema.alterTable(table).addColumn("offer_ends_at", "text").execute();
  }
  await db.schema
    .alterTable("product")
    .addColumn("offer_shows_end", bool, (c) => c.notNull().defaultTo(no))
    .execute();
  await db.schema
    .alterTable("product")
    .addColumn("live_price_cents", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("product").addColumn("live_original_price_cents", "integer").execute();
  await db.schema
    .alterTable("product")
    .addColumn("live_offer", bool, (c) => c.notNull().defaultTo(no))
    .execute();
  await db.schema.alterTable("product").addColumn("live_offer_ends_at", "text").execute();
  await db.schema.alterTable("product").addColumn("next_change_at", "text").execute();
  await sql`update product set live_price_cents = price_cents,
    live_original_price_cents = original_price_cents, live_offer = is_special_offer`.execute(db);
  await db.schema
    .createIndex("product_next_change_idx")
    .on("product")
    .column("next_change_at")
    .execute();
  await db.schema
    .createIndex("variant_offer_starts_idx")
    .on("variant")
    .column("offer_starts_at")
    .execute();
  await db.schema
    .createIndex("variant_offer_ends_idx")
    .on("variant")
    .column("offer_ends_at")
    .execute();
  await indexes(db, "live_price_cents", "live_offer");

  await db.schema.alterTable("poster").addColumn("starts_at", "text").execute();
  await db.schema.alterTable("poster").addColumn("ends_at", "text").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("poster").dropColumn("ends_at").execute();
  await db.schema.alterTable("poster").dropColumn("starts_at").execute();
  await indexes(db, "price_cents", "is_special_offer");
  await db.schema.dropIndex("variant_offer_ends_idx").ifExists().execute();
  await db.schema.dropIndex("variant_offer_starts_idx").ifExists().execute();
  await db.schema.dropIndex("product_next_change_idx").ifExists().execute();
  for (const column of [
    "next_change_at",
    "live_offer_ends_at",
    "live_offer",
    "live_original_price_cents",
    "live_price_cents",
    "offer_shows_end",
  ])
    await db.schema.alterTable("product").dropColumn(column).execute();
  for (const table of ["product", "variant"]) {
    await db.schema.alterTable(table).dropColumn("offer_ends_at").execute();
    await db.schema.alterTable(table).dropColumn("offer_starts_at").execute();
  }
}
