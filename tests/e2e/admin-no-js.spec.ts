import { expect, test, signInAsAdmin } from "../fixtures/e2e";
import { createAdminWithCli } from "../fixtures/auth-e2e";
import { pngUpload, SLOW, toast, unique } from "../fixtures/admin-sections-e2e";

// Forms work before JavaScript arrives (docs/decisions/002-server-rendered-react-router.md):
// adding, editing and deleting a product with JavaScript switched off, the deletion confirmed on a
// page of its own.

test("without JavaScript: add a product with a file, edit it, and delete it after a confirmation step", async ({
  browser,
}) => {
  test.slow();
  const admin = await createAdminWithCli();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsAdmin(page, admin);

  const name = unique("Aaa Sem JS");
  await page.goto("/admin/produtos/novo");
  await page.getByRole("button", { name: "Adicionar produto" }).click();
  await expect(page.getByLabel("Marca", { exact: true })).toHaveAccessibleDescription(
    "Escolha a marca.",
  );
  await page.getByLabel("Marca", { exact: true }).selectOption({ label: "Bosch" });
  await page.getByLabel("Nome do produto").fill(name);
  await page.getByLabel("Preço (US$)").fill("7.25");
  await page.getByLabel("Categoria").selectOption({ label: "Máquinas Elétricas" });
  await page
    .getByLabel("Arquivo de imagem")
    .setInputFiles(await pngUpload("sem-js.png", 1000, 800, "#0f766e"));
  await page.getByRole("button", { name: "Adicionar produto" }).click();
  await expect(toast(page, "Produto adicionado!")).toBeVisible(SLOW);
  const card = page.getByRole("row", { name });
  await expect(card.getByText("7,25")).toBeVisible();

  await card.getByRole("link", { name: "Editar" }).click();
  const form = page.getByRole("form", { name: `Editar ${name}` });
  await form.getByLabel("Preço", { exact: true }).fill("8");
  await form.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Atualizado!")).toBeVisible(SLOW);
  await expect(card.getByText("8,00")).toBeVisible();

  await card.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByRole("heading", { name: "Excluir este produto?" })).toBeVisible(SLOW);
  await expect(page.getByRole("row", { name })).toBeVisible();
  await page.getByRole("button", { name: "Sim, excluir" }).click();
  await expect(toast(page, "Excluído!")).toBeVisible(SLOW);
  await expect(page.getByRole("row", { name })).toHaveCount(0);
  await context.close();
});
