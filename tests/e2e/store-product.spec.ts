import { test, expect as baseExpect, waitForHydration } from "../fixtures/e2e";

// The product page (detail fields, offer, availability, WhatsApp contact, related
// products, not found, image fallback), in both languages. The demo catalogue's first product
// is a Tramontina wrench set on offer; "Serrote 20"" is out of stock.

const LANGS = [
  {
    lang: "pt",
    prefix: "",
    name: "Jogo de Chaves Combinadas 12 peças",
    category: "Ferramentas Manuais",
    price: "$ 39,90",
    original: "$ 49,90",
    off: "20% OFF",
    inStock: "Em estoque",
    outOfStock: "Esgotado",
    description: "Chaves combinadas de 6 a 22 mm em aço cromo-vanádio.",
    related: "Produtos relacionados",
    whatsapp: /WhatsApp/,
    message: "Olá! Tenho interesse no produto Jogo de Chaves Combinadas 12 peças: ",
    saw: 'Serrote 20"',
    notFound: "Produto não encontrado.",
  },
  {
    lang: "en",
    prefix: "/en",
    name: "Combination Wrench Set 12 pieces",
    category: "Hand Tools",
    price: "$39.90",
    original: "$49.90",
    off: "20% off",
    inStock: "In stock",
    outOfStock: "Out of stock",
    description: "Combination wrenches from 6 to 22 mm in chrome vanadium steel.",
    related: "Related products",
    whatsapp: /WhatsApp/,
    message: "Hello! I'm interested in the product Combination Wrench Set 12 pieces: ",
    saw: 'Hand Saw 20"',
    notFound: "Product not found.",
  },
] as const;

const PLACEHOLDER = "/placeholder-product.svg";

// A client-side navigation loads the next route's chunks one after another; on the shared
// two-core test machine that can take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

for (const l of LANGS) {
  test.describe(`product page (${l.lang})`, () => {
    test("shows name, brand, category, offer price, availability and description", async ({
      page,
    }) => {
      const response = await page.goto(`${l.prefix}/produto/1`);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.name);
      await expect(page).toHaveTitle(new RegExp(l.name));
      // The gallery's first picture (a demo product has several, each named after it).
      await expect(main.getByRole("img", { name: l.name }).first()).toHaveAttribute(
        "src",
        /^\/media\//,
      );
      await expect(main.getByRole("link", { name: "Tramontina", exact: true })).toHaveAttribute(
        "href",
        `${l.prefix}/tramontina`,
      );
      await expect(main.getByRole("link", { name: l.category, exact: true })).toHaveAttribute(
        "href",
        `${l.prefix}/produtos/1`,
      );
      const article = main.getByRole("article");
      for (const text of [l.price, l.original, l.off, l.inStock, l.description]) {
        await expect(article).toContainText(text);
      }
    });

    test("related products are of the same category, at most four, without the product", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/produto/1`);
      const related = page.getByRole("main").getByRole("list", { name: l.related });
      const count = await related.getByRole("listitem").count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(4);
      await expect(related.getByRole("listitem").filter({ hasText: l.name })).toHaveCount(0);
      await waitForHydration(page);
      await related.getByRole("listitem").first().getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/produto/\\d+$`));
      await expect(page.getByRole("main").getByRole("link", { name: l.category })).toBeVisible();
    });

    test("the brand link opens the brand's list", async ({ page }) => {
      await page.goto(`${l.prefix}/produto/1`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      await main.getByRole("link", { name: "Tramontina", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/tramontina$`));
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("Tramontina");
    });

    test("an out-of-stock product says so on its card and its page", async ({ page }) => {
      await page.goto(`${l.prefix}/produtos/1`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      const card = main.getByRole("listitem").filter({ hasText: l.saw });
      await expect(card).toContainText(l.outOfStock);
      await card.getByRole("link", { name: l.saw }).click();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.saw);
      await expect(main.getByRole("article")).toContainText(l.outOfStock);
      await expect(main.getByRole("article")).not.toContainText(l.inStock);
    });

    test("the contact button opens WhatsApp with the product and its address", async ({
      page,
      baseURL,
    }) => {
      await page.goto(`${l.prefix}/produto/1`);
      const link = page.getByRole("main").getByRole("link", { name: l.whatsapp });
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(href.origin).toBe("https://wa.me");
      expect(href.pathname).toBe("/595900000001"); // the demo store profile's number
      expect(href.searchParams.get("text")).toBe(`${l.message}${baseURL}${l.prefix}/produto/1`);
      await expect(link).toHaveAttribute("target", "_blank");
    });

    test("an unknown or non-numeric product id answers 404 with the not-found text", async ({
      page,
    }) => {
      for (const id of ["999999", "abc"]) {
        const response = await page.goto(`${l.prefix}/produto/${id}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(
          l.notFound,
        );
      }
    });

    test("images that fail to load show the placeholder, before and after hydration", async ({
      page,
    }) => {
      await page.route(/\/media\/[^/]+\.webp$/, (route) => route.fulfill({ status: 404 }));
      // Server-rendered: the list's images fail while the page loads.
      await page.goto(`${l.prefix}/produtos/1`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      const images = main
        .getByRole("list", { name: l.category })
        .getByRole("listitem")
        .locator("img");
      await images.last().scrollIntoViewIfNeeded();
      for (const img of await images.all()) await expect(img).toHaveAttribute("src", PLACEHOLDER);
      // Client-rendered: the product page's image fails after a client-side navigation.
      await main.getByRole("link", { name: l.name }).click();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.name);
      const cover = main.getByRole("img", { name: l.name }).first();
      await expect(cover).toHaveAttribute("src", PLACEHOLDER);
      await expect(cover).not.toHaveAttribute("srcset", /./);
    });
  });
}
