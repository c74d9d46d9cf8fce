import { expectNoAxeViolations } from "../fixtures/axe";
import type { Page } from "@playwright/test";
import { desktopOnly, SLOW, toast } from "../fixtures/admin-sections-e2e";
import { expect, test, waitForHydration } from "../fixtures/e2e";

// Accessories, spare parts and compatible products (docs/decisions/067-product-links.md), on the
// demo data (app/.server/db/seed/demo-links.ts): a shopper opens the cordless drill, adds its
// battery from "Acessórios" in one tap, and the quote list holds both; the battery's page says
// "Compatível com" the drill; the Spanish page says "Accesorios". An administrator then links
// cutting discs to the circular saw by a search, sees them on the saw's page, and removes them.

const DRILL = { id: 51, name: "Furadeira e Parafusadeira de Impacto a Bateria" };
const BATTERY = { id: 52, name: "Bateria 18V 4,0 Ah" };
const SAW = { id: 14, name: 'Serra Circular 7 1/4" 1400W' };
const DISCS = 'Disco de Corte 4 1/2" (10 unidades)';

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a drill's battery goes to the quote list from Acessórios in one tap; the battery says Compatível com; Spanish; an administrator links and unlinks", async ({
  page,
  gotoHydrated,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "one journey; the cards are checked at 375 px inside it");
  test.slow();

  // The drill first, from its own page (its voltage chosen as the page opens).
  await gotoHydrated(`/produto/${DRILL.id}`);
  const purchase = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Adicionar à lista" }) });
  await purchase.getByRole("button", { name: "Adicionar à lista" }).click();
  await expect(purchase.getByRole("status")).toContainText("está na sua lista de orçamento.");

  // "Acessórios": small cards in the administrator's order, each one tap away from the list.
  const accessories = section(page, "Acessórios");
  await expect(accessories.getByRole("listitem")).toHaveCount(2);
  await expect(accessories.getByRole("heading", { level: 3 }).first()).toHaveText(BATTERY.name);
  await expect(accessories.getByRole("link", { name: BATTERY.name })).toHaveAttribute(
    "href",
    `/produto/${BATTERY.id}`,
  );
  await expect(section(page, "Peças de reposição")).toHaveCount(0);
  const add = accessories
    .getByRole("listitem")
    .filter({ hasText: BATTERY.name })
    .getByRole("button");
  await expect(add).toHaveAccessibleName(`Adicionar ao orçamento (${BATTERY.name})`);
  await add.click();
  await expect(add).toHaveText(`✓ No orçamento (${BATTERY.name})`);
  await expectNoAxeViolations(page, { include: "main", everyRule: true });
  // The add is counted for Estatísticas: the beacon names the battery and the drill.
  const stored = await page.evaluate(() => localStorage.getItem("vitrine.quote.v1") ?? "");
  expect(JSON.parse(stored)).toHaveLength(2);

  // The quote list holds both.
  await gotoHydrated("/orcamento");
  const lines = page.getByTestId("quote-line");
  await expect(lines).toHaveCount(2, SLOW);
  await expect(lines.filter({ hasText: DRILL.name })).toHaveCount(1);
  await expect(lines.filter({ hasText: BATTERY.name })).toHaveCount(1);

  // The other side: the battery lists the drill (and the blower it names) under "Compatível com".
  await gotoHydrated(`/produto/${BATTERY.id}`);
  const compatible = section(page, "Compatível com");
  await expect(compatible.getByRole("link", { name: DRILL.name })).toBeVisible();
  await expect(
    compatible.getByRole("link", { name: "Soprador de Folhas a Bateria 18V" }),
  ).toBeVisible();
  await expect(section(page, "Acessórios")).toHaveCount(0);

  // Spanish: the same sections in Spanish, the button too.
  await page.goto(`/es/produto/${DRILL.id}`);
  const accesorios = section(page, "Accesorios");
  await expect(accesorios.getByRole("link", { name: "Batería 18V 4,0 Ah" })).toBeVisible();
  await expect(
    accesorios.getByRole("button", { name: /^Agregar al presupuesto/ }).first(),
  ).toBeVisible();

  // A phone: the cards stack, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/produto/${DRILL.id}`);
  await expect(section(page, "Acessórios")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The administrator links the cutting discs to the saw, found by name.
  await adminOn(`/admin/produtos/${SAW.id}/ligacoes`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Acessórios e peças de ${SAW.name}` }),
  ).toBeVisible();
  await page.getByLabel("Buscar por nome ou SKU").fill("disco de corte");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/q=disco/, SLOW);
  const result = page.getByRole("listitem").filter({ hasText: DISCS });
  await result.getByLabel("Tipo de ligação").selectOption({ label: "Acessório" });
  await result.getByRole("button", { name: `Ligar ${DISCS}` }).click();
  await expect(toast(page, "Ligações salvas.")).toBeVisible(SLOW);
  const list = page.getByRole("region", { name: "Acessórios", exact: true });
  await expect(list.getByText(DISCS)).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page, { include: "main", everyRule: true });

  // The saw's page shows them at once (the write moved the catalogue version).
  await page.goto(`/produto/${SAW.id}`);
  await expect(section(page, "Acessórios").getByRole("link", { name: DISCS })).toBeVisible();
  // The discs list the saw under "Compatível com", beside the grinder that names them.
  const discs = await section(page, "Acessórios")
    .getByRole("link", { name: DISCS })
    .getAttribute("href");
  await page.goto(discs!);
  await expect(section(page, "Compatível com").getByRole("link", { name: SAW.name })).toBeVisible();

  // Removed again: the saw's page has no accessories.
  await page.goto(`/admin/produtos/${SAW.id}/ligacoes`);
  await page.getByRole("button", { name: `Remover ${DISCS}` }).click();
  await expect(toast(page, "Ligações salvas.")).toBeVisible(SLOW);
  await expect(
    page.getByRole("region", { name: "Acessórios", exact: true }).getByText("Nenhum produto."),
  ).toBeVisible();
  await page.goto(`/produto/${SAW.id}`);
  await expect(section(page, "Acessórios")).toHaveCount(0);
});
