import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import {
  acceptConfirm,
  desktopOnly,
  pngUpload,
  SLOW,
  toast,
  unique,
} from "../fixtures/admin-sections-e2e";

// Posters, store settings, and the forms' messages in both languages
// (docs/decisions/025-required-fields-are-named.md: the form names the missing field in the user's
// language, never a silent no-op).

const posterList = (page: Page) =>
  page.getByRole("list", { name: "Pôsteres, na ordem do carrossel" });
const posterRow = (page: Page, title: string) =>
  posterList(page).getByRole("listitem").filter({ hasText: title });

async function posterOrder(page: Page): Promise<string[]> {
  return posterList(page)
    .locator(":scope > li")
    .evaluateAll((items) => items.map((li) => li.querySelector("p")?.textContent?.trim() ?? ""));
}

/** The home carousel's posters, in slide order (each picture's alt is its title). */
async function carouselOrder(page: Page): Promise<string[]> {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Destaques" });
  await expect(carousel).toBeVisible();
  return carousel
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
}

/** `first` somewhere in front of `second` (other tests may add posters or move theirs meanwhile). */
const ahead = (order: string[], first: string, second: string) =>
  order.includes(first) && order.includes(second) && order.indexOf(first) < order.indexOf(second);

test("posters: one is needed, add two by file, reorder by drag, switch one off, reorder by button at 375 px, delete; the carousel follows", async ({
  page,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "the poster order is shared: one project reorders it");
  test.slow();
  await adminOn("/admin/posters");
  const form = page.getByRole("region", { name: "Adicionar pôster" });

  await form.getByRole("button", { name: "Adicionar pôster" }).click();
  await expect(form.getByText("Informe uma URL de imagem ou envie um arquivo.")).toBeVisible(SLOW);
  await expect(form.getByLabel("Arquivo de imagem")).toHaveAccessibleDescription(
    "Informe uma URL de imagem ou envie um arquivo.",
  );
  await form.getByLabel("URL da imagem (https)").fill("http://example.com/poster.png");
  await form.getByRole("button", { name: "Adicionar pôster" }).click();
  await expect(form.getByText("Informe um endereço https://.")).toBeVisible(SLOW);
  await form.getByLabel("URL da imagem (https)").fill("");

  const [first, second] = [unique("Pôster A"), unique("Pôster B")];
  for (const [title, color] of [
    [first, "#16a34a"],
    [second, "#9333ea"],
  ] as const) {
    await form.getByRole("textbox", { name: /^Título\s*\(opcional\)$/ }).fill(title);
    await form
      .getByLabel("Arquivo de imagem")
      .setInputFiles(await pngUpload("poster.png", 1800, 900, color));
    await expect(form.getByRole("img", { name: "Pré-visualização" })).toBeVisible(SLOW);
    await form.getByRole("button", { name: "Adicionar pôster" }).click();
    await expect(toast(page, "Pôster adicionado!")).toBeVisible(SLOW);
    await expect(posterRow(page, title)).toBeVisible(SLOW);
  }

  // The carousel hides slides other than the current one from assistive technology.
  await page.goto("/");
  await expect(page.getByAltText(first, { exact: true })).toBeAttached();
  await expect(page.getByAltText(second, { exact: true })).toBeAttached();
  expect(ahead(await carouselOrder(page), first, second)).toBe(true);

  // Drag (HTML5 drag and drop, which Playwright drives in Chromium with the mouse): the second
  // poster's grip dropped on the first poster's row takes its place, in front of it.
  await page.goto("/admin/posters");
  await waitForHydration(page);
  // The list moves at once and saves in the background: the reload waits for the save's answer
  // (a reload before it read the old order once on a loaded machine).
  const saved = page.waitForResponse((r) => r.request().method() === "POST", SLOW);
  await posterRow(page, second).locator('[draggable="true"]').dragTo(posterRow(page, first));
  await expect.poll(async () => ahead(await posterOrder(page), second, first), SLOW).toBe(true);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  expect(ahead(await posterOrder(page), second, first)).toBe(true);
  expect(ahead(await carouselOrder(page), second, first)).toBe(true);

  await page.goto("/admin/posters");
  await waitForHydration(page);
  await posterRow(page, second).getByRole("button", { name: "Desativar" }).click();
  await expect(toast(page, "Pôster atualizado!")).toBeVisible(SLOW);
  await expect(posterRow(page, second).getByText("Inativo")).toBeVisible(SLOW);
  await page.goto("/");
  await expect(page.getByAltText(first, { exact: true })).toBeAttached();
  await expect(page.getByAltText(second, { exact: true })).toHaveCount(0);

  // On a 375 px phone (no drag grip there): Move up / Move down are on screen, 44 px targets.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/admin/posters");
  await waitForHydration(page);
  const order = await posterOrder(page);
  const neighbour = order[order.indexOf(second) - 1]!;
  const up = page.getByRole("button", { name: `Subir: ${second}` });
  const down = page.getByRole("button", { name: `Descer: ${second}` });
  await expect(posterRow(page, second).locator('[draggable="true"]')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const button of [up, down]) {
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await up.click();
  await expect
    .poll(async () => {
      const now = await posterOrder(page);
      return now.indexOf(second) === now.indexOf(neighbour) - 1;
    }, SLOW)
    .toBe(true);

  for (const title of [first, second]) {
    acceptConfirm(page, "Excluir este pôster?");
    await posterRow(page, title).getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Pôster removido!")).toBeVisible(SLOW);
    await expect(posterRow(page, title)).toHaveCount(0, SLOW);
  }
  await page.goto("/");
  await expect(page.getByAltText(first, { exact: true })).toHaveCount(0);
});

test("settings: saved ones show on the storefront; a bad e-mail is named in both languages", async ({
  page,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "the store settings are shared: one project changes them");
  test.slow();
  await adminOn("/admin/configuracoes");
  const shipping = unique("Frete grátis para Salto");
  const phone = `+595 61 ${Date.now() % 1_000_000}`;
  await page.getByLabel("Frete grátis (português)").fill(shipping);
  await page.getByLabel("Telefone 1").fill(phone);
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(toast(page, "Configurações salvas!")).toBeVisible(SLOW);

  await page.goto("/");
  await expect(page.getByText(shipping).first()).toBeVisible();
  await expect(page.getByText(phone).first()).toBeAttached();

  await page.goto("/admin/configuracoes");
  await waitForHydration(page);
  await expect(page.getByLabel("Frete grátis (português)")).toHaveValue(shipping);
  await page.getByLabel("E-mail de contato").fill("não é um e-mail");
  await page.getByRole("button", { name: "Salvar configurações" }).click();
  await expect(page.getByLabel("E-mail de contato")).toHaveAccessibleDescription(
    "Informe um e-mail válido.",
    SLOW,
  );
  await expect(toast(page, "Falha ao atualizar")).toBeVisible();

  await page.goto("/admin/configuracoes?lang=en");
  await waitForHydration(page);
  await page.getByLabel("Contact e-mail").fill("still not an e-mail");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByLabel("Contact e-mail")).toHaveAccessibleDescription(
    "Enter a valid e-mail address.",
    SLOW,
  );
  await expect(toast(page, "Update failed")).toBeVisible();
  await page.goto("/admin/configuracoes?lang=pt");
});

