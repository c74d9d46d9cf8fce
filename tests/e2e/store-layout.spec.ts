import { expect, test } from "@playwright/test";
import { freezeClock, isNarrow, openHome } from "../fixtures/store-page";

const LANGUAGES = [
  {
    lang: "pt",
    home: "/",
    htmlLang: "pt-BR",
    nav: "Categorias",
    homeLink: "Início",
    logo: "YouTools, página inicial",
    firstCategory: "Ferramentas Manuais",
    // The admin settings journey edits this wording in parallel ("Frete grátis para Salto …").
    shipping: /^Frete grátis para/,
    hours: ["Segunda a Sexta: 7h às 17h", "Sábado: 7h às 17h"],
    about: "Sobre nós",
    copyright: `© ${new Date().getFullYear()} YouTools. Todos os direitos reservados.`,
  },
  {
    lang: "en",
    home: "/en",
    htmlLang: "en",
    nav: "Categories",
    homeLink: "Home",
    logo: "YouTools, home page",
    firstCategory: "Hand Tools",
    shipping: /^Free shipping/,
    hours: ["Monday to Friday: 7am to 5pm", "Saturday: 7am to 5pm"],
    about: "About us",
    copyright: `© ${new Date().getFullYear()} YouTools. All rights reserved.`,
  },
] as const;

for (const l of LANGUAGES) {
  test.describe(`store layout (${l.lang})`, () => {
    test("the navigation bar links Home and one page per category", async ({ page }) => {
      await page.goto(l.home);
      await expect(page.locator("html")).toHaveAttribute("lang", l.htmlLang);
      const nav = page.getByRole("navigation", { name: l.nav });
      const links = nav.getByRole("link");
      await expect(links).toHaveCount(6);
      await expect(nav.getByRole("link", { name: l.homeLink, exact: true })).toHaveAttribute(
        "href",
        l.home,
      );
      const prefix = l.lang === "en" ? "/en" : "";
      await expect(nav.getByRole("link", { name: l.firstCategory })).toHaveAttribute(
        "href",
        `${prefix}/produtos/1`,
      );
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs.slice(1).sort()).toEqual(
        [1, 2, 3, 4, 5].map((id) => `${prefix}/produtos/${id}`),
      );
    });

    test("the header has the logo home link, the admin link and the free-shipping strip", async ({
      page,
    }) => {
      await page.goto(l.home);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: l.logo })).toHaveAttribute("href", l.home);
      // The back office opens in the store page's language.
      await expect(header.getByRole("link", { name: "Admin" })).toHaveAttribute(
        "href",
        `/admin?lang=${l.lang}`,
      );
      await expect(header.getByText(l.shipping)).toBeVisible();
    });

    test("the footer shows the store profile: description, hours, e-mail, four phones, location", async ({
      page,
    }) => {
      await page.goto(l.home);
      const footer = page.getByRole("contentinfo");
      for (const line of l.hours) await expect(footer.getByText(line)).toBeVisible();
      await expect(footer.getByRole("link", { name: "contato@example.com" })).toHaveAttribute(
        "href",
        "mailto:contato@example.com",
      );
      await expect(footer.getByRole("link", { name: /^\+595 / })).toHaveCount(4);
      await expect(footer.getByText("Salto del Guairá, Paraguay")).toBeVisible();
      await expect(footer.getByText(l.copyright)).toBeVisible();
      await expect(footer.getByRole("link", { name: l.about })).toHaveAttribute(
        "href",
        l.lang === "en" ? "/en/about" : "/about",
      );
    });

    test("the skip link is the first stop and leads to the main content", async ({ page }) => {
      await page.goto(l.home);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", {
        name: l.lang === "en" ? "Skip to content" : "Pular para o conteúdo",
      });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#main$/);
    });
  });
}

