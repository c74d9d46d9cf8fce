import { expect, test } from "@playwright/test";
import { demoPosterTitle } from "~/.server/db/seed/demo-banners";
import { DEMO_POSTERS } from "~/.server/db/seed/demo-data";
import { catalogEn } from "~/i18n/en/catalog";
import { storeEn } from "~/i18n/en/store";
import { catalogPt } from "~/i18n/pt/catalog";
import { storePt } from "~/i18n/pt/store";
import { freezeClock } from "../fixtures/store-page";
import { startOwnStore, type OwnStore } from "../fixtures/own-store";

// A sparse catalogue: one active poster, a brand with no products, a category with no products.
//
// Why a server of its own: these states cannot be made on the shared e2e server without breaking
// tests that run beside them (fullyParallel, two workers). The carousel, SEO and admin poster
// journeys (store-home, seo, admin-sections) need the three demo posters; the brand grid and
// marquee count the 8 demo brands; the categories page and the navigation bar count 5
// categories. Playwright cannot rewrite a server-rendered page's data (page.route sees only the
// browser's requests, and the loader's data is in the HTML), and a serial file would only order
// its own tests, not those of other files. So this file starts the compiled server on a fresh
// SQLite file (tests/fixtures/own-store.ts), changes that database only, and stops it at the
// end. One server per project run: the tests keep to one worker, in order.
test.describe.configure({ mode: "default" });

const BRAND = { name: "Oficina Vazia", slug: "oficina-vazia" };
const CATEGORY = { name: "Corredor Vazio", name_en: "Empty Aisle", slug: "corredor-vazio" };

const LANGS = [
  {
    prefix: "",
    catalog: catalogPt,
    carousel: storePt.carousel,
    marqueePause: storePt.brands.pause,
    poster: demoPosterTitle(DEMO_POSTERS[0].title, "pt"),
    category: CATEGORY.name,
  },
  {
    prefix: "/en",
    catalog: catalogEn,
    carousel: storeEn.carousel,
    marqueePause: storeEn.brands.pause,
    poster: demoPosterTitle(DEMO_POSTERS[0].title, "en"),
    category: CATEGORY.name_en,
  },
] as const;

let store: OwnStore | undefined;
let categoryId = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await startOwnStore("sparse");
  store.change((db) => {
    // Only the first poster stays on the home page.
    db.prepare(
      "update poster set active = 0 where id <> (select id from poster order by position, id limit 1)",
    ).run();
    db.prepare(
      `insert into brand (name, slug, position, created_at, updated_at)
       values (?, ?, (select coalesce(max(position), 0) + 1 from brand), ?, ?)`,
    ).run(BRAND.name, BRAND.slug, new Date().toISOString(), new Date().toISOString());
    categoryId = Number(
      db
        .prepare("insert into category (name, name_en, slug, created_at) values (?, ?, ?, ?)")
        .run(CATEGORY.name, CATEGORY.name_en, CATEGORY.slug, new Date().toISOString())
        .lastInsertRowid,
    );
  });
});

test.afterAll(async () => {
  await store?.stop();
});

const url = (path: string) => `${store!.origin}${path}`;

for (const l of LANGS) {
  test.describe(`sparse catalogue (${l.prefix || "/"})`, () => {
    test("with one active poster the carousel shows it with no previous/next, dots or progress bar (product rules §4)", async ({
      page,
    }) => {
      await freezeClock(page);
      await page.goto(url(l.prefix || "/"));
      // The marquee's pause button appears once React has hydrated the page: the carousel's
      // controls would have appeared in the same render.
      await expect(page.getByRole("button", { name: l.marqueePause })).toBeVisible();
      const carousel = page.getByRole("region", { name: l.carousel.label });
      const slide = carousel.getByRole("group", {
        name: l.carousel.slide.replace("{n}", "1").replace("{total}", "1"),
      });
      await expect(slide).toBeVisible();
      await expect(slide.getByRole("img", { name: l.poster, exact: true })).toBeVisible();
      await expect(carousel.getByRole("group")).toHaveCount(1);
      // No previous, next, pause/play or dot buttons, and no list of dots.
      await expect(carousel.getByRole("button")).toHaveCount(0);
      await expect(carousel.getByRole("list", { name: l.carousel.picker })).toHaveCount(0);
      // No progress bar: with no buttons, it would be the one decorative (aria-hidden) element
      // left in the carousel, and its only animation.
      await expect(carousel.locator('[aria-hidden="true"]')).toHaveCount(0);
      expect(await carousel.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
      // Nothing advances: the same poster is on show after the 5000 ms interval.
      await page.clock.runFor(6000);
      await expect(slide).toBeVisible();
      await expect(carousel.getByRole("group")).toHaveCount(1);
    });

    test("a brand with no products shows its empty-state text (spec: brand page)", async ({
      page,
    }) => {
      const response = await page.goto(url(`${l.prefix}/${BRAND.slug}`));
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(BRAND.name);
      await expect(
        main.getByText(l.catalog.list.emptyBrand.replace("{brand}", BRAND.name), { exact: true }),
      ).toBeVisible();
      // No cards, and no sort links over an empty list.
      await expect(main.getByRole("list")).toHaveCount(0);
    });

    test("a category with no products shows its empty-state text (spec: product list)", async ({
      page,
    }) => {
      const response = await page.goto(url(`${l.prefix}/produtos/${categoryId}`));
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.category);
      await expect(main.getByText(l.catalog.list.emptyCategory, { exact: true })).toBeVisible();
      await expect(main.getByRole("list")).toHaveCount(0);
    });
  });
}
