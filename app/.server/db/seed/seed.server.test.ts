import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { listCategories } from "../../catalogue/categories.server";
import { getStoreProfile } from "../../settings/store-profile.server";
import { normalizeSearch } from "~/lib/search-text";
import { demoPosterTitle } from "./demo-banners";
import { DEMO_CATEGORY_ATTRIBUTES } from "./demo-attributes";
import { DEMO_POSTERS, DEMO_PRODUCTS } from "./demo-data";
import { DEMO_PRODUCT_ATTRIBUTES } from "./demo-product-attributes";
import { DEMO_VARIANTS } from "./demo-variants";
import { productsEs, storeProfileEs } from "./demo-data-es";
import { demoShotCount } from "./demo-pictures";
import { seedDemo } from "./seed.server";

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

  it("seeds Spanish for every category, product, poster and store-profile text", async () => {
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
      DEMO_POSTERS.map((p) => demoPosterTitle(p.title, "es")),
    );
    const profile = await getStoreProfile(t.db);
    expect(profile).toMatchObject(storeProfileEs);
    for (const value of Object.values(storeProfileEs)) expect(value.trim()).not.toBe("");
  });

  it("gives each demo product 2 to 4 pictures, positions 1..n, the first its cover, each described in every language", async () => {
    const products = await t.db
      .selectFrom("product")
      .select(["id", "name", "position", "image_hash", "image_url"])
      .orderBy("position")
      .execute();
    const images = await t.db
      .selectFrom("product_image")
      .selectAll()
      .orderBy("product_id")
      .orderBy("position")
      .execute();
    const hashes = new Set<string>();
    for (const [i, p] of products.entries()) {
      const gallery = images.filter((g) => g.product_id === p.id);
      expect(gallery.length, p.name).toBe(demoShotCount(i));
      expect(gallery.length).toBeGreaterThanOrEqual(2);
      expect(gallery.length).toBeLessThanOrEqual(4);
      expect(gallery.map((g) => g.position)).toEqual(gallery.map((_, n) => n + 1));
      expect([p.image_hash, p.image_url]).toEqual([gallery[0]!.image_hash, null]);
      for (const g of gallery) hashes.add(g.image_hash!);
      expect(gallery[0]!.alt).toBe(`${p.name} — vista frontal`);
      expect(gallery[1]!.alt).toBe(`${p.name} — detalhe`);
      expect(gallery[1]!.alt_en).toBe(`${DEMO_PRODUCTS[i]![1]} — detail`);
      expect(gallery[1]!.alt_es).toBe(`${productsEs[p.name]!.name} — detalle`);
    }
    // Every picture is its own, 800×800, stored at every width like an upload.
    expect(hashes.size).toBe(images.length);
    const stored = await t.db
      .selectFrom("media")
      .select(["hash", "width", "height"])
      .where("hash", "in", [...hashes])
      .execute();
    expect(stored).toHaveLength(hashes.size * 4);
    expect(stored.filter((m) => m.width === 800).every((m) => m.height === 800)).toBe(true);
  });

  it("gives each poster a campaign banner whose texts its title carries in every language", async () => {
    const posters = await t.db.selectFrom("poster").selectAll().orderBy("position").execute();
    expect(posters.map((p) => [p.title, p.title_en])).toEqual(
      DEMO_POSTERS.map((p) => [demoPosterTitle(p.title, "pt"), demoPosterTitle(p.title, "en")]),
    );
    expect(posters[0]!.title).toBe(
      "Ofertas da semana — Ferramentas, máquinas e jardim com preço especial",
    );
    const banners = await t.db
      .selectFrom("media")
      .select(["hash", "height"])
      .where("width", "=", 1200)
      .where(
        "hash",
        "in",
        posters.map((p) => p.image_hash!),
      )
      .execute();
    expect(banners).toHaveLength(3);
    expect(banners.every((b) => b.height === 450)).toBe(true);
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

  it("gives every demo product its stated values, and each category its attributes in order", async () => {
    const links = await t.db
      .selectFrom("category_attribute as ca")
      .innerJoin("attribute as a", "a.id", "ca.attribute_id")
      .select(["ca.category_id", "a.code", "a.is_filter"])
      .orderBy("ca.category_id")
      .orderBy("ca.position")
      .execute();
    for (const [category, codes] of Object.entries(DEMO_CATEGORY_ATTRIBUTES)) {
      const listed = links.filter((l) => l.category_id === Number(category));
      expect(listed.map((l) => l.code)).toEqual(codes);
      expect(listed.every((l) => Boolean(l.is_filter))).toBe(true);
    }
    const rows = await t.db
      .selectFrom("product_attribute as pa")
      .innerJoin("product as p", "p.id", "pa.product_id")
      .innerJoin("attribute as a", "a.id", "pa.attribute_id")
      .leftJoin("attribute_value as v", "v.id", "pa.value_id")
      .select(["p.name", "a.code", "a.type", "v.code as value", "pa.number_value"])
      .execute();
    const products = await t.db.selectFrom("product").select("name").execute();
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    for (const { name } of products) {
      const stored = Object.fromEntries(
        rows
          .filter((r) => r.name === name)
          .map((r) => [
            r.code,
            r.type === "choice"
              ? r.value
              : r.type === "boolean"
                ? r.number_value === 1
                : r.number_value,
          ]),
      );
      // An option's values are on the variants, not the product.
      const options = DEMO_VARIANTS[name]?.options ?? [];
      const stated = Object.fromEntries(
        Object.entries(DEMO_PRODUCT_ATTRIBUTES[name]!).filter(
          ([code, v]) => v !== null && !options.includes(code),
        ),
      );
      expect(Object.keys(stored).length, name).toBeGreaterThan(0);
      expect(stored, name).toEqual(stated);
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
