// A product page's chosen variant lives in its address (`/produto/12?variante=SKU`,
// docs/decisions/065-product-variants.md), so a link, a reload or a shared address opens it chosen.
// Kept apart and tiny: the islands' entry imports it to wake the gallery (app/islands/wake.ts).

/** The query parameter that names the chosen variant: its SKU, or its id when it has none. */
export const VARIANT_PARAM = "variante";

/** The window event a product page's picker sends when a shopper chooses another variant. */
export const VARIANT_CHOSEN = "vitrine:variant-chosen";

/** A link to a variant of the page's product, relative so it keeps the page's language prefix. */
export function variantSearch(key: string): string {
  return `?${new URLSearchParams({ [VARIANT_PARAM]: key }).toString()}`;
}

/**
 * Rule: a link to the same page in another language follows the variant chosen in place (the
 * language menu was rendered with the variant the page was loaded with): `href` with `key` as its
 * `?variante=`, its other parameters and its path kept.
 */
export function hrefWithVariant(href: string, key: string, base: string): string {
  const url = new URL(href, base);
  url.searchParams.set(VARIANT_PARAM, key);
  return url.origin === new URL(base).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
