import type { Messages } from "~/i18n/pt";

// The filters as a list page receives them from its loader (built on the server
// by app/.server/catalogue/product-lists.server.ts), and the query strings its links and form use.
// The filters' texts come with them: only list pages need them, so they stay out of the message
// catalogue every store page loads (the first-load JavaScript budget).

export type FilterTexts = Messages["filters"];

export interface FilterPanelValue {
  /** The group's parameter this value belongs to (the availability group mixes two). */
  param: string;
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

export interface FilterPanelGroup {
  param: string;
  legend: string;
  /** One value at most (the price buckets): radio buttons, not checkboxes. */
  single?: boolean;
  values: FilterPanelValue[];
}

export interface FilterPanelData {
  groups: FilterPanelGroup[];
  /** Products the list shows with these filters. */
  total: number;
  /** Each active filter, and the filters' query string without it. */
  chips: { label: string; search: string }[];
  /** The filters' query string in its normal form ("" when none). */
  search: string;
  /** The price fields' current values, in dollars ("" when open). */
  price: { min: string; max: string };
  filtered: boolean;
  /** The filters' texts in the page's language. */
  texts: FilterTexts;
}

/**
 * A list's query string for a filter state: the filters' own parameters, and the sort kept; the
 * page starts again at 1 (a new selection is a new list).
 */
export function listSearch(currentSearch: string, filterSearch: string): string {
  const sort = new URLSearchParams(currentSearch).get("sort");
  const q = new URLSearchParams(currentSearch).get("q");
  const params = new URLSearchParams(filterSearch);
  if (q !== null) params.set("q", q);
  if (sort) params.set("sort", sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}