test("a missing brand, name, price or category is named beside its field, in Portuguese and in English", async ({
  page,
  adminOn,
}) => {
  test.slow();
  await adminOn("/admin/produtos/novo");
  await page.getByRole("button", { name: "Adicionar produto" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText: "Preencha os campos obrigatórios: Marca, Nome do produto, Preço (US$), Categoria.",
    }),
  ).toBeVisible(SLOW);
  const pt = {
    Marca: "Escolha a marca.",
    "Nome do produto": "Informe o nome do produto.",
    "Preço (US$)": "Informe o preço.",
    Categoria: "Escolha a categoria.",
  };
  for (const [label, message] of Object.entries(pt)) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(toast(page, "Erro ao adicionar")).toBeVisible();

  await page.goto("/admin/produtos/novo?lang=en");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add product" }).click();
  const en = {
    Brand: "Choose the brand.",
    "Product name": "Enter the product name.",
    "Price (US$)": "Enter the price.",
    Category: "Choose the category.",
  };
  for (const [label, message] of Object.entries(en)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      message,
      SLOW,
    );
  }

  // The language is remembered: the brand and poster forms answer in English too.
  await page.goto("/admin/marcas");
  await waitForHydration(page);
  const brandForm = page.getByRole("region", { name: "Add brand" });
  await brandForm.getByRole("button", { name: "Add brand" }).click();
  await expect(brandForm.getByLabel("Brand name")).toHaveAccessibleDescription(
    "Enter the brand name.",
    SLOW,
  );
  await expect(brandForm.getByLabel("Image file")).toHaveAccessibleDescription("Upload a logo.");
  await page.goto("/admin/posters");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add poster" }).click();
  await expect(page.getByText("Enter an image URL or upload a file.")).toBeVisible(SLOW);

  await page.goto("/admin/marcas?lang=pt");
  await waitForHydration(page);
  const marca = page.getByRole("region", { name: "Adicionar marca" });
  await marca.getByLabel("Nome da marca").fill("   ");
  await marca.getByRole("button", { name: "Adicionar marca" }).click();
  await expect(marca.getByLabel("Nome da marca")).toHaveAccessibleDescription(
    "Informe o nome da marca.",
    SLOW,
  );
  await expect(marca.getByLabel("Arquivo de imagem")).toHaveAccessibleDescription(
    "Envie um logotipo.",
  );
  // A name the router owns is refused with the service's message.
  await marca.getByLabel("Nome da marca").fill("Produtos");
  await marca.getByLabel("Arquivo de imagem").setInputFiles(await pngUpload("logo.png", 400, 200));
  await expect(marca.getByRole("img", { name: "Pré-visualização" })).toBeVisible(SLOW);
  await marca.getByRole("button", { name: "Adicionar marca" }).click();
  await expect(toast(page, "Esse nome não pode ser usado por uma marca.")).toBeVisible(SLOW);
});
