import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import { desktopOnly, SLOW } from "../fixtures/admin-sections-e2e";

// Every section at 375 px and on desktop: nothing wider than the screen, axe finds no violation,
// also with a form's error messages showing.

const SECTIONS = [
  "/admin",
  "/admin/produtos",
  "/admin/produtos/novo",
  "/admin/importar",
  "/admin/posters",
  "/admin/marcas",
  "/admin/usuarios",
  "/admin/configuracoes",
  "/admin/orcamentos",
  "/admin/orcamentos/emails",
  "/admin/estatisticas",
];

async function check(page: Page, where: string) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${where} fits the screen`).toBe(true);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

const WIDTHS = [375, 1280];

/** The page at each width in turn (reloaded, hydrated), checked by `check` there. */
async function atEachWidth(page: Page, where: string, check: (where: string) => Promise<void>) {
  for (const [n, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 800 });
    if (n > 0) {
      await page.reload();
      await waitForHydration(page);
    }
    await check(`${where} at ${width} px`);
  }
}

// One test per section, both widths in it: axe on a full back-office page takes seconds on a
// shared machine, and nine of them in one test outgrew its time limit. The administrator is
// created and signed in once for both widths.
for (const path of SECTIONS) {
  test(`${path} fits and passes axe at 375 and 1280 px`, async ({ page, adminOn }, testInfo) => {
    desktopOnly(testInfo, "the widths are set here; once is enough");
    // The product table's 50 rows take axe 17 s on its own here (measured).
    test.slow();
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await adminOn(path);
    await atEachWidth(page, path, (where) => check(page, where));
  });
}

test("a product form with errors and a product's inline edit fit and pass axe at 375 and 1280 px", async ({
  page,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "the widths are set here; once is enough");
  test.slow();
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await adminOn("/admin/produtos/novo");
  for (const [n, width] of WIDTHS.entries()) {
    if (n > 0) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/admin/produtos/novo");
      await waitForHydration(page);
    }
    await page.getByRole("button", { name: "Adicionar produto" }).click();
    await expect(page.getByText("Escolha a marca.")).toBeVisible(SLOW);
    await check(page, `add product with errors at ${width} px`);

    await page.goto("/admin/produtos");
    await waitForHydration(page);
    // The table's first product row: row 0 is the header.
    await page.getByRole("row").nth(1).getByRole("button", { name: "Editar" }).click();
    await expect(page.getByRole("button", { name: "Salvar" })).toBeVisible();
    await check(page, `product inline edit at ${width} px`);
  }
});
