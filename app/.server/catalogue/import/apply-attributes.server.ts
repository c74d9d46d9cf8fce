import type { Transaction } from "kysely";
import type { ProductAttributeValue } from "~/lib/attributes";
import type { Database } from "../../db/schema";

// An import's specifications, written in its transaction (apply.server.ts).

type Trx = Transaction<Database>;

/** One product's specification writes: values to set (insert or replace) and ones to remove. */
export interface AttributeWrites {
  productId: number;
  set: readonly ProductAttributeValue[];
  clear: readonly number[];
}

/** product_attribute rows per INSERT: 4 parameters a row, far under SQLite's bound. */
const INSERT_BATCH = 500;
/** Products per DELETE of one attribute. */
const DELETE_BATCH = 500;

/**
 * Writes the values: inserted, or replacing the product's value of that attribute (the table's
 * key is product and attribute), in batches; removed ones go by attribute, a batch of products at
 * a time, so a 50,000-row file costs statements in the hundreds, not one per row.
 */
export async function writeAttributes(trx: Trx, writes: readonly AttributeWrites[]): Promise<void> {
  const rows = writes.flatMap((w) =>
    w.set.map((v) => ({
      product_id: w.productId,
      attribute_id: v.attributeId,
      value_id: v.valueId,
      number_value: v.number,
    })),
  );
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await trx
      .insertInto("product_attribute")
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflict((oc) =>
        oc.columns(["product_id", "attribute_id"]).doUpdateSet((eb) => ({
          value_id: eb.ref("excluded.value_id"),
          number_value: eb.ref("excluded.number_value"),
        })),
      )
      .execute();
  }
  const cleared = new Map<number, number[]>();
  for (const w of writes) {
    for (const attributeId of w.clear) {
      const ids = cleared.get(attributeId) ?? [];
      ids.push(w.productId);
      cleared.set(attributeId, ids);
    }
  }
  for (const [attributeId, productIds] of cleared) {
    for (let i = 0; i < productIds.length; i += DELETE_BATCH) {
      await trx
        .deleteFrom("product_attribute")
        .where("attribute_id", "=", attributeId)
        .where("product_id", "in", productIds.slice(i, i + DELETE_BATCH))
        .execute();
    }
  }
}
