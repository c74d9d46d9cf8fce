import { LOCALES, OTHER_LOCALES } from "~/i18n/languages";

/**
 * docs/product-rules.md §3: a brand's slug is its lowercased name with runs of whitespace turned
 * into hyphens.
 */
export function brandSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * Paths the router owns; a brand may not take one as its slug
 * (docs/decisions/016-routes-and-languages.md). Every language's code is one (`/en`, `/es`), and
 * `pt` too, though Portuguese pages have no prefix.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...LOCALES,
  "admin",
  "api",
  "media",
  "assets",
  "produtos",
  "produto",
  "about",
  "ofertas",
  "categorias",
  "atendimento",
  "localizacao",
  "busca",
  "healthz",
  "sitemap.xml",
  "robots.txt",
  "favicon.ico",
  "manifest.webmanifest",
  // Every other language's web app manifest (app/lib/web-manifest.ts), served from public/.
  ...OTHER_LOCALES.map((l) => `manifest.${l}.webmanifest`),
  "sw.js",
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/**
 * A brand page's path (without the language prefix). The slug is encoded as one path segment, so
 * a name like "A/B Tools" or "Rock & Roll?" links to its own page instead of another path or query.
 */
export function brandPath(slug: string): string {
  return `/${encodeURIComponent(slug)}`;
}
