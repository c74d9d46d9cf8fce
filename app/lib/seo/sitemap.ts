import { DEFAULT_LOCALE, LANGUAGES, type Locale } from "~/i18n/languages";
import { localePath } from "~/i18n/locale";
import { absoluteUrl } from "./meta";

/** A public page by its default-language (Portuguese) path, with when its content last changed (ISO 8601). */
export interface SitemapPage {
  path: string;
  lastmod: string | null;
  /** The page's picture (a product's cover): a path on this site or an https URL. */
  image?: string | null;
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
 * The sitemap (sitemaps.org, with Google's `xhtml:link` language alternates and `image:image`
 * entries): every page once per language of the table (app/i18n/languages.ts), each entry naming
 * every version and the default language's as x-default, and the page's picture where it has one.
 * Written in pieces of `perPiece` pages, so a large catalogue's sitemap is never one string in
 * memory (100,000 products make some 150 MB of XML in three languages).
 */
export function* sitemapPieces(origin: string, pages: SitemapPage[], perPiece = 500) {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n`;
  for (let start = 0; start < pages.length; start += perPiece) {
    const lines: string[] = [];
    for (const page of pages.slice(start, start + perPiece)) {
      const url = (locale: Locale) => xml(`${origin}${localePath(locale, page.path)}`);
      const locs = LANGUAGES.map((l) => ({ tag: l.tag, loc: url(l.code) }));
      const alternates = [...locs, { tag: "x-default", loc: url(DEFAULT_LOCALE) }]
        .map(({ tag, loc }) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${loc}"/>`)
        .join("");
      const lastmod = page.lastmod ? `<lastmod>${xml(page.lastmod)}</lastmod>` : "";
      const picture = absoluteUrl(origin, page.image);
      const image = picture
        ? `<image:image><image:loc>${xml(picture)}</image:loc></image:image>`
        : "";
      for (const { loc } of locs)
        lines.push(`<url><loc>${loc}</loc>${lastmod}${alternates}${image}</url>\n`);
    }
    yield lines.join("");
  }
  yield `</urlset>\n`;
}

/** The whole sitemap as one string (for a small catalogue and tests). */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  return [...sitemapPieces(origin, pages)].join("");
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
