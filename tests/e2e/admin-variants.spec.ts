import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "../fixtures/axe";
import type { Page } from "@playwright/test";
import { signedInApi } from "../fixtures/auth-e2e";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import { createMachine, desktopOnly, SLOW, toast } from "../fixtures/admin-sections-e2e";

// The back office's variants editor (docs/decisions/065-product-variants.md): an administrator
// opens a machine of this test's own, ticks 127 V and 220 V, generates the two combinations, fills
// "mesmo preço para todos" (which fills the rows at once), gives 127 V its own price, sets each
// one's SKU and stock, saves; the product table then shows the stock, "2 variantes" and the two
// variants under the product, and "estoque baixo" finds it. At 375 px each row is a card.

/** A variant's row in the editor, named by its option values ("127 V"). */
const variantRow = (page: Page, name: string) => page.getByRole("row", { name, exact: true });

test("variants: give a machine 127 V and 220 V, prices and stock, see the stock and the variants in the product table; the editor at 375 px", async ({
  page,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "one journey; the phone check is inside it");
  test.slow();
  const tag = `Variada${randomBytes(4).toString("hex")}`;
  const name = `Furadeira ${tag}`;
  const id = await createMachine(testInfo.project.use.baseURL!, name);

  await adminOn(`/admin/produtos/${id}/variantes`);
  await expect(page.getByRole("heading", { level: 1, name: `Variantes de ${name}` })).toBeVisible();
  // Without options, the product's one variant.
  await expect(variantRow(page, "Sem opções")).toBeVisible();

  // The options: tick the voltage's values, then ask for their combinations (a GET form).
  const options = page.getByRole("region", { name: "Opções" });
  const voltage = options.getByRole("group", { name: "Voltagem" });
  await voltage.getByLabel("127 V", { exact: true }).check();
  await voltage.getByLabel("220 V", { exact: true }).check();
  await options.getByRole("button", { name: "Gerar combinações" }).click();
  await expect(page).toHaveURL(/generate=1/, SLOW);
  await expect(variantRow(page, "127 V")).toBeVisible(SLOW);
  await expect(variantRow(page, "220 V")).toBeVisible();
  await expect(variantRow(page, "Sem opções")).toHaveCount(0);
  await waitForHydration(page);
  await expectNoAxeViolations(page, { include: "main", everyRule: true });

  // "Mesmo preço para todos" fills every row at once; one row then gets its own price.
  await page.getByLabel("Mesmo preço para todos").fill("189.90");
  await expect(page.getByLabel("Preço — 220 V", { exact: true })).toHaveValue("189.90");
  await expect(page.getByLabel("Preço — 127 V", { exact: true })).toHaveValue("189.90");
  await page.getByLabel("Preço — 127 V", { exact: true }).fill("199.90");
  await page.getByLabel("SKU — 127 V", { exact: true }).fill(`${tag}-127`);
  await page.getByLabel("SKU — 220 V", { exact: true }).fill(`${tag}-220`);
  await page.getByLabel("Estoque — 127 V", { exact: true }).fill("2");
  await page.getByLabel("Estoque — 220 V", { exact: true }).fill("10");
  await page.getByRole("button", { name: "Salvar variantes" }).click();
  await expect(toast(page, "Variantes salvas!")).toBeVisible(SLOW);
  await expect(page.getByText("(2 variantes)")).toBeVisible();

  // The product table: the tracked units, the way to the editor, and the variants under it.
  await page.goto(`/admin/produtos?q=${tag}`);
  await waitForHydration(page);
  const product = page.getByRole("row", { name, exact: true });
  await expect(product.getByText("12", { exact: true })).toBeVisible(SLOW);
  await expect(product.getByText("Estoque baixo")).toBeVisible();
  await expect(product.getByRole("link", { name: `2 variantes — ${name}` })).toHaveAttribute(
    "href",
    `/admin/produtos/${id}/variantes`,
  );
  await page.locator("summary").filter({ hasText: "2 variantes" }).click();
  const variants = page.getByRole("list", { name: `Variantes de ${name}` });
  const v127 = variants.getByRole("listitem").filter({ hasText: "127 V" });
  await expect(v127).toContainText(`${tag}-127`);
  await expect(v127).toContainText("199,90");
  await expect(v127).toContainText("Estoque baixo");
  const v220 = variants.getByRole("listitem").filter({ hasText: "220 V" });
  await expect(v220).toContainText(`${tag}-220`);
  await expect(v220).toContainText("189,90");
  await expect(v220).toContainText("10");

  // "Estoque baixo" finds it (127 V has 2, at or under the shop's threshold of 3).
  const filters = page.getByRole("search", { name: "Filtrar produtos" });
  await filters.getByLabel("Estoque", { exact: true }).selectOption({ label: "Estoque baixo" });
  await filters.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/stock=low/, SLOW);
  await expect(page.getByRole("row", { name, exact: true })).toBeVisible(SLOW);

  // At 375 px the editor's rows are cards, each field labelled, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/produtos/${id}/variantes`);
  await waitForHydration(page);
  const card = variantRow(page, "220 V");
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator("label").filter({ hasText: "SKU" })).toBeVisible();
  await expect(card.getByLabel("Estoque — 220 V", { exact: true })).toHaveValue("10");
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
});

