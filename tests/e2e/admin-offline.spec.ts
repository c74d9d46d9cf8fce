import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/e2e";
import { acceptConfirm, pngUpload, SLOW, toast, unique } from "../fixtures/admin-sections-e2e";

// Every back-office write that never reaches the server is handled the same
// way as on the product pages (docs/product-rules.md §8): the section's failure toast, the form
// keeps what was typed, the page stays (never the error page), and the list shows what it had.

/** Aborts the page's POSTs to `path` (its React Router data URL), as a lost connection would. */
async function dropPosts(page: Page, path: RegExp) {
  await page.route(path, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
}

const listRows = (page: Page, name: string) =>
  page.getByRole("list", { name }).locator(":scope > li");

test("brands: an add, edit, move or delete that never reaches the server keeps the page and what was typed", async ({
  page,
  adminOn,
}) => {
  test.slow();
  await adminOn("/admin/marcas");
  const heading = page.getByRole("heading", { level: 1, name: "Marcas" });
  const rows = listRows(page, "Marcas, na ordem da loja");
  // Nothing reaches the server, so the seeded brand stays as it is for other tests.
  const brand = "Tramontina";
  const row = rows.filter({ hasText: brand });
  await dropPosts(page, /\/admin\/marcas\.data/);

  // Add: "Erro de conexão", the name and the chosen logo kept.
  const form = page.getByRole("region", { name: "Adicionar marca" });
  const name = unique("Marca sem rede");
  await form.getByLabel("Nome da marca").fill(name);
  await form.getByLabel("Arquivo de imagem").setInputFiles(await pngUpload("logo.png", 400, 200));
  await expect(form.getByRole("img", { name: "Pré-visualização" })).toBeVisible(SLOW);
  await form.getByRole("button", { name: "Adicionar marca" }).click();
  await expect(toast(page, "Erro de conexão")).toBeVisible(SLOW);
  await expect(heading).toBeVisible();
  await expect(form.getByLabel("Nome da marca")).toHaveValue(name);
  await expect(form.getByRole("img", { name: "Pré-visualização" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Adicionar marca" })).toBeEnabled();

  // Edit: "Falha ao atualizar", the form still open with the new name.
  await row.getByRole("button", { name: "Editar" }).click();
  const editor = page.getByRole("form", { name: `Editar ${brand}` });
  await editor.getByLabel("Nome da marca").fill(`${brand} sem rede`);
  await editor.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Falha ao atualizar")).toBeVisible(SLOW);
  await expect(editor.getByLabel("Nome da marca")).toHaveValue(`${brand} sem rede`);
  await expect(editor.getByLabel("Nome da marca")).toBeEnabled();
  await editor.getByRole("button", { name: "Cancelar" }).click();

  // Move: the order toast, and the list in the order it had.
  const order = await rows.allTextContents();
  const down = page.getByRole("button", { name: `Descer: ${brand}` });
  const up = page.getByRole("button", { name: `Subir: ${brand}` });
  await ((await down.isEnabled()) ? down : up).click();
  await expect(toast(page, "Falha ao salvar a ordem. A lista foi recarregada.")).toBeVisible(SLOW);
  await expect.poll(() => rows.allTextContents(), SLOW).toEqual(order);

  // Delete: "Erro ao excluir", and the row back in its place.
  acceptConfirm(page, "Excluir esta marca?");
  await row.getByRole("button", { name: "Excluir" }).click();
  await expect(toast(page, "Erro ao excluir")).toBeVisible(SLOW);
  await expect(row).toBeVisible();
  await expect(heading).toBeVisible();

  // Back online: the list is loaded again from the server, and shows its state.
  await page.unrouteAll();
  const reload = page.waitForRequest(
    (request) => request.method() === "GET" && /\/admin\/marcas\.data/.test(request.url()),
  );
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await reload;
  await expect.poll(() => rows.allTextContents(), SLOW).toEqual(order);
  await expect(heading).toBeVisible();
});

test("posters: an add, switch or delete that never reaches the server keeps the page and what was typed", async ({
  page,
  adminOn,
}) => {
  test.slow();
  await adminOn("/admin/posters");
  const heading = page.getByRole("heading", { level: 1, name: "Pôsteres" });
  const rows = listRows(page, "Pôsteres, na ordem do carrossel");
  await dropPosts(page, /\/admin\/posters\.data/);

  // Add: "Erro de conexão", the URL and the title kept.
  const form = page.getByRole("region", { name: "Adicionar pôster" });
  const title = unique("Pôster sem rede");
  await form.getByLabel("URL da imagem (https)").fill("https://example.com/poster.png");
  await form.getByRole("textbox", { name: /^Título\s*\(opcional\)$/ }).fill(title);
  await form.getByRole("button", { name: "Adicionar pôster" }).click();
  await expect(toast(page, "Erro de conexão")).toBeVisible(SLOW);
  await expect(heading).toBeVisible();
  await expect(form.getByLabel("URL da imagem (https)")).toHaveValue(
    "https://example.com/poster.png",
  );
  await expect(form.getByRole("textbox", { name: /^Título\s*\(opcional\)$/ })).toHaveValue(title);

  // Switch a poster on or off: "Falha ao atualizar", and it shows the state it had.
  const first = (await rows.first().locator("p").first().textContent())!.trim();
  const row = rows.filter({ hasText: first });
  const state = row.getByText(/^(Ativo|Inativo)$/);
  const before = await state.textContent();
  await row.getByRole("button", { name: /^(Desativar|Ativar)/ }).click();
  await expect(toast(page, "Falha ao atualizar")).toBeVisible(SLOW);
  await expect(state).toHaveText(before!);

  // Delete: "Erro ao excluir", and the poster stays.
  acceptConfirm(page, "Excluir este pôster?");
  await row.getByRole("button", { name: "Excluir" }).click();
  await expect(toast(page, "Erro ao excluir")).toBeVisible(SLOW);
  await expect(row).toBeVisible();
  await expect(row.getByRole("button", { name: "Excluir" })).toBeEnabled();
  await expect(heading).toBeVisible();
});
