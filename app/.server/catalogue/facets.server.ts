import type { Locale } from "~/i18n/languages";
import {
  FILTER_PARAMS,
  formatPriceRange,
  priceBuckets,
  type FilterState,
  type PriceRange,
} from "~/lib/filters";
import { numberFacetValues } from "~/lib/number-ranges";
import type { Sort } from "~/lib/sorts";
import {
  count,
  countBoth,
  emptySet,
  has,
  membersOf,
  intersect,
  addTo,
  type Bitset,
} from "./bitset.server";
import type { FacetIndex } from "./facet-index.server";
import { baseWithout, partsWithout, selections } from "./facet-selections.server";
import {
  lowestMatchingPrice,
  matchingPriceOrder,
  productsPerPriceRange,
  valueCount,
} from "./variant-index.server";

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

/** The products a list shows with its filters: the scope AND every group's selection. */
export function filteredSet(index: FacetIndex, scope: ListScope, state: FilterState): Bitset {
  return baseWithout(index, scopeSet(index, scope), selections(index, state));
}

/** Every group's value counts for a list and its filter state (the rules above). */
export function facetCounts(index: FacetIndex, scope: ListScope, state: FilterState): FacetCounts {
  const inScope = scopeSet(index, scope);
  const selected = selections(index, state);
  const groups: FacetGroupCounts[] = [];

  const brandBase = baseWithout(index, inScope, selected, FILTER_PARAMS.brand);
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

  const priceParts = partsWithout(inScope, selected, FILTER_PARAMS.price);
  const priceBase = baseWithout(index, inScope, selected, FILTER_PARAMS.price);
  // Each product at its lowest price among the variants the other selections leave ("220 V":
  // the 220 V price), else its own (its lowest).
  const matching =
    priceParts.variants.length > 0
      ? lowestMatchingPrice(index.variants, priceParts.variants, index.size)
      : index.price;
  // A typed array, sorted natively (priceBuckets then keeps it): a comparison function's sort
  // took about 4 ms for the 20,000 products of a category at 100,000, and boxed numbers were a
  // search's largest allocation (docs/perf/README.md).
  const prices = membersOf(priceBase, matching).sort();
  const current = state.price ? formatPriceRange(state.price) : null;
  const ranges = priceBuckets(prices);
  // A bucket counts every product with a matching variant in it, not only by its lowest price.
  const rangeList: PriceRange[] = [];
  for (const b of ranges) rangeList.push(b.range);
  const exact = productsPerPriceRange(index.variants, priceBase, priceParts.variants, rangeList);
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
    ["stock", FILTER_PARAMS.stock, index.stock, index.variants.stock],
  ] as const) {
    const checked = kind === "offer" ? state.offer : state.stock;
    if (kind === "offer" && scope.offers) continue;
    const parts = partsWithout(inScope, selected, param);
    const value = {
      value: "1",
      count: valueCount(
        index.variants,
        index.size,
        baseWithout(index, inScope, selected, param),
        parts.variants,
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
    const base = baseWithout(index, inScope, selected, def.code);
    const others = partsWithout(inScope, selected, def.code).variants;
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
        count: valueCount(
          index.variants,
          index.size,
          base,
          others,
          sets.get(value),
          options?.get(value),
        ),
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

  const all = baseWithout(index, inScope, selected);
  return {
    groups,
    total: count(all),
    priceSpan: prices.length ? { min: prices[0]!, max: prices[prices.length - 1]! } : null,
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
): Promise<{ ids: number[]; total: number }> {
  const selected = selections(index, state);
  const set = baseWithout(index, scopeSet(index, scope), selected);
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
  const variants = partsWithout(set, selected).variants;
  const bySort =
    (options.sort === "price_asc" || options.sort === "price_desc") && variants.length > 0
      ? matchingPriceOrder(index.variants, index.size, set, variants, options.sort === "price_asc")
      : await index.order(options.sort, options.locale);
  for (const i of bySort) if (!take(i)) break;
  return { ids, total };
}