/**
 * A machine in 127 V and 220 V, and a WhatsApp enquiry (open) for its 220 V, through the JSON API:
 * answers the product's id.
 */
async function machineWithEnquiry(baseURL: string, name: string, tag: string): Promise<number> {
  const api = await signedInApi(baseURL);
  try {
    const created = await api.post("/api/products", {
      data: {
        name,
        brand: "tramontina",
        category: 2,
        options: ["voltagem"],
        variants: [
          { sku: `${tag}-127`, options: { voltagem: "127v" }, price: 199.9 },
          { sku: `${tag}-220`, options: { voltagem: "220v" }, price: 189.9 },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()) as {
      id: number;
      variants: { id: number; sku: string }[];
    };
    const v220 = product.variants.find((v) => v.sku === `${tag}-220`)!;
    const enquiry = await api.post("/api/enquiries", {
      data: {
        channel: "whatsapp",
        locale: "pt",
        items: [{ product_id: product.id, variant_id: v220.id, quantity: 1 }],
      },
    });
    expect(enquiry.status(), await enquiry.text()).toBe(201);
    return product.id;
  } finally {
    await api.dispose();
  }
}

test("variants: removing a combination an open enquiry names asks first, then removes it", async ({
  page,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "one journey");
  const tag = `Citada${randomBytes(4).toString("hex")}`;
  const name = `Furadeira ${tag}`;
  const id = await machineWithEnquiry(testInfo.project.use.baseURL!, name, tag);

  // Leave 220 V out: untick it and generate the combinations again.
  await adminOn(`/admin/produtos/${id}/variantes`);
  const voltage = page
    .getByRole("region", { name: "Opções" })
    .getByRole("group", { name: "Voltagem" });
  await voltage.getByLabel("220 V", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Gerar combinações" }).click();
  await expect(variantRow(page, "220 V")).toHaveCount(0, SLOW);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Salvar variantes" }).click();

  // The second step: how many open enquiries, which combination; nothing saved yet.
  const question = page.getByRole("region", { name: "Remover combinações citadas em orçamentos?" });
  await expect(question).toBeVisible(SLOW);
  await expect(question).toContainText(
    "1 orçamento em aberto cita combinações que esta alteração remove:",
  );
  await expect(question.getByRole("listitem")).toHaveText(`220 V (${tag}-220)`);
  await expect(question.getByRole("heading")).toBeFocused();
  await expectNoAxeViolations(page, { include: "main", everyRule: true });
  await question.getByRole("button", { name: "Salvar e remover" }).click();
  await expect(toast(page, "Variantes salvas!")).toBeVisible(SLOW);
  await expect(page.getByText("(1 variante)")).toBeVisible();
});
