import type { Transaction } from "kysely";
import type { ProductAttributesInput } from "~/lib/product-attributes-schema";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import { refreshSearchDocs } from "../search/index.server";
import { ServiceError } from "./errors.server";

// A product's specifications as its writes set them (the product form,
// the API's product writes, the bulk edit). Codes and values are checked against the definitions
// read in the write's own transaction, after its catalogue-version lock: a value deleted a moment
// earlier is refused as unknown (400), never a foreign-key failure (500).

type Executor = Db | Transaction<Database>;

/** One product_attribute row, as written and as a bulk change's undo record keeps it. */
export interface ProductAttributeRow {
  product_id: number;
  attribute_id: number;
  value_id: number | null;
  number_value: number | null;
}

/** A number as the API sends it (650, 1.5) or a form types it ("1,5", " 650 "); else null. */
export function parseAttributeNumber(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) && Math.abs(raw) < 1e9 ? raw : null;
  if (typeof raw !== "string") return null;
  const text = raw.trim().replace(",", ".");
  if (!/^[+-]?\d{1,9}(\.\d{1,6})?$/.test(text)) return null;
  return Number(text);
}

const YES_NO: Readonly<Record<string, boolean>> = {
  "1": true,
  "0": false,
  true: true,
  false: false,
};

/**
 * The value of one attribute from what a client sent: a choice's value id, a number, or yes/no as
 * 1/0; null when the client left it empty; undefined when it does not fit the attribute.
 */
function valueOf(
  def: { type: string; values: Map<string, number> },
  raw: ProductAttributesInput[string],
): { value_id: number | null; number_value: number | null } | null | undefined {
  if (raw === null || (typeof raw === "string" && raw.trim() === "")) return null;
  switch (def.type) {
    case "choice": {
      const id = typeof raw === "string" ? def.values.get(raw.trim().toLowerCase()) : undefined;
      return id === undefined ? undefined : { value_id: id, number_value: null };
    }
    case "number": {
      const n = typeof raw === "boolean" ? null : parseAttributeNumber(raw);
      return n === null ? undefined : { value_id: null, number_value: n };
    }
    default: {
      const yes =
        typeof raw === "boolean" ? raw : typeof raw === "string" ? YES_NO[raw.trim()] : undefined;
      return yes === undefined ? undefined : { value_id: null, number_value: yes ? 1 : 0 };
    }
  }
}

/** The definitions of the named codes, with their values by code, as the transaction sees them. */
async function definitions(trx: Executor, codes: string[]) {
  const defs = new Map<string, { id: number; type: string; values: Map<string, number> }>();
  if (codes.length === 0) return defs;
  const rows = await trx
    .selectFrom("attribute")
    .select(["id", "code", "type"])
    .where("code", "in", codes)
    .execute();
  for (const r of rows) defs.set(r.code, { id: r.id, type: r.type, values: new Map() });
  const choiceIds = rows.filter((r) => r.type === "choice").map((r) => r.id);
  if (choiceIds.length > 0) {
    const byId = new Map(rows.map((r) => [r.id, defs.get(r.code)!]));
    const values = await trx
      .selectFrom("attribute_value")
      .select(["id", "attribute_id", "code"])
      .where("attribute_id", "in", choiceIds)
      .execute();
    for (const v of values) byId.get(v.attribute_id)?.values.set(v.code, v.id);
  }
  return defs;
}

/**
 * A product's rows from what a client sent, checked: an unknown code or a value that does not fit
 * is refused, naming its field (`attributes.<code>`); empty values write no row.
 */
export async function resolveProductAttributes(
  trx: Executor,
  productId: number,
  input: ProductAttributesInput,
): Promise<ProductAttributeRow[]> {
  const entries = Object.entries(input).map(([code, raw]) => [code.trim().toLowerCase(), raw]);
  const defs = await definitions(
    trx,
    entries.map(([code]) => code as string),
  );
  const rows: ProductAttributeRow[] = [];
  for (const [code, raw] of entries as [string, ProductAttributesInput[string]][]) {
    const def = defs.get(code);
    if (!def) throw new ServiceError("unknownAttribute", `attributes.${code}`);
    const value = valueOf(def, raw);
    if (value === undefined) throw new ServiceError("invalidAttributeValue", `attributes.${code}`);
    if (value) rows.push({ product_id: productId, attribute_id: def.id, ...value });
  }
  return rows;
}

/** Replaces a product's values by the ones sent (delete, then insert), in the caller's transaction. */
export async function writeProductAttributes(
  trx: Executor,
  productId: number,
  input: ProductAttributesInput,
): Promise<void> {
  const rows = await resolveProductAttributes(trx, productId, input);
  await trx.deleteFrom("product_attribute").where("product_id", "=", productId).execute();
  if (rows.length > 0) await trx.insertInto("product_attribute").values(rows).execute();
}

/**
 * After a write changed products' specifications (their values, or a value's label or code): the
 * search documents of those products follow, in the same transaction.
 */
export async function afterAttributeChange(
  trx: Transaction<Database>,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length > 0) await refreshSearchDocs(trx, productIds);
}

/** The ids of the products that carry any of the given values (to refresh their search). */
export async function productsWithValues(
  trx: Executor,
  valueIds: readonly number[],
): Promise<number[]> {
  if (valueIds.length === 0) return [];
  const rows = await trx
    .selectFrom("product_attribute")
    .select("product_id")
    .where("value_id", "in", valueIds)
    .execute();
  return [...new Set(rows.map((r) => r.product_id))];
}

/** The ids of the products that carry an attribute. */
export async function productsWithAttribute(trx: Executor, attributeId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom("product_attribute")
    .select("product_id")
    .where("attribute_id", "=", attributeId)
    .execute();
  return rows.map((r) => r.product_id);
}
