import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import { createTestDrill, type TestDrill } from "../../../../tests/fixtures/variant-product";
import type { Db } from "../../db/kysely";
import { seedDemo } from "../../db/seed/seed.server";
import { createProduct } from "../product-writes.server";
import { productVariants } from "../variants.server";
import { applyBulkChange, BulkRefusal } from "./bulk-change.server";
import { undoBulkChange } from "./bulk-undo.server";

// Undo of a bulk delete brings a product with options back whole: every variant with its id, its
// options, values and pictures (docs/decisions/065-product-variants.md).

/** Every variant row of `productIds`, in a stable order. */
async function variantRows(db: Db, productIds: number[]) {
  const variants = await db
    .selectFrom("variant")
    .selectAll()
    .where("product_id", "in", productIds)
    .orderBy("id")
    .execute();
  const ids = variants.length > 0 ? variants.map((v) => v.id) : [0];
  return {
    options: await db
      .selectFrom("product_option")
      .selectAll()
      .where("product_id", "in", productIds)
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
    variants,
    values: await db
      .selectFrom("variant_value")
      .selectAll()
      .where("variant_id", "in", ids)
      .orderBy("variant_id")
      .orderBy("attribute_id")
      .execute(),
    images: await db
      .selectFrom("variant_image")
      .selectAll()
      .where("variant_id", "in", ids)
      .orderBy("variant_id")
      .orderBy("position")
      .execute(),
  };
}

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "applied";
  } catch (error) {
    if (error instanceof BulkRefusal) return error.code;
    throw error;
  }
};

describe.each(TEST_DB_KINDS)("undo of a bulk delete of products with options on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  /** A drill with a gallery of two pictures, the second the 220 V variant's own. */
  async function pictured(): Promise<TestDrill> {
    const drill = await createTestDrill(t.db);
    const urls = ["https://example.com/a.jpg", "https://example.com/b.jpg"];
    await t.db
      .insertInto("product_image")
      .values(
        urls.map((image_url, position) => ({
          product_id: drill.id,
          image_hash: null,
          image_url,
          position,
          alt: null,
        })),
      )
      .execute();
    await t.db
      .insertInto("variant_image")
      .values({
        variant_id: drill.variants["220v"].id,
        position: 0,
        image_hash: null,
        image_url: urls[1]!,
      })
      .execute();
    return drill;
  }

  it("brings back every variant with its id, SKU, prices, stock, options, values and pictures", async () => {
    const drill = await pictured();
    const plain = await createProduct(
      t.db,
      productInputSchema.parse({ name: "Lixa 80", brand_id: 1, category_id: 1, price: "2.5" }),
      null,
    );
    const doomed = [drill.id, plain];
    const before = await variantRows(t.db, doomed);
    expect(before.variants).toHaveLength(4);
    expect(before.options).toHaveLength(1);
    expect(before.images).toHaveLength(1);
    const chosen = await productVariants(t.db, drill.id);

    const { changeId } = await applyBulkChange(t.db, { ids: doomed }, { kind: "delete" }, null);
    expect((await variantRows(t.db, doomed)).variants).toEqual([]);
    await undoBulkChange(t.db, changeId, null);

    expect(await variantRows(t.db, doomed)).toEqual(before);
    // As the store and the back office read it: the same options, variants and their pictures.
    expect(await productVariants(t.db, drill.id)).toEqual(chosen);
  });

  it("refuses (changed since, nothing written) when another product took a variant's SKU", async () => {
    const drill = await pictured();
    const { changeId } = await applyBulkChange(t.db, { ids: [drill.id] }, { kind: "delete" }, null);
    await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Outra",
        sku: drill.variants["220v"].sku,
        brand_id: 1,
        category_id: 1,
        price: "1",
      }),
      null,
    );
    expect(await refusalOf(undoBulkChange(t.db, changeId, null))).toBe("changedSince");
    expect(
      await t.db.selectFrom("product").select("id").where("id", "=", drill.id).execute(),
    ).toEqual([]);
  });

  it("brings a product recorded before variants were kept back with one variant from its row", async () => {
    const drill = await pictured();
    const { changeId } = await applyBulkChange(t.db, { ids: [drill.id] }, { kind: "delete" }, null);
    const change = await t.db
      .selectFrom("bulk_change")
      .select("before_values")
      .where("id", "=", changeId)
      .executeTakeFirstOrThrow();
    const { deletedVariants: _, ...older } = JSON.parse(change.before_values) as Record<
      string,
      unknown
    >;
    await t.db
      .updateTable("bulk_change")
      .set({ before_values: JSON.stringify(older) })
      .where("id", "=", changeId)
      .execute();
    await undoBulkChange(t.db, changeId, null);
    const back = await variantRows(t.db, [drill.id]);
    expect(back.options).toEqual([]);
    expect(back.variants).toHaveLength(1);
  });

  // Last: the drill's "Bateria 18 V" is gone after it.
  it("refuses when an option's value was deleted since", async () => {
    const drill = await pictured();
    const { changeId } = await applyBulkChange(t.db, { ids: [drill.id] }, { kind: "delete" }, null);
    const value = await t.db
      .selectFrom("attribute_value")
      .select("id")
      .where("code", "=", "bateria-18v")
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom("attribute_value").where("id", "=", value.id).execute();
    expect(await refusalOf(undoBulkChange(t.db, changeId, null))).toBe("changedSince");
  });
});
