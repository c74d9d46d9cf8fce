import { expect, test, type Page } from "@playwright/test";
import { checkGoogleFeed, checkMetaFeed } from "../../tools/bench/feed-check";
import { checkSitemap } from "../../tools/bench/sitemap-check";

// What search engines and link previews read. The demo catalogue's first product is
// a Tramontina wrench set on offer ($39.90, was $49.90), in stock, with an uploaded picture.

const PRODUCT = [
  {
    lang: "pt",
    path: "/produto/1",
    title: "Jogo de Chaves Combinadas 12 peças — YouTools",
    description: /^Chaves combinadas de 6 a 22 mm/,
    name: "Jogo de Chaves Combinadas 12 peças",
    home: "/",
  },
  {
    lang: "en",
    path: "/en/produto/1",
    title: "Combination Wrench Set 12 pieces — YouTools",
    description: /^Combination wrenches from 6 to 22 mm/,
    name: "Combination Wrench Set 12 pieces",
    home: "/en",
  },
  {
    lang: "es",
    path: "/es/produto/1",
    title: "Juego de Llaves Combinadas 12 piezas — YouTools",
    description: /^Llaves combinadas de 6 a 22 mm/,
    name: "Juego de Llaves Combinadas 12 piezas",
    home: "/es",
  },
] as const;

/** Each language's Open Graph locale (app/i18n/languages.ts). */
const OG_LOCALE = { pt: "pt_BR", en: "en_US", es: "es_PY" } as const;

interface LdNode {
  "@type": string;
  [key: string]: unknown;
}

/** Every JSON-LD node of the page, parsed (a parse error fails the test). */
async function jsonLd(page: Page): Promise<LdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as LdNode | LdNode[];
    return Array.isArray(value) ? value : [value];
  });
}

const attr = (page: Page, selector: string, name = "content") =>
  page.locator(selector).first().getAttribute(name);

for (const p of PRODUCT) {
  test(`a product page (${p.lang}) names itself to search engines and link previews`, async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(p.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(p.title);
    expect(await attr(page, 'meta[name="description"]')).toMatch(p.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    expect(await attr(page, 'link[rel="canonical"]', "href")).toBe(`${baseURL}${p.path}`);
    expect(await attr(page, 'meta[property="og:url"]')).toBe(`${baseURL}${p.path}`);
    expect(await attr(page, 'meta[property="og:title"]')).toBe(p.title);
    expect(await attr(page, 'meta[property="og:image"]')).toMatch(
      new RegExp(`^${baseURL}/media/[0-9a-f]{32}-1200\\.webp$`),
    );
    expect(await attr(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    // Every page names itself in the three languages, and Portuguese as the default.
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
    for (const [hreflang, path] of [
      ["pt-BR", "/produto/1"],
      ["en", "/en/produto/1"],
      ["es", "/es/produto/1"],
      ["x-default", "/produto/1"],
    ]) {
      expect(await attr(page, `link[rel="alternate"][hreflang="${hreflang}"]`, "href")).toBe(
        `${baseURL}${path}`,
      );
    }
    expect(await attr(page, 'meta[property="og:locale"]')).toBe(OG_LOCALE[p.lang]);
    const alternates = await page
      .locator('meta[property="og:locale:alternate"]')
      .evaluateAll((metas) => metas.map((m) => m.getAttribute("content")).sort());
    expect(alternates).toEqual(
      Object.entries(OG_LOCALE)
        .filter(([lang]) => lang !== p.lang)
        .map(([, og]) => og)
        .sort(),
    );

    const nodes = await jsonLd(page);
    const product = nodes.find((n) => n["@type"] === "Product");
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: p.name,
      url: `${baseURL}${p.path}`,
      offers: {
        "@type": "Offer",
        price: 39.9,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          priceType: "https://schema.org/StrikethroughPrice",
          price: 49.9,
          priceCurrency: "USD",
        },
      },
    });
    expect((product?.image as string[])[0]).toMatch(/^http.*\/media\/.*\.webp$/);
    const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList");
    const items = crumbs?.itemListElement as { item: string }[];
    expect(items[0]?.item).toBe(`${baseURL}${p.home}`);
    expect(items.at(-1)?.item).toBe(`${baseURL}${p.path}`);

    // The main picture (the gallery's first) is the page's largest paint: fetched first, with its
    // size reserved.
    const picture = page.getByRole("main").getByRole("img", { name: p.name }).first();
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    await expect(picture).toHaveAttribute("width", "800");
    await expect(picture).toHaveAttribute("srcset", /-1200\.webp 1200w/);
  });
}

test("the home page declares the site's search and the store, and preloads the first poster", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  const nodes = await jsonLd(page);
  const site = nodes.find((n) => n["@type"] === "WebSite");
  expect(site?.inLanguage).toBe("pt-BR");
  expect(site?.potentialAction).toMatchObject({
    "@type": "SearchAction",
    target: { urlTemplate: `${baseURL}/busca?q={search_term_string}` },
  });
  const store = nodes.find((n) => n["@type"] === "HardwareStore");
  expect(store).toMatchObject({
    name: "YouTools",
    address: { addressLocality: "Salto del Guairá" },
  });
  expect((store?.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);

  const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
  await expect(preload).toHaveCount(1);
  const firstPoster = page.getByRole("region", { name: "Destaques" }).locator("img").first();
  expect(await preload.getAttribute("imagesrcset")).toBe(await firstPoster.getAttribute("srcset"));
  expect(await attr(page, 'meta[property="og:image"]')).toMatch(/^http.*\/media\/.*-1200\.webp$/);
});

