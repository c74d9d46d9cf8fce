import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { refreshSearchDocs } from "../../search/index.server";
import { planVariants } from "./generated-variants.server";
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
        .where((eb) =>
          where === "generated"
            ? eb("p.sku", "like", "GEN-%")
            : eb.or([eb("p.sku", "is", null), eb("p.sku", "not like", "GEN-%")]),
        )
        .orderBy("pa.attribute_id")
        .execute();
      const options = await t.db.selectFrom("product_option").selectAll().execute();
      const sets = new Map<number, { category: number | null; key: string; option?: number }>();
      for (const r of rows) {
        const option = options.find((o) => o.product_id === r.id)?.attribute_id;
        const set = sets.get(r.id) ?? { category: r.category_id, key: "", option };
        if (r.attribute_id !== null)
          set.key += `${r.attribute_id}:${r.value_id}:${r.number_value};`;
        sets.set(r.id, set);
      }
      return [...sets.values()];
    };
    /** A key without one attribute's value: an option's values are on the variants. */
    const without = (key: string, attribute: number | undefined) =>
      key
        .split(";")
        .filter((part) => part !== "" && !part.startsWith(`${attribute}:`))
        .map((part) => `${part};`)
        .join("");
    const demo = await valuesOf("demo");
    const generated = await valuesOf("generated");
    expect(generated).toHaveLength(250);
    for (const g of generated) {
      expect(g.key).not.toBe("");
      const sameCategory = demo
        .filter((d) => d.category === g.category)
        .map((d) => without(d.key, g.option));
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
            .where((eb) =>
              generated
                ? eb("sku", "like", "GEN-%")
                : eb.or([eb("sku", "is", null), eb("sku", "not like", "GEN-%")]),
            )
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

// Generated products' variants (generated-variants.server.ts): the bench's catalogue holds what
// a shop would, about 1.5 variants a product, decided by the product's number alone.
describe.each(TEST_DB_KINDS)("generated variants on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    await seedGeneratedProducts(t.db, { count: 400, batchSize: 150 });
  });
  afterAll(() => t.cleanup());

  it("sells about 1.5 variants a product, one to three, by the category's voltage or size", async () => {
    const variants = await t.db
      .selectFrom("variant as v")
      .innerJoin("product as p", "p.id", "v.product_id")
      .select(["p.id", "p.category_id", "v.combination"])
      .where("p.sku", "like", "GEN-%")
      .execute();
    const perProduct = new Map<number, number>();
    for (const v of variants) perProduct.set(v.id, (perProduct.get(v.id) ?? 0) + 1);
    expect(perProduct.size).toBe(400);
    expect(new Set(perProduct.values())).toEqual(new Set([1, 2, 3]));
    expect(variants.length / perProduct.size).toBeGreaterThan(1.3);
    expect(variants.length / perProduct.size).toBeLessThan(1.75);
    const options = await t.db
      .selectFrom("product_option as o")
      .innerJoin("product as p", "p.id", "o.product_id")
      .innerJoin("attribute as a", "a.id", "o.attribute_id")
      .select(["o.product_id", "p.category_id", "a.code"])
      .where("p.sku", "like", "GEN-%")
      .execute();
    for (const o of options) {
      expect(o.code).toBe(o.category_id === 1 ? "tamanho" : "voltagem");
      expect(perProduct.get(o.product_id)).toBeGreaterThan(1);
    }
    expect(options.length).toBe([...perProduct.values()].filter((n) => n > 1).length);
    expect(options.some((o) => o.category_id === 3)).toBe(false);
  });

  it("keeps the row the summary of its variants: lowest price, first SKU, in stock", async () => {
    const rows = await t.db
      .selectFrom("variant as v")
      .innerJoin("product as p", "p.id", "v.product_id")
      .select([
        "p.id",
        "p.sku as product_sku",
        "p.price_cents as product_price",
        "p.in_stock",
        "v.sku",
        "v.price_cents",
        "v.stock",
        "v.position",
      ])
      .where("p.sku", "like", "GEN-%")
      .orderBy("p.id")
      .orderBy("v.position")
      .execute();
    const skus = rows.map((r) => r.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const r of rows) {
      const own = rows.filter((x) => x.id === r.id);
      expect(r.product_sku).toBe(own[0]!.sku);
      expect(r.product_price).toBe(Math.min(...own.map((x) => x.price_cents)));
      expect(Boolean(r.in_stock)).toBe(true);
      expect(r.price_cents % 100).toBe(0);
      if (r.position === 1) expect(r.stock).not.toBe(0);
    }
    const later = rows.filter((r) => r.position > 1);
    expect(later.some((r) => r.price_cents > r.product_price)).toBe(true);
    expect(later.some((r) => r.price_cents === r.product_price)).toBe(true);
    const stocks = rows.map((r) => r.stock);
    expect(stocks).toContain(null);
    expect(stocks).toContain(0);
    expect(stocks.some((s) => s !== null && s >= 1 && s <= 3)).toBe(true);
    expect(stocks.every((s) => s === null || (s >= 0 && s <= 40))).toBe(true);
  });

  it("decides a product's variants from its number alone: the same every run", () => {
    const option = {
      attributeId: 1,
      code: "voltagem",
      values: ["127v", "220v", "bivolt", "bateria-18v", "bateria-20v"].map((code, i) => ({
        id: i + 1,
        code,
        label: code,
      })),
    };
    const base = { price_cents: 10000, original_price_cents: null, is_special_offer: false };
    for (let n = 1; n <= 50; n++)
      expect(planVariants(n, option, base)).toEqual(planVariants(n, option, base));
    const counts = Array.from(
      { length: 1000 },
      (_, i) => planVariants(i + 1, option, base).variants.length,
    );
    const share = (k: number) => counts.filter((c) => c === k).length / counts.length;
    expect(share(1)).toBeCloseTo(0.25, 1);
    expect(share(2)).toBeCloseTo(0.5, 1);
    expect(share(3)).toBeCloseTo(0.25, 1);
    expect(planVariants(7, undefined, base).variants).toHaveLength(1);
  });
});
