import type { Locator, Page } from "@playwright/test";
import { test, expect as baseExpect, waitForHydration } from "../fixtures/e2e";

// Product lists of the storefront (lists, sort, pages, brands, offers, search), in both
// languages. Locators are scoped to <main>: the header repeats category and offer links.

const LANGS = [
  {
    lang: "pt",
    prefix: "",
    allHeading: "Todos os produtos",
    handTools: "Ferramentas Manuais",
    hammer: "Martelo de Unha 27 mm",
    sortLabel: "Ordenar por",
    lowestPrice: "Menor preço",
    highestPrice: "Maior preço",
    nameAz: "Nome (A–Z)",
    biggestDiscount: "Maior desconto",
    percentOff: /(\d+)% OFF/,
    count: /^(\d+) produtos$/,
    pagination: "Paginação",
    next: "Próxima",
    previous: "Anterior",
    page2: "Página 2",
    emptyAll: "Nenhum produto encontrado.",
    backToFirst: "Voltar à primeira página",
    loading: "Carregando produtos...",
    offers: "Ofertas",
    offerBadge: /\d+% OFF/,
    wrenchSet: "Jogo de Chaves Combinadas 12 peças",
    shears: "Tesoura de Poda",
    wrenchOffer: ["20% OFF", "$ 39,90", "$ 49,90"],
    outOfStock: "Esgotado",
    searchWord: "martelo",
    searchHeading: "Resultados para “martelo”",
    searchBox: "Buscar produtos",
    searchPrompt: "Digite o nome de um produto para buscar.",
    drillWord: "furadeira",
    drill: /Furadeira/,
    categories: "Categorias",
    categoryNotFound: "Categoria não encontrada.",
  },
  {
    lang: "en",
    prefix: "/en",
    allHeading: "All products",
    handTools: "Hand Tools",
    hammer: "Claw Hammer 27 mm",
    sortLabel: "Sort by",
    lowestPrice: "Lowest price",
    highestPrice: "Highest price",
    nameAz: "Name (A–Z)",
    biggestDiscount: "Biggest discount",
    percentOff: /(\d+)% off/,
    count: /^(\d+) products$/,
    pagination: "Pagination",
    next: "Next",
    previous: "Previous",
    page2: "Page 2",
    emptyAll: "No products found.",
    backToFirst: "Back to the first page",
    loading: "Loading products...",
    offers: "Offers",
    offerBadge: /\d+% off/,
    wrenchSet: "Combination Wrench Set 12 pieces",
    shears: "Pruning Shears",
    wrenchOffer: ["20% off", "$39.90", "$49.90"],
    outOfStock: "Out of stock",
    searchWord: "hammer",
    searchHeading: "Results for “hammer”",
    searchBox: "Search products",
    searchPrompt: "Type a product name to search.",
    drillWord: "drill",
    drill: /Drill/,
    categories: "Categories",
    categoryNotFound: "Category not found.",
  },
] as const;

// A client-side navigation loads the next route's chunks one after another; on the shared
// two-core test machine that can take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Holds the next page loads (store pages are page loads: docs/decisions/064-store-islands.md)
 * until `release` is called, and resolves `shown` with the page's loading text as soon as the page
 * being left shows it (Playwright cannot read a page whose navigation is pending, so the page
 * reports it itself).
 */
async function holdPageLoads(
  page: Page,
  text: string,
): Promise<{ release: () => void; shown: Promise<string> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let report: (text: string) => void = () => {};
  const shown = new Promise<string>((resolve) => (report = resolve));
  await page.exposeFunction("__listLoadingShown", (seen: string) => report(seen));
  await page.evaluate((wanted) => {
    const region = document.querySelector("[data-list-loading]")!;
    new MutationObserver(() => {
      const seen = region.textContent ?? "";
      if (seen.includes(wanted)) {
        (window as unknown as { __listLoadingShown: (t: string) => void }).__listLoadingShown(
          `${window.location.pathname}${window.location.search}: ${seen}`,
        );
      }
    }).observe(region, { childList: true, subtree: true, characterData: true });
  }, text);
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() === "document") await held;
    await route.continue();
  });
  return { release, shown };
}

