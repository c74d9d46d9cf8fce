import { expect, test as base, type Page } from "@playwright/test";
import { startOwnStore, type OwnStore } from "../fixtures/own-store";
import { freezeClock, openHome } from "../fixtures/store-page";

// The home page counts the demo catalogue's 3 posters and 8 brands. The admin journeys add and
// remove posters and brands on the shared e2e server while these tests run beside them, so this
// file has a server and database of its own (tests/fixtures/own-store.ts): one per worker, which
// every test of the file on that worker opens as its base URL.
const test = base.extend<object, { ownStore: OwnStore }>({
  ownStore: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature: no dependencies
    async ({}, provide) => {
      const store = await startOwnStore("home");
      await provide(store);
      await store.stop();
    },
    // Copying the seeded template and starting the server: seconds, longer on a busy machine.
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ ownStore }, provide) => provide(ownStore.origin),
});

const PT = {
  path: "/" as "/" | "/en",
  carousel: "Destaques",
  slide: (n: number) => `${n} de 3`,
  dot: (n: number) => `Ir para o pôster ${n}`,
  next: "Próximo pôster",
  previous: "Pôster anterior",
  pause: "Pausar apresentação",
  play: "Iniciar apresentação",
  brands: "Nossas marcas",
  marquee: "Marcas em destaque",
  pauseMarquee: "Pausar marcas",
  playMarquee: "Animar marcas",
  brandHref: "/tramontina",
  offers: "Ofertas da semana",
  newest: "Novidades",
  categories: "Compre por categoria",
  seeAll: "Ver todas",
  newestSort: "Novidades",
  discountSort: "Maior desconto",
};
const EN = {
  path: "/en" as "/" | "/en",
  carousel: "Highlights",
  slide: (n: number) => `${n} of 3`,
  dot: (n: number) => `Go to poster ${n}`,
  next: "Next poster",
  previous: "Previous poster",
  pause: "Pause slideshow",
  play: "Start slideshow",
  brands: "Our brands",
  marquee: "Featured brands",
  pauseMarquee: "Pause brands",
  playMarquee: "Animate brands",
  brandHref: "/en/tramontina",
  offers: "This week's offers",
  newest: "New arrivals",
  categories: "Shop by category",
  seeAll: "See all",
  newestSort: "Newest",
  discountSort: "Biggest discount",
};

/** The poster on show: the only slide group in the accessibility tree (the others are hidden). */
async function expectSlide(page: Page, t: typeof PT, n: number) {
  const carousel = page.getByRole("region", { name: t.carousel });
  await expect(carousel.getByRole("group")).toHaveCount(1);
  await expect(carousel.getByRole("group", { name: t.slide(n) })).toBeVisible();
  await expect(carousel.getByRole("button", { name: t.dot(n) })).toHaveAttribute(
    "aria-current",
    "true",
  );
}

/**
 * Waits for the carousel's island to be hydrated: it wakes on its own a second before its first
 * turn, or on a hover or focus, and loads its code in real time while the test's clock stands
 * still, so the clock is run on only once React has committed (its timer is set by then).
 */
async function carouselAwake(page: Page) {
  await expect(
    page.locator("vitrine-island[data-island='poster-carousel'][data-hydrated]"),
  ).toBeAttached();
}

