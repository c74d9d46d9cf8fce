import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures/e2e";
import { adminLanguageMenu, SLOW, toast, unique } from "../fixtures/admin-sections-e2e";
import { openOnceCurrent, QUICK } from "../fixtures/store-page";

// Spanish content, end to end: an administrator (back office in Spanish) adds a product with a
// Spanish name; /es shows it (its product page at once, lists within seconds:
// docs/decisions/023-page-cache.md), the Portuguese page keeps the Portuguese name, and a product
// without a Spanish name shows its Portuguese one under /es.

/** Asks for an anonymous store page until the page cache answers it (other tests write meanwhile). */
async function cachedPage(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => {
      await request.get(path);
      return (await request.get(path)).headers()["x-page-cache"];
    }, SLOW)
    .toBe("hit");
}

/** The id of the product the API finds by a name only it has. */
async function productId(request: APIRequestContext, name: string): Promise<number> {
  const found = (await (
    await request.get(`/api/products?q=${encodeURIComponent(name)}`)
  ).json()) as { id: number; name: string }[];
  const product = found.find((p) => p.name === name);
  expect(product, `the API finds ${name}`).toBeDefined();
  return product!.id;
}

async function addProduct(
  page: Page,
  product: { name: string; nameEs?: string; descriptionEs?: string; price: string },
) {
  await page.goto("/admin/produtos/novo");
  await waitForHydration(page);
  await page.getByLabel("Marca", { exact: true }).selectOption({ label: "Bosch" });
  await page.getByLabel("Nombre del producto").fill(product.name);
  await page.getByLabel("Precio (US$)", { exact: true }).fill(product.price);
  // The categories in the admin's language.
  await page.getByLabel("Categoría").selectOption({ label: "Máquinas Eléctricas" });
  if (product.nameEs) await page.getByLabel(/^Nombre en español/).fill(product.nameEs);
  if (product.descriptionEs) {
    await page.getByLabel(/^Descripción en español/).fill(product.descriptionEs);
  }
  await page.getByRole("button", { name: "Agregar producto" }).click();
  await expect(toast(page, "¡Producto agregado!")).toBeVisible(SLOW);
}

