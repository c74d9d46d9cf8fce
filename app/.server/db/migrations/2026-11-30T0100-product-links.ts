import { sql, type Kysely } from "kysely";

// Frozen once landed. Typed links between products (docs/decisions/067-product-links.md): a
// product names another as its accessory, its spare part, or as a product it works with, in the
// administrator's order (`position`, 1..n per product and type). Each link is stored once, on the
// product that names it; the other side ("Compatível com" on the battery) is derived when read.
// A link goes with either of its products (cascade); the index on `linked_product_id` finds the
// products that name one (its derived side, and the cascade's own lookup).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the app's evolving schema types
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("product_link")
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("linked_product_id", "integer", (c) =>
      c.notNull().references("product.id").onDelete("cascade"),
    )
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_link_pk", ["product_id", "linked_product_id", "type"])
    .addCheckConstraint(
      "product_link_type_check",
      sql`type in ('accessory', 'spare_part', 'compatible')`,
    )
    .addCheckConstraint("product_link_not_self_check", sql`product_id <> linked_product_id`)
    .execute();
  await db.schema
    .createIndex("product_link_linked_idx")
    .on("product_link")
    .column("linked_product_id")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("product_link_linked_idx").ifExists().execute();
  await db.schema.dropTable("product_link").ifExists().execute();
}
