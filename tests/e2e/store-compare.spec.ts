import { expectNoAxeViolations } from "../fixtures/axe";
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test, waitForHydration } from "../fixtures/e2e";
import { startCompareStore, type Named } from "../fixtures/compare-store";
import type { OwnStore } from "../fixtures/own-store";
import { layoutShift } from "../fixtures/store-page";

// Specifications in the store: a shopper opens a product, reads its
// specifications and the voltage beside its price, adds it and another product to compare (from
// the product page and from a card), keeps the choice across a reload, opens the comparison and
// switches to "só diferenças"; in Portuguese and in Spanish, at 375 px, without JavaScript and
// offline. On a store of its own: the journey writes the two products' specifications itself, so
// it holds whatever the demo seed carries.

// A client-side navigation loads the next route's chunks one after another; on the shared
// two-core test machine that can take longer than the default five seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

let store: OwnStore;
let drill: Named;
let screwdriver: Named;
let others: Named[];

test.beforeAll(async () => {
  ({ store, drill, screwdriver, others } = await startCompareStore());
});
test.afterAll(async () => {
  await store.stop();
});

const M = {
  pt: {
    prefix: "",
    specs: "Especificações",
    voltage: "Voltagem",
    power: "Potência",
    compare: "Comparar",
    bar: "Produtos para comparar",
    caption: "2 produtos lado a lado",
    only: "Só diferenças",
    differs: "difere",
    name: (p: Named) => p.name,
    battery: "Bateria 12 V",
  },
  es: {
    prefix: "/es",
    specs: "Especificaciones",
    voltage: "Voltaje",
    power: "Potencia",
    compare: "Comparar",
    bar: "Productos para comparar",
    caption: "2 productos lado a lado",
    only: "Solo diferencias",
    differs: "difiere",
    name: (p: Named) => p.name_es,
    battery: "Batería 12 V",
  },
} as const;
type Texts = (typeof M)[keyof typeof M];

async function open(page: Page, path: string) {
  await page.goto(`${store.origin}${path}`);
  await waitForHydration(page);
}

