import { expect as baseExpect, test, type Page } from "@playwright/test";
import { catalogEn } from "~/i18n/en/catalog";
import { storeEn } from "~/i18n/en/store";
import { catalogPt } from "~/i18n/pt/catalog";
import { storePt } from "~/i18n/pt/store";
import { isNarrow, openHome } from "../fixtures/store-page";

// A new visitor finds seeded products by category, by brand, by search and among the
// offers, in both languages, on a desktop and on a 375 px wide phone (the projects of
// playwright.config.ts), without the page scrolling sideways. One journey per language, moving
// through the store as a visitor does: the navigation bar, the brand grid, the header search,
// the footer.

const LANGS = [
  {
    lang: "pt",
    home: "/",
    prefix: "",
    catalog: catalogPt,
    store: storePt,
    category: "Máquinas Elétricas",
    byCategory: "Parafusadeira a Bateria 12V",
    byBrand: 'Alicate Universal 8"',
    searchWord: "trena",
    bySearch: "Trena 5 m",
    byOffer: "Tesoura de Poda",
  },
  {
    lang: "en",
    home: "/en",
    prefix: "/en",
    catalog: catalogEn,
    store: storeEn,
    category: "Electric Machines",
    byCategory: "Cordless Screwdriver 12V",
    byBrand: 'Combination Pliers 8"',
    searchWord: "tape",
    bySearch: "Tape Measure 5 m",
    byOffer: "Pruning Shears",
  },
] as const;
const BRAND = "Gedore";

// A client-side navigation loads the next route's chunks one after another; on the shared
// two-core test machine that can take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `the page at ${page.url()} scrolls sideways`).toBeLessThanOrEqual(
    clientWidth,
  );
}

for (const l of LANGS) {
  test(`a new visitor finds seeded products by category, by brand, by search and among the offers (${l.lang})`, async ({
    page,
  }) => {
    const main = page.getByRole("main");
    const heading = main.getByRole("heading", { level: 1 });
    const percentOff = new RegExp(l.catalog.product.percentOff.replace("{percent}", "\\d+"));

    // By category: the navigation bar, then the product's card.
    await openHome(page, l.home);
    await expectNoSidewaysScroll(page);
    await page
      .getByRole("navigation", { name: l.store.header.mainNav })
      .getByRole("link", { name: l.category })
      .click();
    await expect(heading).toHaveText(l.category);
    await expectNoSidewaysScroll(page);
    await main.getByRole("link", { name: l.byCategory, exact: true }).click();
    await expect(heading).toHaveText(l.byCategory);
    await expectNoSidewaysScroll(page);

    // By brand: the home page's brand grid, then the product's card.
    await openHome(page, l.home);
    await page
      .getByRole("region", { name: l.store.brands.heading })
      .getByRole("link", { name: BRAND })
      .click();
    await expect(heading).toHaveText(BRAND);
    await expectNoSidewaysScroll(page);
    await main.getByRole("link", { name: l.byBrand, exact: true }).click();
    await expect(heading).toHaveText(l.byBrand);
    await expect(main.getByRole("link", { name: BRAND, exact: true })).toBeVisible();

    // By search: the header's search box (behind an icon up to 767 px), then the result.
    if (isNarrow(page)) await page.getByRole("button", { name: l.store.search.toggle }).click();
    const box = page.getByRole("combobox", { name: l.store.search.label });
    await box.fill(l.searchWord);
    await box.press("Enter");
    await expect(heading).toHaveText(
      l.catalog.headings.searchResults.replace("{query}", l.searchWord),
    );
    await expectNoSidewaysScroll(page);
    await main.getByRole("link", { name: l.bySearch, exact: true }).click();
    await expect(heading).toHaveText(l.bySearch);
    await expectNoSidewaysScroll(page);

    // Among the offers: the footer's shop links, on every page.
    await page.getByRole("contentinfo").getByRole("link", { name: l.store.links.offers }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/ofertas$`));
    await expect(heading).toHaveText(l.catalog.headings.offers);
    await expectNoSidewaysScroll(page);
    const offer = main.getByRole("listitem").filter({ hasText: l.byOffer });
    await expect(offer).toContainText(percentOff);
    await offer.getByRole("link", { name: l.byOffer, exact: true }).click();
    await expect(heading).toHaveText(l.byOffer);
    await expect(main.getByRole("article")).toContainText(percentOff);
  });
}

for (const l of LANGS) {
  test(`the footer leads to every category and to all products (${l.lang})`, async ({ page }) => {
    const heading = page.getByRole("main").getByRole("heading", { level: 1 });
    await openHome(page, l.home);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: l.store.links.categories }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/categorias$`));
    await expect(heading).toHaveText(l.catalog.headings.categories);
    await expect(page.getByRole("main").getByRole("link", { name: l.category })).toBeVisible();
    await footer.getByRole("link", { name: l.store.links.products }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/produtos$`));
    await expect(heading).toHaveText(l.catalog.headings.products);
  });
}
