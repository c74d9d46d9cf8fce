import type { Insertable, Selectable } from "kysely";
import type { Db } from "../../db/kysely";
import type {
  ProductOptionTable,
  VariantImageTable,
  VariantTable,
  VariantValueTable,
} from "../../db/schema-variants";
import { variantsFollowProducts } from "../variant-summary.server";
import { BulkRefusal } from "./bulk-refusal.server";

// A bulk delete keeps its products' variants as rows, and its Undo writes them back with their ids
// (docs/decisions/065-product-variants.md): a product with options returns with every variant,
// its options, values and pictures, and the quote lists and enquiries that name a variant by id
// name it again. A record made before these rows were kept brings each product back with one
// variant from its row.

const CHUNK = 500;

/** A deleted product's variants, as their tables held them. */
export interface DeletedVariants {
  options: Selectable<ProductOptionTable>[];
  variants: Selectable<VariantTable>[];
  values: Selectable<VariantValueTable>[];
  images: Selectable<VariantImageTable>[];
}

/** The variant rows of `productIds`, read before they are deleted with their products. */
export async function readDeletedVariants(
  db: Db,
  productIds: readonly number[],
): Promise<DeletedVariants> {
  const out: DeletedVariants = { options: [], variants: [], values: [], images: [] };
  for (let i = 0; i < productIds.length; i += CHUNK) {
    const ids = productIds.slice(i, i + CHUNK);
    const [options, variants] = await Promise.all([
      db.selectFrom("product_option").selectAll().where("product_id", "in", ids).execute(),
      db.selectFrom("variant").selectAll().where("product_id", "in", ids).orderBy("id").execute(),
    ]);
    out.options.push(...options);
    out.variants.push(...variants);
  }
  const variantIds = out.variants.map((v) => v.id);
  for (let i = 0; i < variantIds.length; i += CHUNK) {
    const ids = variantIds.slice(i, i + CHUNK);
    const [values, images] = await Promise.all([
      db.selectFrom("variant_value").selectAll().where("variant_id", "in", ids).execute(),
      db.selectFrom("variant_image").selectAll().where("variant_id", "in", ids).execute(),
    ]);
    out.values.push(...values);
    out.images.push(...images);
  }
  return out;
}

async function existing(
  db: Db,
  table: "attribute" | "attribute_value",
  ids: readonly number[],
): Promise<number> {
  let found = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom(table)
      .select("id")
      .where("id", "in", ids.slice(i, i + CHUNK))
      .execute();
    found += rows.length;
  }
  return found;
}

/** Writes `rows` `size` at a time: each statement under SQLite's bound-parameter limit. */
async function inChunks<T>(
  rows: readonly T[],
  size: number,
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Rule: Undo of a bulk delete writes the deleted products' variants back as they were, with their
 * ids; refused (changed since, nothing written) when a variant's SKU was taken by another variant
 * or an option's specification or value was deleted since. Products the record has no variants
 * of (an older record) get one variant from their row.
 */
export async function restoreDeletedVariants(
  db: Db,
  productIds: readonly number[],
  record: DeletedVariants | undefined,
): Promise<void> {
  const kept = new Set((record?.variants ?? []).map((v) => v.product_id));
  const fromRow = productIds.filter((id) => !kept.has(id));
  if (record && record.variants.length > 0) {
    const skus = record.variants.flatMap((v) => (v.sku ? [v.sku] : []));
    for (let i = 0; i < skus.length; i += CHUNK) {
      const taken = await db
        .selectFrom("variant")
        .select("id")
        .where("sku", "in", skus.slice(i, i + CHUNK))
        .executeTakeFirst();
      if (taken) throw new BulkRefusal("changedSince", 409);
    }
    const attributes = [
      ...new Set([
        ...record.options.map((o) => o.attribute_id),
        ...record.values.map((v) => v.attribute_id),
      ]),
    ];
    const values = [...new Set(record.values.map((v) => v.value_id))];
    if (
      (await existing(db, "attribute", attributes)) !== attributes.length ||
      (await existing(db, "attribute_value", values)) !== values.length
    ) {
      throw new BulkRefusal("changedSince", 409);
    }
    await inChunks(record.options, 100, (rows) =>
      db.insertInto("product_option").values(rows).execute(),
    );
    await inChunks(record.variants, 50, (rows) =>
      db
        .insertInto("variant")
        // The rows as this same database gave them (SQLite booleans as 0/1): written back unchanged.
        .values(rows as unknown as Insertable<VariantTable>[])
        .execute(),
    );
    await inChunks(record.values, 200, (rows) =>
      db.insertInto("variant_value").values(rows).execute(),
    );
    await inChunks(record.images, 200, (rows) =>
      db.insertInto("variant_image").values(rows).execute(),
    );
  }
  if (fromRow.length > 0) await variantsFollowProducts(db, fromRow);
}
