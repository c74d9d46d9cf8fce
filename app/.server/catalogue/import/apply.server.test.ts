import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandPath } from "~/lib/slug";
import { latestAudit } from "../../audit/audit.server";
import { searchProducts } from "../../search/search.server";
import { getBrandBySlug } from "../brands.server";
import { updateProduct } from "../product-writes.server";
import { getProductImages } from "../product-images.server";
import { listProducts } from "../products.server";
import { TEST_DB_KINDS, type TestDb, createTestDb } from "../../../../tests/fixtures/databases";
import {
  CREATE_OPTIONS,
  catalogueState,
  csvFile,
  planFile,
  productBySku,
  smallCatalogue,
} from "../../../../tests/fixtures/import";
import { applyAsPreviewed, applyImport } from "./apply.server";
import { planToken } from "./token.server";
import { newProductSearch } from "./changes.server";
import { ImportRefusal } from "./types";

const refusalOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "applied";
  } catch (error) {
    return error instanceof ImportRefusal ? [error.code, error.status] : error;
  }
};

describe.each(TEST_DB_KINDS)("applying a catalogue import on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await smallCatalogue(t.db);
  });
  afterAll(() => t.cleanup());

  const file = csvFile([
    ["sku", "nome", "descrição", "preço", "marca", "categoria", "imagens"],
    [
      "FUR-1",
      "Furadeira Impacto",
      "Potente",
      "199,90",
      "Bosch",
      "2",
      "https://example.com/f1.jpg|https://example.com/f2.jpg",
    ],
    ["LIX-1", "Lixadeira Orbital", "", "89,90", "Rock / Roll? #1", "Acabamento", ""],
    ["SER-9", "Serra Tico-Tico", "", "150", "Bosch", "2", ""],
  ]);

  it("writes exactly the plan in one transaction: products, brand, category, galleries, one audit entry, one version", async () => {
    const before = await catalogueState(t.db);
    const plan = await planFile(t.db, file, { createMissing: true });
    const result = await applyImport(t.db, plan, null);
    expect(result).toEqual({
      created: 3,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      newBrands: 1,
      newCategories: 1,
      catalogueVersion: before.version + 1,
    });
    expect(await catalogueState(t.db)).toEqual({
      products: before.products + 3,
      brands: before.brands + 1,
      categories: before.categories + 1,
      images: before.images + 2,
      audit: before.audit + 1,
      version: before.version + 1,
    });
    const [entry] = await latestAudit(t.db, 1);
    expect(entry).toMatchObject({ action: "import", entity: "product" });
    expect(JSON.parse(entry!.detail!)).toMatchObject({ rows: 3, created: 3, newBrands: 1 });
    const furadeira = await t.db
      .selectFrom("product")
      .selectAll()
      .where("sku", "=", "FUR-1")
      .executeTakeFirstOrThrow();
    expect(furadeira).toMatchObject({
      price_cents: 19990,
      image_url: "https://example.com/f1.jpg",
      category_id: 2,
    });
    expect((await getProductImages(t.db, furadeira.id)).map((i) => i.image_url)).toEqual([
      "https://example.com/f1.jpg",
      "https://example.com/f2.jpg",
    ]);
  });

  it("new products are in the lists and in search at once", async () => {
    const found = await searchProducts(t.db, "lixadeira", { locale: "pt" });
    expect(found.items.map((p) => p.sku)).toEqual(["LIX-1"]);
    const typo = await searchProducts(t.db, "furadera", { locale: "pt" });
    expect(typo.items.map((p) => p.sku)).toContain("FUR-1");
    const list = await listProducts(t.db, { locale: "pt", categoryId: 2 });
    expect(list.items.map((p) => p.sku).sort()).toEqual(["FUR-1", "SER-9"]);
  });

  it("a brand named with / ? # gets a slug its page is found by", async () => {
    const brand = await t.db
      .selectFrom("brand")
      .selectAll()
      .where("name", "=", "Rock / Roll? #1")
      .executeTakeFirstOrThrow();
    expect(brand.slug).toBe("rock-roll-1");
    const url = new URL(brandPath(brand.slug), "https://shop.example");
    expect(url.search + url.hash).toBe("");
    const found = await getBrandBySlug(t.db, decodeURIComponent(url.pathname.slice(1)));
    expect(found?.id).toBe(brand.id);
  });

  it("is refused when the catalogue changed since the plan, and writes nothing", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "preço"],
        ["FUR-1", "210"],
      ]),
    );
    const serra = await t.db
      .selectFrom("product")
      .select("id")
      .where("sku", "=", "SER-9")
      .executeTakeFirstOrThrow();
    await updateProduct(t.db, serra.id, { in_stock: false }, null);
    const before = await catalogueState(t.db);
    expect(await refusalOf(applyImport(t.db, plan, null))).toEqual(["importStale", 409]);
    expect(await catalogueState(t.db)).toEqual(before);
    const again = await planFile(
      t.db,
      csvFile([
        ["sku", "preço"],
        ["FUR-1", "210"],
      ]),
    );
    expect((await applyImport(t.db, again, null)).updated).toBe(1);
  });

  it("as previewed: applied after writes elsewhere in the catalogue, refused with a fresh plan once what it does changed", async () => {
    const bytes = csvFile([
      ["sku", "preço"],
      ["FUR-1", "222"],
    ]);
    const planned = async () => {
      const plan = await planFile(t.db, bytes);
      return { plan, token: planToken(bytes, { ...CREATE_OPTIONS }, plan) };
    };
    const idOf = async (sku: string) => (await productBySku(t.db, sku)).id;
    // A write elsewhere after the preview and another between the fresh plan and its
    // transaction (the plan handed over is the preview's, older than the catalogue).
    const preview = await planned();
    await updateProduct(t.db, await idOf("SER-9"), { in_stock: true }, null);
    const applied = await applyAsPreviewed(t.db, preview.token, preview, planned, null);
    expect(applied).toMatchObject({ result: { updated: 1 } });

    // The file's price is the product's now, so its preview changes nothing; then the price
    // moves, and applying the file would write a change its preview did not show.
    const second = await planned();
    await updateProduct(t.db, await idOf("FUR-1"), { price: 23300 }, null);
    const before = await catalogueState(t.db);
    const refused = await applyAsPreviewed(t.db, second.token, await planned(), planned, null);
    expect(refused).toMatchObject({ refusal: { code: "importStale", status: 409 } });
    expect(await catalogueState(t.db)).toEqual(before);
    if (!("refusal" in refused)) throw new Error("applied");
    expect(refused.planned.plan.updates).toHaveLength(1);
    expect(refused.planned.token).not.toBe(second.token);
  });

  it("is refused while the plan has row errors", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "preço"],
        ["FUR-1", "abc"],
      ]),
    );
    const before = await catalogueState(t.db);
    expect(await refusalOf(applyImport(t.db, plan, null))).toEqual(["importHasErrors", 422]);
    expect(await catalogueState(t.db)).toEqual(before);
  });

  it("all or nothing: a write that fails half way leaves no product, brand or category behind", async () => {
    const plan = await planFile(
      t.db,
      csvFile([
        ["sku", "nome", "preço", "marca", "categoria"],
        ["NEW-1", "Um", "1", "Marca Nova", "Categoria Nova"],
        ["NEW-2", "Dois", "2", "Marca Nova", "Categoria Nova"],
      ]),
      { createMissing: true },
    );
    // Behind the catalogue version's back (no write of the app does this): NEW-2 now exists.
    await t.db
      .insertInto("product")
      .values({
        ...plan.creates[1]!.columns,
        ...newProductSearch(plan.creates[1]!.columns, "Bosch").columns,
        brand_id: 1,
        category_id: 1,
        position: 999,
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    const before = await catalogueState(t.db);
    await expect(applyImport(t.db, plan, null)).rejects.toThrow();
    expect(await catalogueState(t.db)).toEqual(before);
    expect(
      await t.db.selectFrom("brand").select("id").where("name", "=", "Marca Nova").execute(),
    ).toEqual([]);
  });
});