/** The card of a product in a list. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) })
    .first();
}

/** The product page: its specifications and the voltage beside its price; then "Comparar". */
async function readProductAndChoose(page: Page, t: Texts) {
  await open(page, `${t.prefix}/produto/${drill.id}`);
  const specs = page.getByRole("table", { name: t.specs });
  await expect(specs.getByRole("row", { name: new RegExp(t.power) })).toContainText("750 W");
  await expect(specs.getByRole("row", { name: new RegExp(t.voltage) })).toContainText("220 V");
  await expect(page.locator("article").getByTestId("voltage-badge")).toHaveText(
    `${t.voltage}: 220 V`,
  );
  const toggle = page.getByRole("button", { name: `${t.compare} ${t.name(drill)}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const bar = page.getByRole("region", { name: t.bar });
  await expect(bar.getByRole("link", { name: `${t.compare} (1)` })).toBeVisible();
}

/** The category's list: the other product's card, its voltage, its "Comparar". */
async function chooseFromCard(page: Page, t: Texts) {
  await open(page, `${t.prefix}/produtos/2`);
  const screwCard = card(page, t.name(screwdriver));
  await expect(screwCard.getByTestId("voltage-badge")).toHaveText(`${t.voltage}: ${t.battery}`);
  // Chosen on the product page: the card says so.
  await expect(
    card(page, t.name(drill)).getByRole("button", { name: `${t.compare} ${t.name(drill)}` }),
  ).toHaveAttribute("aria-pressed", "true");
  await screwCard.getByRole("button", { name: `${t.compare} ${t.name(screwdriver)}` }).click();
  await expect(
    page.getByRole("region", { name: t.bar }).getByRole("link", { name: `${t.compare} (2)` }),
  ).toBeVisible();
}

/** The comparison from the bar: side by side, the voltage row marked, then "só diferenças". */
async function compareOnlyDifferences(page: Page, t: Texts) {
  await page
    .getByRole("region", { name: t.bar })
    .getByRole("link", { name: `${t.compare} (2)` })
    .click();
  await expect(page).toHaveURL(
    `${store.origin}${t.prefix}/comparar?ids=${drill.id},${screwdriver.id}`,
  );
  const table = page.getByRole("table", { name: t.caption });
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  const voltage = table.getByRole("row", { name: new RegExp(`^${t.voltage}`) });
  await expect(voltage.getByRole("rowheader")).toHaveText(`${t.voltage} (${t.differs})`);
  await expect(voltage.getByRole("cell")).toHaveText(["220 V", t.battery]);
  const rows = table.locator("tbody tr");
  const all = await rows.count();
  await expect(table.locator("tbody tr:not([data-differs])")).not.toHaveCount(0);
  await page.getByRole("switch", { name: t.only }).check();
  await expect(table.locator("tbody tr:not([data-differs])")).toHaveCount(0);
  expect(await rows.count()).toBeLessThan(all);
  await expect(page).toHaveURL(/&diff=1$/);
  // The address says it: a reload (the server's page) shows the same.
  await page.reload();
  await expect(page.getByRole("switch", { name: t.only })).toBeChecked();
  await expect(table.locator("tbody tr:not([data-differs])")).toHaveCount(0);
  await expect(voltage).toBeVisible();
}

test("in Portuguese: specifications, voltage, compare from the page and a card, at most four, kept across a reload, only differences", async ({
  page,
}) => {
  test.slow();
  await readProductAndChoose(page, M.pt);
  await chooseFromCard(page, M.pt);

  // Four at most: two more fit, a fifth is refused with a message and nothing is dropped.
  const bar = page.getByRole("region", { name: M.pt.bar });
  for (const p of others.slice(0, 2)) {
    await card(page, p.name)
      .getByRole("button", { name: `Comparar ${p.name}` })
      .click();
  }
  await expect(bar.getByRole("link", { name: "Comparar (4)" })).toBeVisible();
  const fifth = card(page, others[2]!.name);
  await fifth.getByRole("button", { name: `Comparar ${others[2]!.name}` }).click();
  await expect(fifth.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    "Compare até 4 produtos: remova um para incluir outro.",
  );
  await expect(bar.getByRole("link", { name: "Comparar (4)" })).toBeVisible();
  for (const p of others.slice(0, 2)) {
    await bar.getByRole("button", { name: `Remover ${p.name} da comparação` }).click();
  }
  await expect(bar.getByRole("link", { name: "Comparar (2)" })).toBeVisible();

  // The choice is the browser's: a reload keeps it, and the page does not move when it shows.
  await page.reload();
  await waitForHydration(page);
  await expect(bar.getByRole("link", { name: "Comparar (2)" })).toBeVisible();
  await expect(
    card(page, screwdriver.name).getByRole("button", { name: `Comparar ${screwdriver.name}` }),
  ).toHaveAttribute("aria-pressed", "true");
  expect(await layoutShift(page)).toBeLessThan(0.02);

  await compareOnlyDifferences(page, M.pt);
  // The table, the switch and the bar, as a screen reader and a keyboard meet them.
  await expectNoAxeViolations(page, { where: "comparison" });
  await open(page, `/produto/${drill.id}`);
  await expectNoAxeViolations(page, { where: "product page" });
});

test("in Spanish: the same journey under /es", async ({ page }) => {
  test.slow();
  await readProductAndChoose(page, M.es);
  await chooseFromCard(page, M.es);
  await compareOnlyDifferences(page, M.es);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the same journey; the columns scroll sideways, by keyboard too, the row names held at the left", async ({
    page,
  }) => {
    test.slow();
    await readProductAndChoose(page, M.pt);
    await chooseFromCard(page, M.pt);
    await page.getByRole("link", { name: "Comparar (2)" }).click();
    const region = page.getByRole("region", { name: M.pt.caption });
    await expect(region).toBeVisible();
    const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The page itself never scrolls sideways: only the table's region does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    const rowName = region.getByRole("rowheader", { name: /^Voltagem/ });
    const before = (await rowName.boundingBox())!;
    await region.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const after = (await rowName.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    await page.getByRole("switch", { name: M.pt.only }).check();
    await expect(region.locator("tbody tr:not([data-differs])")).toHaveCount(0);
  });
});

test("without JavaScript a card's Comparar opens that product's comparison, and the switch applies with its button", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto(`${store.origin}/produtos/2`);
  await card(page, drill.name).getByRole("link", { name: "Comparar", exact: true }).click();
  await expect(page).toHaveURL(`${store.origin}/comparar?ids=${drill.id}`);
  await expect(page.getByRole("table", { name: "1 produto lado a lado" })).toBeVisible();
  await page.goto(`${store.origin}/comparar?ids=${drill.id},${screwdriver.id}`);
  await page.getByRole("switch", { name: "Só diferenças" }).check();
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/diff=1/);
  const table = page.getByRole("table", { name: M.pt.caption });
  await expect(table.getByRole("rowheader", { name: /^Voltagem/ })).toBeVisible();
  await expect(table.locator("tbody tr:not([data-differs])")).toHaveCount(0);
  await context.close();
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("a comparison already seen opens again without a connection", async ({ page, context }) => {
    const path = `/comparar?ids=${drill.id},${screwdriver.id}`;
    await page.goto(`${store.origin}${path}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installed the worker; from now on it keeps what is loaded.
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await expect(page.getByRole("table", { name: M.pt.caption })).toBeVisible();
    await context.setOffline(true);
    await page.goto(`${store.origin}${path}`);
    await expect(page.getByRole("table", { name: M.pt.caption })).toBeVisible();
    await expect(page.getByText("Você está sem conexão.", { exact: false })).toBeVisible();
    await context.setOffline(false);
  });
});
