import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { productVariantsSchema } from "~/lib/variant-schemas";
import { installAuthTestDb, newAdmin, newShopper } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { createBrand } from "../catalogue/brands.server";
import { createPoster } from "../catalogue/posters.server";
import { createProduct, updateProduct } from "../catalogue/product-writes.server";
import { patchVariant } from "../catalogue/variant-writes.server";
import { productVariants } from "../catalogue/variants.server";
import { seedDemo } from "../db/seed/seed.server";
import { getStoreProfile, saveStoreProfile } from "../settings/store-profile.server";
import {
  countActiveAdmins,
  dashboardCounts,
  recentActivity,
  variantStockCounts,
} from "./dashboard.server";
import { setAccountActive } from "./users.server";

describe.each(TEST_DB_KINDS)("dashboard figures on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  it("counts products, categories, brands, posters, out-of-stock products and offers as stored", async () => {
    const counts = await dashboardCounts(t.db);
    const count = async (table: "product" | "category" | "brand" | "poster") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const products = await t.db
      .selectFrom("product")
      .select(["in_stock", "is_special_offer"])
      .execute();
    expect(counts).toMatchObject({
      products: await count("product"),
      categories: 5,
      brands: await count("brand"),
      posters: await count("poster"),
      outOfStock: products.filter((p) => !p.in_stock).length,
      offers: products.filter((p) => p.is_special_offer).length,
    });
    expect(counts.products).toBeGreaterThan(0);
  });

  it("follows writes: a new product, brand and poster; a product out of stock", async () => {
    const before = await dashboardCounts(t.db);
    const brandId = await createBrand(
      t.db,
      { name: "Marca Painel", logo_url: "https://example.com/l.png" },
      null,
    );
    const productId = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Produto Painel",
        brand_id: brandId,
        category_id: 1,
        price: "5",
        is_special_offer: true,
      }),
      null,
    );
    await updateProduct(t.db, productId, { in_stock: false }, null);
    await createPoster(
      t.db,
      {
        title: null,
        title_en: null,
        title_es: null,
        image_url: "https://example.com/p.png",
        active: false,
      },
      null,
    );
    expect(await dashboardCounts(t.db)).toEqual({
      ...before,
      products: before.products + 1,
      brands: before.brands + 1,
      posters: before.posters + 1,
      outOfStock: before.outOfStock + 1,
      offers: before.offers + 1,
    });
  });

  it("counts variants low in stock (tracked, above 0, at or under the shop's threshold) and sold out (at 0)", async () => {
    const expected = async (threshold: number) => {
      const stocks = (await t.db.selectFrom("variant").select("stock").execute()).map(
        (v) => v.stock,
      );
      return {
        low: stocks.filter((s) => s != null && s > 0 && s <= threshold).length,
        soldOut: stocks.filter((s) => s === 0).length,
      };
    };
    const before = await variantStockCounts(t.db);
    expect(before).toEqual(await expected(3));

    // A drill in three voltages: 127 V has 1 left, 220 V is sold out, bivolt has 4.
    const id = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Furadeira Painel",
        brand_id: 1,
        category_id: 2,
        price: "9",
      }),
      null,
      {},
      productVariantsSchema.parse({
        options: ["voltagem"],
        variants: [
          { sku: "PAINEL-127", options: { voltagem: "127v" }, price: "9", stock: 1 },
          { sku: "PAINEL-220", options: { voltagem: "220v" }, price: "9", stock: 0 },
          { sku: "PAINEL-BIV", options: { voltagem: "bivolt" }, price: "9", stock: 4 },
        ],
      }),
    );
    expect(await variantStockCounts(t.db)).toEqual({
      low: before.low + 1,
      soldOut: before.soldOut + 1,
    });

    // Restocked, 127 V is no longer low; a higher threshold makes bivolt's 4 low.
    const [v127] = (await productVariants(t.db, id)).variants;
    await patchVariant(t.db, v127!.id, { stock: 20 }, null);
    expect(await variantStockCounts(t.db)).toEqual({
      low: before.low,
      soldOut: before.soldOut + 1,
    });
    const profile = await getStoreProfile(t.db);
    await saveStoreProfile(t.db, { ...profile, low_stock_threshold: 5 });
    try {
      const higher = await variantStockCounts(t.db);
      expect(higher).toEqual(await expected(5));
      expect(higher.low).toBeGreaterThan(before.low);
    } finally {
      await saveStoreProfile(t.db, profile);
    }
  });

  it("counts the real active administrators, not the spec's fixed 2 (decision 031)", async () => {
    const start = await countActiveAdmins(t.db);
    const first = await newAdmin(t.db);
    await newAdmin(t.db);
    await newShopper();
    expect(await countActiveAdmins(t.db)).toBe(start + 2);
    await setAccountActive(t.db, first.id, false, first.id);
    expect(await countActiveAdmins(t.db)).toBe(start + 1);
    expect((await dashboardCounts(t.db)).admins).toBe(start + 1);
  });

  it("lists the latest administrator actions: who, what and when, newest first", async () => {
    const admin = await newAdmin(t.db);
    const brandId = await createBrand(
      t.db,
      { name: "Marca Auditada", logo_url: "https://example.com/a.png" },
      admin.id,
    );
    const activity = await recentActivity(t.db, 5);
    expect(activity[0]).toMatchObject({
      who: "Ana Souza",
      action: "create",
      entity: "brand",
      entityId: String(brandId),
      detail: "Marca Auditada",
    });
    expect(Date.parse(activity[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(activity.length).toBeLessThanOrEqual(5);
  });
});
