import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "~/.server/catalogue/product-writes.server";
import { seedDemo } from "~/.server/db/seed/seed.server";
import { getEnv } from "~/.server/env";
import { productInputSchema } from "~/lib/catalogue-schemas";
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "~/lib/http-cache";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { asRoute, renderRoute } from "../../../tests/fixtures/render-route";
import { loader as robotsLoader } from "../resources/robots";
import { loader as sitemapLoader } from "../resources/sitemap";
import { middleware } from "./layout";
import * as productPage from "./product";

// What search engines read, on a real database: the sitemap's pages and dates, robots.txt, a
// product page whose name tries to break out of its JSON-LD script, and the store's cache headers.

/** The index, and every part it names, as one text (the demo catalogue is small). */
async function wholeSitemap(): Promise<{ index: string; parts: string[]; xml: string }> {
  const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;
  const origin = getEnv().BASE_URL;
  const response = await sitemapLoader(args(`${origin}/sitemap.xml`));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const index = await response.text();
  const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const parts = await Promise.all(
    locs.map(async (loc) => {
      // Beside the index, at the root: a sitemap lists only pages under its own folder.
      expect(loc).toMatch(new RegExp(`^${origin}/sitemap\\.xml\\?part=[a-z0-9-]+$`));
      const part = await sitemapLoader(args(loc));
      expect(part.status).toBe(200);
      return part.text();
    }),
  );
  return { index, parts, xml: parts.join("") };
}

const HOSTILE = 'Serra </script><script>alert("x")</script><!-- & \u2028 fim';

async function renderProduct(path: string): Promise<string> {
  const routes = ["/produto/:id", "/en/produto/:id", "/es/produto/:id"].map((p) =>
    asRoute(p, productPage),
  );
  const page = await renderRoute(routes, path);
  if (page.location !== undefined) throw new Error(`unexpected ${page.status}`);
  return page.html;
}

/** The JSON-LD blocks of a page, parsed as a search engine would. */
function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (m) => JSON.parse(m[1]!) as unknown[],
  );
}

async function runMiddleware(cookie: string | null, status = 200): Promise<Response> {
  const headers = new Headers(cookie ? { cookie } : {});
  const request = new Request("https://shop.example/produtos", { headers });
  const run = middleware[0]! as unknown as (
    args: { request: Request },
    next: () => Promise<Response>,
  ) => Promise<Response>;
  return run({ request }, async () => new Response("page", { status }));
}

