import SQLite from "better-sqlite3";
import { Kysely, type CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/languages";
import { productInputSchema, productQuerySchema, SORTS } from "~/lib/catalogue-schemas";
import { localized } from "~/lib/localized";
import { normalizeSearch } from "~/lib/search-text";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import type { Database } from "../db/schema";
import { bindable, BoundedSqliteDialect } from "../db/bounded-sqlite";
import { seedDemo, seedGeneratedProducts } from "../db/seed/seed.server";
import { createProduct, updateProduct } from "./product-writes.server";
import { getProductsByIds, listProducts, type ProductView } from "./products.server";

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
    (await listProducts(t.db, { locale: "pt", ...filter, sort, perPage: 100 })).items;
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

  // On /en and /es, "Nome (A–Z)" sorted by the Portuguese name.
  const byName = async (locale: Locale, filter = {}) =>
    (await listProducts(t.db, { locale, ...filter, sort: "name", perPage: 100 })).items;

  it("name A–Z sorts by the name the page shows: English on /en, Spanish on /es", async () => {
    for (const locale of LOCALES) {
      // Initials only: PostgreSQL compares whole names by the database's collation.
      const initials = (await byName(locale)).map(
        (p) => normalizeSearch(localized(p, "name", locale))[0]!,
      );
      expect(initials).toEqual([...initials].sort());
    }
    // The drill is a "Furadeira" among the F's in Portuguese, a "Taladro" among the T's in Spanish.
    const rank = (items: ProductView[], name: string) => items.findIndex((p) => p.name === name);
    const pt = await byName("pt");
    const es = await byName("es");
    const en = await byName("en");
    const drill = "Furadeira de Impacto 13mm 750W";
    const saw = 'Serra Circular 7 1/4" 1400W'; // "Sierra Circular" in Spanish, "Circular Saw"
    expect(rank(pt, drill)).toBeLessThan(rank(pt, saw));
    expect(rank(es, drill)).toBeGreaterThan(rank(es, saw));
    expect(rank(en, drill)).toBeGreaterThan(rank(en, saw));
  });

  it("name A–Z in the page's language holds within a category, a brand and the offers too", async () => {
    for (const filter of [{ categoryId: 2 }, { brandId: 3 }, { offers: true }]) {
      const initials = (await byName("es", filter)).map(
        (p) => normalizeSearch(localized(p, "name", "es"))[0]!,
      );
      expect(initials.length).toBeGreaterThan(1);
      expect(initials).toEqual([...initials].sort());
    }
  });

  it("every order is stable across pages: page 1 then page 2 is the whole list", async () => {
    for (const sort of SORTS) {
      for (const locale of LOCALES) {
        const whole = (await listProducts(t.db, { locale, sort, perPage: 100 })).items;
        const page1 = await listProducts(t.db, { locale, sort, perPage: 24, page: 1 });
        const page2 = await listProducts(t.db, { locale, sort, perPage: 24, page: 2 });
        expect([...page1.items, ...page2.items].map((p) => p.id)).toEqual(
          whole.slice(0, 48).map((p) => p.id),
        );
      }
    }
  });

  it("rating is left out (no rating field): asking for it, or any unknown order, gives relevance", () => {
    expect(productQuerySchema.parse({ sort: "rating" }).sort).toBe("relevance");
    expect(productQuerySchema.parse({ sort: "price_desc" }).sort).toBe("price_desc");
    expect(productQuerySchema.parse({}).sort).toBe("relevance");
  });

  it("a product without a Spanish name sorts by its Portuguese one under /es, after any write", async () => {
    const id = await createProduct(
      t.db,
      productInputSchema.parse({
        name: "Aaa Produto de Teste",
        name_es: "Zzz Producto de Prueba",
        brand_id: 1,
        category_id: 1,
        price: "1",
      }),
      null,
    );
    const first = async (locale: Locale) => (await byName(locale)).at(0)?.id;
    const last = async (locale: Locale) =>
      (await listProducts(t.db, { locale, sort: "name", perPage: 100 })).items.at(-1)?.id;
    expect(await first("pt")).toBe(id);
    expect(await first("en")).toBe(id); // no English name: the Portuguese one
    expect(await last("es")).toBe(id);
    await updateProduct(t.db, id, { name_es: "   " }, null); // blank is no name
    expect(await first("es")).toBe(id);
    await updateProduct(t.db, id, { name: "Zzz Produto de Teste", name_es: "Aaa Producto" }, null);
    expect(await first("es")).toBe(id);
    expect(await last("pt")).toBe(id);
    expect(await last("en")).toBe(id);
  });

  it("newest (Novidades): the latest created first, the higher id first among equal times", async () => {
    const items = await all("newest");
    const keys = items.map((p) => [p.created_at, p.id] as const);
    const sorted = [...keys].sort(([a, i], [b, j]) => (a < b ? 1 : a > b ? -1 : j - i));
    expect(keys).toEqual(sorted);
    expect(items.length).toBeGreaterThan(1);
  });

  it("relevance: in stock first, then by position", async () => {
    const items = await all("relevance");
    const firstOut = items.findIndex((p) => !p.in_stock);
    expect(items.slice(firstOut).every((p) => !p.in_stock)).toBe(true);
    const available = items.slice(0, firstOut).map((p) => p.position);
    expect(available).toEqual([...available].sort((a, b) => a - b));
  });
});

