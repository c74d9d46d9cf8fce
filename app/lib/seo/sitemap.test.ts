import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapIndexXml, sitemapXml } from "./sitemap";

const ORIGIN = "https://shop.example";

describe("sitemap.xml", () => {
  const xml = sitemapXml(ORIGIN, [
    { path: "/", lastmod: "2026-01-02T03:04:05.000Z" },
    { path: "/produto/7", lastmod: "2026-02-01T00:00:00.000Z" },
    { path: "/a&b", lastmod: null },
  ]);

  it("lists every page in Portuguese, English and Spanish with its lastmod", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/produto/7</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>`,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/en/produto/7</loc>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/</loc>`);
    expect(xml).toContain(`<url><loc>${ORIGIN}/en</loc>`);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/es/produto/7</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>`,
    );
    expect(xml).toContain(`<url><loc>${ORIGIN}/es</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(9);
  });

  it("names the three languages and the default (Portuguese) in every entry (xhtml:link alternates)", () => {
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="pt-BR" href="${ORIGIN}/produto/7"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/produto/7"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es/produto/7"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/produto/7"/>`,
    ];
    for (const loc of ["/produto/7", "/en/produto/7", "/es/produto/7"]) {
      const entry = xml
        .split("\n")
        .find((line) => line.startsWith(`<url><loc>${ORIGIN}${loc}</loc>`));
      for (const alternate of alternates) expect(entry).toContain(alternate);
      expect(entry?.match(/<xhtml:link /g)).toHaveLength(4);
    }
  });

  it("names a page's picture as an absolute image:image entry in every language, with the image namespace", () => {
    const pictures = sitemapXml(ORIGIN, [
      {
        path: "/produto/7",
        lastmod: null,
        images: ["/media/0123456789abcdef0123456789abcdef-1200.webp"],
      },
      { path: "/produto/8", lastmod: null, images: ["https://cdn.example/a.png?x=1&y=2"] },
      { path: "/produto/9", lastmod: null, images: [null] },
    ]);
    expect(pictures).toMatch(
      /^<\?xml [^\n]*\n<urlset [^>]*xmlns:image="http:\/\/www\.google\.com\/schemas\/sitemap-image\/1\.1"/,
    );
    const entry = (loc: string) =>
      pictures.split("\n").find((line) => line.startsWith(`<url><loc>${ORIGIN}${loc}</loc>`));
    for (const loc of ["/produto/7", "/en/produto/7", "/es/produto/7"]) {
      expect(entry(loc)).toContain(
        `<image:image><image:loc>${ORIGIN}/media/0123456789abcdef0123456789abcdef-1200.webp</image:loc></image:image></url>`,
      );
    }
    expect(entry("/produto/8")).toContain(
      "<image:loc>https://cdn.example/a.png?x=1&amp;y=2</image:loc>",
    );
    expect(entry("/produto/9")).not.toContain("<image:");
    expect(xml).not.toContain("<image:image>");
  });

  it("escapes XML and leaves lastmod out where there is none", () => {
    expect(xml).toContain(`<url><loc>${ORIGIN}/a&amp;b</loc><xhtml:link`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("the sitemap index", () => {
  it("names every part by its absolute URL with its lastmod, escaped", () => {
    const index = sitemapIndexXml(ORIGIN, [
      { path: "/sitemap.xml?part=pages", lastmod: "2026-01-02T03:04:05.000Z" },
      { path: "/sitemap.xml?part=products-1", lastmod: null },
      { path: "/sitemap.xml?part=a&b", lastmod: null },
    ]);
    expect(index).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<sitemap><loc>${ORIGIN}/sitemap.xml?part=pages</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></sitemap>\n` +
        `<sitemap><loc>${ORIGIN}/sitemap.xml?part=products-1</loc></sitemap>\n` +
        `<sitemap><loc>${ORIGIN}/sitemap.xml?part=a&amp;b</loc></sitemap>\n` +
        "</sitemapindex>\n",
    );
  });

  it("names every picture of a page's gallery, in order, in each language", () => {
    const xml = sitemapXml(ORIGIN, [
      {
        path: "/produto/1",
        lastmod: null,
        images: ["/media/a-1200.webp", "https://cdn.example/b.png"],
      },
    ]);
    const pictures =
      `<image:image><image:loc>${ORIGIN}/media/a-1200.webp</image:loc></image:image>` +
      "<image:image><image:loc>https://cdn.example/b.png</image:loc></image:image></url>";
    expect(xml.split(pictures)).toHaveLength(4);
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the back office and the API and names the sitemap", () => {
    const txt = robotsTxt(ORIGIN);
    expect(txt).toMatch(/^User-agent: \*$/m);
    expect(txt).toMatch(/^Disallow: \/admin\/$/m);
    expect(txt).toMatch(/^Disallow: \/api\/$/m);
    expect(txt).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
    // A brand slug that merely starts with "api" or "admin" stays crawlable.
    expect(txt).not.toMatch(/^Disallow: \/api$/m);
  });
});
