import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrand, listBrands } from "~/.server/catalogue/brands.server";
import { HOME_ROW_SIZE } from "~/.server/catalogue/home.server";
import { bumpCatalogueVersion } from "~/.server/catalogue/version.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { MARQUEE_MAX_ENTRIES } from "~/lib/marquee";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { asRoute, renderRoute } from "../../../tests/fixtures/render-route";
import * as brandsPage from "./brands";
import * as homePage from "./home";

// The home page that sells (docs/decisions/048-home-page-that-sells.md), rendered on the server
// against a real database: the rows under the posters in every language, the category tiles, and
// every brand reachable.

const routes = [
  asRoute("/", homePage),
  asRoute("/en", homePage),
  asRoute("/es", homePage),
  asRoute("/marcas", brandsPage),
  asRoute("/en/marcas", brandsPage),
  asRoute("/es/marcas", brandsPage),
];
const render = (path: string) => renderRoute(routes, path);
const count = (html: string, text: string) => html.split(text).length - 1;

describe.each(TEST_DB_KINDS)("the home page on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t.cleanup());

  it("shows the offers, the newest and the categories below the posters, each with its whole list", async () => {
    const { status, html } = await render("/");
    expect(status).toBe(200);
    const order = ["Ofertas da semana", "Novidades", "Compre por categoria", "Nossas marcas"].map(
      (heading) => html.indexOf(`>${heading}</h2>`),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('href="/ofertas?sort=discount"');
    expect(html).toContain('href="/produtos?sort=newest"');
    expect(html).toContain('href="/categorias"');
    expect(count(html, ">Ver todas</a>")).toBe(3);
    // 8–12 products per row: two rows of eight in the demo catalogue (it has 8+ offers).
    // (A card of a product with options links to its page twice: its name and "Escolher opção".)
    expect(count(html, 'href="/produto/') - count(html, ">Escolher opção</a>")).toBe(
      2 * HOME_ROW_SIZE,
    );
    // The posters keep the page's largest paint: no row picture is fetched eagerly.
    const rows = html.slice(html.indexOf(">Ofertas da semana</h2>"));
    expect(rows).not.toContain('fetchPriority="high"');
    expect(rows).not.toContain('loading="eager"');
  });

  it("is the same page in English and Spanish", async () => {
    const en = (await render("/en")).html;
    for (const text of ["This week&#x27;s offers", "New arrivals", "Shop by category", "See all"]) {
      expect(en).toContain(text);
    }
    expect(en).toContain('href="/en/ofertas?sort=discount"');
    const es = (await render("/es")).html;
    for (const text of ["Ofertas de la semana", "Novedades", "Compre por categoría", "Ver todas"]) {
      expect(es).toContain(text);
    }
    expect(es).toContain('href="/es/produtos?sort=newest"');
  });

  it("past 40 brands the grid ends with every brand's page, which lists them all", async () => {
    expect((await render("/")).html).not.toContain("Todas as marcas");
    for (let i = (await listBrands(t.db)).length; i <= MARQUEE_MAX_ENTRIES; i++) {
      await createBrand(
        t.db,
        { name: `Marca Extra ${i}`, logo_url: "https://example.com/logo.png" },
        null,
      );
    }
    const brands = await listBrands(t.db);
    expect(brands.length).toBe(MARQUEE_MAX_ENTRIES + 1);
    const home = (await render("/")).html;
    expect(home).toContain('href="/marcas"');
    expect(home).toContain(">Todas as marcas</a>");
    const last = brands.at(-1)!;
    expect(home).not.toContain(`href="/${last.slug}"`);
    const page = await render("/marcas");
    expect(page.status).toBe(200);
    expect(page.html).toContain(">Todas as marcas</h1>");
    for (const b of brands) expect(page.html).toContain(`href="/${b.slug}"`);
    expect((await render("/es/marcas")).html).toContain(">Todas las marcas</h1>");
    expect((await render("/en")).html).toContain('href="/en/marcas"');
  });

  it("leaves out a row that has no product", async () => {
    // As the app writes it: what was set and what a shopper sees (decision 066).
    await t.db
      .updateTable("product")
      .set({ is_special_offer: false, live_offer: false, discount_bp: 0 })
      .execute();
    // As every catalogue write does (the home page's rows are kept per catalogue version).
    await bumpCatalogueVersion(t.db);
    const html = (await render("/")).html;
    expect(html).not.toContain(">Ofertas da semana</h2>");
    expect(html).toContain(">Novidades</h2>");
  });
});
