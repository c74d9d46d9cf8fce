import type { Locator, Page } from "@playwright/test";
import { test, expect } from "../fixtures/e2e";

// A category's filters, as a shopper uses them, in Portuguese and Spanish; the
// same at 375 px through the "Filtros" panel; and the GET form without JavaScript. Counts are read
// from the labels themselves ("Bosch (4)"), so the journey checks that what a value says it
// gives is what the list then shows.

const LANGS = [
  {
    lang: "pt",
    prefix: "",
    brand: "Marca",
    voltage: "Voltagem",
    price: "Preço (US$)",
    count: /^(\d+) produtos?$/,
    remove: "Remover filtro: Marca: Bosch",
    clear: "Limpar filtros",
    min: "Preço mínimo (US$)",
    max: "Preço máximo (US$)",
    apply: "Aplicar filtros",
    specs: "Especificações",
    open: "Filtros",
    show: /^Ver \d+ produtos?$/,
    found: /produtos? encontrados?/,
  },
  {
    lang: "es",
    prefix: "/es",
    brand: "Marca",
    voltage: "Voltaje",
    price: "Precio (US$)",
    count: /^(\d+) productos?$/,
    remove: "Quitar filtro: Marca: Bosch",
    clear: "Limpiar filtros",
    min: "Precio mínimo (US$)",
    max: "Precio máximo (US$)",
    apply: "Aplicar filtros",
    specs: "Especificaciones",
    open: "Filtros",
    show: /^Ver \d+ productos?$/,
    found: /productos? encontrados?/,
  },
] as const;

/** The number a value's label gives: "Bosch (4)" → 4. */
async function labelCount(option: Locator): Promise<number> {
  const label = (await option.getAttribute("aria-label")) ?? (await labelText(option));
  return Number(/\((\d+)\)\s*$/.exec(label)![1]);
}

async function labelText(option: Locator): Promise<string> {
  const id = await option.getAttribute("id");
  return option.page().locator(`label[for="${id}"]`).innerText();
}

/** The list's total as its count line says it. */
async function shown(page: Page, pattern: RegExp): Promise<number> {
  const text = await page
    .getByRole("main")
    .getByText(pattern)
    .filter({ hasNot: page.locator("label") })
    .first()
    .innerText();
  return Number(pattern.exec(text)![1]);
}

for (const t of LANGS) {
  test(`filters a category by brand, voltage and price (${t.lang})`, async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(`${t.prefix}/produtos/2`);
    const main = page.getByRole("main");
    const brands = main.getByRole("group", { name: t.brand });
    const bosch = brands.getByRole("checkbox", { name: /^Bosch \(\d+\)$/ });
    const makita = brands.getByRole("checkbox", { name: /^Makita \(\d+\)$/ });
    const boschCount = await labelCount(bosch);
    const makitaCount = await labelCount(makita);

    // A brand: the list, its total and a chip follow, and the URL carries the language-neutral code.
    await bosch.check();
    await expect(page).toHaveURL(/[?&]marca=bosch(&|$)/);
    await expect(main.getByRole("link", { name: t.remove })).toBeVisible();
    expect(await shown(page, t.count)).toBe(boschCount);
    // The other brands stay on offer, with what each would give.
    expect(await labelCount(makita)).toBe(makitaCount);
    await expect(page.getByText(t.found)).toHaveAttribute("aria-live", "polite");

    // A voltage narrows within the brand: its counts already said how far.
    const volts = main.getByRole("group", { name: t.voltage });
    const v220 = volts.getByRole("checkbox", { name: /^220 V \(\d+\)$/ });
    const expected = await labelCount(v220);
    await v220.check();
    await expect(page).toHaveURL(/voltagem=220v/);
    await expect.poll(() => shown(page, t.count)).toBe(expected);
    await expect(makita).not.toBeChecked();

    // Removing the brand's chip keeps the voltage.
    await main.getByRole("link", { name: t.remove }).click();
    await expect(page).not.toHaveURL(/marca=/);
    await expect(page).toHaveURL(/voltagem=220v/);
    await expect(v220).toBeChecked();

    // A typed price range.
    await main.getByLabel(t.min).fill("50");
    await main.getByLabel(t.max).fill("150");
    await main.getByRole("button", { name: t.apply }).click();
    await expect(page).toHaveURL(/preco=50-150/);
    await expect.poll(() => shown(page, t.count)).toBeGreaterThan(0);

    // A filtered page is not for search engines; its canonical is the unfiltered list.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${t.prefix}/produtos/2$`),
    );

    // "Limpar filtros" gives the whole category back.
    await main.getByRole("link", { name: t.clear }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/produtos/2$`));

    // A product of the list shows its specifications.
    await main.getByRole("heading", { level: 2 }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: t.specs })).toBeVisible();
    // The voltage: a row of the table, or the picker of a product sold in several.
    await expect(page.getByRole("table")).toBeVisible();
    await expect(main.getByText(t.voltage, { exact: true }).first()).toBeVisible();
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the Filtros button opens a full-height panel that ends in Ver N produtos", async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated("/produtos/2");
    const main = page.getByRole("main");
    const panelButton = main.getByText("Filtros", { exact: true });
    await expect(main.getByRole("group", { name: "Marca" })).toBeHidden();
    await panelButton.click();
    const bosch = main.getByRole("checkbox", { name: /^Bosch \(\d+\)$/ });
    await expect(bosch).toBeVisible();
    const count = await labelCount(bosch);
    await bosch.check();
    await expect(page).toHaveURL(/marca=bosch/);
    const show = main.getByRole("button", { name: `Ver ${count} produtos` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(main.getByRole("group", { name: "Marca" })).toBeHidden();
    await expect(main.getByText("Filtros (1)")).toBeVisible();
    await expect(main.getByRole("link", { name: "Remover filtro: Marca: Bosch" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a GET form with a button", async ({ page }) => {
    await page.goto("/produtos/2");
    const main = page.getByRole("main");
    const makita = main.getByRole("checkbox", { name: /^Makita \(\d+\)$/ });
    const count = await labelCount(makita);
    await makita.check();
    await main.getByLabel("Preço máximo (US$)").fill("1000");
    await main.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/marca=makita/);
    expect(await shown(page, /^(\d+) produtos?$/)).toBe(count);
    await expect(main.getByRole("link", { name: "Remover filtro: Marca: Makita" })).toBeVisible();
  });
});