// The plan of a list page sorted by name, in every language: it walks the scope's name index
// (migrations 0200 and 2026-11-25T0000), so page 200 costs what page 1 does at 100,000 products
// (docs/performance.md). SQLite only: PostgreSQL's planner rightly sorts a few dozen rows instead.
describe("name A–Z's query plan on sqlite", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb("sqlite");
  });
  afterAll(() => t.cleanup());

  it("walks the list scope's name index in every language and its newest index, never sorting the rows", async () => {
    const file = new SQLite(t.url.slice("file:".length));
    const queries: CompiledQuery[] = [];
    const logged = new Kysely<Database>({
      dialect: new BoundedSqliteDialect(file, file, { deadlineMs: 1000, maxWaiting: 10 }),
      log: (event) => {
        if (event.level === "query") queries.push(event.query);
      },
    });
    try {
      for (const locale of LOCALES) {
        const scopes = {
          all: {},
          category: { categoryId: 1 },
          brand: { brandId: 1 },
          offer: { offers: true },
        };
        for (const [scope, filter] of Object.entries(scopes)) {
          queries.length = 0;
          await listProducts(logged, { locale, ...filter, sort: "name", page: 200 });
          const page = queries.find((q) => q.sql.includes("order by"))!;
          const plan = file
            .prepare<unknown[], { detail: string }>(`explain query plan ${page.sql}`)
            .all(...bindable(page.parameters))
            .map((r) => r.detail)
            .join("; ");
          const index = `product_${scope}_name${locale === DEFAULT_LOCALE ? "" : `_${locale}`}_idx`;
          expect(plan).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}\\b`));
          expect(plan).not.toMatch(/TEMP B-TREE/);
        }
      }
      // "Novidades" (the home page's row and its list) walks the scope's newest index too.
      for (const [scope, filter] of Object.entries({
        all: {},
        category: { categoryId: 1 },
        brand: { brandId: 1 },
        offer: { offers: true },
      })) {
        queries.length = 0;
        await listProducts(logged, { locale: "pt", ...filter, sort: "newest", page: 200 });
        const page = queries.find((q) => q.sql.includes("order by"))!;
        const plan = file
          .prepare<unknown[], { detail: string }>(`explain query plan ${page.sql}`)
          .all(...bindable(page.parameters))
          .map((r) => r.detail)
          .join("; ");
        expect(plan).toMatch(new RegExp(`USING (COVERING )?INDEX product_${scope}_newest_idx\\b`));
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
    } finally {
      await logged.destroy();
    }
  });
});

// A product's view is read once per catalogue version and shared by every page that shows it;
// any catalogue write moves the version, so the next page reads the product as written.
describe.each(TEST_DB_KINDS)("product views kept per catalogue version on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  it("are read once per version, in the order asked, frozen, and read again after a write", async () => {
    const ids = (await listProducts(t.db, { locale: "pt", perPage: 3 })).items.map((p) => p.id);
    expect(ids).toHaveLength(3);
    const [a, b, c] = ids as [number, number, number];
    const first = await getProductsByIds(t.db, [c, a, 999_999, b]);
    expect(first.map((p) => p.id)).toEqual([c, a, b]);
    const again = await getProductsByIds(t.db, [a, b]);
    // The same objects: nothing read a second time.
    expect(again[0]).toBe(first[1]);
    expect(again[1]).toBe(first[2]);
    expect(Object.isFrozen(again[0]!.brand)).toBe(true);
    expect(() => {
      (again[0] as { price_cents: number }).price_cents = 1;
    }).toThrow(TypeError);

    await updateProduct(t.db, a, { price: again[0]!.price_cents + 100 }, null);
    const [written] = await getProductsByIds(t.db, [a]);
    expect(written!.price_cents).toBe(again[0]!.price_cents + 100);
    expect(written).not.toBe(again[0]);
  });
});

// The views kept are bounded (1,000); a page whose kept views are the least recently used gets
// them all the same, while the views it reads push others out.
describe.each(TEST_DB_KINDS)("product views past the bound on %s", (kind) => {
  let t: TestDb;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    await seedGeneratedProducts(t.db, { count: 1_050, random: () => 0.5 });
    ids = (await t.db.selectFrom("product").select("id").orderBy("id").execute()).map((r) => r.id);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("hands a page every view it asked for", async () => {
    expect(await getProductsByIds(t.db, ids.slice(0, 1_000))).toHaveLength(1_000);
    // ids[0] is now the least recently used; 24 new views are read before it.
    const page = [...ids.slice(1_000, 1_024), ids[0]!];
    expect((await getProductsByIds(t.db, page)).map((p) => p.id)).toEqual(page);
    expect((await getProductsByIds(t.db, [ids[0]!, ids[1]!])).map((p) => p.id)).toEqual([
      ids[0],
      ids[1],
    ]);
  });
});
