import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema, type Sort } from "~/lib/catalogue-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createBrand, updateBrand } from "../catalogue/brands.server";
import { createProduct, updateProduct } from "../catalogue/product-writes.server";
import { listProducts } from "../catalogue/products.server";
import { searchProducts, searchRankedIds } from "./search.server";

// One suite, run on SQLite (FTS5 trigram) and PostgreSQL (pg_trgm): the ranking is pinned here.
describe.each(TEST_DB_KINDS)("full search on %s", (kind) => {
  let t: TestDb;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestDb(kind);
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values([
        {
          id: 1,
          name: "Ferramentas Manuais",
          name_en: "Hand Tools",
          slug: "ferramentas-manuais",
          created_at: now,
        },
        {
          id: 2,
          name: "Máquinas Elétricas",
          name_en: "Electric Machines",
          slug: "maquinas-eletricas",
          created_at: now,
        },
      ])
      .execute();
    const bosch = await createBrand(
      t.db,
      { name: "Bosch", logo_url: "https://example.com/b.png" },
      null,
    );
    const truper = await createBrand(
      t.db,
      { name: "Truper", logo_url: "https://example.com/t.png" },
      null,
    );
    const add = async (key: string, fields: Record<string, unknown>) => {
      ids[key] = await createProduct(
        t.db,
        productInputSchema.parse({ brand_id: bosch, category_id: 2, price: "10", ...fields }),
        null,
      );
    };
    await add("furadeira", {
      name: "Furadeira de Impacto 13mm 750W",
      name_en: "Impact Drill 13mm 750W",
    });
    await add("furadeiraBancada", { name: 'Furadeira de Bancada 1/2"', category_id: 2 });
    await add("parafusadeira", {
      name: "Parafusadeira a Bateria",
      description: "Substitui a furadeira em trabalhos leves.",
    });
    await add("maquinaSolda", {
      name: "Máquina de Solda Inversora 160A",
      name_en: "Inverter Welding Machine 160A",
    });
    await add("esmerilhadeira", {
      name: "Esmerilhadeira Angular GWS 850",
      description: "Máquina elétrica compacta.",
    });
    await add("taladro", {
      name: "Taladro Percutor 13mm",
      brand_id: truper,
      description: "Herramienta eléctrica (taladro).",
    });
    await add("martillo", { name: "Martillo de Uña", brand_id: truper, category_id: 1 });
    await add("hammer", {
      name: "Martelo de Unha",
      name_en: "Claw Hammer",
      brand_id: truper,
      category_id: 1,
      in_stock: false,
    });
  });
  afterAll(() => t.cleanup());

  const names = async (q: string, options = {}) =>
    (await searchProducts(t.db, q, { locale: "pt", perPage: 50, ...options })).items.map(
      (p) => p.name,
    );

  it("puts the name that begins with the query first, then names containing it, then other fields", async () => {
    const result = await names("furadeira");
    expect(result.slice(0, 2).sort()).toEqual([
      'Furadeira de Bancada 1/2"',
      "Furadeira de Impacto 13mm 750W",
    ]);
    expect(result[2]).toBe("Parafusadeira a Bateria"); // "furadeira" inside the name
    expect(result).toHaveLength(3);
  });

  it("matches words across fields and model numbers: 'furadeira 13mm'", async () => {
    expect((await names("furadeira 13mm"))[0]).toBe("Furadeira de Impacto 13mm 750W");
    expect(await names("gws 850")).toEqual(["Esmerilhadeira Angular GWS 850"]);
  });

  it("is case- and accent-insensitive: 'maquina eletrica', 'MÁQUINA'", async () => {
    const result = await names("maquina eletrica");
    expect(result).toContain("Esmerilhadeira Angular GWS 850"); // in the description
    expect((await names("MÁQUINA"))[0]).toBe("Máquina de Solda Inversora 160A");
  });

  it("finds by brand name, ranking name matches above brand matches", async () => {
    const result = await names("truper");
    expect(result.sort()).toEqual(
      ["Martelo de Unha", "Martillo de Uña", "Taladro Percutor 13mm"].sort(),
    );
  });

  it("tolerates one typo in words of 5+ letters: 'furadera', 'esmerilhadera'", async () => {
    expect((await names("furadera")).slice(0, 2).sort()).toEqual([
      'Furadeira de Bancada 1/2"',
      "Furadeira de Impacto 13mm 750W",
    ]);
    expect(await names("esmerilhadera")).toEqual(["Esmerilhadeira Angular GWS 850"]);
    expect(await names("furadxyzz")).toEqual([]);
  });

  it("finds English and Spanish names: 'impact drill', 'taladro', 'martillo'", async () => {
    expect(await names("impact drill")).toEqual(["Furadeira de Impacto 13mm 750W"]);
    expect((await names("taladro"))[0]).toBe("Taladro Percutor 13mm");
    expect((await names("martillo"))[0]).toBe("Martillo de Uña");
    expect(await names("claw hammer")).toEqual(["Martelo de Unha"]);
  });

  it("puts products in stock before out-of-stock ones within a tier", async () => {
    const result = await names("mart");
    expect(result).toEqual(["Martillo de Uña", "Martelo de Unha"]);
  });

  it("ranks a tier's matches in stock first, then, for names beginning with the query, the shorter name", async () => {
    for (const [name, in_stock] of [
      ["Grampeador Pneumático Profissional", true],
      ["Grampeador Manual", false],
      ["Grampo e Grampeador", true],
      ["Grampeador Tapeceiro", true],
    ] as const) {
      await createProduct(
        t.db,
        productInputSchema.parse({ name, in_stock, price: "10", brand_id: 1, category_id: 1 }),
        null,
      );
    }
    expect(await names("grampeador")).toEqual([
      "Grampeador Tapeceiro",
      "Grampeador Pneumático Profissional",
      "Grampeador Manual",
      "Grampo e Grampeador",
    ]);
  });

  it("an empty query gives no results; filters apply", async () => {
    expect(await names("   ")).toEqual([]);
    expect(await names("13mm", { brandId: undefined, categoryId: 1 })).toEqual([]);
  });

  it("follows writes in the same transaction: renamed products and brands are found at once", async () => {
    await updateProduct(t.db, ids.hammer!, { name: "Marreta 1kg" }, null);
    expect(await names("marreta")).toEqual(["Marreta 1kg"]);
    const brands = await t.db
      .selectFrom("brand")
      .select(["id"])
      .where("slug", "=", "truper")
      .execute();
    await updateBrand(t.db, brands[0]!.id, { name: "Truper Pro" }, null);
    expect((await names("truper pro")).length).toBe(3);
  });

  it("sorts its matches by every other order as the product lists sort them", async () => {
    await updateProduct(t.db, ids.taladro!, { price: 5550 }, null);
    await updateProduct(
      t.db,
      ids.furadeira!,
      { price: 12000, original_price: 15000, is_special_offer: true },
      null,
    );
    await updateProduct(t.db, ids.maquinaSolda!, { price: 700 }, null);
    const everyId = async (sort: Sort) =>
      (await listProducts(t.db, { locale: "pt", sort, perPage: 100 })).items.map((p) => p.id);
    for (const sort of ["price_asc", "price_desc", "discount", "name", "newest"] as const) {
      const found = (
        await searchProducts(t.db, "a", { locale: "pt", sort, perPage: 100 })
      ).items.map((p) => p.id);
      expect(found.length, sort).toBeGreaterThan(4);
      expect(found, sort).toEqual((await everyId(sort)).filter((id) => found.includes(id)));
    }
  });

  it("the names-only substring rule of the search box (product rules §5) still holds", async () => {
    const { items } = await listProducts(t.db, { locale: "pt", q: "ADEIRA" });
    expect(items.map((p) => p.name).sort()).toEqual(
      [
        "Esmerilhadeira Angular GWS 850",
        'Furadeira de Bancada 1/2"',
        "Furadeira de Impacto 13mm 750W",
        "Parafusadeira a Bateria",
      ].sort(),
    );
    expect((await listProducts(t.db, { locale: "pt", q: "13" })).total).toBe(2);
  });

  it("keeps a search's ranking for the catalogue version: asked again it is not ranked again, and a write ranks it anew", async () => {
    const first = await searchRankedIds(t.db, "furadeira", { locale: "pt" });
    expect(first.length).toBeGreaterThan(1);
    // The same words as the search reads them, in the same language and order: the same ranking.
    expect(await searchRankedIds(t.db, "  FURADEIRA ", { locale: "pt" })).toBe(first);
    expect(await searchRankedIds(t.db, "furadeira", { locale: "en" })).not.toBe(first);
    expect(await searchRankedIds(t.db, "furadeira", { locale: "pt", sort: "name" })).not.toBe(
      first,
    );
    await updateProduct(t.db, ids.hammer!, { name: "Furadeira Martelete" }, null);
    const after = await searchRankedIds(t.db, "furadeira", { locale: "pt" });
    expect(after).not.toBe(first);
    expect(after).toContain(ids.hammer);
    expect(first).not.toContain(ids.hammer);
  });
});
