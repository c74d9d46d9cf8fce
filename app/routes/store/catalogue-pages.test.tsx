import type { RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand } from "~/.server/catalogue/brands.server";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { getEnv } from "~/.server/env";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { asRoute, renderRoute } from "../../../tests/fixtures/render-route";
import { ErrorBoundary as RootErrorBoundary } from "../../root";
import * as brandPage from "./brand";
import * as categoriesPage from "./categories";
import * as productPage from "./product";
import * as productsPage from "./products";

// The route modules' loaders and pages rendered on the server against a real database: the
// cases the demo catalogue has no data for (a brand without products, a product without
// category or description), which the end-to-end tests cannot create yet.

const routes: RouteObject[] = [
  asRoute("/produto/:id", productPage),
  asRoute("/en/produto/:id", productPage),
  asRoute("/es/produto/:id", productPage),
  asRoute("/produtos/:categoryId", productsPage),
  asRoute("/en/produtos/:categoryId", productsPage),
  asRoute("/es/produtos/:categoryId", productsPage),
  asRoute("/:brandSlug", brandPage),
  asRoute("/en/:brandSlug", brandPage),
  asRoute("/es/:brandSlug", brandPage),
  asRoute("/categorias", categoriesPage),
  asRoute("/en/categorias", categoriesPage),
  asRoute("/es/categorias", categoriesPage),
];

const render = (path: string) => renderRoute(routes, path);

