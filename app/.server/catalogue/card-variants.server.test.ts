import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toProductCard } from "~/lib/product-card";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { listProducts, getProductsByIds } from "./products.server";

// What lists' cards show of their products' variants, on the demo catalogue: "a partir de" when
// the variants differ in price, and their options' values where the voltage goes.
describe.each(TEST_DB_KINDS)("cards of products with variants on %s", (kind) => {
  let t: TestDb;
  let idOf: (name: string) => number;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    const rows = await t.db.selectFrom("product").select(["id", "name"]).execute();
    idOf = (name) => rows.find((r) => r.name === name)!.id;
  });
  afterAll(() => t.cleanup());

  const cards = async (names: string[], locale: "pt" | "es" = "pt") =>
    (await getProductsByIds(t.db, names.map(idOf))).map((p) => toProductCard(p, locale));

  it("says 'a partir de' the lowest price when the voltages differ in price, not when they cost the same", async () => {
    const [drill, heatGun] = await cards([
      "Furadeira de Impacto 13mm 750W",
      "Soprador Térmico 2000W",
    ]);
    expect(drill).toMatchObject({ priceCents: 6990, priceFrom: true, voltage: "127 V · 220 V" });
    expect(heatGun).toMatchObject({ priceCents: 2990, priceFrom: false, voltage: "127 V · 220 V" });
  });

  it("lists a product's voltages in the picker's order, batteries and bivolt by their labels", async () => {
    const [cordless, marble] = await cards(
      ["Furadeira e Parafusadeira de Impacto a Bateria", "Serra Mármore 1300W"],
      "es",
    );
    expect(cordless!.voltage).toBe("Batería 18 V · Batería 20 V");
    expect(marble!.voltage).toBe("127 V · 220 V · Bivolt");
  });

  it("shows sizes beside the price by their option's name; a product without options as before", async () => {
    const [saw, bench, hammer] = await cards(
      ["Arco de Serra Ajustável", 'Furadeira de Bancada 1/2" 350W', "Martelo de Unha 27 mm"],
      "es",
    );
    expect(saw).toMatchObject({ priceFrom: true, voltage: null });
    expect(saw!.options).toEqual([{ name: "Tamaño", values: '10" · 12"' }]);
    expect(bench).toMatchObject({ priceFrom: false, voltage: "Bivolt", options: [] });
    expect(hammer).toMatchObject({ priceFrom: false, voltage: null, options: [] });
  });

  it("gives every list's page the same, from one read of the page's variants", async () => {
    const page = await listProducts(t.db, { locale: "pt", categoryId: 2, perPage: 50 });
    const drill = page.items.find((p) => p.id === idOf("Furadeira de Impacto 13mm 750W"))!;
    expect(drill.variantSummary?.pricesDiffer).toBe(true);
    expect(drill.variantSummary?.options.map((o) => o.code)).toEqual(["voltagem"]);
    const bench = page.items.find((p) => p.id === idOf('Furadeira de Bancada 1/2" 350W'))!;
    expect(bench.variantSummary).toBeNull();
  });
});