describe.each(TEST_DB_KINDS)("search-engine data on %s", (kind) => {
  let t: TestDb;
  let hostileId: number;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    await seedDemo(t.db);
    hostileId = await createProduct(
      t.db,
      productInputSchema.parse({ name: HOSTILE, brand_id: 1, category_id: 1, price: "12.5" }),
      null,
    );
  });
  afterAll(() => t.cleanup());

  it("the sitemap lists every product in the three languages, dated by its last change", async () => {
    const { index, parts, xml } = await wholeSitemap();
    expect(index).toMatch(
      /^<\?xml [^\n]*\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    // The store's pages, categories, brands, then the products.
    expect([...index.matchAll(/\?part=([a-z0-9-]+)/g)].map((m) => m[1])).toEqual([
      "pages",
      "categories",
      "brands",
      "products-1",
    ]);
    for (const part of parts)
      expect(part).toMatch(/^<\?xml [^\n]*\n<urlset [^>]*>\n[^]*<\/urlset>\n$/);
    const origin = getEnv().BASE_URL;
    const row = await t.db
      .selectFrom("product")
      .select("updated_at")
      .where("id", "=", hostileId)
      .executeTakeFirstOrThrow();
    expect(xml).toContain(
      `<url><loc>${origin}/produto/${hostileId}</loc><lastmod>${row.updated_at}</lastmod>`,
    );
    expect(xml).toContain(`<url><loc>${origin}/en/produto/${hostileId}</loc>`);
    expect(xml).toContain(
      `<url><loc>${origin}/es/produto/${hostileId}</loc><lastmod>${row.updated_at}</lastmod>`,
    );
    for (const path of ["/", "/produtos", "/produtos/1", "/ofertas", "/categorias", "/about"]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml).toContain(`<loc>${origin}/en/tramontina</loc>`);
    expect(xml).toContain(`<loc>${origin}/es/tramontina</loc>`);
    expect(xml).toContain(`<loc>${origin}/es</loc>`);
    expect(xml).not.toContain("/busca");
    expect(xml).not.toContain("<lastmod></lastmod>");
  });

  it("the sitemap gives each product page its pictures, the cover first, at the largest width stored", async () => {
    const { xml } = await wholeSitemap();
    const origin = getEnv().BASE_URL;
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const products = await t.db
      .selectFrom("product")
      .select(["id", "image_hash"])
      .where("image_hash", "is not", null)
      .execute();
    expect(products.length).toBeGreaterThan(40);
    const lines = xml.split("\n");
    for (const { id, image_hash } of products) {
      const gallery = await t.db
        .selectFrom("product_image")
        .select("image_hash")
        .where("product_id", "=", id)
        .orderBy("position")
        .execute();
      const pictures = gallery.map(
        (g) =>
          `<image:image><image:loc>${origin}/media/${g.image_hash}-1200.webp</image:loc></image:image>`,
      );
      expect(pictures[0]).toContain(`/media/${image_hash}-1200.webp`);
      for (const prefix of ["", "/en", "/es"]) {
        const entry = lines.find((l) =>
          l.startsWith(`<url><loc>${origin}${prefix}/produto/${id}</loc>`),
        );
        expect(entry).toContain(`${pictures.join("")}</url>`);
        expect(entry?.match(/<image:image>/g)).toHaveLength(pictures.length);
      }
    }
  });

  it("a crawler holding the current sitemap gets 304; after a catalogue write, the new one", async () => {
    const origin = getEnv().BASE_URL;
    const get = (headers: Record<string, string> = {}) =>
      sitemapLoader({
        request: new Request(`${origin}/sitemap.xml?part=pages`, { headers }),
        params: {},
        context: {},
      } as never);
    const first = await get();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"catalogue-\d+"$/);
    expect((await get({ "If-None-Match": etag })).status).toBe(304);
    await createProduct(
      t.db,
      productInputSchema.parse({ name: "Escada nova", brand_id: 1, category_id: 1, price: "99" }),
      null,
    );
    const after = await get({ "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("a part the index does not name is 404", async () => {
    const origin = getEnv().BASE_URL;
    for (const part of ["products-9", "products-0", "nope", "pages.xml", ""]) {
      const response = await sitemapLoader({
        request: new Request(`${origin}/sitemap.xml?part=${part}`),
        params: {},
        context: {},
      } as never);
      expect(response.status).toBe(404);
    }
  });

  it("robots.txt keeps crawlers out of /admin and /api and names the sitemap", async () => {
    const txt = await robotsLoader().text();
    expect(txt).toContain("Disallow: /admin/");
    expect(txt).toContain("Disallow: /api/");
    expect(txt).toContain(`Sitemap: ${getEnv().BASE_URL}/sitemap.xml`);
  });

  it("a product name cannot close its JSON-LD script, and reads back intact", async () => {
    const html = await renderProduct(`/produto/${hostileId}`);
    expect(html).not.toContain('<script>alert("x")');
    const product = jsonLdBlocks(html).find(
      (b) => (b as { "@type": string })["@type"] === "Product",
    ) as { name: string; offers: { price: number; priceCurrency: string } };
    expect(product.name).toBe(HOSTILE);
    expect(product.offers).toMatchObject({ price: 12.5, priceCurrency: "USD" });
  });

  it("a product page carries its breadcrumb: home, all products, category, product", async () => {
    const origin = getEnv().BASE_URL;
    for (const prefix of ["/en", "/es"]) {
      const html = await renderProduct(`${prefix}/produto/1`);
      const crumbs = jsonLdBlocks(html).find(
        (b) => (b as { "@type": string })["@type"] === "BreadcrumbList",
      ) as { itemListElement: { name: string; item: string }[] };
      expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
        `${origin}${prefix}`,
        `${origin}${prefix}/produtos`,
        `${origin}${prefix}/produtos/1`,
        `${origin}${prefix}/produto/1`,
      ]);
    }
    // Named in the page's language.
    const es = jsonLdBlocks(await renderProduct("/es/produto/1")).find(
      (b) => (b as { "@type": string })["@type"] === "BreadcrumbList",
    ) as { itemListElement: { name: string }[] };
    expect(es.itemListElement.map((i) => i.name).slice(0, 2)).toEqual([
      "Inicio",
      "Todos los productos",
    ]);
  });

  it("store pages are cached publicly for anonymous visitors only", async () => {
    expect((await runMiddleware(null)).headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE);
    expect((await runMiddleware("theme=dark")).headers.get("cache-control")).toBe(
      PUBLIC_PAGE_CACHE,
    );
    for (const cookie of ["vitrine.session_token=abc", "__Secure-vitrine.session_token=abc"]) {
      expect((await runMiddleware(cookie)).headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE);
    }
    expect((await runMiddleware(null, 500)).headers.get("cache-control")).toBeNull();
  });
});
