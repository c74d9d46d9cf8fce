import { LOCALES, OTHER_LOCALES } from "~/i18n/languages";

/**
 * docs/product-rules.md §3: a brand's slug is its lowercased name with runs of whitespace turned
 * into hyphens. The catalogue import brings brands and categories of any name, so every slug is
 * kept one working path segment: characters that end a segment or start a query, fragment or
 * escape (`/ \ ? # %`) count as whitespace, and
 * a slug "." or ".." (which a browser resolves to the current or parent path, so the link led
 * home) has its dots turned into hyphens. Accents and `&` stay (links encode them).
 */
export function brandSlug(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[\s/\\?#%]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug === "") return "-";
  return slug === "." || slug === ".." ? slug.replace(/\./g, "-") : slug;
}

/**
 * A category's slug (categories an import creates): its name without accents, lower
 * case, every run of other characters one hyphen ("Máquinas Elétricas" → "maquinas-eletricas").
 */
export function categorySlug(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "categoria";
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
  // Every brand's list (the home page's grid stops at 40 and links to it).
  "marcas",
  "atendimento",
  "localizacao",
  "busca",
  // The quote list.
  "orcamento",
  // Products side by side.
  "comparar",
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
