import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/languages";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { applyBulkChange } from "../catalogue/bulk/bulk-change.server";
import { undoBulkChange } from "../catalogue/bulk/bulk-undo.server";
import { updateBrand } from "../catalogue/brands.server";
import { updateProduct } from "../catalogue/product-writes.server";
import { bumpCatalogueVersion } from "../catalogue/version.server";
import { DEMO_PRODUCT_ATTRIBUTES } from "../db/seed/demo-product-attributes";
import { DEMO_VARIANTS } from "../db/seed/demo-variants";
import { seedDemo } from "../db/seed/seed.server";
import { refreshSearchDocs } from "./index.server";
import { searchProducts } from "./search.server";

// Search matches specifications. Run on SQLite (FTS5 trigram) and PostgreSQL
// (pg_trgm) over the demo catalogue, whose values are in demo-product-attributes.ts; results are
// named by their Portuguese names, the demo data's keys.
describe.each(TEST_DB_KINDS)("search by specifications on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  const found = async (q: string, locale: Locale = "pt") =>
    (await searchProducts(t.db, q, { locale, perPage: 100 })).items.map((p) => p.name).sort();
  /**
   * The demo products whose attribute `code` has the value `value`: as a specification, or, where
   * it is one of the product's options, on one of its variants (demo-variants.ts).
   */
  const having = (code: string, value: string) =>
    Object.entries(DEMO_PRODUCT_ATTRIBUTES)
      .filter(([name, values]) => {
        const option = DEMO_VARIANTS[name]?.options.indexOf(code) ?? -1;
        if (option < 0) return values[code] === value;
        return DEMO_VARIANTS[name]!.rows.some(([own]) => own[option] === value);
      })
      .map(([name]) => name)
      .sort();
  const idOf = async (name: string) =>
    (
      await t.db
        .selectFrom("product")
        .select("id")
        .where("name", "=", name)
        .executeTakeFirstOrThrow()
    ).id;

  it("'220v' and '220 V' find exactly the products of 220 V (not the 220 W sander)", async () => {
    const expected = having("voltagem", "220v");
    expect(expected.length).toBeGreaterThan(3);
    expect(await found("220v")).toEqual(expected);
    expect(await found("220 V")).toEqual(expected);
    expect(expected).not.toContain("Lixadeira Orbital 220W");
  });

  it("'bivolt' finds exactly the bivolt products", async () => {
    expect(await found("bivolt")).toEqual(having("voltagem", "bivolt"));
    expect(having("voltagem", "bivolt").length).toBeGreaterThan(1);
  });

  it("'18 v' and '18v' find exactly the products with an 18 V battery", async () => {
    expect(await found("18 v")).toEqual(having("voltagem", "bateria-18v"));
    expect(await found("18v")).toEqual(having("voltagem", "bateria-18v"));
    expect(await found("bateria 18 v")).toEqual(having("voltagem", "bateria-18v"));
  });

  it("a measure starts a word: '20v' finds no 220 V product", async () => {
    expect(await found("20v")).toEqual(having("voltagem", "bateria-20v"));
  });

  it("a Spanish label finds its products in any language: 'nafta' is petrol", async () => {
    const petrol = having("motor", "gasolina");
    // The chainsaw's names say neither "nafta" nor "gasolina": only its value does.
    expect(petrol).toContain('Motosserra 18" 45cc');
    expect(await found("nafta", "es")).toEqual(petrol);
    expect(await found("nafta")).toEqual(petrol);
  });

  it("numbers are found with their unit: '6,35 mm' is the router's collet", async () => {
    expect(await found("6,35 mm")).toEqual(['Tupia 1/4" 530W']);
    expect(await found("12000mm")).toEqual(["Guincho Elétrico 200 kg"]);
  });

  it("tolerates one typo in a value's label the vocabulary knows: 'bivot'", async () => {
    expect(await found("bivot")).toEqual(having("voltagem", "bivolt"));
  });

  it("the seed writes the documents refreshSearchDocs computes: refreshing changes none", async () => {
    const ids = (await t.db.selectFrom("product").select("id").execute()).map((r) => r.id);
    const rewritten = await t.db.transaction().execute((trx) => refreshSearchDocs(trx, ids));
    expect(rewritten).toBe(0);
  });

  it("keeps the specifications through a product edit, a brand rename and a bulk brand change", async () => {
    const bench = 'Furadeira de Bancada 1/2" 350W';
    await updateProduct(t.db, await idOf(bench), { description: "Cinco velocidades." }, null);
    expect(await found("bivolt")).toContain(bench);

    const drill = await t.db
      .selectFrom("product")
      .select(["id", "brand_id"])
      .where("name", "=", "Furadeira de Impacto 13mm 750W")
      .executeTakeFirstOrThrow();
    await updateBrand(t.db, drill.brand_id, { name: "Bosch Professional" }, null);
    expect(await found("220v")).toEqual(having("voltagem", "220v"));
    expect(await found("professional 220v")).toContain("Furadeira de Impacto 13mm 750W");

    const vibrator = await idOf("Vibrador de Concreto 1,5 cv");
    const { changeId } = await applyBulkChange(
      t.db,
      { ids: [vibrator] },
      { kind: "set_brand", brandId: drill.brand_id },
      null,
    );
    expect(await found("bivolt")).toEqual(having("voltagem", "bivolt"));
    // The change wrote the document with the values: Undo sees nothing changed since.
    await undoBulkChange(t.db, changeId, null);
    expect(await found("bivolt")).toEqual(having("voltagem", "bivolt"));
  });

  it("refreshSearchDocs follows a renamed value: the new Spanish label finds, the old one no more", async () => {
    const petrol = having("motor", "gasolina");
    await t.db.transaction().execute(async (trx) => {
      await bumpCatalogueVersion(trx);
      const value = await trx
        .updateTable("attribute_value")
        .set({ label_es: "Combustible" })
        .where("code", "=", "gasolina")
        .returning("id")
        .executeTakeFirstOrThrow();
      const products = await trx
        .selectFrom("product_attribute")
        .select("product_id")
        .where("value_id", "=", value.id)
        .execute();
      expect(
        await refreshSearchDocs(
          trx,
          products.map((p) => p.product_id),
        ),
      ).toBe(petrol.length);
    });
    expect(await found("combustible", "es")).toEqual(petrol);
    // Only the names that say it are left.
    expect(await found("nafta", "es")).toEqual(
      ["Roçadeira a Gasolina 52cc", 'Motobomba a Gasolina 2"'].sort(),
    );
  });
});