/** The current price of each card: the first amount in it (the struck original comes after). */
async function cardPrices(list: Locator, lang: "pt" | "en"): Promise<number[]> {
  const texts = await list.getByRole("listitem").allTextContents();
  return texts.map((text) => {
    const amount = /\$\s*([\d.,]+)/.exec(text)?.[1] ?? "NaN";
    return Number(
      lang === "pt" ? amount.replaceAll(".", "").replace(",", ".") : amount.replaceAll(",", ""),
    );
  });
}

/**
 * Each card's discount as a shopper reads it: the percent on its badge (null without one), and
 * the discount computed from its shown price and struck original price, in basis points (0 when
 * there is no original price), the unit the list is sorted by.
 */
async function cardDiscounts(
  list: Locator,
  l: (typeof LANGS)[number],
): Promise<{ badge: number | null; computed: number; basisPoints: number }[]> {
  const texts = await list.getByRole("listitem").allTextContents();
  return texts.map((text) => {
    const cents = [...text.matchAll(/\$\s*([\d.,]+)/g)].map((m) => {
      const amount = m[1]!;
      const plain =
        l.lang === "pt" ? amount.replaceAll(".", "").replace(",", ".") : amount.replaceAll(",", "");
      return Math.round(Number(plain) * 100);
    });
    const [price, original] = [cents[0] ?? NaN, cents[1]];
    const badge = l.percentOff.exec(text)?.[1];
    const off = original === undefined ? 0 : original - price;
    return {
      badge: badge === undefined ? null : Number(badge),
      computed: original === undefined ? 0 : Math.floor((off * 100) / original),
      basisPoints: original === undefined ? 0 : Math.floor((off * 10000) / original),
    };
  });
}

/** Largest first: each value at most the one before it. */
const descending = (values: number[]) => values.every((v, i) => i === 0 || v <= values[i - 1]!);

