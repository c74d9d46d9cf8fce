import type { Transaction } from "kysely";
import type { BulkAction } from "~/lib/bulk-schemas";
import type { Database } from "../../db/schema";
import {
  afterAttributeChange,
  resolveProductAttributes,
  type ProductAttributeRow,
} from "../attribute-writes-products.server";
import { ServiceError } from "../errors.server";
import { BulkRefusal } from "./bulk-refusal.server";

// A bulk change that sets one specification's value on its products, and the
// product_attribute rows a bulk change keeps for its Undo (decision 049): the attribute's rows
// before a "set", every row before a delete (they go with their products, on delete cascade).

type Trx = Transaction<Database>;

const CHUNK = 500;

/** The products' rows (of one attribute, or all of them), as the undo record keeps them. */
export async function readAttributeRows(
  trx: Trx,
  ids: readonly number[],
  attributeId?: number,
): Promise<ProductAttributeRow[]> {
  const rows: ProductAttributeRow[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    let q = trx
      .selectFrom("product_attribute")
      .select(["product_id", "attribute_id", "value_id", "number_value"])
      .where("product_id", "in", ids.slice(i, i + CHUNK));
    if (attributeId !== undefined) q = q.where("attribute_id", "=", attributeId);
    rows.push(...(await q.orderBy("product_id").orderBy("attribute_id").execute()));
  }
  return rows;
}

async function insertRows(trx: Trx, rows: readonly ProductAttributeRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto("product_attribute")
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

async function deleteRows(trx: Trx, ids: readonly number[], attributeId: number): Promise<void> {
  for (let i = 0; i < ids.length; i += CHUNK) {
    await trx
      .deleteFrom("product_attribute")
      .where("attribute_id", "=", attributeId)
      .where("product_id", "in", ids.slice(i, i + CHUNK))
      .execute();
  }
}

/**
 * Sets (or empties, for "") one attribute's value on every product of the change, checked as the
 * product form's values are; returns the rows it replaced, for Undo.
 */
export async function setBulkAttribute(
  trx: Trx,
  ids: readonly number[],
  action: Extract<BulkAction, { kind: "set_attribute" }>,
): Promise<ProductAttributeRow[]> {
  const def = await trx
    .selectFrom("attribute")
    .select("code")
    .where("id", "=", action.attributeId)
    .executeTakeFirst();
  if (!def) throw new BulkRefusal("unknownAttribute");
  let template: ProductAttributeRow[];
  try {
    template = await resolveProductAttributes(trx, 0, { [def.code]: action.value });
  } catch (error) {
    if (error instanceof ServiceError) throw new BulkRefusal("invalidAttributeValue");
    throw error;
  }
  const before = await readAttributeRows(trx, ids, action.attributeId);
  await deleteRows(trx, ids, action.attributeId);
  const [value] = template;
  if (value)
    await insertRows(
      trx,
      ids.map((id) => ({ ...value, product_id: id })),
    );
  await afterAttributeChange(trx, ids);
  return before;
}

/** Whether every attribute and value the rows name still exists. */
async function allExist(trx: Trx, rows: readonly ProductAttributeRow[]): Promise<boolean> {
  const attributes = [...new Set(rows.map((r) => r.attribute_id))];
  const values = [...new Set(rows.flatMap((r) => (r.value_id === null ? [] : [r.value_id])))];
  const found = async (table: "attribute" | "attribute_value", list: number[]) =>
    list.length === 0 ||
    (await trx.selectFrom(table).select("id").where("id", "in", list).execute()).length ===
      list.length;
  return (await found("attribute", attributes)) && (await found("attribute_value", values));
}

/**
 * Undoes a "set" of one attribute: its rows on these products as they were before. Refused when
 * the attribute, or a value the rows held, was deleted since (the rows could not come back).
 */
export async function restoreBulkAttribute(
  trx: Trx,
  ids: readonly number[],
  attributeId: number,
  rows: readonly ProductAttributeRow[],
): Promise<void> {
  const attribute = await trx
    .selectFrom("attribute")
    .select("id")
    .where("id", "=", attributeId)
    .executeTakeFirst();
  if (!attribute || !(await allExist(trx, rows))) throw new BulkRefusal("attributeGone", 409);
  await deleteRows(trx, ids, attributeId);
  await insertRows(trx, rows);
  await afterAttributeChange(trx, ids);
}

/**
 * Restores deleted products' rows: those whose attribute and value still exist (a value deleted
 * since is gone from every product, so from these too, as a deleted category is).
 */
export async function restoreDeletedAttributes(
  trx: Trx,
  rows: readonly ProductAttributeRow[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  const attributes = new Set(
    (await trx.selectFrom("attribute").select("id").execute()).map((r) => r.id),
  );
  const valueIds = [...new Set(rows.flatMap((r) => (r.value_id === null ? [] : [r.value_id])))];
  const values = new Set<number>();
  for (let i = 0; i < valueIds.length; i += CHUNK) {
    const found = await trx
      .selectFrom("attribute_value")
      .select("id")
      .where("id", "in", valueIds.slice(i, i + CHUNK))
      .execute();
    for (const v of found) values.add(v.id);
  }
  const kept = rows.filter(
    (r) => attributes.has(r.attribute_id) && (r.value_id === null || values.has(r.value_id)),
  );
  await insertRows(trx, kept);
  await afterAttributeChange(trx, [...new Set(rows.map((r) => r.product_id))]);
}
