import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/languages";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { createBrand, listBrands } from "./brands.server";
import {
  categoryTiles,
  HOME_CATEGORY_TILES,
  HOME_ROW_SIZE,
  homeCategoryTiles,
  homeContent,
} from "./home.server";
import { listProducts } from "./products.server";

describe.each(TEST_DB_KINDS)("the home page's rows on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  it("Ofertas da semana: offers only, the biggest discount first, at most eight", async () => {
    const { offers } = await homeContent(t.db, "pt");
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(HOME_ROW_SIZE);
    const percents = offers.map((p) => p.discountPercent ?? 0);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    // The row is the first page of /ofertas by discount, its "Ver todas".
    const list = await listProducts(t.db, { locale: "pt", offers: true, sort: "discount" });
    expect(offers.map((p) => p.id)).toEqual(list.items.slice(0, HOME_ROW_SIZE).map((p) => p.id));
  });

  it("Novidades: the newest products, at most eight, the first page of the newest list", async () => {
    const { newest } = await homeContent(t.db, "pt");
    expect(newest).toHaveLength(HOME_ROW_SIZE);
    const list = await listProducts(t.db, { locale: "pt", sort: "newest" });
    expect(newest.map((p) => p.id)).toEqual(list.items.slice(0, HOME_ROW_SIZE).map((p) => p.id));
  });

  it("rows speak the page's language", async () => {
    for (const locale of LOCALES) {
      const { newest } = await homeContent(t.db, locale);
      const list = await listProducts(t.db, { locale, sort: "newest", perPage: 1 });
      const first = list.items[0]!;
      const own = locale === "pt" ? first.name : first[`name_${locale}` as keyof typeof first];
      expect(newest[0]!.name).toBe(own || first.name);
    }
  });

  it("category tiles: every category's count and the cover of its first product by relevance", async () => {
    const tiles = await categoryTiles(t.db, "pt");
    expect(tiles.length).toBeGreaterThan(1);
    for (const tile of tiles) {
      const list = await listProducts(t.db, { locale: "pt", categoryId: tile.id, perPage: 1 });
      expect(tile.count).toBe(list.total);
      const first = list.items[0];
      expect(tile.image).toEqual({
        hash: first?.image_hash ?? null,
        url: first?.image_url ?? null,
      });
    }
  });

  it("the home page's tiles leave out empty categories and stop at 12", () => {
    const tile = (id: number, count: number) => ({
      id,
      name: `C${id}`,
      count,
      image: { hash: null, url: null },
    });
    const tiles = Array.from({ length: 20 }, (_, i) => tile(i + 1, i % 3 === 0 ? 0 : 5));
    const shown = homeCategoryTiles(tiles);
    expect(shown).toHaveLength(HOME_CATEGORY_TILES);
    expect(shown.every((c) => c.count > 0)).toBe(true);
    expect(homeCategoryTiles([tile(1, 0)])).toEqual([]);
  });

  it("past 40 brands the list read for the home page has one more, which says to link to every brand", async () => {
    const before = (await listBrands(t.db)).length;
    for (let i = before; i < 42; i++) {
      await createBrand(
        t.db,
        { name: `Marca Extra ${i}`, logo_url: "https://example.com/logo.png" },
        null,
      );
    }
    const all = await listBrands(t.db);
    expect(all.length).toBeGreaterThanOrEqual(42);
    expect(await listBrands(t.db, 41)).toHaveLength(41);
    // What the home page shows, read again after the writes (its memo goes with the version).
    const home = await homeContent(t.db, "pt");
    expect(home.brands).toHaveLength(40);
    expect(home.moreBrands).toBe(true);
  });
});
