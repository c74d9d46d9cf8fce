import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import {
  acceptConfirm,
  desktopOnly,
  pngUpload,
  SLOW,
  toast,
  unique,
} from "../fixtures/admin-sections-e2e";

// docs/product-rules.md §2 Products, Add product and Manage brands, with the storefront checked
// after each change.

const slug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, "-");

async function addBrand(page: Page, name: string) {
  const form = page.getByRole("region", { name: "Adicionar marca" });
  await form.getByLabel("Nome da marca").fill(name);
  await form.getByLabel("Arquivo de imagem").setInputFiles(await pngUpload("logo.png", 900, 450));
  // The logo is compressed in the browser (docs/product-rules.md §5) and previewed before it is
  // sent.
  await expect(form.getByRole("img", { name: "Pré-visualização" })).toBeVisible(SLOW);
  await form.getByRole("button", { name: "Adicionar marca" }).click();
  await expect(toast(page, "Marca adicionada!")).toBeVisible(SLOW);
  await expect(brandRow(page, name)).toBeVisible(SLOW);
}

const brandList = (page: Page) => page.getByRole("list", { name: "Marcas, na ordem da loja" });
const brandRow = (page: Page, name: string) =>
  brandList(page).getByRole("listitem").filter({ hasText: name });

async function brandOrder(page: Page): Promise<string[]> {
  return brandList(page)
    .locator(":scope > li")
    .evaluateAll((items) => items.map((li) => li.querySelector("p")?.textContent?.trim() ?? ""));
}

async function storefrontBrandOrder(page: Page): Promise<string[]> {
  await page.goto("/");
  const grid = page.getByRole("region", { name: "Nossas marcas" });
  await expect(grid).toBeVisible();
  return grid
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.querySelector("img")?.alt ?? a.textContent ?? ""));
}

/**
 * The storefront's brands once it shows `expected` (true of the order). A write's pages may be
 * served as they were for a few seconds while they render again (stale-while-revalidate,
 * docs/decisions/023-page-cache.md), and other tests load the home page meanwhile.
 */
async function storefrontShows(page: Page, expected: (order: string[]) => boolean) {
  await expect.poll(async () => expected(await storefrontBrandOrder(page)), SLOW).toBe(true);
}

/** `first` right in front of `second` (other tests may add brands meanwhile, at the end). */
const before = (order: string[], first: string, second: string) =>
  order.indexOf(first) !== -1 && order.indexOf(first) === order.indexOf(second) - 1;

