import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { createBrand, deleteBrand, listBrands, reorderBrands, updateBrand } from "./brands.server";
import { ServiceError } from "./errors.server";
import { createPoster, listPosters, updatePoster } from "./posters.server";
import { createProduct, deleteProduct, updateProduct } from "./product-writes.server";
import { getProduct, listProducts } from "./products.server";
import { getCatalogueVersion } from "./version.server";

describe.each(TEST_DB_KINDS)("catalogue services on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  const input = (over: Record<string, unknown> = {}) =>
    productInputSchema.parse({
      name: "Chave Teste",
      brand_id: 1,
      category_id: 1,
      price: "10,50",
      ...over,
    });

  it("new product takes the highest position plus one (product rules §9) and bumps the catalogue version", async () => {
    const before = await getCatalogueVersion(t.db);
    const max = (await listProducts(t.db, { locale: "pt", perPage: 100 })).items.reduce(
      (m, p) => Math.max(m, p.position),
      0,
    );
    const id = await createProduct(t.db, input({ price: "12.34" }), null);
    const product = await getProduct(t.db, id);
    expect(product?.position).toBe(max + 1);
    expect(product?.price_cents).toBe(1234);
    expect(await getCatalogueVersion(t.db)).toBeGreaterThan(before);
    const audit = await t.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity_id", "=", String(id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("search is a trimmed, case- and accent-insensitive substring match on names (product rules §5)", async () => {
    const { items } = await listProducts(t.db, { locale: "pt", q: "  MARTELO de unha " });
    expect(items.map((p) => p.name)).toContain("Martelo de Unha 27 mm");
    const accents = await listProducts(t.db, { locale: "pt", q: "maquina" });
    expect(accents.total).toBe(0); // no product name has "máquina"; categories are searched elsewhere
    const furadeira = await listProducts(t.db, { locale: "pt", q: "FURADEIRA" });
    expect(furadeira.items.every((p) => p.name.toLowerCase().includes("furadeira"))).toBe(true);
    expect(furadeira.total).toBeGreaterThanOrEqual(2);
    expect((await listProducts(t.db, { locale: "pt", q: "100%" })).total).toBe(0);
  });

  it("relevance puts out-of-stock products after available ones; price sorts are ordered", async () => {
    const { items } = await listProducts(t.db, { locale: "pt", categoryId: 2, perPage: 100 });
    const firstOut = items.findIndex((p) => !p.in_stock);
    expect(firstOut).toBeGreaterThan(0);
    expect(items.slice(firstOut).every((p) => !p.in_stock)).toBe(true);
    const asc = (
      await listProducts(t.db, { locale: "pt", categoryId: 2, sort: "price_asc", perPage: 100 })
    ).items;
    expect(asc.map((p) => p.price_cents)).toEqual(
      [...asc.map((p) => p.price_cents)].sort((a, b) => a - b),
    );
    const discount = (
      await listProducts(t.db, { locale: "pt", offers: true, sort: "discount", perPage: 100 })
    ).items;
    const pct = discount.map(
      (p) => (p.original_price_cents! - p.price_cents) / p.original_price_cents!,
    );
    expect(pct).toEqual([...pct].sort((a, b) => b - a));
  });

  it("biggest discount counts a product's discount only while it is on offer (product rules §9 sort)", async () => {
    const id = await createProduct(
      t.db,
      input({ price: "1,00", original_price: "100,00", is_special_offer: "on" }),
      null,
    );
    const first = async () =>
      (await listProducts(t.db, { locale: "pt", sort: "discount", perPage: 1 })).items[0]?.id;
    expect(await first()).toBe(id); // 99% off: ahead of every demo offer
    await updateProduct(t.db, id, { is_special_offer: false }, null);
    const ids = (
      await listProducts(t.db, { locale: "pt", sort: "discount", perPage: 100 })
    ).items.map((p) => p.id);
    const offers = (await listProducts(t.db, { locale: "pt", offers: true, perPage: 100 })).total;
    expect(ids.indexOf(id)).toBeGreaterThanOrEqual(offers);
    await updateProduct(t.db, id, { is_special_offer: true }, null);
    expect(await first()).toBe(id);
    await deleteProduct(t.db, id, null);
  });

  it("pages hold the asked number of items and the total counts all", async () => {
    const page1 = await listProducts(t.db, { locale: "pt", perPage: 10, page: 1 });
    const page2 = await listProducts(t.db, { locale: "pt", perPage: 10, page: 2 });
    expect(page1.items).toHaveLength(10);
    expect(page1.total).toBeGreaterThanOrEqual(48);
    expect(page1.items.map((p) => p.id)).not.toContain(page2.items[0]!.id);
    expect((await listProducts(t.db, { locale: "pt", perPage: 10, page: 1000 })).items).toEqual([]);
  });

  it("update changes only the fields sent; delete removes", async () => {
    const id = await createProduct(t.db, input({ name: "Para editar" }), null);
    await updateProduct(t.db, id, { in_stock: false }, null);
    let p = await getProduct(t.db, id);
    expect(p?.in_stock).toBe(false);
    expect(p?.name).toBe("Para editar");
    await updateProduct(t.db, id, { name: "Editado Ção" }, null);
    p = await getProduct(t.db, id);
    expect(
      (await listProducts(t.db, { locale: "pt", q: "editado cao" })).items.map((x) => x.id),
    ).toContain(id);
    await deleteProduct(t.db, id, null);
    expect(await getProduct(t.db, id)).toBeUndefined();
    await expect(deleteProduct(t.db, id, null)).rejects.toMatchObject({ code: "notFound" });
  });

  it("brand slug follows product rules §3; reserved and duplicate slugs are refused; a logo is required", async () => {
    const id = await createBrand(
      t.db,
      { name: "Nova  Marca", logo_url: "https://example.com/l.png" },
      null,
    );
    expect((await listBrands(t.db)).find((b) => b.id === id)?.slug).toBe("nova-marca");
    await expect(
      createBrand(t.db, { name: "Admin", logo_url: "https://e.com/a.png" }, null),
    ).rejects.toMatchObject({ code: "reservedSlug" });
    await expect(
      createBrand(t.db, { name: "nova marca", logo_url: "https://e.com/a.png" }, null),
    ).rejects.toMatchObject({ code: "slugTaken" });
    await expect(
      createBrand(t.db, { name: "Sem Logo", logo_url: null }, null),
    ).rejects.toBeInstanceOf(ServiceError);
    await updateBrand(t.db, id, { name: "Outra Marca" }, null);
    expect((await listBrands(t.db)).find((b) => b.id === id)?.slug).toBe("outra-marca");
  });

  it("reordering brands writes positions 1..n in the given order", async () => {
    const ids = (await listBrands(t.db)).map((b) => b.id).reverse();
    await reorderBrands(t.db, ids, null);
    const after = await listBrands(t.db);
    expect(after.map((b) => b.id)).toEqual(ids);
    expect(after.map((b) => b.position)).toEqual(ids.map((_, i) => i + 1));
    await expect(reorderBrands(t.db, ids.slice(1), null)).rejects.toMatchObject({
      code: "orderMismatch",
    });
  });

  it("a brand that still has products is not deleted", async () => {
    await expect(deleteBrand(t.db, 1, null)).rejects.toMatchObject({ code: "brandInUse" });
  });

  it("the carousel lists active posters only; a poster needs an image", async () => {
    const id = await createPoster(
      t.db,
      {
        title: null,
        title_en: null,
        title_es: null,
        image_url: "https://e.com/p.jpg",
        active: true,
      },
      null,
    );
    await updatePoster(t.db, id, { active: false }, null);
    expect((await listPosters(t.db, { activeOnly: true })).map((p) => p.id)).not.toContain(id);
    expect((await listPosters(t.db, { activeOnly: false })).map((p) => p.id)).toContain(id);
    await expect(
      createPoster(
        t.db,
        { title: null, title_en: null, title_es: null, image_url: null, active: true },
        null,
      ),
    ).rejects.toMatchObject({ code: "imageRequired" });
  });
});
