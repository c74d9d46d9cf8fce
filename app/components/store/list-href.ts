import { type Sort } from "~/lib/sorts";

/**
 * The query string of a list page with some parameters changed (null removes one), keeping the
 * others (a search's `q`, the sort). Defaults are left out so page 1 by relevance is the bare path.
 */
export function withParams(
  search: string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value == null) params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function sortSearch(search: string, sort: Sort): string {
  // A new order starts again at the first page.
  return withParams(search, { sort: sort === "relevance" ? null : sort, page: null });
}

export function pageSearch(search: string, page: number): string {
  return withParams(search, { page: page <= 1 ? null : page });
}

export type PageItem = number | "gap";

/**
 * The page numbers a pagination bar shows: all of them when there are few, otherwise the first,
 * the last and the neighbours of the current page, with gaps between.
 */
export function pageWindow(current: number, last: number, neighbours = 1): PageItem[] {
  if (last <= 5 + 2 * neighbours) return Array.from({ length: last }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current, last) - neighbours);
  const to = Math.min(last - 1, Math.max(current, 1) + neighbours);
  const items: PageItem[] = [1];
  if (from > 2) items.push("gap");
  for (let p = from; p <= to; p++) items.push(p);
  if (to < last - 1) items.push("gap");
  items.push(last);
  return items;
}