// Tests behind `if (… Portuguese …)` check behaviour that is the same in every language
// (timings, keys, paging): they run in Portuguese only; the others check what the language
// changes (texts, paths, number formats, order by name) and run in each (docs/decisions/050).
for (const l of LANGS) {
  test.describe(`product lists (${l.lang})`, () => {
    test("a category lists its products under its name", async ({ page }) => {
      await page.goto(`${l.prefix}/produtos/1`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.handTools);
      await expect(page).toHaveTitle(new RegExp(l.handTools));
      const list = main.getByRole("list", { name: l.handTools });
      await expect(list.getByRole("listitem").filter({ hasText: l.hammer })).toHaveCount(1);
      expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(10);
    });

    if (l.lang === "pt")
      test("sorting by lowest price orders the shown prices", async ({ page }) => {
        await page.goto(`${l.prefix}/produtos/1`);
        await waitForHydration(page);
        const main = page.getByRole("main");
        const list = main.getByRole("list", { name: l.handTools });
        const before = await cardPrices(list, l.lang);
        expect(before).not.toEqual([...before].sort((a, b) => a - b));
        const sorts = main.getByRole("list", { name: l.sortLabel });
        await sorts.getByRole("link", { name: l.lowestPrice }).click();
        await expect(page).toHaveURL(/sort=price_asc/);
        await expect(sorts.getByRole("link", { name: l.lowestPrice })).toHaveAttribute(
          "aria-current",
          "true",
        );
        const after = await cardPrices(list, l.lang);
        expect(after).toHaveLength(before.length);
        expect(after).toEqual([...after].sort((a, b) => a - b));
      });

    test("sorting by highest price and by name orders the shown cards", async ({ page }) => {
      await page.goto(`${l.prefix}/produtos/1`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      const list = main.getByRole("list", { name: l.handTools });
      const sorts = main.getByRole("list", { name: l.sortLabel });
      await sorts.getByRole("link", { name: l.highestPrice }).click();
      await expect(page).toHaveURL(/sort=price_desc/);
      await expect(sorts.getByRole("link", { name: l.highestPrice })).toHaveAttribute(
        "aria-current",
        "true",
      );
      const prices = await cardPrices(list, l.lang);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));

      await sorts.getByRole("link", { name: l.nameAz }).click();
      await expect(page).toHaveURL(/sort=name/);
      await expect(sorts.getByRole("link", { name: l.nameAz })).toHaveAttribute(
        "aria-current",
        "true",
      );
    });

    if (l.lang === "pt")
      test("sorting by biggest discount puts the largest percent off first", async ({ page }) => {
        await page.goto(`${l.prefix}/produtos/1`);
        await waitForHydration(page);
        const main = page.getByRole("main");
        const list = main.getByRole("list", { name: l.handTools });
        // The demo's offers in this category are not listed by discount at first.
        const before = await cardDiscounts(list, l);
        expect(descending(before.map((c) => c.basisPoints))).toBe(false);
        const sorts = main.getByRole("list", { name: l.sortLabel });
        await sorts.getByRole("link", { name: l.biggestDiscount }).click();
        await expect(page).toHaveURL(/sort=discount/);
        await expect(sorts.getByRole("link", { name: l.biggestDiscount })).toHaveAttribute(
          "aria-current",
          "true",
        );
        const after = await cardDiscounts(list, l);
        expect(after).toHaveLength(before.length);
        expect(descending(after.map((c) => c.basisPoints))).toBe(true);
        // The cards with a percent-off badge come first, each badge agreeing with its prices.
        const badged = after.filter((c) => c.badge !== null);
        expect(badged.length).toBeGreaterThanOrEqual(3); // the demo's three offers here
        expect(after.slice(0, badged.length)).toEqual(badged);
        for (const c of badged) expect(c.badge).toBe(c.computed);
      });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the biggest-discount link orders the offers by percent off, highest first", async ({
        page,
      }) => {
        await page.goto(`${l.prefix}/ofertas`);
        const main = page.getByRole("main");
        const list = main.getByRole("list", { name: l.offers });
        await main
          .getByRole("list", { name: l.sortLabel })
          .getByRole("link", { name: l.biggestDiscount })
          .click();
        await expect(page).toHaveURL(/\/ofertas\?sort=discount$/);
        const cards = await cardDiscounts(list, l);
        expect(cards.length).toBeGreaterThanOrEqual(15); // the demo's offers
        for (const c of cards) expect(c.badge).toBe(c.computed);
        expect(descending(cards.map((c) => c.basisPoints))).toBe(true);
        // The demo's pruning shears (23% off) come before the wrench set (20% off).
        const names = await list.getByRole("listitem").getByRole("link").allTextContents();
        expect(names.indexOf(l.shears)).toBeGreaterThanOrEqual(0);
        expect(names.indexOf(l.shears)).toBeLessThan(names.indexOf(l.wrenchSet));
      });
    });

    test("all products come 24 to a page with previous/next and numbered links", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/produtos`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.allHeading);
      const total = Number(l.count.exec((await main.getByText(l.count).textContent()) ?? "")?.[1]);
      expect(total).toBeGreaterThanOrEqual(48); // the demo catalogue
      const list = main.getByRole("list", { name: l.allHeading });
      await expect(list.getByRole("listitem")).toHaveCount(24);
      const first = await list.getByRole("listitem").first().textContent();
      const nav = main.getByRole("navigation", { name: l.pagination });
      await expect(nav.locator('[aria-current="page"]')).toContainText("1");
      await expect(nav.getByRole("link", { name: l.page2 })).toBeVisible();
      await expect(nav.getByRole("link", { name: l.previous })).toHaveCount(0);
      await nav.getByRole("link", { name: l.next }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(nav.locator('[aria-current="page"]')).toContainText("2");
      await expect(nav.getByRole("link", { name: l.previous })).toHaveAttribute("rel", "prev");
      await expect(list.getByRole("listitem")).toHaveCount(Math.min(24, total - 24));
      await expect(list.getByRole("listitem").first()).not.toHaveText(first ?? "");
      if (total <= 48) await expect(nav.getByRole("link", { name: l.next })).toHaveCount(0);
    });

    if (l.lang === "pt")
      test("a page past the last shows the empty state, not an error", async ({ page }) => {
        const response = await page.goto(`${l.prefix}/produtos?page=99`);
        expect(response?.status()).toBe(200);
        const main = page.getByRole("main");
        await expect(main.getByText(l.emptyAll)).toBeVisible();
        await main.getByRole("link", { name: l.backToFirst }).click();
        await expect(
          main.getByRole("list", { name: l.allHeading }).getByRole("listitem"),
        ).toHaveCount(24);
      });

    if (l.lang === "pt")
      test("the loading text shows while the next page loads", async ({ page }) => {
        await page.goto(`${l.prefix}/produtos`);
        await waitForHydration(page);
        const { release, shown } = await holdPageLoads(page, l.loading);
        await page
          .getByRole("main")
          .getByRole("navigation", { name: l.pagination })
          .getByRole("link", { name: l.next })
          .click({ noWaitAfter: true });
        // Shown by the page being left, before the next one arrives.
        expect(await shown).toBe(`${l.prefix}/produtos: ${l.loading}`);
        release();
        await expect(page).toHaveURL(/[?&]page=2/);
        await expect(page.getByText(l.loading)).toHaveCount(0);
      });

    if (l.lang === "pt")
      test("the loading text shows while a list opened from the home page loads", async ({
        page,
      }) => {
        await page.goto(l.prefix || "/");
        await waitForHydration(page);
        const { release, shown } = await holdPageLoads(page, l.loading);
        // The header's navigation bar: Home plus one link per category.
        await page
          .locator(`a[href="${l.prefix}/produtos/1"]:visible`)
          .first()
          .click({ noWaitAfter: true });
        expect(await shown).toBe(`${l.prefix || "/"}: ${l.loading}`);
        release();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/produtos/1$`));
        await expect(page.getByText(l.loading)).toHaveCount(0);
      });

    if (l.lang === "pt")
      test("a brand page lists that brand's products; out-of-stock ones come last", async ({
        page,
      }) => {
        await page.goto(`${l.prefix}/tramontina`);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText("Tramontina");
        const items = main.getByRole("list", { name: "Tramontina" }).getByRole("listitem");
        const texts = await items.allTextContents();
        expect(texts.length).toBeGreaterThan(1);
        for (const text of texts) expect(text).toContain("Tramontina");
        const firstOut = texts.findIndex((t) => t.includes(l.outOfStock));
        expect(firstOut).toBeGreaterThan(0); // the demo's Tramontina saw is out of stock
        expect(texts.slice(firstOut).every((t) => t.includes(l.outOfStock))).toBe(true);
      });

    test("an unknown brand slug redirects to the home page of its language", async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${l.prefix}/marca-que-nao-existe`);
      await expect(page).toHaveURL(`${baseURL}${l.prefix || "/"}`);
    });

    test("offers carry their percent off and the struck original price", async ({ page }) => {
      await page.goto(`${l.prefix}/ofertas`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.offers);
      const items = main.getByRole("list", { name: l.offers }).getByRole("listitem");
      const texts = await items.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toMatch(l.offerBadge);
      const wrench = items.filter({ hasText: l.wrenchSet });
      for (const part of l.wrenchOffer) await expect(wrench).toContainText(part);
    });

    test("search shows the products whose names match; the page is not indexed", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/busca?q=${l.searchWord}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.searchHeading);
      await expect(
        main
          .getByRole("list", { name: l.searchHeading })
          .getByRole("listitem")
          .filter({ hasText: l.hammer }),
      ).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      await waitForHydration(page);
      const box = main.getByRole("searchbox", { name: l.searchBox });
      await box.fill(l.drillWord);
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`q=${l.drillWord}`));
      const drills = main
        .getByRole("list", { name: new RegExp(l.drillWord) })
        .getByRole("listitem");
      await expect(drills.first()).toContainText(l.drill);
    });

    if (l.lang === "pt")
      test("an empty search shows no products", async ({ page }) => {
        await page.goto(`${l.prefix}/busca?q=`);
        const main = page.getByRole("main");
        await expect(main.getByText(l.searchPrompt)).toBeVisible();
        await expect(main.getByRole("listitem")).toHaveCount(0);
      });

    if (l.lang === "pt")
      test("all categories link to their lists", async ({ page }) => {
        await page.goto(`${l.prefix}/categorias`);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.categories);
        await expect(main.getByRole("list", { name: l.categories }).getByRole("link")).toHaveCount(
          5,
        );
        await main.getByRole("link", { name: new RegExp(l.handTools) }).click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/produtos/1$`));
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.handTools);
      });

    test("an unknown or non-numeric category is a 404 page", async ({ page }) => {
      for (const id of ["999", "abc"]) {
        const response = await page.goto(`${l.prefix}/produtos/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
          l.categoryNotFound,
        );
      }
    });
  });
}
