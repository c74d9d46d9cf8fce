import type { Locale } from "~/i18n/languages";
import { FILTER_PARAMS, formatPriceRange, type FilterState, type PriceRange } from "~/lib/filters";
import { numberFacetValues } from "~/lib/number-ranges";
import { priceBuckets } from "~/lib/price-buckets";
import type { Sort } from "~/lib/sorts";
import { count, countBoth, emptySet, has, intersect, addTo, type Bitset } from "./bitset.server";
import type { FacetIndex } from "./facet-index.server";
import {
  baseWithout,
  listSelection,
  variantFilter,
  type ListSelection,
} from "./facet-selections.server";
import {
  matchingPriceOrder,
  matchingPrices,
  productsPerPriceRange,
  valueCount,
} from "./variant-sets.server";

// Filters (docs/decisions/062-specifications-and-facets.md): a list's filters
// and their counts, and a filtered list's pages, from the facet index. The rules, each named by
// a test in facets.server.test.ts:
// - values of one group combine with OR, groups with AND;
// - a group's counts are computed with its own selection left out (a checked brand keeps the
//   other brands on offer, with what each would give);
// - a value that would give nothing is left out unless it is checked (a checked one can always
//   be unchecked).

/** The list a page shows, before filters: a category, a brand, offers, everything, or a search. */
export interface ListScope {
  categoryId?: number;
  brandId?: number;
  offers?: boolean;
  /** A search's matches, ranked (the search decides the order). */
  searchIds?: readonly number[];
}

export interface FacetValueCount {
  /** The value's code in the URL ("bosch", "220v", "650", "1", "50-99.99"). */
  value: string;
  count: number;
  checked: boolean;
}

export type FacetGroupCounts =
  | { kind: "brand"; param: string; values: (FacetValueCount & { brandId: number })[] }
  | { kind: "price"; param: string; values: (FacetValueCount & { range: PriceRange })[] }
  | { kind: "offer" | "stock"; param: string; values: FacetValueCount[] }
  | { kind: "attribute"; param: string; attributeId: number; values: FacetValueCount[] };

export interface FacetCounts {
  groups: FacetGroupCounts[];
  /** Products the list shows with every selection applied. */
  total: number;
  /** The prices (cents) of the list with the price filter left out: the min/max fields' hints. */
  priceSpan: PriceRange | null;
}

/** The scope's products as a set. */
export function scopeSet(index: FacetIndex, scope: ListScope): Bitset {
  const sets: Bitset[] = [index.all];
  const none = emptySet(index.size);
  if (scope.categoryId !== undefined) sets.push(index.byCategory.get(scope.categoryId) ?? none);
  if (scope.brandId !== undefined) sets.push(index.byBrand.get(scope.brandId) ?? none);
  if (scope.offers) sets.push(index.offer);
  if (scope.searchIds) {
    const found = emptySet(index.size);
    for (const id of scope.searchIds) {
      const i = index.indexOf.get(id);
      if (i !== undefined) addTo(found, i);
    }
    sets.push(found);
  }
  return sets.length === 1 ? index.all : intersect(sets);
}

/** The attributes a list offers as filters: its category's, else every filterable one it has. */
function listAttributes(index: FacetIndex, scope: ListScope): number[] {
  const { attributes } = index;
  const listed =
    scope.categoryId !== undefined
      ? (attributes.byCategory.get(scope.categoryId) ?? [])
      : attributes.attributes.map(idOf);
  const offered: number[] = [];
  for (const id of listed)
    if (attributes.byId.get(id)?.isFilter && index.byValue.has(id)) offered.push(id);
  return offered;
}

// The counts below use loops and these module functions rather than callbacks made on each call:
// V8 holds a callback's optimized code weakly, so every full collection dropped it and the next
// search compiled it again (about 1 ms a render on its worker threads, docs/perf/README.md).
const idOf = (a: { id: number }) => a.id;
const shown = (v: FacetValueCount) => v.count > 0 || v.checked;
const byNumber = (a: string, b: string) => Number(a) - Number(b);

/** A list's selections, to hand to both `facetCounts` and `filteredPage` for one request. */
export function selectionOf(
  index: FacetIndex,
  scope: ListScope,
  state: FilterState,
): ListSelection {
  return listSelection(index, scopeSet(index, scope), state);
}

