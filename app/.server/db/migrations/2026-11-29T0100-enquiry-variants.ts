import type { Kysely } from "kysely";

// Frozen once landed. An enquiry's line names the variant asked for
// (docs/decisions/065-product-variants.md): its id, and its options as the shopper read them (JSON
// `[{ "name": "Voltagem", "value": "220 V" }]`, in the enquiry's language); its SKU goes in `sku`
// as before. Both null for a line of a product and for every line sent before. No foreign key:
// variant ids are never reused, a line keeps what it named when the variant is removed (the back
// office shows it removed), and SQLite can then drop the column again.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("enquiry_item").addColumn("variant_id", "integer").execute();
  await db.schema.alterTable("enquiry_item").addColumn("options", "text").execute();
  // Finds the enquiries that name a variant (for a check before the variant is removed).
  await db.schema
    .createIndex("enquiry_item_variant_idx")
    .on("enquiry_item")
    .column("variant_id")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("enquiry_item_variant_idx").ifExists().execute();
  await db.schema.alterTable("enquiry_item").dropColumn("options").execute();
  await db.schema.alterTable("enquiry_item").dropColumn("variant_id").execute();
}
