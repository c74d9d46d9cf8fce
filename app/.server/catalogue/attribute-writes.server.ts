import type { Transaction, Updateable } from "kysely";
import { OTHER_LOCALES } from "~/i18n/languages";
import type { AttributeInput, AttributePatch } from "~/lib/attribute-schemas";
import { pickContent } from "~/lib/localized";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import type { AttributeTable } from "../db/schema-attributes";
import { setAttributeCategories } from "./attribute-writes-categories.server";
import { afterAttributeChange, productsWithAttribute } from "./attribute-writes-products.server";
import { ServiceError } from "./errors.server";
import { writePositions } from "./positions.server";
import type { Actor } from "./product-writes.server";
import { bumpCatalogueVersion } from "./version.server";

// Specifications (docs/decisions/062-specifications-and-facets.md): the administrator's writes
// of attribute definitions. Each is one transaction that bumps the catalogue version first (its
// row lock orders concurrent writers, so the code checks below cannot race), writes one audit
// entry, and keeps the search documents of the products it touches in step.

type Executor = Db | Transaction<Database>;
type AttributeUpdate = Updateable<AttributeTable>;

/** Refuses a code another attribute has: a field error on `code`, not the constraint's 500. */
async function checkCode(trx: Executor, code: string, exceptId?: number): Promise<void> {
  let q = trx.selectFrom("attribute").select("id").where("code", "=", code);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw new ServiceError("attributeCodeTaken", "code");
}

/** A unit belongs to numbers: other types store none. */
function units(type: string, unit: string | null, unitCode: string | null) {
  return type === "number" ? { unit, unit_code: unitCode } : { unit: null, unit_code: null };
}

export async function createAttribute(
  db: Db,
  input: AttributeInput,
  actor: Actor,
): Promise<number> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    await checkCode(trx, input.code);
    const last = await trx
      .selectFrom("attribute")
      .select((eb) => eb.fn.max<number | null>("position").as("max"))
      .executeTakeFirst();
    const { id } = await trx
      .insertInto("attribute")
      .values({
        code: input.code,
        name: input.name,
        ...pickContent(input, "name"),
        type: input.type,
        ...units(input.type, input.unit, input.unit_code),
        is_filter: input.is_filter,
        position: (last?.max ?? 0) + 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setAttributeCategories(trx, id, input.categories);
    await recordAudit(trx, {
      actor,
      action: "create",
      entity: "attribute",
      entityId: id,
      detail: input.code,
    });
    return id;
  });
}

/**
 * Changes the fields sent. The type cannot change while products carry the attribute (their
 * values would not fit); leaving "choice" drops its values, which no product then uses.
 */
export async function updateAttribute(
  db: Db,
  id: number,
  patch: AttributePatch,
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const current = await trx
      .selectFrom("attribute")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) throw new ServiceError("notFound");
    if (patch.code !== undefined && patch.code !== current.code)
      await checkCode(trx, patch.code, id);
    const type = patch.type ?? current.type;
    if (type !== current.type) {
      const used = await trx
        .selectFrom("product_attribute")
        .select("product_id")
        .where("attribute_id", "=", id)
        .limit(1)
        .executeTakeFirst();
      if (used) throw new ServiceError("typeInUse", "type");
      if (current.type === "choice") {
        await trx.deleteFrom("attribute_value").where("attribute_id", "=", id).execute();
      }
    }
    const set: AttributeUpdate = {
      type,
      ...units(
        type,
        patch.unit !== undefined ? patch.unit : current.unit,
        patch.unit_code !== undefined ? patch.unit_code : current.unit_code,
      ),
    };
    if (patch.code !== undefined) set.code = patch.code;
    if (patch.name !== undefined) set.name = patch.name;
    for (const l of OTHER_LOCALES) {
      if (patch[`name_${l}`] !== undefined) set[`name_${l}`] = patch[`name_${l}`];
    }
    if (patch.is_filter !== undefined) set.is_filter = patch.is_filter;
    const before = current as unknown as Record<string, unknown>;
    const changed = Object.entries(set)
      .filter(([k, v]) => (k === "is_filter" ? Boolean(before[k]) !== v : before[k] !== v))
      .map(([k]) => k);
    await trx
      .updateTable("attribute")
      .set({ ...set, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    if (
      patch.categories !== undefined &&
      (await setAttributeCategories(trx, id, patch.categories))
    ) {
      changed.push("categories");
    }
    // A product's search document holds its values' words with a number's unit ("18 v"), not
    // the attribute's code or name: a new unit rewrites the documents of its products.
    if (changed.includes("unit"))
      await afterAttributeChange(trx, await productsWithAttribute(trx, id));
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "attribute",
      entityId: id,
      detail: changed.join(","),
    });
  });
}

/**
 * Deletes an attribute with its values and every product's value of it. While products carry it,
 * the caller must confirm with the number that would lose it (the count shown to the
 * administrator, or the API's `confirm`); any other number is refused with the current count, so
 * a confirmation never covers more products than were shown.
 */
export async function deleteAttribute(
  db: Db,
  id: number,
  actor: Actor,
  confirmedUses?: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const row = await trx
      .selectFrom("attribute")
      .select("code")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new ServiceError("notFound");
    const products = await productsWithAttribute(trx, id);
    if (products.length > 0 && confirmedUses !== products.length) {
      throw new ServiceError("attributeInUse", undefined, { products: products.length });
    }
    // Values, category lists and products' values go with it (on delete cascade).
    await trx.deleteFrom("attribute").where("id", "=", id).execute();
    await afterAttributeChange(trx, products);
    await recordAudit(trx, {
      actor,
      action: "delete",
      entity: "attribute",
      entityId: id,
      detail: products.length > 0 ? `${row.code} (${products.length})` : row.code,
    });
  });
}

/** The attributes' order: every id once, positions 1..n (docs/decisions/018-ordering-and-positions.md). */
export async function reorderAttributes(db: Db, ids: number[], actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const existing = await trx.selectFrom("attribute").select("id").execute();
    await writePositions(
      trx,
      "attribute",
      ids,
      existing.map((r) => r.id),
    );
    await recordAudit(trx, {
      actor,
      action: "reorder",
      entity: "attribute",
      detail: ids.join(","),
    });
  });
}
