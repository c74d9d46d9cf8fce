import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "~/lib/stock";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { variantsOf, type ProductVariants } from "../../catalogue/variants.server";
import { DEMO_PRODUCTS } from "./demo-data";
import { DEMO_VARIANTS } from "./demo-variants";
import { seedDemo } from "./seed.server";

// The demo's variants (demo-variants.ts) as the shop reads them: options of the products'
// categories, a SKU each, prices that differ on some, stocks sold out, low and untracked, and the
// product row's summary of them.
describe.each(TEST_DB_KINDS)("demo variants on %s", (kind) => {
  let t: TestDb;
  let products: { id: number; name: string; sku: string | null; price_cents: number }[];
  let inStock: Map<number, boolean>;
  let variants: Map<number, ProductVariants>;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    const rows = await t.db
      .selectFrom("product")
      .select(["id", "name", "sku", "price_cents", "in_stock"])
      .orderBy("position")
      .execute();
    products = rows;
    inStock = new Map(rows.map((r) => [r.id, Boolean(r.in_stock)]));
    variants = await variantsOf(
      t.db,
      rows.map((r) => r.id),
    );
  });
  afterAll(() => t.cleanup());

  const all = () => [...variants.values()].flatMap((p) => p.variants);
  const of = (name: string) => variants.get(products.find((p) => p.name === name)!.id)!;
  const label = (v: ProductVariants["variants"][number]) => v.values.map((x) => x.value.code);

  it("sells machines in 127 V and 220 V, one in two batteries, a saw bivolt too, and hand tools in sizes", () => {
    const withOptions = [...variants.values()].filter((p) => p.options.length > 0);
    expect(withOptions.length).toBeGreaterThanOrEqual(10);
    for (const p of withOptions) expect(p.variants.length).toBeGreaterThanOrEqual(2);
    expect(of("Furadeira de Impacto 13mm 750W").variants.map(label)).toEqual([["127v"], ["220v"]]);
    expect(of("Furadeira e Parafusadeira de Impacto a Bateria").variants.map(label)).toEqual([
      ["bateria-18v"],
      ["bateria-20v"],
    ]);
    expect(of("Serra Mármore 1300W").variants.map(label)).toContainEqual(["bivolt"]);
    expect(of("Arco de Serra Ajustável").options.map((o) => o.code)).toEqual(["tamanho"]);
    expect(of("Chave Combinada").variants.map(label)).toEqual([
      ["10-mm"],
      ["13-mm"],
      ["17-mm"],
      ["19-mm"],
    ]);
    // A product without options keeps exactly one variant.
    expect(of('Furadeira de Bancada 1/2" 350W')).toMatchObject({ options: [] });
    expect(of('Furadeira de Bancada 1/2" 350W').variants).toHaveLength(1);
  });

  it("gives each variant of the demo's own its SKU, unique in the shop, the product's first", () => {
    const listed = products.filter((p) => DEMO_VARIANTS[p.name]);
    const skus = listed.flatMap((p) => variants.get(p.id)!.variants.map((v) => v.sku));
    expect(skus.every((s) => s?.startsWith("YT-"))).toBe(true);
    expect(new Set(skus).size).toBe(skus.length);
    expect(of("Furadeira de Impacto 13mm 750W").variants.map((v) => v.sku)).toEqual([
      "YT-FI750-127V",
      "YT-FI750-220V",
    ]);
    for (const p of listed) expect(p.sku).toBe(variants.get(p.id)!.variants[0]!.sku);
  });

  it("prices 220 V a little dearer on some machines and the same on others; the card price is the lowest", () => {
    const prices = (name: string) => of(name).variants.map((v) => v.price_cents);
    expect(prices("Furadeira de Impacto 13mm 750W")).toEqual([6990, 7290]);
    expect(prices("Soprador Térmico 2000W")).toEqual([2990, 2990]);
    // An offer keeps its discount in dollars on the dearer variant.
    expect(of('Serra Circular 7 1/4" 1400W').variants.map((v) => v.original_price_cents)).toEqual([
      13900, 14400,
    ]);
    for (const [i, p] of products.entries()) {
      const lowest = Math.min(...variants.get(p.id)!.variants.map((v) => v.price_cents));
      expect(p.price_cents, p.name).toBe(lowest);
      expect(p.price_cents, p.name).toBe(Math.round(DEMO_PRODUCTS[i]![4] * 100));
    }
  });

  it("holds stock from 0 to 40: some sold out, some at or under the threshold, some untracked", () => {
    const stocks = all().map((v) => v.stock);
    const tracked = stocks.filter((s): s is number => s !== null);
    expect(tracked.every((s) => s >= 0 && s <= 40)).toBe(true);
    expect(tracked.filter((s) => s === 0).length).toBeGreaterThanOrEqual(3);
    expect(
      tracked.filter((s) => s > 0 && s <= DEFAULT_LOW_STOCK_THRESHOLD).length,
    ).toBeGreaterThanOrEqual(3);
    expect(tracked.some((s) => s > DEFAULT_LOW_STOCK_THRESHOLD)).toBe(true);
    expect(stocks.filter((s) => s === null).length).toBeGreaterThan(0);
    // A drill whose 220 V is nearly gone while its 127 V is plenty.
    expect(of("Furadeira de Impacto 13mm 750W").variants.map((v) => v.stock)).toEqual([14, 2]);
  });

  it("keeps each product in stock exactly when the demo says so: when any variant is", () => {
    for (const [i, p] of products.entries()) {
      expect(inStock.get(p.id), p.name).toBe(DEMO_PRODUCTS[i]![6]);
      const available = variants.get(p.id)!.variants.some((v) => v.stock !== 0);
      expect(available, p.name).toBe(DEMO_PRODUCTS[i]![6]);
    }
  });

  it("shows another picture first for each variant after the first, from the product's gallery", async () => {
    const drill = of("Furadeira de Impacto 13mm 750W");
    const [first, second] = drill.variants;
    expect(first!.images).toEqual([]);
    expect(second!.images.length).toBeGreaterThan(0);
    const gallery = await t.db
      .selectFrom("product_image")
      .select("image_hash")
      .where("product_id", "=", products.find((p) => p.name.startsWith("Furadeira de Impacto"))!.id)
      .orderBy("position")
      .execute();
    expect(second!.images.map((i) => i.image_hash)).toEqual([
      ...gallery.slice(1).map((g) => g.image_hash),
      gallery[0]!.image_hash,
    ]);
  });

  it("keeps an option's values on the variants only, not among the product's specifications", async () => {
    const options = await t.db
      .selectFrom("product_option as o")
      .innerJoin("product_attribute as pa", (j) =>
        j
          .onRef("pa.product_id", "=", "o.product_id")
          .onRef("pa.attribute_id", "=", "o.attribute_id"),
      )
      .select("o.product_id")
      .execute();
    expect(options).toEqual([]);
  });
});