test("products: add one with an image file, see it in the list and the storefront, edit it inline, toggle its stock, delete it", async ({
  page,
  adminOn,
}) => {
  test.slow();
  const brand = unique("Marca Produto");
  await adminOn("/admin/marcas");
  await addBrand(page, brand);

  const name = unique("Aaa Chave E2E");
  await page.goto("/admin/produtos/novo");
  await waitForHydration(page);
  await page.getByLabel("Marca").selectOption({ label: brand });
  await page.getByLabel("Nome do produto").fill(name);
  await expect(page.getByLabel("Preço (US$)")).toHaveAttribute("step", "0.01");
  await page.getByLabel("Preço (US$)").fill("19.90");
  await page.getByLabel("Categoria").selectOption({ label: "Ferramentas Manuais" });
  await page
    .getByRole("textbox", { name: /^Descrição\s*\(opcional\)$/ })
    .fill("Feita para o teste.");
  // With JavaScript the picture goes through the gallery editor (the editor's own
  // journey is admin-gallery.spec.ts): uploaded on its own, then part of the form.
  await page
    .getByLabel("Adicionar arquivos de imagem")
    .setInputFiles(await pngUpload("chave.png", 2400, 1600, "#c2410c"));
  await expect(page.getByRole("group", { name: "Imagem 1", exact: true })).toBeVisible(SLOW);
  await page.getByRole("button", { name: "Adicionar produto" }).click();

  await expect(toast(page, "Produto adicionado!")).toBeVisible(SLOW);
  const card = page.getByRole("row", { name });
  await expect(card).toBeVisible();
  // Typed with a dot, shown as Portuguese writes it.
  await expect(card.getByText("19,90")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/[0-9a-f]+-\d+\.webp$/);

  await page.goto(`/${slug(brand)}`);
  await expect(page.getByRole("heading", { name: brand })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await page.goto("/produtos?sort=name");
  await expect(page.getByText(name)).toBeVisible();

  // Inline edit: name, price, offer flag and original price.
  const edited = `${name} Editada`;
  await page.goto(`/admin/produtos?q=${encodeURIComponent(name)}`);
  await waitForHydration(page);
  await card.getByRole("button", { name: "Editar" }).click();
  const form = page.getByRole("form", { name: `Editar ${name}` });
  await form.getByLabel("Nome", { exact: true }).fill(edited);
  await form.getByLabel("Preço", { exact: true }).fill("12.5");
  await form.getByLabel("Em oferta").check();
  await form.getByLabel("Preço original").fill("15");
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Atualizado!")).toBeVisible(SLOW);
  const editedCard = page.getByRole("row", { name: edited });
  await expect(editedCard.getByText("12,50")).toBeVisible(SLOW);
  await expect(editedCard.getByText("Oferta")).toBeVisible();
  await expect(editedCard.getByRole("button", { name: "Editar" })).toBeFocused();

  // Stock toggle.
  await editedCard.getByRole("button", { name: "Desativar" }).click();
  await expect(toast(page, "Estoque atualizado!")).toBeVisible(SLOW);
  await expect(editedCard.getByText("Esgotado", { exact: true })).toBeVisible(SLOW);
  await expect(editedCard.getByRole("button", { name: "Ativar" })).toBeVisible();
  await page.goto(`/${slug(brand)}`);
  await expect(page.getByText(edited)).toBeVisible();
  await expect(page.getByText("Esgotado").first()).toBeVisible();

  // Delete, after the confirmation.
  await page.goto(`/admin/produtos?q=${encodeURIComponent(edited)}`);
  await waitForHydration(page);
  page.once("dialog", (dialog) => void dialog.dismiss());
  await editedCard.getByRole("button", { name: "Excluir" }).click();
  await expect(editedCard).toBeVisible();
  acceptConfirm(page, "Excluir este produto?");
  await editedCard.getByRole("button", { name: "Excluir" }).click();
  await expect(toast(page, "Excluído!")).toBeVisible(SLOW);
  await expect(page.getByRole("row", { name: edited })).toHaveCount(0, SLOW);
  await expect(page.getByText("Nenhum produto encontrado")).toBeVisible();
  await page.goto(`/${slug(brand)}`);
  await expect(page.getByText(edited)).toHaveCount(0);

  // The brand has no products left: it can go.
  await page.goto("/admin/marcas");
  await waitForHydration(page);
  acceptConfirm(page, "Excluir esta marca?");
  await brandRow(page, brand).getByRole("button", { name: "Excluir" }).click();
  await expect(toast(page, "Marca removida!")).toBeVisible(SLOW);
});

test("brands: add two with logo files, edit one inline, reorder by keyboard and by drag, refuse to delete one with products, delete with confirmation", async ({
  page,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "the brand order is shared: one project reorders it");
  test.slow();
  const x = unique("Marca X");
  const y = unique("Marca Y");
  await adminOn("/admin/marcas");
  await addBrand(page, x);
  await addBrand(page, y);
  const added = await brandOrder(page);
  expect(added.indexOf(x)).toBeLessThan(added.indexOf(y));

  // Inline edit of the name; the storefront answers at the new address.
  const x2 = `${x} Nova`;
  await brandRow(page, x).getByRole("button", { name: "Editar" }).click();
  const form = page.getByRole("form", { name: `Editar ${x}` });
  await form.getByLabel("Nome da marca").fill(x2);
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Marca atualizada!")).toBeVisible(SLOW);
  await expect(brandRow(page, x2)).toBeVisible(SLOW);

  // Keyboard: Move up on Y swaps it with the brand in front; focus stays on the button.
  const ahead = await brandOrder(page);
  const neighbour = ahead[ahead.indexOf(y) - 1]!;
  const up = page.getByRole("button", { name: `Subir: ${y}` });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => before(await brandOrder(page), y, neighbour), SLOW).toBe(true);
  await expect(up).toBeFocused();
  await expect(page.getByText(`${y} agora está na posição`)).toBeAttached();
  await page.reload();
  expect(before(await brandOrder(page), y, neighbour)).toBe(true);
  await storefrontShows(page, (order) => before(order, y, neighbour));

  // Drag: X dropped on Y takes Y's place (after it when dragged down, before it when dragged up).
  await page.goto("/admin/marcas");
  await waitForHydration(page);
  const order = await brandOrder(page);
  const [first, second] = order.indexOf(x2) < order.indexOf(y) ? [y, x2] : [x2, y];
  const handle: Locator = brandRow(page, x2).locator('[draggable="true"]');
  await handle.dragTo(brandRow(page, y));
  await expect.poll(async () => before(await brandOrder(page), first, second), SLOW).toBe(true);
  await page.reload();
  expect(before(await brandOrder(page), first, second)).toBe(true);
  await storefrontShows(page, (order) => before(order, first, second));
  await page.goto(`/${slug(x2)}`);
  await expect(page.getByRole("heading", { name: x2 })).toBeVisible();

  // A brand with products: it leaves the list at once, then comes back with the server's reason.
  await page.goto("/admin/marcas");
  await waitForHydration(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/marcas\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  acceptConfirm(page, "Excluir esta marca?");
  await brandRow(page, "Tramontina").getByRole("button", { name: "Excluir" }).click();
  await expect(brandRow(page, "Tramontina")).toHaveCount(0);
  release();
  await expect(toast(page, "Esta marca ainda tem produtos e não pode ser excluída.")).toBeVisible(
    SLOW,
  );
  await expect(brandRow(page, "Tramontina")).toBeVisible(SLOW);
  await page.unroute(/\/admin\/marcas\.data/);

  for (const name of [y, x2]) {
    acceptConfirm(page, "Excluir esta marca?");
    await brandRow(page, name).getByRole("button", { name: "Excluir" }).click();
    await expect(toast(page, "Marca removida!")).toBeVisible(SLOW);
    await expect(brandRow(page, name)).toHaveCount(0, SLOW);
  }
  await storefrontShows(page, (order) => !order.includes(x2) && !order.includes(y));
});

/** Aborts the page's POSTs to `path` (its React Router data URL), as a lost connection would. */
async function dropPosts(page: Page, path: RegExp) {
  await page.route(path, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
}

test("adding a product that never reaches the server says 'Erro de conexão' and keeps the values (product rules §8)", async ({
  page,
  adminOn,
}) => {
  test.slow();
  await adminOn("/admin/produtos/novo");
  const name = unique("Produto sem rede");
  await page.getByLabel("Marca").selectOption({ index: 1 });
  await page.getByLabel("Nome do produto").fill(name);
  await page.getByLabel("Preço (US$)").fill("10.50");
  await page.getByLabel("Categoria").selectOption({ label: "Ferramentas Manuais" });
  await dropPosts(page, /\/admin\/produtos\/novo\.data/);
  await page.getByRole("button", { name: "Adicionar produto" }).click();
  await expect(toast(page, "Erro de conexão")).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/admin\/produtos\/novo$/);
  await expect(page.getByLabel("Nome do produto")).toHaveValue(name);
  await expect(page.getByLabel("Preço (US$)")).toHaveValue("10.50");
  await expect(page.getByLabel("Nome do produto")).toBeEnabled();

  // The same in English.
  await page.unroute(/\/admin\/produtos\/novo\.data/);
  await page.goto("/admin/produtos/novo?lang=en");
  await waitForHydration(page);
  await page.getByLabel("Brand").selectOption({ index: 1 });
  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Price (US$)", { exact: true }).fill("10.50");
  await page.getByLabel("Category").selectOption({ index: 1 });
  await dropPosts(page, /\/admin\/produtos\/novo\.data/);
  await page.getByRole("button", { name: "Add product" }).click();
  await expect(toast(page, "Connection error")).toBeVisible(SLOW);
  await expect(page.getByLabel("Product name")).toHaveValue(name);
});

test("the grid's row actions that never reach the server show their failure toasts (product rules §8)", async ({
  page,
  adminOn,
}) => {
  test.slow();
  // A seeded product; nothing reaches the server, so it stays as it is.
  const name = "Martelo de Unha 27 mm";
  await adminOn(`/admin/produtos?q=${encodeURIComponent(name)}`);
  const card = page.getByRole("row", { name, exact: true });
  const notice = (text: string) =>
    page.getByRole("region", { name: "Notificações" }).getByText(text, { exact: true }).last();
  await dropPosts(page, /\/admin\/produtos\.data/);

  // Inline edit: "Falha ao atualizar", and the form stays open with what was typed.
  await card.getByRole("button", { name: "Editar" }).click();
  const form = page.getByRole("form", { name: `Editar ${name}` });
  await form.getByLabel("Nome", { exact: true }).fill(`${name} sem rede`);
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(notice("Falha ao atualizar")).toBeVisible(SLOW);
  await expect(form.getByLabel("Nome", { exact: true })).toHaveValue(`${name} sem rede`);
  await expect(form.getByLabel("Nome", { exact: true })).toBeEnabled();
  await form.getByRole("button", { name: "Cancelar" }).click();

  // Stock toggle: "Erro", and the row shows the stock it had (its toggle as it was).
  const toggle = card.getByRole("button", { name: /^(Desativar|Ativar)/ });
  const before = await toggle.textContent();
  await toggle.click();
  await expect(notice("Erro")).toBeVisible(SLOW);
  await expect(card.getByRole("button", { name: /^(Desativar|Ativar)/ })).toHaveText(before!);

  // Delete: "Erro ao excluir", and the card stays.
  acceptConfirm(page, "Excluir este produto?");
  await card.getByRole("button", { name: "Excluir" }).click();
  await expect(notice("Erro ao excluir")).toBeVisible(SLOW);
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Excluir" })).toBeEnabled();
});