/** Moves the pointer and the focus off the carousel, which pauses on hover and focus. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

// Tests behind `if (… Portuguese …)` check behaviour that is the same in every language
// (timings, keys, paging): they run in Portuguese only; the others check what the language
// changes (texts, paths, number formats, order by name) and run in each (docs/decisions/050).
for (const t of [PT, EN]) {
  test.describe(`home (${t.path})`, () => {
    if (t === PT)
      test("the carousel advances every 5000 ms and wraps around (product rules §4/§9)", async ({
        page,
      }) => {
        await freezeClock(page);
        await openHome(page, t.path);
        await expectSlide(page, t, 1);
        await page.clock.runFor(4999);
        await expectSlide(page, t, 1);
        await carouselAwake(page);
        await page.clock.runFor(1);
        await expectSlide(page, t, 2);
        await page.clock.runFor(5000);
        await expectSlide(page, t, 3);
        await page.clock.runFor(5000);
        await expectSlide(page, t, 1);
      });

    if (t === PT)
      test("the carousel pauses while hovered and resumes when the pointer leaves", async ({
        page,
      }) => {
        await freezeClock(page);
        await openHome(page, t.path);
        await page.getByRole("region", { name: t.carousel }).hover();
        await carouselAwake(page);
        await page.clock.runFor(12_000);
        await expectSlide(page, t, 1);
        await leaveCarousel(page);
        await page.clock.runFor(5000);
        await expectSlide(page, t, 2);
      });

    if (t === PT)
      test("the carousel pauses while focus is within it and resumes when focus leaves", async ({
        page,
      }) => {
        await freezeClock(page);
        await openHome(page, t.path);
        await page.getByRole("button", { name: t.dot(1) }).focus();
        await carouselAwake(page);
        await page.clock.runFor(12_000);
        await expectSlide(page, t, 1);
        await leaveCarousel(page);
        await page.clock.runFor(5000);
        await expectSlide(page, t, 2);
      });

    test("previous, next and the dots choose the poster", async ({ page }) => {
      await freezeClock(page);
      await openHome(page, t.path);
      const carousel = page.getByRole("region", { name: t.carousel });
      await carousel.getByRole("button", { name: t.next }).click();
      await expectSlide(page, t, 2);
      await carousel.getByRole("button", { name: t.previous }).click();
      await expectSlide(page, t, 1);
      await carousel.getByRole("button", { name: t.previous }).click();
      await expectSlide(page, t, 3);
      await carousel.getByRole("button", { name: t.dot(2) }).click();
      await expectSlide(page, t, 2);
    });

    if (t === PT)
      test("the pause button stops the carousel and the play button starts it again", async ({
        page,
      }) => {
        await freezeClock(page);
        await openHome(page, t.path);
        await page.getByRole("button", { name: t.pause }).click();
        await expect(page.getByRole("button", { name: t.play })).toBeVisible();
        await leaveCarousel(page);
        await page.clock.runFor(12_000);
        await expectSlide(page, t, 1);
        await page.getByRole("button", { name: t.play }).click();
        await leaveCarousel(page);
        await page.clock.runFor(5000);
        await expectSlide(page, t, 2);
      });

    if (t === PT)
      test("with reduced motion nothing plays by itself (WCAG 2.2.2)", async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await freezeClock(page);
        await openHome(page, t.path);
        await expect(page.getByRole("button", { name: t.play })).toBeVisible();
        await page.clock.runFor(15_000);
        await expectSlide(page, t, 1);
        const marquee = page.getByRole("list", { name: t.marquee });
        await expect(marquee.locator("..")).toHaveCSS("animation-name", "none");
        await expect(page.getByRole("button", { name: t.pauseMarquee })).toBeHidden();
      });

    if (t === PT)
      test("the first poster loads eagerly with high priority; the others lazily", async ({
        page,
      }) => {
        await page.goto(t.path);
        const images = page.getByRole("region", { name: t.carousel }).locator("img");
        await expect(images).toHaveCount(3);
        await expect(images.first()).toHaveAttribute("fetchpriority", "high");
        await expect(images.first()).toHaveAttribute("loading", "eager");
        await expect(images.first()).toHaveAttribute("width", "1200");
        await expect(images.first()).toHaveAttribute("height", "450");
        await expect(images.first()).toHaveAttribute("srcset", /-400\.webp 400w/);
        await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
        await expect(images.nth(2)).toHaveAttribute("loading", "lazy");
      });

    test("the brand grid links each brand to its page", async ({ page }) => {
      await page.goto(t.path);
      const grid = page.getByRole("region", { name: t.brands });
      await expect(grid.getByRole("link")).toHaveCount(8);
      await expect(grid.getByRole("link", { name: "Tramontina" })).toHaveAttribute(
        "href",
        t.brandHref,
      );
    });

    if (t === PT)
      test("the marquee repeats the 8 brands until it has at least 10 entries: 16 (product rules §9)", async ({
        page,
      }) => {
        await page.goto(t.path);
        const marquee = page.getByRole("list", { name: t.marquee });
        await expect(marquee.getByRole("listitem")).toHaveCount(16);
        await expect(marquee.getByRole("img", { name: "Tramontina" })).toHaveCount(2);
      });

    test("the marquee can be paused and animated again", async ({ page }) => {
      await openHome(page, t.path);
      const track = page.getByRole("list", { name: t.marquee }).locator("..");
      await expect(track).toHaveCSS("animation-play-state", "running");
      await page.getByRole("button", { name: t.pauseMarquee }).click();
      await expect(track).toHaveCSS("animation-play-state", "paused");
      await page.getByRole("button", { name: t.playMarquee }).click();
      await page.mouse.move(1, 1);
      await expect(track).toHaveCSS("animation-play-state", "running");
    });

    test("the rows sell: offers by discount, newest, categories, each leading to its whole list", async ({
      page,
    }) => {
      await page.goto(t.path);
      const offers = page.getByRole("region", { name: t.offers });
      const cards = offers.getByRole("list", { name: t.offers }).getByRole("listitem");
      await expect(cards).toHaveCount(8);
      // Biggest discount first, as the list it links to shows them.
      const percents = (await offers.getByText(/\d+% OFF/i).allTextContents()).map((s) =>
        parseInt(s, 10),
      );
      expect(percents).toEqual([...percents].sort((a, b) => b - a));
      const firstOffer = await cards.first().getByRole("link").textContent();
      await expect(page.getByRole("region", { name: t.newest }).getByRole("listitem")).toHaveCount(
        8,
      );
      const tiles = page.getByRole("region", { name: t.categories }).getByRole("listitem");
      await expect(tiles).toHaveCount(5);
      await expect(tiles.first()).toContainText(/\d+/);
      // The row pictures wait: the first poster stays the only eager image.
      await expect(offers.locator('img[loading="lazy"]')).toHaveCount(8);

      await offers.getByRole("link", { name: t.seeAll }).click();
      await expect(page).toHaveURL(/\/ofertas\?sort=discount$/);
      await expect(page.getByRole("link", { name: t.discountSort })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(page.locator('main a[href*="/produto/"]').first()).toHaveText(firstOffer!);

      await page.goBack();
      await page
        .getByRole("region", { name: t.newest })
        .getByRole("link", { name: t.seeAll })
        .click();
      await expect(page).toHaveURL(/\/produtos\?sort=newest$/);
      await expect(page.getByRole("link", { name: t.newestSort })).toHaveAttribute(
        "aria-current",
        "true",
      );
    });
  });
}
