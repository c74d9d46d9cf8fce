import path from "node:path";
import { expectNoAxeViolations } from "../fixtures/axe";
import type { Page } from "@playwright/test";
import { createAdminWithCli } from "../fixtures/auth-e2e";
import { expect, signInAsAdmin, test as e2eTest, waitForHydration } from "../fixtures/e2e";
import { desktopOnly, SLOW } from "../fixtures/admin-sections-e2e";

// Every section at 375 px and on desktop: nothing wider than the screen, axe finds no violation,
// also with a form's error messages showing.

/**
 * These tests only read the back office (the form with errors is never saved), so each worker
 * creates one administrator and signs in once, and every test starts signed in from the saved
 * cookies: the sign-in (a password hash, the welcome page) was a fifth of a test here.
 */
const test = e2eTest.extend<object, { signedIn: string }>({
  signedIn: [
    async ({ browser }, provide, workerInfo) => {
      const admin = await createAdminWithCli();
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInAsAdmin(page, admin);
      const file = path.join(
        workerInfo.project.outputDir,
        `admin-a11y-${workerInfo.workerIndex}.json`,
      );
      await context.storageState({ path: file });
      await context.close();
      await provide(file);
    },
    { scope: "worker", timeout: 60_000 },
  ],
  storageState: ({ signedIn }, provide) => provide(signedIn),
});

/**
 * The product table filtered to one category: its twelve demo machines hold every kind of row
 * (variants listed under their product, offers, sold out) and the toolbar, bulk panel and pager,
 * while axe on all 50 rows of the first page took 17 s of the same markup again.
 */
const PRODUCT_TABLE = "/admin/produtos?category=2";

const SECTIONS = [
  "/admin",
  PRODUCT_TABLE,
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
  await expectNoAxeViolations(page, { where, everyRule: true });
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
// shared machine, and nine of them in one test outgrew its time limit. The worker's administrator
// is signed in already (`signedIn` above).
for (const path of SECTIONS) {
  test(`${path} fits and passes axe at 375 and 1280 px`, async ({
    page,
    gotoHydrated,
  }, testInfo) => {
    desktopOnly(testInfo, "the widths are set here; once is enough");
    test.slow();
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await gotoHydrated(path);
    // Signed in from the saved session: the back office's shell, not the sign-in form.
    await expect(page.getByText("Bem-vindo, Ana Souza")).toBeAttached();
    await atEachWidth(page, path, (where) => check(page, where));
  });
}

test("a product form with errors and a product's inline edit fit and pass axe at 375 and 1280 px", async ({
  page,
  gotoHydrated,
}, testInfo) => {
  desktopOnly(testInfo, "the widths are set here; once is enough");
  // Four axe runs, two of them on the product table with its bulk panel and an open row: on a
  // loaded 2-core machine they take more than test.slow()'s 90 s.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await gotoHydrated("/admin/produtos/novo");
  for (const [n, width] of WIDTHS.entries()) {
    if (n > 0) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/admin/produtos/novo");
      await waitForHydration(page);
    }
    await page.getByRole("button", { name: "Adicionar produto" }).click();
    await expect(page.getByText("Escolha a marca.")).toBeVisible(SLOW);
    await check(page, `add product with errors at ${width} px`);

    await page.goto(PRODUCT_TABLE);
    await waitForHydration(page);
    // The table's first product row: row 0 is the header.
    await page.getByRole("row").nth(1).getByRole("button", { name: "Editar" }).click();
    await expect(page.getByRole("button", { name: "Salvar", exact: true })).toBeVisible();
    await check(page, `product inline edit at ${width} px`);
  }
});