describe.each(TEST_DB_KINDS)("catalogue pages on %s", (kind) => {
  let t: TestDb;
  let bareProductId: number;
  beforeAll(async () => {
    // The process's database (getDb) and environment (getEnv) for the loaders.
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    await createBrand(t.db, { name: "Marca Vazia", logo_url: "https://example.com/l.png" }, null);
    await t.db
      .insertInto("category")
      .values({
        id: 99,
        name: "Categoria Vazia",
        name_en: "Empty Category",
        slug: "vazia",
        created_at: new Date().toISOString(),
      })
      .execute();
    bareProductId = await createProduct(
      t.db,
      productInputSchema.parse({ name: "Sem Categoria", brand_id: 1, category_id: 1, price: "5" }),
      null,
    );
    await t.db
      .updateTable("product")
      .set({ category_id: null })
      .where("id", "=", bareProductId)
      .execute();
  });
  afterAll(() => t.cleanup());

  it("a known brand with no products says so, in every language (decision 017)", async () => {
    const pt = await render("/marca-vazia");
    expect(pt.status).toBe(200);
    expect(pt.html).toContain("<h1");
    expect(pt.html).toContain("Nenhum produto encontrado para Marca Vazia");
    const en = await render("/en/marca-vazia");
    expect(en.html).toContain("No products found for Marca Vazia");
    const es = await render("/es/marca-vazia");
    expect(es.html).toContain("No se encontraron productos de Marca Vazia");
  });

  it("an unknown brand slug redirects home in its language; a capitalised slug to its brand", async () => {
    expect(await render("/nao-existe")).toMatchObject({ status: 302, location: "/" });
    expect(await render("/en/no-such-brand")).toMatchObject({ status: 302, location: "/en" });
    expect(await render("/es/no-existe")).toMatchObject({ status: 302, location: "/es" });
    expect(await render("/es/Bosch")).toMatchObject({ status: 302, location: "/es/bosch" });
    expect(await render("/Bosch?sort=name")).toMatchObject({
      status: 302,
      location: "/bosch?sort=name",
    });
  });

  it("an empty category shows its empty text; an unknown or non-numeric one is a 404", async () => {
    expect((await render("/produtos/99")).html).toContain("Nenhum produto nesta categoria.");
    expect((await render("/en/produtos/99")).html).toContain("No products in this category.");
    expect((await render("/es/produtos/99")).html).toContain("No hay productos en esta categoría.");
    for (const path of ["/produtos/999", "/produtos/abc", "/produtos/1e0", "/produtos/0"]) {
      const page = await render(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain("Categoria não encontrada.");
    }
  });

  it("the categories page counts each one's products in its language, singular for one, its empty text for none", async () => {
    await t.db
      .insertInto("category")
      .values({
        id: 98,
        name: "Categoria Única",
        name_en: "Single Category",
        slug: "unica",
        created_at: new Date().toISOString(),
      })
      .execute();
    await createProduct(
      t.db,
      productInputSchema.parse({ name: "Único", brand_id: 1, category_id: 98, price: "5" }),
      null,
    );
    const pages = {
      "/categorias": [
        "1 produto<",
        /\d+ produtos</,
        "Nenhum produto nesta categoria.",
        / 0 produto/,
      ],
      "/en/categorias": [
        "1 product<",
        /\d+ products</,
        "No products in this category.",
        / 0 product/,
      ],
      "/es/categorias": [
        "1 producto<",
        /\d+ productos</,
        "No hay productos en esta categoría.",
        / 0 producto/,
      ],
    } as const;
    for (const [path, [one, other, none, zero]] of Object.entries(pages)) {
      const { html } = await render(path);
      expect(html, path).toContain(one);
      expect(html, path).toMatch(other);
      expect(html, path).toContain(none);
      expect(html, path).not.toMatch(zero);
    }
  });

  it("a card of a product with variants says 'a partir de' its lowest price and lists its voltages, in the page's language", async () => {
    const card = (html: string, name: string) => {
      const at = html.indexOf(name);
      expect(at, name).toBeGreaterThan(-1);
      const item = html.slice(html.lastIndexOf("<li", at), html.indexOf("</li>", at));
      return item.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
    };
    const pt = await render("/produtos/2");
    expect(card(pt.html, "Furadeira de Impacto 13mm 750W")).toMatch(
      /Preço: a partir de \$ 69,90.*Voltagem: 127 V · 220 V/,
    );
    // The same price for every voltage: no "a partir de".
    expect(card(pt.html, "Soprador Térmico 2000W")).not.toContain("a partir de");
    const es = await render("/es/produtos/2");
    expect(card(es.html, "Taladro Percutor 13mm 750W")).toMatch(
      /Precio: desde \$ 69,90.*Voltaje: 127 V · 220 V/,
    );
  });

  it("a product without category or description still shows, with the coming-soon note", async () => {
    const pt = await render(`/produto/${bareProductId}`);
    expect(pt.status).toBe(200);
    expect(pt.html).toContain("Sem Categoria");
    expect(pt.html).toContain("Descrição em breve.");
    expect(pt.html).not.toContain("Categoria:");
    const en = await render(`/en/produto/${bareProductId}`);
    expect(en.html).toContain("Description coming soon.");
    // No Spanish name: /es shows the Portuguese one.
    const es = await render(`/es/produto/${bareProductId}`);
    expect(es.html).toContain("<h1");
    expect(es.html).toContain("Sem Categoria");
    expect(es.html).toContain("Descripción próximamente.");
  });

  it("the WhatsApp link names the product and its absolute URL on the public origin (BASE_URL), in the page's language", async () => {
    const messages = {
      en: "Hello! I'm interested in the product Sem Categoria:",
      es: "¡Hola! Me interesa el producto Sem Categoria:",
    };
    for (const [lang, message] of Object.entries(messages)) {
      const { html } = await render(`/${lang}/produto/${bareProductId}`);
      const href = /href="(https:\/\/wa\.me\/[^"]+)"/
        .exec(html)?.[1]
        ?.replaceAll("&#x27;", "'")
        .replaceAll("&amp;", "&");
      expect(href, lang).toBeDefined();
      const url = new URL(href!);
      expect(url.pathname).toBe("/595900000001");
      expect(url.searchParams.get("text")).toBe(
        `${message} ${getEnv().BASE_URL}/${lang}/produto/${bareProductId}`,
      );
    }
  });

  it("an unknown or non-numeric product id is a 404 with the not-found text", async () => {
    for (const path of ["/produto/999999", "/produto/abc", "/produto/99999999999"]) {
      const page = await render(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain("Produto não encontrado.");
    }
    expect((await render("/en/produto/999999")).html).toContain("Product not found.");
  });
});

describe("the unexpected-error page (decision 030: not the router's default)", () => {
  // Inside the page's location, as the root layout renders its error boundary.
  const failing: RouteObject[] = ["/about", "/en/about"].map((path) =>
    asRoute(path, {
      loader: () => {
        throw new Error("database exploded at /secret/path.ts:42");
      },
      default: () => null,
      ErrorBoundary: RootErrorBoundary,
    }),
  );

  async function renderFailing(path: string) {
    const page = await renderRoute(failing, path);
    if (page.location !== undefined) throw new Error("unexpected redirect");
    return page;
  }

  it("answers 500 in the store frame, in the page's language, without the error's details", async () => {
    const pt = await renderFailing("/about");
    expect(pt.status).toBe(500);
    expect(pt.html).toContain("Algo deu errado");
    expect(pt.html).toContain("<header");
    expect(pt.html).toContain("<footer");
    expect(pt.html).not.toContain("exploded");
    expect(pt.html).not.toContain("/secret/path.ts");
    const en = await renderFailing("/en/about");
    expect(en.status).toBe(500);
    expect(en.html).toContain("Something went wrong");
    expect(en.html).not.toContain("exploded");
  });
});