/** Every group's value counts for a list and its filter state (the rules above). */
export function facetCounts(
  index: FacetIndex,
  scope: ListScope,
  state: FilterState,
  selection = selectionOf(index, scope, state),
): FacetCounts {
  const groups: FacetGroupCounts[] = [];

  const brandBase = baseWithout(selection, FILTER_PARAMS.brand);
  const brandValues: (FacetValueCount & { brandId: number })[] = [];
  for (const b of index.brands) {
    const products = index.byBrand.get(b.id);
    const value = {
      brandId: b.id,
      value: b.slug,
      count: products ? countBoth(brandBase, products) : 0,
      checked: state.brands.includes(b.slug),
    };
    if (shown(value)) brandValues.push(value);
  }
  if (brandValues.length > 0)
    groups.push({ kind: "brand", param: FILTER_PARAMS.brand, values: brandValues });

  const priceFilter = variantFilter(selection, FILTER_PARAMS.price);
  const priceBase = baseWithout(selection, FILTER_PARAMS.price);
  // Each product at its lowest price among the variants the other selections leave ("220 V":
  // the 220 V price), else its own (its lowest). A typed array, not sorted: priceBuckets picks
  // its percentiles, and boxed numbers were a search's largest allocation (docs/perf/README.md).
  const prices = matchingPrices(index.variants, priceBase, priceFilter, index.price);
  let lowest = Infinity;
  let highest = -Infinity;
  for (let i = 0; i < prices.length; i++) {
    if (prices[i]! < lowest) lowest = prices[i]!;
    if (prices[i]! > highest) highest = prices[i]!;
  }
  const current = state.price ? formatPriceRange(state.price) : null;
  const ranges = priceBuckets(prices);
  // A bucket counts every product with a matching variant in it, not only by its lowest price.
  const rangeList: PriceRange[] = [];
  for (const b of ranges) rangeList.push(b.range);
  const exact = productsPerPriceRange(index.variants, priceBase, priceFilter, rangeList);
  const buckets: (FacetValueCount & { range: PriceRange })[] = [];
  for (let j = 0; j < rangeList.length; j++) {
    const range = rangeList[j]!;
    const value = formatPriceRange(range);
    buckets.push({ range, value, count: exact[j]!, checked: value === current });
  }
  if (buckets.length > 1 || state.price)
    groups.push({ kind: "price", param: FILTER_PARAMS.price, values: buckets });

  for (const [kind, param, set, variants] of [
    ["offer", FILTER_PARAMS.offer, index.offer, undefined],
    ["stock", FILTER_PARAMS.stock, index.variants.stockProducts, index.variants.stock],
  ] as const) {
    const checked = kind === "offer" ? state.offer : state.stock;
    if (kind === "offer" && scope.offers) continue;
    const value = {
      value: "1",
      count: valueCount(
        index.variants,
        baseWithout(selection, param),
        variantFilter(selection, param),
        set,
        variants,
      ),
      checked,
    };
    if (shown(value)) groups.push({ kind, param, values: [value] });
  }

  for (const attributeId of listAttributes(index, scope)) {
    const def = index.attributes.byId.get(attributeId)!;
    const sets = index.byValue.get(attributeId)!;
    const options = index.variants.byValue.get(attributeId);
    const base = baseWithout(selection, def.code);
    const others = variantFilter(selection, def.code);
    let chosen: readonly string[] = [];
    for (const [code, values] of state.attributes) {
      if (code !== def.code) continue;
      chosen = values;
      break;
    }
    const codes: string[] = [];
    if (def.type === "choice") for (const v of def.values) codes.push(v.code);
    else codes.push(...[...sets.keys()].sort(byNumber));
    const each: FacetValueCount[] = [];
    for (const value of codes) {
      each.push({
        value,
        count: valueCount(index.variants, base, others, sets.get(value), options?.get(value)),
        checked: chosen.includes(value),
      });
    }
    // A number ("Potência") by ranges derived from the list's values, when it has many.
    const values = (
      (def.type === "number" ? numberFacetValues(each, chosen) : null) ?? each
    ).filter(shown);
    if (values.length > 0)
      groups.push({ kind: "attribute", param: def.code, attributeId: def.id, values });
  }

  return {
    groups,
    total: count(baseWithout(selection)),
    priceSpan: prices.length ? { min: lowest, max: highest } : null,
  };
}

/**
 * One page of a filtered list: its product ids in the list's order, and how many there are. A
 * search keeps its own ranking; every other list follows the index's order for the sort.
 */
export async function filteredPage(
  index: FacetIndex,
  scope: ListScope,
  state: FilterState,
  options: { sort: Sort; locale: Locale; page: number; perPage: number },
  selection = selectionOf(index, scope, state),
): Promise<{ ids: number[]; total: number }> {
  const set = baseWithout(selection);
  const total = count(set);
  const skip = (options.page - 1) * options.perPage;
  const ids: number[] = [];
  let seen = 0;
  /** Takes a member in order; false once the page is full. */
  const take = (i: number) => {
    if (!has(set, i)) return true;
    if (seen++ >= skip) ids.push(index.ids[i]!);
    return ids.length < options.perPage;
  };
  if (skip >= total) return { ids, total };
  if (scope.searchIds) {
    for (const id of scope.searchIds) {
      const i = index.indexOf.get(id);
      if (i !== undefined && !take(i)) break;
    }
    return { ids, total };
  }
  const variants = variantFilter(selection);
  const bySort =
    (options.sort === "price_asc" || options.sort === "price_desc") && variants
      ? matchingPriceOrder(index.variants, set, variants, index.price, options.sort === "price_asc")
      : await index.order(options.sort, options.locale);
  for (const i of bySort) if (!take(i)) break;
  return { ids, total };
}
