import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productQuerySchema, SORTS } from "~/lib/catalogue-schemas";
import { normalizeSearch } from "~/lib/search-text";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { listProducts, type ProductView } from "./products.server";

// The sort orders of the storefront's lists (docs/product-rules.md §9 sort labels, rating left
// out).
describe.each(TEST_DB_KINDS)("product list sort orders on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  const all = async (sort: (typeof SORTS)[number], filter = {}) =>
    (await listProducts(t.db, { ...filter, sort, perPage: 100 })).items;
  const pct = (p: ProductView) =>
    p.original_price_cents && p.original_price_cents > p.price_cents
      ? (p.original_price_cents - p.price_cents) / p.original_price_cents
      : 0;

  it("highest price puts the dearest product first", async () => {
    const prices = (await all("price_desc")).map((p) => p.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBeGreaterThan(prices.at(-1)!);
  });

  it("lowest price puts the cheapest product first, within a brand too", async () => {
    const items = await all("price_asc", { brandId: 1 });
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((p) => p.brand.id === 1)).toBe(true);
    const prices = items.map((p) => p.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("biggest discount puts offers first, by percent off, and products without one last", async () => {
    const items = await all("discount");
    const discounts = items.map(pct);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    const firstWithout = discounts.findIndex((d) => d === 0);
    expect(firstWithout).toBeGreaterThan(0);
    expect(items.slice(0, firstWithout).every((p) => p.is_special_offer)).toBe(true);
  });

  it("name A–Z orders by the name, ignoring accents and case", async () => {
    const initials = (await all("name")).map((p) => normalizeSearch(p.name)[0]!);
    expect(initials).toEqual([...initials].sort());
  });

  it("every order is stable across pages: page 1 then page 2 is the whole list", async () => {
    for (const sort of SORTS) {
      const whole = (await all(sort)).map((p) => p.id);
      const page1 = await listProducts(t.db, { sort, perPage: 24, page: 1 });
      const page2 = await listProducts(t.db, { sort, perPage: 24, page: 2 });
      expect([...page1.items, ...page2.items].map((p) => p.id)).toEqual(whole.slice(0, 48));
    }
  });

  it("rating is left out (no rating field): asking for it, or any unknown order, gives relevance", () => {
    expect(productQuerySchema.parse({ sort: "rating" }).sort).toBe("relevance");
    expect(productQuerySchema.parse({ sort: "price_desc" }).sort).toBe("price_desc");
    expect(productQuerySchema.parse({}).sort).toBe("relevance");
  });

  it("relevance: in stock first, then by position", async () => {
    const items = await all("relevance");
    const firstOut = items.findIndex((p) => !p.in_stock);
    expect(items.slice(firstOut).every((p) => !p.in_stock)).toBe(true);
    const available = items.slice(0, firstOut).map((p) => p.position);
    expect(available).toEqual([...available].sort((a, b) => a - b));
  });
});
