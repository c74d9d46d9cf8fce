import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { localized } from "~/lib/localized";
import { normalizeSearch } from "~/lib/search-text";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createProduct, updateProduct } from "../catalogue/product-writes.server";
import { listProducts } from "../catalogue/products.server";
import { seedDemo } from "../db/seed/seed.server";
import { searchProducts } from "./search.server";
import { suggest } from "./suggest.server";

// Under /es, search matches Spanish names and descriptions accent-insensitively,
// with the one-typo tolerance Portuguese has; the demo catalogue's Spanish makes "taladro",
// "martillo" and "llave" find products. Results are named by their Portuguese name (the catalogue's
// own), which is what the seeded Spanish translates.
describe.each(TEST_DB_KINDS)("search in Spanish on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  const found = async (q: string) =>
    (await searchProducts(t.db, q, { locale: "es", perPage: 100 })).items.map((p) => p.name);

  it("'taladro' finds the drills, whose Spanish names say it", async () => {
    expect((await found("taladro")).slice(0, 2).sort()).toEqual([
      'Furadeira de Bancada 1/2" 350W',
      "Furadeira de Impacto 13mm 750W",
    ]);
  });

  it("'martillo' finds the hammers; 'llave' the wrenches", async () => {
    expect((await found("martillo")).sort()).toEqual([
      "Martelete Perfurador SDS Plus 800W",
      "Martelo Demolidor 15 kg",
      "Martelo de Unha 27 mm",
    ]);
    expect((await found("llave")).sort()).toEqual([
      "Chave Combinada",
      'Chave Inglesa 10"',
      "Jogo de Chaves Combinadas 12 peças",
      'Jogo de Soquetes 1/2" 24 peças',
    ]);
  });

  it("ignores accents and case: 'HORMIGON' finds 'Hormigonera' and 'Vibrador de Hormigón'", async () => {
    expect((await found("HORMIGON")).sort()).toEqual([
      "Betoneira 150 L",
      "Vibrador de Concreto 1,5 cv",
    ]);
    expect(await found("cesped")).toEqual(["Cortador de Grama Elétrico 1200W"]);
  });

  it("matches Spanish descriptions too: 'cincelar'", async () => {
    expect(await found("cincelar")).toEqual(["Martelete Perfurador SDS Plus 800W"]);
  });

  it("tolerates one typo in words of 5+ letters: 'martilo', 'taldro', 'llabe'", async () => {
    expect((await found("martilo")).sort()).toEqual((await found("martillo")).sort());
    expect((await found("taldro")).slice(0, 2).sort()).toEqual([
      'Furadeira de Bancada 1/2" 350W',
      "Furadeira de Impacto 13mm 750W",
    ]);
    expect(await found("llabe")).toContain('Chave Inglesa 10"');
  });

  it("the header's box suggests Spanish names, labelled and linked in Spanish", async () => {
    const suggestions = await suggest(t.db, "taladro", "es");
    expect(
      suggestions
        .filter((s) => s.type === "product")
        .map((s) => s.label)
        .sort(),
    ).toEqual([
      "Taladro Atornillador de Impacto a Batería",
      "Taladro Percutor 13mm 750W",
      'Taladro de Banco 1/2" 350W',
    ]);
    expect(suggestions.every((s) => s.href.startsWith("/es/"))).toBe(true);
    expect(await suggest(t.db, "jardin", "es")).toContainEqual({
      type: "category",
      id: 5,
      label: "Jardín y Agricultura",
      href: "/es/produtos/5",
    });
  });

  it("sorts results by the Spanish name under /es ('Nome (A–Z)')", async () => {
    const { items } = await searchProducts(t.db, "a", { locale: "es", sort: "name", perPage: 100 });
    const shown = items.map((p) => normalizeSearch(localized(p, "name", "es")));
    expect(shown.length).toBeGreaterThan(10);
    expect(shown).toEqual([...shown].sort());
  });

  it("a product given a Spanish name is found by it at once; removing it stops that", async () => {
    const id = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Grampo Sargento 30 cm",
        name_es: "Prensa Sargento 30 cm",
        description_es: "Mordazas de hierro fundido.",
        brand_id: 1,
        category_id: 1,
        price: "12",
      }),
      null,
    );
    expect(await found("prensa sargento")).toEqual(["Grampo Sargento 30 cm"]);
    expect(await found("fundido")).toEqual(["Grampo Sargento 30 cm"]);
    expect(
      (await listProducts(t.db, { locale: "es", q: "prensa" })).items.map((p) => p.id),
    ).toEqual([id]);
    await updateProduct(t.db, id, { name_es: null, description_es: null }, null);
    expect(await found("prensa sargento")).toEqual([]);
    expect(await found("fundido")).toEqual([]);
    expect(await found("grampo")).toEqual(["Grampo Sargento 30 cm"]);
  });
});
