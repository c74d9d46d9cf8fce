import { DEFAULT_LOCALE, LANGUAGES, type Locale } from "~/i18n/languages";
import { localePath } from "~/i18n/locale";
import { absoluteUrl } from "./meta";
import { escapeXml as xml } from "./xml";

/** A public page by its default-language (Portuguese) path, with when its content last changed (ISO 8601). */
export interface SitemapPage {
  path: string;
  lastmod: string | null;
  /** The page's pictures (a product's gallery, its cover first): paths on this site or https URLs. */
  images?: readonly (string | null)[];
}

/** The sitemaps.org protocol's limits for one file: URLs, and bytes before compression. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

const XML_DECLARATION = `<?xml version="1.0" encoding="UTF-8"?>\n`;
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n`;
export const URLSET_CLOSE = `</urlset>\n`;

/** The `<url>` entries of one page: one per language of the table, each naming every version. */
export function pageEntries(origin: string, page: SitemapPage): string {
  const url = (locale: Locale) => xml(`${origin}${localePath(locale, page.path)}`);
  const locs = LANGUAGES.map((l) => ({ tag: l.tag, loc: url(l.code) }));
  const alternates = [...locs, { tag: "x-default", loc: url(DEFAULT_LOCALE) }]
    .map(({ tag, loc }) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${loc}"/>`)
    .join("");
  const lastmod = page.lastmod ? `<lastmod>${xml(page.lastmod)}</lastmod>` : "";
  const images = (page.images ?? [])
    .map((image) => absoluteUrl(origin, image))
    .filter((picture): picture is string => Boolean(picture))
    .map((picture) => `<image:image><image:loc>${xml(picture)}</image:loc></image:image>`)
    .join("");
  return locs
    .map(({ loc }) => `<url><loc>${loc}</loc>${lastmod}${alternates}${images}</url>\n`)
    .join("");
}

/**
 * A sitemap (sitemaps.org, with Google's `xhtml:link` language alternates and `image:image`
 * entries): every page once per language of the table (app/i18n/languages.ts), each entry naming
 * every version and the default language's as x-default, and the page's pictures. A large
 * catalogue's pages are written by the caller part by part (app/.server/seo/sitemap.server.ts),
 * never as one string: this whole-file form is for a handful of pages (the tests).
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  return URLSET_OPEN + pages.map((page) => pageEntries(origin, page)).join("") + URLSET_CLOSE;
}

/** One sitemap of the index: its path on this site and when the newest of its pages changed. */
export interface SitemapPart {
  path: string;
  lastmod: string | null;
}

/** `/sitemap.xml`: the sitemap index (sitemaps.org) naming every part. */
export function sitemapIndexXml(origin: string, parts: readonly SitemapPart[]): string {
  const entries = parts.map((part) => {
    const lastmod = part.lastmod ? `<lastmod>${xml(part.lastmod)}</lastmod>` : "";
    return `<sitemap><loc>${xml(origin + part.path)}</loc>${lastmod}</sitemap>\n`;
  });
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
}

/** robots.txt: everything but the back office, the API and search suggestions; the sitemap index. */
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