test("the language menu names the three languages in their own words, marks the current one and keeps the page and the query it reads, not a tracking parameter", async ({
  page,
}) => {
  await page.goto("/produtos/2?sort=price_asc&utm_source=instagram");
  const header = page.getByRole("banner");
  const menu = header.locator("summary");
  const list = header.getByRole("list", { name: "Idioma" });
  await expect(list).toBeHidden();
  await menu.click();
  await expect(list.getByRole("link")).toHaveText(["Português", "English", "Español"]);
  const link = (name: string) => list.getByRole("link", { name, exact: true });
  await expect(link("Português")).toHaveAttribute("aria-current", "true");
  await expect(link("English")).not.toHaveAttribute("aria-current");
  await expect(link("Português")).toHaveAttribute("href", "/produtos/2?sort=price_asc");
  await expect(link("English")).toHaveAttribute("href", "/en/produtos/2?sort=price_asc");
  await expect(link("Español")).toHaveAttribute("href", "/es/produtos/2?sort=price_asc");
  await expect(link("Español")).toHaveAttribute("lang", "es");

  await link("English").click();
  await expect(page).toHaveURL(/\/en\/produtos\/2\?sort=price_asc$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Electric Machines" })).toBeVisible();
  const listEn = header.getByRole("list", { name: "Language" });
  await expect(listEn).toBeHidden();
  await menu.click();
  await expect(listEn.getByRole("link", { name: "English" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await listEn.getByRole("link", { name: "Português" }).click();
  await expect(page).toHaveURL(/\/produtos\/2\?sort=price_asc$/);
  await expect(page.getByRole("heading", { level: 1, name: "Máquinas Elétricas" })).toBeVisible();
});

test("the language menu leads from each home page to the others", async ({ page }) => {
  const hrefs = async (path: string) => {
    await page.goto(path);
    return page
      .getByRole("banner")
      .locator("details li a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  };
  expect(await hrefs("/")).toEqual(["/", "/en", "/es"]);
  expect(await hrefs("/en")).toEqual(["/", "/en", "/es"]);
  expect(await hrefs("/es")).toEqual(["/", "/en", "/es"]);
});

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the language menu opens and its links lead to the same page in another language", async ({
    page,
  }) => {
    await page.goto("/produtos/2?sort=name");
    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("link", { name: "Español", exact: true }).click();
    await expect(page).toHaveURL(/\/es\/produtos\/2\?sort=name$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

const HOMES = [
  {
    lang: "pt",
    path: "/",
    toggle: "Mostrar campo de busca",
    box: "Buscar produtos, marcas e categorias",
    brands: "Nossas marcas",
  },
  {
    lang: "en",
    path: "/en",
    toggle: "Show search box",
    box: "Search products, brands and categories",
    brands: "Our brands",
  },
] as const;

for (const h of HOMES) {
  test(`header hides past 50 px down, shows at the top, reappears 1200 ms after scrolling up (product rules §2/§9, ${h.lang})`, async ({
    page,
  }) => {
    await freezeClock(page);
    await openHome(page, h.path);
    const header = page.getByRole("banner");
    // Scrolls and waits for the scroll event, which the browser fires on its next frame.
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise<void>((resolve) => {
            window.addEventListener("scroll", () => resolve(), { once: true });
            window.scrollTo(0, top);
          }),
        y,
      );

    await scrollTo(50);
    await expect(header).toBeVisible();
    await scrollTo(400);
    await expect(header).toBeHidden();

    await scrollTo(300);
    await page.clock.runFor(1199);
    await expect(header).toBeHidden();
    await page.clock.runFor(1);
    await expect(header).toBeVisible();

    await scrollTo(700);
    await expect(header).toBeHidden();
    // At the top (10 px or less) it shows at once, with no delay.
    await scrollTo(10);
    await expect(header).toBeVisible();
  });

  test(`on narrow screens the search icon shows the search box and a click outside closes it (${h.lang})`, async ({
    page,
  }) => {
    // The icon exists only up to 767 px; wider screens always show the box.
    // Skipped on the desktop project: the search icon exists only up to 767 px.
    test.skip(!isNarrow(page), "narrow screens only");
    await openHome(page, h.path);
    const toggle = page.getByRole("button", { name: h.toggle });
    const box = page.getByRole("combobox", { name: h.box });
    await expect(box).toBeHidden();
    await toggle.click();
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { name: h.brands }).click();
    await expect(box).toBeHidden();
    // The brands are below the product rows: the click scrolled the page, which hides the header
    // (and its buttons leave the accessibility tree); at the top it shows again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(box).toBeVisible();
    await toggle.click();
    await expect(box).toBeHidden();
  });
}

test("on wide screens the search box is always shown and there is no search icon", async ({
  page,
}) => {
  // Above 767 px there is no icon to toggle; narrow screens are covered above.
  // Skipped on the phone project: narrow screens have the icon, tested above.
  test.skip(isNarrow(page), "wide screens only");
  await openHome(page);
  await expect(
    page.getByRole("combobox", { name: "Buscar produtos, marcas e categorias" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Mostrar campo de busca" })).toBeHidden();
});

test("unknown paths redirect to the home page of their language", async ({ page }) => {
  await page.goto("/nada/por/aqui");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/en/nothing/here");
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/es/nada/por/aqui");
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("each store page names its URL in the three languages (hreflang pt-BR, en, es, x-default)", async ({
  page,
}) => {
  for (const path of [
    "/produtos/2?sort=name",
    "/en/produtos/2?sort=name",
    "/es/produtos/2?sort=name",
  ]) {
    await page.goto(path);
    const href = (lang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute("href");
    expect(new URL((await href("pt-BR"))!).pathname).toBe("/produtos/2");
    expect(await href("pt-BR")).toMatch(/\/produtos\/2\?sort=name$/);
    expect(await href("en")).toMatch(/\/en\/produtos\/2\?sort=name$/);
    expect(await href("es")).toMatch(/\/es\/produtos\/2\?sort=name$/);
    expect(await href("x-default")).toBe(await href("pt-BR"));
  }
});

test("admin pages show none of the store's header strip, navigation bar or marquee", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Categorias" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Marcas em destaque" })).toBeAttached();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Login Administrativo" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Categorias" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Marcas em destaque" })).toHaveCount(0);
  await expect(page.getByText(/^Frete grátis para/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
});