test("an administrator switches the back office to Spanish and adds products: /es shows the Spanish name at once, Portuguese keeps its own, no Spanish name falls back to Portuguese", async ({
  page,
  adminOn,
  browser,
  request,
}) => {
  test.slow();
  await adminOn("/admin/produtos?category=1");
  await expect(page.getByRole("heading", { level: 1, name: /^Produtos/ })).toBeVisible();

  // The language menu, with the keyboard alone: the three languages by their own names, the
  // current one marked, each a link to this page with its query string.
  const menu = adminLanguageMenu(page);
  await expect(menu.button).toHaveText(/Português/);
  await menu.button.focus();
  await page.keyboard.press("Enter");
  for (const [name, code] of [
    ["Português", "pt"],
    ["English", "en"],
    ["Español", "es"],
  ] as const) {
    await expect(menu.link(name)).toBeVisible();
    await expect(menu.link(name)).toHaveAttribute(
      "href",
      `/admin/produtos?category=1&lang=${code}`,
    );
    await expect(menu.link(name)).toHaveAttribute("lang", code === "pt" ? "pt-BR" : code);
  }
  await expect(menu.link("Português")).toHaveAttribute("aria-current", "true");
  await expect(menu.link("Español")).not.toHaveAttribute("aria-current");
  await page.keyboard.press("Escape");
  await expect(menu.link("Español")).toBeHidden();
  await expect(menu.button).toBeFocused();
  await page.keyboard.press("Enter");
  for (const name of ["Português", "English", "Español"]) {
    await page.keyboard.press("Tab");
    await expect(menu.link(name)).toBeFocused();
  }
  await page.keyboard.press("Enter");

  // The whole back office in Spanish, on the same page with the same filter.
  await expect(page).toHaveURL(/\/admin\/produtos\?category=1&lang=es$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Productos/ })).toBeVisible(SLOW);
  await expect(page.locator('div[lang="es"] #admin-main')).toBeAttached();
  await expect(menu.button).toHaveText(/Español/);
  await expect(menu.link("Español")).toBeHidden();
  const nav = page.getByRole("navigation", { name: "Secciones del panel" });
  for (const name of ["Panel", "Productos", "Agregar producto", "Marcas", "Configuración"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  // The category filter names the categories in Spanish, the chosen one kept.
  await expect(page.getByLabel("Categoría").locator("option:checked")).toHaveText(
    "Herramientas Manuales",
  );
  // The table's category column.
  await expect(
    page.getByRole("cell", { name: "Herramientas Manuales", exact: true }).first(),
  ).toBeVisible();

  // Remembered on the next page load, without ?lang=.
  await page.goto("/admin/configuracoes");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Configuración de la tienda" })).toBeVisible();
  // The store profile's Spanish texts, and where each opening-hours wording shows.
  for (const label of [
    "Descripción (español)",
    "Lunes a sábado (español)",
    "Domingo (español)",
    "Lunes a viernes (español)",
    "Sábado (español)",
    "Envío gratis (español)",
  ]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("group", { name: "Lunes a viernes / sábado" }),
  ).toHaveAccessibleDescription(/pie de todas las páginas.*Sobre nosotros/);
  await page.goto("/admin/posters");
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: /^Título en español/ })).toBeVisible();

  // An anonymous shopper's lists come from the page cache before the product exists.
  const esList = "/es/produtos?sort=name";
  const ptList = "/produtos?sort=name";
  await cachedPage(request, esList);
  await cachedPage(request, ptList);

  // A product with a Spanish name, and its price written the Spanish (Paraguayan) way.
  const suffix = unique("E2E");
  const withSpanish = { pt: `Aaa Aaa Furadeira ${suffix}`, es: `Aaa Aaa Taladro ${suffix}` };
  await addProduct(page, {
    name: withSpanish.pt,
    nameEs: withSpanish.es,
    descriptionEs: "Taladro para la prueba.",
    price: "1234.5",
  });
  const card = page.getByRole("row", { name: withSpanish.pt });
  await expect(card.getByText("1.234,50")).toBeVisible(SLOW);
  // The table's brand and category columns.
  await expect(card.getByRole("cell", { name: "Bosch", exact: true })).toBeVisible();
  await expect(card.getByRole("cell", { name: "Máquinas Eléctricas", exact: true })).toBeVisible();

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  // Lists follow a write within seconds; a product's own page at once.
  await openOnceCurrent(shop, esList, () =>
    expect(shop.getByRole("link", { name: withSpanish.es, exact: true })).toBeVisible(QUICK),
  );
  await expect(shop.getByText(withSpanish.pt)).toHaveCount(0);
  await openOnceCurrent(shop, ptList, () =>
    expect(shop.getByRole("link", { name: withSpanish.pt, exact: true })).toBeVisible(QUICK),
  );
  await expect(shop.getByText(withSpanish.es)).toHaveCount(0);

  const id = await productId(request, withSpanish.pt);
  await shop.goto(`/es/produto/${id}`);
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(withSpanish.es);
  await expect(shop.getByText("Taladro para la prueba.")).toBeVisible();
  await expect(shop.locator("html")).toHaveAttribute("lang", "es");
  await shop.goto(`/produto/${id}`);
  await expect(shop.getByRole("heading", { level: 1 })).toHaveText(withSpanish.pt);

  // A product without a Spanish name shows its Portuguese one under /es.
  const portugueseOnly = `Aaa Aaa Serra Sem Espanhol ${suffix}`;
  await addProduct(page, { name: portugueseOnly, price: "80" });
  await expect(page.getByRole("row", { name: portugueseOnly }).getByText("80,00")).toBeVisible(
    SLOW,
  );
  // Another visitor: the first one's browser may keep the list a minute (Cache-Control).
  const next = await browser.newContext();
  const nextShop = await next.newPage();
  await openOnceCurrent(nextShop, esList, () =>
    expect(nextShop.getByRole("link", { name: portugueseOnly, exact: true })).toBeVisible(QUICK),
  );
  await nextShop.goto(`/es/produto/${await productId(request, portugueseOnly)}`);
  await expect(nextShop.getByRole("heading", { level: 1 })).toHaveText(portugueseOnly);
  await next.close();
  await shopper.close();

  // The administrator gives it a Spanish name afterwards, in the inline edit's "Traducciones":
  // /es shows it (the list within seconds), the Portuguese page keeps the Portuguese name.
  const fixedEs = `Aaa Aaa Sierra Corregida ${suffix}`;
  await page
    .getByRole("row", { name: portugueseOnly })
    .getByRole("button", { name: "Editar" })
    .click();
  const form = page.getByRole("form", { name: `Editar ${portugueseOnly}` });
  await expect(form.getByLabel(/^Nombre en español/)).toBeHidden();
  await form.getByText("Traducciones", { exact: true }).click();
  await expect(form.getByLabel(/^Nombre en español/)).toHaveValue("");
  await form.getByLabel(/^Nombre en español/).fill(fixedEs);
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(toast(page, "¡Actualizado!")).toBeVisible(SLOW);
  await expect(page.getByRole("form", { name: `Editar ${portugueseOnly}` })).toHaveCount(0);
  // A fresh visitor again: no list kept in a browser's cache.
  const later = await browser.newContext();
  const laterShop = await later.newPage();
  await openOnceCurrent(laterShop, esList, () =>
    expect(laterShop.getByRole("link", { name: fixedEs, exact: true })).toBeVisible(QUICK),
  );
  const fixedId = await productId(request, portugueseOnly);
  await laterShop.goto(`/es/produto/${fixedId}`);
  await expect(laterShop.getByRole("heading", { level: 1 })).toHaveText(fixedEs);
  await laterShop.goto(`/produto/${fixedId}`);
  await expect(laterShop.getByRole("heading", { level: 1 })).toHaveText(portugueseOnly);
  await later.close();
});
