import type { Locale } from "~/i18n/locale";
import { toProductCard, type ProductCardData, type ProductCardSource } from "./product-card";
import { PAGE_SIZE, type Sort } from "./sorts";

/** One page of a product list, as a list route's loader returns it. */
export interface ProductListData {
  items: ProductCardData[];
  total: number;
  page: number;
  pageCount: number;
  sort: Sort;
}

/** A list service's page of products as cards in the page's language, with its paging. */
export function toListData(
  result: { items: ProductCardSource[]; total: number },
  query: { page: number; sort: Sort },
  locale: Locale,
): ProductListData {
  return {
    items: result.items.map((p) => toProductCard(p, locale)),
    total: result.total,
    page: query.page,
    pageCount: Math.ceil(result.total / PAGE_SIZE),
    sort: query.sort,
  };
}

/** An empty list for pages that show nothing yet (a search with no words). */
export const EMPTY_LIST: ProductListData = {
  items: [],
  total: 0,
  page: 1,
  pageCount: 0,
  sort: "relevance",
};
