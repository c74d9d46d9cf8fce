import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "../fixtures/axe";
import { type Page } from "@playwright/test";
import { signedInApi } from "../fixtures/auth-e2e";
import { expect as baseExpect, test, waitForHydration } from "../fixtures/e2e";

// A product with options in a real browser (docs/decisions/065-product-variants.md): a shopper
// opens a drill sold in 127 V, 220 V and bivolt, picks 220 V and sees its price, stock line, SKU,
// pictures and address change without a reload, adds it to the quote list; a link or a reload
// with ?variante= opens it chosen; the same in Spanish, at 375 px and without JavaScript. The
// drill is made here through the JSON API (an administrator's session), with SKUs of its own, so
// the journey holds whatever the demo catalogue carries.

const expect = baseExpect.configure({ timeout: 15_000 });

const tag = randomBytes(3).toString("hex");
const NAME = `Furadeira de Teste ${tag}`;
const SKU = { v127: `E2E-${tag}-127`, v220: `E2E-${tag}-220`, bivolt: `E2E-${tag}-BIV` };
let productId: number | undefined;
/** The gallery's two pictures; the 220 V variant has the second as its own. */
let pictures: string[];

/** The drill, in "Máquinas Elétricas" (category 2, whose choice attributes include the voltage). */
async function createDrill(baseURL: string): Promise<number> {
  const api = await signedInApi(baseURL);
  try {
    const products = (await (await api.get("/api/products?per_page=2")).json()) as {
      image: string;
    }[];
    pictures = products.map((p) => p.image);
    const created = await api.post("/api/products", {
      data: {
        name: NAME,
        brand: "tramontina",
        category: 2,
        price: 189.9,
        images: pictures.map((url, i) => ({ url, alt: `${NAME} ${i + 1}` })),
        options: ["voltagem"],
        variants: [
          { sku: SKU.v127, options: { voltagem: "127v" }, price: 199.9, stock: 12 },
          {
            sku: SKU.v220,
            options: { voltagem: "220v" },
            price: 189.9,
            stock: 2,
            images: [pictures[1]],
          },
          { sku: SKU.bivolt, options: { voltagem: "bivolt" }, price: 229.9, stock: 0 },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
}

// Fully parallel: beforeAll runs again in a worker for each test it takes; the drill is made once.
test.beforeAll(async () => {
  productId ??= await createDrill(test.info().project.use.baseURL!);
});

const M = {
  pt: { prefix: "", voltage: "Voltagem", low: "Últimas 2 unidades", soldOut: "Esgotado" },
  es: { prefix: "/es", voltage: "Voltaje", low: "Últimas 2 unidades", soldOut: "Agotado" },
} as const;

const article = (page: Page) => page.getByRole("main").getByRole("article");
const picker = (page: Page, name: string) => article(page).getByRole("group", { name });
const stockLine = (page: Page) => article(page).getByTestId("stock-line");
const sku = (page: Page) => article(page).getByTestId("variant-sku");
const gallery = (page: Page) => page.getByTestId("product-gallery");

/** What the page shows of the chosen variant. */
async function expectChosen(
  page: Page,
  v: { label: string; price: string; stock: string; sku: string },
  voltage = "Voltagem",
) {
  await expect(picker(page, voltage).getByRole("link", { name: v.label })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(article(page)).toContainText(v.price);
  await expect(stockLine(page)).toHaveText(v.stock);
  await expect(sku(page)).toHaveText(`SKU: ${v.sku}`);
}

const V127 = { label: "127 V", price: "$ 199,90", stock: "Em estoque", sku: SKU.v127 };
const V220 = { label: "220 V", price: "$ 189,90", stock: "Últimas 2 unidades", sku: SKU.v220 };

/** Picks 220 V and checks that everything follows without a page load. */
async function pick220(page: Page) {
  // Set on this document: a page load would lose it.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await picker(page, "Voltagem").getByRole("link", { name: "220 V" }).click();
  await expect(page).toHaveURL(new RegExp(`/produto/${productId}\\?variante=${SKU.v220}$`));
  await expectChosen(page, V220);
  // Its own picture, alone.
  await expect(gallery(page).locator("img")).toHaveCount(1);
  await expect(gallery(page).getByRole("img", { name: `${NAME} 2` })).toBeVisible();
  expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
}

test("picking 220 V changes price, stock line, SKU, pictures and the address without a reload; the quote list gets that variant", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(`/produto/${productId}`);
  // Without a choice, the first variant in stock, with the whole gallery.
  await expectChosen(page, V127);
  await expect(gallery(page).locator("img")).toHaveCount(2);
  await pick220(page);

  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Adicionar à lista" }) });
  await form.getByRole("button", { name: "Adicionar à lista" }).click();
  await expect(form.getByRole("status")).toContainText(
    `${NAME} — 220 V está na sua lista de orçamento.`,
  );
  const stored = await page.evaluate(() => localStorage.getItem("vitrine.quote.v1") ?? "");
  expect(stored).toContain(SKU.v220);
  expect(stored).toContain('"priceCents":18990');

  // A sold-out variant is struck through, and still chosen when picked.
  const bivolt = picker(page, "Voltagem").getByRole("link", { name: "Bivolt (Esgotado)" });
  await expect(bivolt.locator(".line-through")).toHaveCSS("text-decoration-line", "line-through");
  await bivolt.click();
  await expect(stockLine(page)).toHaveText("Esgotado");
  await expect(sku(page)).toHaveText(`SKU: ${SKU.bivolt}`);
  await expectNoAxeViolations(page);
});

test("the picker works from the keyboard, with a visible focus", async ({ page, gotoHydrated }) => {
  await gotoHydrated(`/produto/${productId}?variante=${SKU.v220}`);
  const link127 = picker(page, "Voltagem").getByRole("link", { name: "127 V" });
  await link127.focus();
  await expect(link127).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Enter");
  await expectChosen(page, V127);
  await expect(page).toHaveURL(new RegExp(`\\?variante=${SKU.v127}$`));
  await expect(link127).toBeFocused();
});

test("a link to a variant opens it chosen, a reload keeps the choice, the canonical URL is the product's", async ({
  page,
  baseURL,
}) => {
  await page.goto(`/produto/${productId}?variante=${SKU.v220}`);
  await expectChosen(page, V220);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/produto/${productId}$`),
  );
  await waitForHydration(page);
  await picker(page, "Voltagem").getByRole("link", { name: "127 V" }).click();
  await expect(page).toHaveURL(`${baseURL}/produto/${productId}?variante=${SKU.v127}`);
  await page.reload();
  await expectChosen(page, V127);
  // An unknown SKU is the product's page, its first variant in stock.
  const response = await page.goto(`/produto/${productId}?variante=NO-SUCH-SKU`);
  expect(response?.status()).toBe(200);
  await expectChosen(page, V127);
});

test("in Spanish, under its prefix; the language menu follows the variant chosen in place", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(`${M.es.prefix}/produto/${productId}?variante=${SKU.v127}`);
  await picker(page, M.es.voltage).getByRole("link", { name: "220 V" }).click();
  await expect(page).toHaveURL(new RegExp(`/es/produto/${productId}\\?variante=${SKU.v220}$`));
  await expect(stockLine(page)).toHaveText(M.es.low);
  await expect(
    picker(page, M.es.voltage).getByRole("link", { name: `Bivolt (${M.es.soldOut})` }),
  ).toBeVisible();

  // The menu was rendered with 127 V; it now leads to 220 V in every language.
  const menu = page.locator("details[data-menu]");
  await menu.locator("summary").click();
  await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    `/en/produto/${productId}?variante=${SKU.v220}`,
  );
  await menu.getByRole("link", { name: "Português" }).click();
  await expect(page).toHaveURL(new RegExp(`/produto/${productId}\\?variante=${SKU.v220}$`));
  await expectChosen(page, V220);
});

test("a card leads a product with options to its page to choose one, instead of adding it to the list", async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated(`/busca?q=${encodeURIComponent(NAME)}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: NAME }) });
  await expect(card.getByRole("button", { name: /Adicionar .* à lista/ })).toHaveCount(0);
  const choose = card.getByRole("link", { name: `Escolher opção: ${NAME}` });
  await expect(choose).toHaveText("Escolher opção");
  await expect(choose).toHaveAttribute("href", `/produto/${productId}`);
  await expectNoAxeViolations(page);
  await choose.click();
  await expectChosen(page, V127);
  expect(await page.evaluate(() => localStorage.getItem("vitrine.quote.v1"))).toBeNull();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the picker fits the screen and a tap chooses", async ({ page, gotoHydrated }) => {
    await gotoHydrated(`/produto/${productId}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const link = picker(page, "Voltagem").getByRole("link", { name: "220 V" });
    const box = (await link.boundingBox())!;
    // A finger's target (WCAG 2.2's 24 px at least; the shop's own 44 px).
    expect(box.height).toBeGreaterThanOrEqual(44);
    await pick220(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each value is a link to its variant's page, which renders it chosen", async ({ page }) => {
    await page.goto(`/produto/${productId}`);
    await expectChosen(page, V127);
    await picker(page, "Voltagem").getByRole("link", { name: "220 V" }).click();
    await expect(page).toHaveURL(new RegExp(`/produto/${productId}\\?variante=${SKU.v220}$`));
    await expectChosen(page, V220);
    await expect(gallery(page).locator("img")).toHaveCount(1);
  });
});
