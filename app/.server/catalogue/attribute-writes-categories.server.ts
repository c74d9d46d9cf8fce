import type { Transaction } from "kysely";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";
import type { Actor } from "./product-writes.server";
import { ServiceError } from "./errors.server";
import { bumpCatalogueVersion } from "./version.server";

// Which attributes each category lists, in order (category_attribute). From an
// attribute's page the administrator ticks its categories: a category new to it lists it last, an
// unticked one drops it and the others keep their order. A category's own order is set whole
// (positions 1..n), from the back office's order page or PUT /api/categories/{id}/attributes.

type Executor = Db | Transaction<Database>;

/** Refuses ids that name no category (the attribute form's checkboxes, the API's list). */
async function checkCategories(trx: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await trx.selectFrom("category").select("id").where("id", "in", ids).execute();
  if (found.length !== new Set(ids).size) throw new ServiceError("unknownCategory", "categories");
}

/**
 * Sets the categories that list an attribute, in the caller's transaction: new ones get it last,
 * the ones left out lose it, the rest keep their order. Returns whether anything changed.
 */
export async function setAttributeCategories(
  trx: Executor,
  attributeId: number,
  categoryIds: readonly number[],
): Promise<boolean> {
  const wanted = [...new Set(categoryIds)];
  await checkCategories(trx, wanted);
  const current = await trx
    .selectFrom("category_attribute")
    .select("category_id")
    .where("attribute_id", "=", attributeId)
    .execute();
  const had = new Set(current.map((r) => r.category_id));
  const dropped = [...had].filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !had.has(id));
  if (dropped.length > 0) {
    await trx
      .deleteFrom("category_attribute")
      .where("attribute_id", "=", attributeId)
      .where("category_id", "in", dropped)
      .execute();
  }
  for (const categoryId of added) {
    const row = await trx
      .selectFrom("category_attribute")
      .select((eb) => eb.fn.max<number | null>("position").as("max"))
      .where("category_id", "=", categoryId)
      .executeTakeFirst();
    await trx
      .insertInto("category_attribute")
      .values({ category_id: categoryId, attribute_id: attributeId, position: (row?.max ?? 0) + 1 })
      .execute();
  }
  return dropped.length > 0 || added.length > 0;
}

/** A category's attribute ids in its order. */
export async function categoryAttributeIds(db: Executor, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("category_attribute")
    .select("attribute_id")
    .where("category_id", "=", categoryId)
    .orderBy("position")
    .orderBy("attribute_id")
    .execute();
  return rows.map((r) => r.attribute_id);
}

/**
 * Sets the attributes a category lists, in the given order (positions 1..n), in one transaction:
 * every id must name an attribute, each once; the list may add or drop attributes.
 */
export async function setCategoryAttributes(
  db: Db,
  categoryId: number,
  attributeIds: readonly number[],
  actor: Actor,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const category = await trx
      .selectFrom("category")
      .select("id")
      .where("id", "=", categoryId)
      .executeTakeFirst();
    if (!category) throw new ServiceError("notFound");
    if (new Set(attributeIds).size !== attributeIds.length) {
      throw new ServiceError("orderMismatch", "ids");
    }
    if (attributeIds.length > 0) {
      const found = await trx
        .selectFrom("attribute")
        .select("id")
        .where("id", "in", [...attributeIds])
        .execute();
      if (found.length !== attributeIds.length) throw new ServiceError("orderMismatch", "ids");
    }
    await trx.deleteFrom("category_attribute").where("category_id", "=", categoryId).execute();
    if (attributeIds.length > 0) {
      await trx
        .insertInto("category_attribute")
        .values(
          attributeIds.map((attributeId, i) => ({
            category_id: categoryId,
            attribute_id: attributeId,
            position: i + 1,
          })),
        )
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: "reorder",
      entity: "category_attribute",
      entityId: categoryId,
      detail: attributeIds.join(","),
    });
  });
}
