import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { refreshSearchDocs } from "../../search/index.server";
import { GENERATED_COVERS } from "./seed-generated.server";
import { seedDemo, seedGeneratedProducts } from "./seed.server";

// The generator (docs/decisions/026-demo-data-and-generator.md) on the demo catalogue: its
// products, their placement (spread over the categories and brands) and their values.
describe.each(TEST_DB_KINDS)("generated products on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());
  it("generates product rules §7 'Product N' items: price 50–549, in stock, once", async () => {
    expect(await seedGeneratedProducts(t.db, { count: 250, batchSize: 100 })).toBe(250);
    expect(await seedGeneratedProducts(t.db, { count: 250, batchSize: 100 })).toBe(0);
    const generated = await t.db
      .selectFrom("product")
      .selectAll()
      .where("sku", "like", "GEN-%")
      .execute();
    expect(generated).toHaveLength(250);
    for (const p of generated) {
      expect(p.name).toMatch(/^Product \d+$/);
      expect(p.price_cents % 100).toBe(0);
      expect(p.price_cents).toBeGreaterThanOrEqual(5000);
      expect(p.price_cents).toBeLessThanOrEqual(54900);
      expect(Boolean(p.in_stock)).toBe(true);
      if (p.is_special_offer) expect(p.original_price_cents!).toBeGreaterThan(p.price_cents);
    }
  });

  it("spreads generated products over the categories in turn and over the brands (20,000 a category at 100,000)", async () => {
    const generated = await t.db
      .selectFrom("product")
      .select(["sku", "category_id", "brand_id"])
      .where("sku", "like", "GEN-%")
      .execute();
    const perCategory = new Map<number | null, number>();
    for (const p of generated)
      perCategory.set(p.category_id, (perCategory.get(p.category_id) ?? 0) + 1);
    expect([...perCategory.entries()].sort()).toEqual([1, 2, 3, 4, 5].map((c) => [c, 50]));
    expect(generated.find((p) => p.sku === "GEN-1")!.category_id).toBe(1);
    expect(generated.find((p) => p.sku === "GEN-7")!.category_id).toBe(2);
    const brands = await t.db.selectFrom("brand").select("id").execute();
    expect(new Set(generated.map((p) => p.brand_id)).size).toBe(brands.length);
  });

  it("gives generated products the values of one of their category's demo products, and searches them", async () => {
    const valuesOf = async (where: "generated" | "demo") => {
      const rows = await t.db
        .selectFrom("product as p")
        .leftJoin("product_attribute as pa", "pa.product_id", "p.id")
        .select(["p.id", "p.category_id", "pa.attribute_id", "pa.value_id", "pa.number_value"])
        .where(
          "p.sku",
          where === "generated" ? "like" : "is",
          where === "generated" ? "GEN-%" : null,
        )
        .orderBy("pa.attribute_id")
        .execute();
      const sets = new Map<number, { category: number | null; key: string }>();
      for (const r of rows) {
        const set = sets.get(r.id) ?? { category: r.category_id, key: "" };
        if (r.attribute_id !== null)
          set.key += `${r.attribute_id}:${r.value_id}:${r.number_value};`;
        sets.set(r.id, set);
      }
      return [...sets.values()];
    };
    const demo = await valuesOf("demo");
    const generated = await valuesOf("generated");
    expect(generated).toHaveLength(250);
    for (const g of generated) {
      expect(g.key).not.toBe("");
      const sameCategory = demo.filter((d) => d.category === g.category).map((d) => d.key);
      expect(sameCategory).toContain(g.key);
    }
    // Drawn, not copied from one product: a category's generated products differ.
    const machines = generated.filter((g) => g.category === 2);
    expect(new Set(machines.map((g) => g.key)).size).toBeGreaterThan(3);
    const ids = (await t.db.selectFrom("product").select("id").execute()).map((r) => r.id);
    expect(await t.db.transaction().execute((trx) => refreshSearchDocs(trx, ids))).toBe(0);
  });

  it("gives generated products a cover from a dozen of their category's pictures first, as their gallery", async () => {
    const generated = await t.db
      .selectFrom("product as p")
      .leftJoin("product_image as i", "i.product_id", "p.id")
      .select(["p.image_hash", "p.image_url", "i.image_hash as first", "i.position"])
      .where("p.sku", "like", "GEN-%")
      .execute();
    expect(generated).toHaveLength(250);
    for (const p of generated) {
      expect(p.image_hash).not.toBeNull();
      expect([p.first, p.position]).toEqual([p.image_hash, 1]);
    }
    const coversIn = async (category: number, generated: boolean) =>
      new Set(
        (
          await t.db
            .selectFrom("product")
            .select("image_hash")
            .where("category_id", "=", category)
            .where("sku", generated ? "like" : "is", generated ? "GEN-%" : null)
            .execute()
        ).map((p) => p.image_hash),
      );
    for (const category of [1, 2, 3, 4, 5]) {
      const covers = await coversIn(category, true);
      const own = await coversIn(category, false);
      // 50 products take turns with the category's covers (its own first, then others').
      expect(covers.size).toBe(GENERATED_COVERS);
      for (const hash of own) expect(covers.has(hash)).toBe(true);
    }
  });
});