test("a product list fetches its first picture first, its scripts after, and the other pictures when they are near", async ({
  page,
}) => {
  await page.goto("/produtos/1");
  const preloads = page.locator('head link[rel="preload"][as="image"]');
  await expect(preloads).toHaveCount(1);
  await expect(preloads).toHaveAttribute("fetchpriority", "high");
  const pictures = page.getByRole("main").getByRole("listitem").locator("img");
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
  await expect(pictures.first()).toHaveAttribute("loading", "eager");
  expect(await preloads.getAttribute("imagesrcset")).toBe(
    await pictures.first().getAttribute("srcset"),
  );
  await expect(pictures.nth(1)).toHaveAttribute("loading", "lazy");
  // The document as sent (React Router takes the preload links out once the page hydrates).
  const html = await (await page.request.get("/produtos/1")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const modules = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(modules.length).toBeGreaterThan(1);
  // Attribute names are case-insensitive in HTML; React writes the islands' `fetchPriority` as
  // spelled, React Router's rewrite of its own preloads in lower case.
  for (const link of modules) expect(link).toMatch(/ fetchpriority="low"/i);
});

test("search result pages are kept out of search engines", async ({ page }) => {
  await page.goto("/busca?q=serra");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("sitemap.xml is an index of parts that list the store's pages in the three languages with alternates", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const index = await response.text();
  expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
  const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(parts).toContain(`${baseURL}/sitemap.xml?part=products-1`);
  let xml = "";
  for (const part of parts) {
    const answer = await request.get(part);
    expect(answer.status()).toBe(200);
    // A crawler that has this version gets 304.
    const again = await request.get(part, { headers: { "If-None-Match": answer.headers().etag! } });
    expect(again.status()).toBe(304);
    xml += await answer.text();
  }
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  expect(xml).toContain(`<loc>${baseURL}/produto/1</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/en/produto/1</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/es/produto/1</loc>`);
  expect(xml).toContain(`hreflang="en" href="${baseURL}/en/produto/1"`);
  expect(xml).toContain(`hreflang="es" href="${baseURL}/es/produto/1"`);
  // Each URL names every language's version and the default one.
  const entry = xml.split("\n").find((line) => line.includes(`<loc>${baseURL}/es/produto/1<`));
  expect(entry?.match(/<xhtml:link /g)).toHaveLength(4);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  expect((await request.get("/sitemap.xml?part=products-99")).status()).toBe(404);
  // Every line of every part is an element the schemas allow, within the protocol's limits (the
  // check `npm run bench` runs at 100,000 products).
  const checked = await checkSitemap(baseURL!);
  expect(checked.problems).toEqual([]);
  expect(checked.parts.length).toBe(parts.length);
});

test("the product feeds for Google and Meta carry every pictured product with the fields each requires, in each language", async ({
  baseURL,
}) => {
  // The checks `npm run bench` runs at 100,000 products.
  for (const name of ["google.xml", "google-en.xml", "google-es.xml"]) {
    const report = await checkGoogleFeed(`${baseURL}/feeds/${name}`);
    expect(report.problems).toEqual([]);
    expect(report.items).toBeGreaterThan(40);
  }
  for (const name of ["meta.csv", "meta-es.csv"]) {
    const report = await checkMetaFeed(`${baseURL}/feeds/${name}`);
    expect(report.problems).toEqual([]);
    expect(report.items).toBeGreaterThan(40);
  }
  expect((await fetch(`${baseURL}/feeds/nothing.xml`)).status).toBe(404);
});

test("robots.txt keeps crawlers out of /admin and /api and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const txt = await response.text();
  expect(txt).toMatch(/^Disallow: \/admin\/$/m);
  expect(txt).toMatch(/^Disallow: \/api\/$/m);
  expect(txt).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("store pages are cached briefly for anonymous visitors, never for signed-in ones; media for a year", async ({
  request,
  page,
}) => {
  const anonymous = await request.get("/produtos");
  // A minute at most, less when a scheduled offer starts or ends sooner (decision 066): the
  // calendar's journey, beside this one, schedules some.
  const cacheControl = anonymous.headers()["cache-control"] ?? "";
  expect(cacheControl).toMatch(/^public, max-age=\d+, stale-while-revalidate/);
  const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(60);
  const signedIn = await request.get("/produtos", {
    headers: { cookie: "vitrine.session_token=not-a-real-session" },
  });
  expect(signedIn.headers()["cache-control"]).toMatch(/private/);
  expect(signedIn.headers()["cache-control"]).not.toMatch(/public/);

  await page.goto("/produto/1");
  const src = await page.getByRole("main").locator("img").first().getAttribute("src");
  const media = await request.get(src!);
  expect(media.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
