/**
 * docs/product-rules.md §3: a brand's slug is its lowercased name with runs of whitespace turned
 * into hyphens.
 */
export function brandSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/**
 * Paths the router owns; a brand may not take one as its slug
 * (docs/decisions/016-routes-and-languages.md).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "en",
  "pt",
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
