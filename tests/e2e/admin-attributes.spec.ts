import { randomBytes } from "node:crypto";
import { expectNoAxeViolations } from "../fixtures/axe";
import { type Page } from "@playwright/test";
import { signedInApi } from "../fixtures/auth-e2e";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import { desktopOnly, SLOW, toast } from "../fixtures/admin-sections-e2e";

// Specifications in the back office: an administrator creates a specification with
// three values, assigns it to a category, sets it on two products through the product form (a new
// product, and one edited in the table), sees the values in the product table (a column, and a
// filter), renames a value's Spanish label and reads it in Spanish; a delete asks first with the
// number of products that would lose the value; the section at 375 px. The store's side of the
// journey is in the store's own specs. The specification is not a filter and the products are out
// of stock, so the store journeys running beside this one on the shared database see no change.

/** A product made through the JSON API, signed in as a new administrator. */
async function createProduct(baseURL: string, name: string): Promise<void> {
  const api = await signedInApi(baseURL);
  try {
    const created = await api.post("/api/products", {
      data: { name, brand: "tramontina", category: 2, price: 30, in_stock: false },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/** Nothing on the page is wider than the screen. */
async function fitsTheScreen(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

const row = (page: Page, name: string) => page.getByRole("row", { name, exact: true });

test("specifications: create one with three values in a category, set it on two products with the product form, see it in the product table, rename a value in Spanish; at 375 px", async ({
  page,
  adminOn,
}, testInfo) => {
  desktopOnly(testInfo, "one journey; the phone check is inside it");
  test.slow();
  const hex = randomBytes(3).toString("hex");
  const code = `acabamento-${hex}`;
  const name = `Acabamento ${hex}`;
  const tag = `Spec${hex}`;
  await createProduct(testInfo.project.use.baseURL!, `${tag} Lixadeira`);

  // A new specification: a list of values, not a filter, listed by Máquinas Elétricas.
  await adminOn("/admin/especificacoes");
  await expect(page.getByRole("heading", { level: 1, name: /Especificações/ })).toBeVisible();
  const add = page.getByRole("form", { name: "Nova especificação" });
  await add.getByLabel(/^Código\s*\(/).fill(code);
  await add.getByLabel("Nome", { exact: true }).fill(name);
  await add.getByLabel("Nome em espanhol").fill(`Acabado ${hex}`);
  await add.getByLabel("Tipo").selectOption({ label: "Lista de valores" });
  await expect(add.getByLabel(/^Unidade/)).toBeHidden();
  await add.getByLabel("Usar como filtro nas listas da loja").uncheck();
  await add.getByLabel("Máquinas Elétricas").check();
  await add.getByRole("button", { name: "Adicionar especificação" }).click();
  await expect(toast(page, "Especificação adicionada!")).toBeVisible(SLOW);
  const item = page.getByRole("article", { name: `${name} (${code})` });
  await expect(item.getByText("Máquinas Elétricas")).toBeVisible();
  await expectNoAxeViolations(page, { include: "main", everyRule: true });

  // Its three values, on its own page.
  await item.getByRole("link", { name: `Editar ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} (${code})` })).toBeVisible(
    SLOW,
  );
  await waitForHydration(page);
  for (const [label, valueCode] of [
    ["Fosco", "fosco"],
    ["Brilhante", "brilhante"],
    ["Acetinado", "acetinado"],
  ] as const) {
    const form = page.getByRole("form", { name: "Adicionar valor" });
    await form.getByLabel("Rótulo", { exact: true }).fill(label);
    await form.getByLabel("Código do valor").fill(valueCode);
    await form.getByRole("button", { name: "Adicionar valor" }).click();
    const list = page.getByRole("list", { name: `Valores de ${name}, na ordem dos filtros` });
    await expect(list.getByRole("button", { name: `Excluir ${label}` })).toBeVisible(SLOW);
  }

  // A new product through the add form: the category's specifications show once it is chosen.
  await page.goto("/admin/produtos/novo");
  await waitForHydration(page);
  await page.getByLabel("Marca", { exact: true }).selectOption({ label: "Tramontina" });
  await page.getByLabel("Nome do produto").fill(`${tag} Furadeira`);
  await page.getByLabel("Preço (US$)").fill("45");
  const specs = page.getByRole("group", { name: "Especificações" });
  await expect(specs.getByText("Escolha a categoria")).toBeVisible();
  await page.getByLabel("Categoria", { exact: true }).selectOption({ label: "Máquinas Elétricas" });
  await specs.getByLabel(name).selectOption({ label: "Fosco" });
  await page.getByLabel("Em estoque").uncheck();
  await page.getByRole("button", { name: "Adicionar produto" }).click();
  await expect(toast(page, "Produto adicionado!")).toBeVisible(SLOW);

  // The other product, edited in the table.
  await page.goto(`/admin/produtos?q=${tag}`);
  await waitForHydration(page);
  await row(page, `${tag} Lixadeira`)
    .getByRole("button", { name: `Editar ${tag} Lixadeira` })
    .click();
  const edit = page.getByRole("form", { name: `Editar ${tag} Lixadeira` });
  await edit.getByLabel(name).selectOption({ label: "Brilhante" });
  await edit.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Atualizado!")).toBeVisible(SLOW);

  // The table shows the specification as a column, and filters by one of its values.
  const filters = page.getByRole("search", { name: "Filtrar produtos" });
  await filters.getByLabel("Coluna de especificação").selectOption({ label: name });
  await filters.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("columnheader", { name })).toBeVisible(SLOW);
  await expect(row(page, `${tag} Furadeira`).getByRole("cell", { name: "Fosco" })).toBeVisible();
  await expect(
    row(page, `${tag} Lixadeira`).getByRole("cell", { name: "Brilhante" }),
  ).toBeVisible();
  await filters
    .getByLabel("Especificação", { exact: true })
    .selectOption({ label: `${name}: Brilhante` });
  await filters.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("(1 produto)")).toBeVisible(SLOW);
  await expect(row(page, `${tag} Lixadeira`)).toBeVisible();

  // A value renamed in Spanish, read in the Spanish back office.
  await page.goto("/admin/especificacoes");
  await page
    .getByRole("article", { name: `${name} (${code})` })
    .getByRole("link")
    .click();
  await waitForHydration(page);
  const value = page.getByRole("listitem").filter({ hasText: "(brilhante)" });
  await value.getByText(/^Editar/).click();
  const valueForm = page.getByRole("form", { name: "Editar o valor Brilhante" });
  await valueForm.getByLabel("Rótulo em espanhol").fill("Brillante");
  await valueForm.getByRole("button", { name: "Salvar" }).click();
  await expect(toast(page, "Valor atualizado!")).toBeVisible(SLOW);
  await page.goto(`/admin/produtos?q=${tag}&col=${code}&lang=es`);
  await expect(row(page, `${tag} Lixadeira`).getByRole("cell", { name: "Brillante" })).toBeVisible(
    SLOW,
  );

  // A delete asks first, naming how many products would lose the value.
  await page.goto("/admin/especificacoes?lang=pt");
  await page
    .getByRole("article", { name: `${name} (${code})` })
    .getByRole("link")
    .click();
  await waitForHydration(page);
  await page
    .getByRole("listitem")
    .filter({ hasText: "(fosco)" })
    .getByRole("button", { name: "Excluir Fosco" })
    .click();
  const confirm = page.getByRole("region", { name: "Excluir o valor Fosco?" });
  await expect(confirm.getByText("1 produto ficará sem valor nesta especificação.")).toBeVisible(
    SLOW,
  );
  await expect(confirm.getByRole("heading")).toBeFocused();
  await confirm.getByRole("link", { name: "Cancelar" }).click();
  await expect(confirm).toBeHidden(SLOW);

  // At 375 px the section reads and works without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/especificacoes");
  await waitForHydration(page);
  await fitsTheScreen(page);
  const narrow = page.getByRole("article", { name: `${name} (${code})` });
  await narrow.scrollIntoViewIfNeeded();
  await expect(narrow.getByRole("link", { name: `Editar ${name}` })).toBeInViewport();
  await narrow.getByRole("link", { name: `Editar ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} (${code})` })).toBeVisible(
    SLOW,
  );
  await waitForHydration(page);
  await fitsTheScreen(page);
  await expect(page.getByRole("button", { name: "Subir: Acetinado" })).toBeVisible();
  await expectNoAxeViolations(page, { include: "main", everyRule: true });
});
