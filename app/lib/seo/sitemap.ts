import { localePath } from "~/i18n/locale";

/** A public page by its Portuguese path, with when its content last changed (ISO 8601). */
export interface SitemapPage {
  path: string;
  lastmod: string | null;
}

function xml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * The sitemap (sitemaps.org, with Google's `xhtml:link` language alternates): every page twice,
 * in Portuguese and in English, each naming both versions and the default (Portuguese).
 */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
  ];
  for (const page of pages) {
    const pt = xml(`${origin}${localePath("pt", page.path)}`);
    const en = xml(`${origin}${localePath("en", page.path)}`);
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="pt-BR" href="${pt}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${pt}"/>`,
    ].join("");
    const lastmod = page.lastmod ? `<lastmod>${xml(page.lastmod)}</lastmod>` : "";
    for (const loc of [pt, en]) lines.push(`<url><loc>${loc}</loc>${lastmod}${alternates}</url>`);
  }
  lines.push(`</urlset>`, "");
  return lines.join("\n");
}

/** robots.txt: everything but the back office, the API and search suggestions; the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin$",
    "Disallow: /admin/",
    "Disallow: /api$",
    "Disallow: /api/",
    "Disallow: /busca/sugestoes",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
