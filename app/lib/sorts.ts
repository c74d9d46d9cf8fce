// The product lists' sort orders and page size, without Zod: store pages import these in the
// browser, and the schemas module would bring Zod (about 24 kB gzip) into every list page.

/**
 * The storefront's sorts (docs/product-rules.md §9 without rating: there is no rating field), and
 * "newest" (the home page's "Novidades" row and its "Ver todas" list).
 */
export const SORTS = [
  "relevance",
  "price_asc",
  "price_desc",
  "discount",
  "name",
  "newest",
] as const;
export type Sort = (typeof SORTS)[number];
/** Products per list page. */
export const PAGE_SIZE = 24;
