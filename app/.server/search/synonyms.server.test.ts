import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createBrand } from "../catalogue/brands.server";
import { createProduct } from "../catalogue/product-writes.server";
import { getCatalogueVersion } from "../catalogue/version.server";
import { searchProducts } from "./search.server";
import { addSynonym, listSynonyms, removeSynonym, resolveSynonymTarget } from "./synonyms.server";

// A term that found nothing, mapped by the administrator to a catalogue word or
// to a product, is found by the very next search (and cached result pages follow the version).
describe.each(TEST_DB_KINDS)("search synonyms on %s", (kind) => {
  let t: TestDb;
  const ids: Record<string, number> = {};
  const names = async (q: string) =>
    (await searchProducts(t.db, q, { locale: "pt" })).items.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestDb(kind);
    await t.db
      .insertInto("category")
      .values({
        id: 1,
        name: "Máquinas Elétricas",
        name_en: "Electric Machines",
        slug: "maquinas-eletricas",
        created_at: new Date().toISOString(),
      })
      .execute();
    const brand = await createBrand(
      t.db,
      { name: "Bosch", logo_url: "https://example.com/b.png" },
      null,
    );
    const add = async (key: string, name: string, sku: string) => {
      ids[key] = await createProduct(
        t.db,
        productInputSchema.parse({ brand_id: brand, category_id: 1, price: "10", name }),
        null,
      );
      // SKUs come from the catalogue import, not the product form.
      await t.db.updateTable("product").set({ sku }).where("id", "=", ids[key]).execute();
    };
    await add("drill", "Furadeira de Impacto 750W", "FUR-750");
    await add("saw", "Serra Circular 1400W", "SER-1400");
  });
  afterAll(() => t.cleanup());

  it("maps a term to a catalogue word: the same search now finds its products", async () => {
    expect(await names("broquinha")).toEqual([]);
    const before = await getCatalogueVersion(t.db);
    const added = await addSynonym(t.db, { term: "  Broquinha ", target: "Furadeira" }, null);
    expect(added).toEqual({
      ok: true,
      synonym: { term: "broquinha", word: "furadeira", productId: null },
    });
    expect(await getCatalogueVersion(t.db)).toBe(before + 1);
    expect(await names("broquinha")).toEqual(["Furadeira de Impacto 750W"]);
    // A word of a longer query: its own matches and the synonym's.
    expect(await names("broquinha 750w")).toEqual(["Furadeira de Impacto 750W"]);
  });

  it("maps a term to one product by its SKU or #id: it comes first", async () => {
    expect(
      await addSynonym(t.db, { term: "makita da vizinha", target: "ser-1400" }, null),
    ).toMatchObject({
      ok: true,
      synonym: { productId: ids.saw },
    });
    expect(await names("makita da vizinha")).toEqual(["Serra Circular 1400W"]);
    expect(await resolveSynonymTarget(t.db, `#${ids.drill}`)).toEqual({
      word: null,
      productId: ids.drill,
    });
  });

  it("refuses a target the catalogue does not have, an empty one, and a word mapped to itself", async () => {
    expect(await addSynonym(t.db, { term: "x1", target: "martelete" }, null)).toEqual({
      ok: false,
      problem: "targetUnknown",
    });
    expect(await addSynonym(t.db, { term: "x1", target: "  " }, null)).toEqual({
      ok: false,
      problem: "targetEmpty",
    });
    expect(await addSynonym(t.db, { term: " ", target: "serra" }, null)).toEqual({
      ok: false,
      problem: "termEmpty",
    });
    expect(await addSynonym(t.db, { term: "serra", target: "Serra" }, null)).toEqual({
      ok: false,
      problem: "sameAsTerm",
    });
    expect((await listSynonyms(t.db)).map((s) => s.term).sort()).toEqual([
      "broquinha",
      "makita da vizinha",
    ]);
  });

  it("a removed synonym stops at once; an audit entry records each change", async () => {
    expect(await removeSynonym(t.db, "broquinha", null)).toBe(true);
    expect(await removeSynonym(t.db, "broquinha", null)).toBe(false);
    expect(await names("broquinha")).toEqual([]);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity", "=", "synonym")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      { action: "create", entity_id: "broquinha" },
      { action: "create", entity_id: "makita da vizinha" },
      { action: "delete", entity_id: "broquinha" },
    ]);
  });
});
