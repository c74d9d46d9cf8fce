import { type Kysely, sql } from "kysely";

// Frozen once landed. Privacy and clicks (docs/decisions/055-enquiry-privacy-and-clicks.md):
// when an enquiry's personal data was erased (by the retention job or on request), and WhatsApp
// clicks counted per product, day and where the click was (a product page or the quote list),
// with no personal data at all.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("enquiry").addColumn("erased_at", "text").execute();
  // The retention job looks for enquiries older than the cut-off whose data is still there.
  await db.schema
    .createIndex("enquiry_erased_created_idx")
    .on("enquiry")
    .columns(["erased_at", "created_at"])
    .execute();

  await db.schema
    .createTable("whatsapp_click")
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("clicks", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("whatsapp_click_pk", ["product_id", "day", "source"])
    .addCheckConstraint("whatsapp_click_source_check", sql`source in ('product', 'list')`)
    .execute();
  await db.schema
    .createIndex("whatsapp_click_day_idx")
    .on("whatsapp_click")
    .column("day")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("whatsapp_click").ifExists().execute();
  await db.schema.dropIndex("enquiry_erased_created_idx").ifExists().execute();
  await db.schema.alterTable("enquiry").dropColumn("erased_at").execute();
}
