import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { listCategories } from "../../catalogue/categories.server";
import { getStoreProfile } from "../../settings/store-profile.server";
import { normalizeSearch } from "~/lib/search-text";
import { DEMO_POSTERS } from "./demo-data";
import { posterTitlesEs, storeProfileEs } from "./demo-data-es";
import { seedDemo, seedGeneratedProducts } from "./seed.server";

describe.each(TEST_DB_KINDS)("demo data on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  it("seeds the five categories of product rules §3 with their ids, names and slugs, ordered by name", async () => {
    const categories = await listCategories(t.db);
    expect(categories.map((c) => [c.id, c.name, c.slug])).toEqual([
      [4, "Construção Civil", "construcao-civil"],
      [1, "Ferramentas Manuais", "ferramentas-manuais"],
      [5, "Jardim e Agricultura", "jardim-agricultura"],
      [2, "Máquinas Elétricas", "maquinas-eletricas"],
      [3, "Movimentação de Carga", "movimentacao-carga"],
    ]);
    const english = await listCategories(t.db, "en");
    expect(english.map((c) => c.name_en)).toEqual([
      "Cargo Handling",
      "Civil Construction",
      "Electric Machines",
      "Garden and Agriculture",
      "Hand Tools",
    ]);
    expect(categories.every((c) => c.name_en.length > 0)).toBe(true);
  });

  it("seeds brands with logos, products over every category and brand, offers, out of stock, posters", async () => {
    const brands = await t.db.selectFrom("brand").selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(8);
    expect(brands.every((b) => b.logo_hash)).toBe(true);
    const products = await t.db.selectFrom("product").selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(48);
    expect(new Set(products.map((p) => p.category_id)).size).toBe(5);
    expect(new Set(products.map((p) => p.brand_id)).size).toBe(brands.length);
    const offers = products.filter((p) => Boolean(p.is_special_offer));
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((p) => (p.original_price_cents ?? 0) > p.price_cents)).toBe(true);
    expect(products.some((p) => !p.in_stock)).toBe(true);
    const posters = await t.db.selectFrom("poster").selectAll().execute();
    expect(posters).toHaveLength(3);
    const media = await t.db
      .selectFrom("media")
      .select("hash")
      .where("hash", "=", posters[0]!.image_hash!)
      .execute();
    expect(media.length).toBeGreaterThan(0);
  });

  it("seeds Spanish for every category, product, poster and store-profile text (issue #16)", async () => {
    const spanish = await listCategories(t.db, "es");
    expect(spanish.map((c) => c.name_es)).toEqual([
      "Construcción Civil",
      "Herramientas Manuales",
      "Jardín y Agricultura",
      "Máquinas Eléctricas",
      "Movimiento de Cargas",
    ]);
    const products = await t.db
      .selectFrom("product")
      .select(["name", "name_es", "description_es", "sort_name_es"])
      .execute();
    for (const p of products) {
      expect(p.name_es?.trim(), p.name).toBeTruthy();
      expect(p.description_es?.trim(), p.name).toBeTruthy();
      expect(p.sort_name_es).toBe(normalizeSearch(p.name_es!));
    }
    const posters = await t.db
      .selectFrom("poster")
      .select("title_es")
      .orderBy("position")
      .execute();
    expect(posters.map((p) => p.title_es)).toEqual(
      DEMO_POSTERS.map((p) => posterTitlesEs[p.title]),
    );
    const profile = await getStoreProfile(t.db);
    expect(profile).toMatchObject(storeProfileEs);
    for (const value of Object.values(storeProfileEs)) expect(value.trim()).not.toBe("");
  });

  it("keeps the store profile with example contacts", async () => {
    const profile = await getStoreProfile(t.db);
    expect(profile.name).toBe("YouTools");
    expect(profile.city).toBe("Salto del Guairá");
    expect(profile.phones).toHaveLength(4);
    expect(profile.phones.every((p) => p.includes("exemplo"))).toBe(true);
  });

  it("seeding twice does not duplicate", async () => {
    expect(await seedDemo(t.db)).toBe(false);
    const { count } = await t.db
      .selectFrom("category")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(5);
  });

  it("generates product rules §7 'Product N' items: price 50–549, in stock, Ferramentas Manuais, once", async () => {
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
      expect(p.category_id).toBe(1);
      if (p.is_special_offer) expect(p.original_price_cents!).toBeGreaterThan(p.price_cents);
    }
  });

  it("continues identity ids after the seeded categories", async () => {
    const row = await t.db
      .insertInto("category")
      .values({ name: "Nova", name_en: "New", slug: "nova", created_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(row.id).toBe(6);
  });
});
