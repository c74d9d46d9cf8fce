import type { Transaction, Updateable } from "kysely";
import { OTHER_LOCALES } from "~/i18n/languages";
import {
  ATTRIBUTE_LIMITS,
  type AttributeValueInput,
  type AttributeValuePatch,
} from "~/lib/attribute-schemas";
import { pickContent } from "~/lib/localized";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import type { AttributeValueTable } from "../db/schema-attributes";
import { afterAttributeChange, productsWithValues } from "./attribute-writes-products.server";
import { ServiceError } from "./errors.server";
import { writePositions } from "./positions.server";
import type { Actor } from "./product-writes.server";
import { bumpCatalogueVersion } from "./version.server";

// The values of a choice attribute (add, rename in each language, reorder, merge
// two into one, delete). Each write is one transaction that bumps the catalogue version first,
// writes one audit entry and refreshes the search documents of the products whose value changed.
// Every function takes the attribute's id too: a value is only ever found through its attribute
// (the API's /api/attributes/{id}/values/{valueId}), so a mismatched pair is "not found".

type Executor = Db | Transaction<Database>;

async function choiceAttribute(trx: Executor, attributeId: number): Promise<void> {
  const row = await trx
    .selectFrom("attribute")
    .select("type")
    .where("id", "=", attributeId)
    .executeTakeFirst();
  if (!row) throw new ServiceError("notFound");
  if (row.type !== "choice") throw new ServiceError("notAChoice");
}

async function valueOf(trx: Executor, attributeId: number, valueId: number) {
  const row = await trx
    .selectFrom("attribute_value")
    .selectAll()
    .where("id", "=", valueId)
    .where("attribute_id", "=", attributeId)
    .executeTakeFirst();
  if (!row) throw new ServiceError("notFound");
  return row;
}

async function checkCode(trx: Executor, attributeId: number, code: string, exceptId?: number) {
  let q = trx
    .selectFrom("attribute_value")
    .select("id")
    .where("attribute_id", "=", attributeId)
    .where("code", "=", code);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError("valueCodeTaken", "code");
}

/** Adds a value at the end of the attribute's list. */
export async function createAttributeValue(
  db: Db,
  attributeId: number,
  input: AttributeValueInput,
  actor: Actor,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    await choiceAttribute(trx, attributeId);
    await checkCode(trx, attributeId, input.code);
    const last = await trx
      .selectFrom("attribute_value")
      .select([
        (eb) => eb.fn.max<number | null>("position").as("max"),
        (eb) => eb.fn.countAll<number | string>().as("count"),
      ])
      .where("attribute_id", "=", attributeId)
      .executeTakeFirst();
    if (Number(last?.count ?? 0) >= ATTRIBUTE_LIMITS.values) {
      throw new ServiceError("tooManyValues", "code");
    }
    const { id } = await trx
      .insertInto("attribute_value")
      .values({
        attribute_id: attributeId,
        code: input.code,
        label: input.label,
        ...pickContent(input, "label"),
        position: (last?.max ?? 0) + 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: "create",
      entity: "attribute_value",
      entityId: id,
      detail: input.code,
    });
    return id;
  });
}

/** Renames a value (its code, its label in any language); its products' search follows. */
export async function updateAttributeValue(
  db: Db,
  attributeId: number,
  valueId: number,
  patch: AttributeValuePatch,
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const current = await valueOf(trx, attributeId, valueId);
    if (patch.code !== undefined && patch.code !== current.code) {
      await checkCode(trx, attributeId, patch.code, valueId);
    }
    const set: Updateable<AttributeValueTable> = {};
    if (patch.code !== undefined) set.code = patch.code;
    if (patch.label !== undefined) set.label = patch.label;
    for (const l of OTHER_LOCALES) {
      if (patch[`label_${l}`] !== undefined) set[`label_${l}`] = patch[`label_${l}`];
    }
    const before = current as unknown as Record<string, unknown>;
    const changed = Object.entries(set)
      .filter(([k, v]) => before[k] !== v)
      .map(([k]) => k);
    if (changed.length === 0) return;
    await trx.updateTable("attribute_value").set(set).where("id", "=", valueId).execute();
    await afterAttributeChange(trx, await productsWithValues(trx, [valueId]));
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "attribute_value",
      entityId: valueId,
      detail: changed.join(","),
    });
  });
}

/** The values' order within their attribute: every id once, positions 1..n. */
export async function reorderAttributeValues(
  db: Db,
  attributeId: number,
  ids: number[],
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    await choiceAttribute(trx, attributeId);
    const existing = await trx
      .selectFrom("attribute_value")
      .select("id")
      .where("attribute_id", "=", attributeId)
      .execute();
    await writePositions(
      trx,
      "attribute_value",
      ids,
      existing.map((r) => r.id),
    );
    await recordAudit(trx, {
      actor,
      action: "reorder",
      entity: "attribute_value",
      entityId: attributeId,
      detail: ids.join(","),
    });
  });
}

/**
 * Merges a value into another of the same attribute ("220v" and "220-v" typed twice): products
 * with the merged value get the kept one, then the merged value is deleted. Returns how many
 * products moved.
 */
export async function mergeAttributeValues(
  db: Db,
  attributeId: number,
  valueId: number,
  intoId: number,
  actor: Actor,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const merged = await valueOf(trx, attributeId, valueId);
    const kept = await trx
      .selectFrom("attribute_value")
      .select("code")
      .where("id", "=", intoId)
      .where("attribute_id", "=", attributeId)
      .executeTakeFirst();
    if (!kept || intoId === valueId) throw new ServiceError("mergeInvalid", "into");
    const products = await productsWithValues(trx, [valueId]);
    // One row per product and attribute (the primary key), so a product never holds both values.
    await trx
      .updateTable("product_attribute")
      .set({ value_id: intoId })
      .where("value_id", "=", valueId)
      .execute();
    await trx.deleteFrom("attribute_value").where("id", "=", valueId).execute();
    await afterAttributeChange(trx, products);
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "attribute_value",
      entityId: intoId,
      detail: JSON.stringify({ merged: merged.code, into: kept.code, products: products.length }),
    });
    return products.length;
  });
}

/**
 * Deletes a value; the products that had it are left without a value of that attribute. While
 * products have it, the caller confirms with their number (see deleteAttribute).
 */
export async function deleteAttributeValue(
  db: Db,
  attributeId: number,
  valueId: number,
  actor: Actor,
  confirmedUses?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const value = await valueOf(trx, attributeId, valueId);
    const products = await productsWithValues(trx, [valueId]);
    if (products.length > 0 && confirmedUses !== products.length) {
      throw new ServiceError("valueInUse", undefined, { products: products.length });
    }
    // The products' rows of this value go with it (on delete cascade).
    await trx.deleteFrom("attribute_value").where("id", "=", valueId).execute();
    await afterAttributeChange(trx, products);
    await recordAudit(trx, {
      actor,
      action: "delete",
      entity: "attribute_value",
      entityId: valueId,
      detail: products.length > 0 ? `${value.code} (${products.length})` : value.code,
    });
  });
}
