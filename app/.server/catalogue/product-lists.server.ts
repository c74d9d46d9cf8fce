import { language, type Locale } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import { textsFor } from "~/i18n/texts";
import { formatAttributeValue, type AttributeDef } from "~/lib/attributes";
import {
  filterEntries,
  isFiltered,
  parseFilters,
  toggleValue,
  type FilterState,
  type PriceRange,
} from "~/lib/filters";
import type { FilterPanelData, FilterPanelGroup } from "~/lib/filter-panel";
import { localized } from "~/lib/localized";
import { parseNumberRange } from "~/lib/number-ranges";
import { formatPrice } from "~/lib/money";
import type { Sort } from "~/lib/sorts";
import type { Db } from "../db/kysely";
import { searchRankedIds } from "../search/search.server";
import { getFacetIndex, type FacetIndex } from "./facet-index.server";
import {
  facetCounts,
  filteredPage,
  selectionOf,
  type FacetCounts,
  type ListScope,
} from "./facets.server";
import { getProductsByIds, listProducts, type ProductView } from "./products.server";

// Every product list (all, a category, a brand, offers, search results) with
// its filters. Unfiltered lists keep their indexed SQL path (products.server.ts listProducts, the
// search's own ranking); a filtered one takes its page from the facet index. Either way the
// sidebar's counts come from the index, for the same catalogue version.

export interface ListRequest {
  locale: Locale;
  sort: Sort;
  page: number;
  perPage: number;
  /** The page's query string: the filters are read from it (app/lib/filters.ts). */
  params: URLSearchParams;
}

export interface FilteredList {
  items: ProductView[];
  total: number;
  filters: FilterPanelData;
}

/** A list's page and its filters. `q` makes it a search's results. */
export async function filteredProductList(
  db: Db,
  scope: Omit<ListScope, "searchIds"> & { q?: string },
  request: ListRequest,
): Promise<FilteredList> {
  const index = await getFacetIndex(db);
  const state = parseFilters(request.params, index.vocabulary);
  const { q, ...rest } = scope;
  const listScope: ListScope =
    q === undefined
      ? rest
      : {
          ...rest,
          searchIds: await searchRankedIds(db, q, { locale: request.locale, sort: request.sort }),
        };
  let ids: number[];
  let total: number;
  if (isFiltered(state) || q !== undefined) {
    const selection = selectionOf(index, listScope, state);
    const counts = facetCounts(index, listScope, state, selection);
    ({ ids, total } = await filteredPage(index, listScope, state, request, selection));
    return {
      items: await getProductsByIds(db, ids),
      total,
      filters: panelOf(index, counts, state, request.locale),
    };
  }
  const filters = unfilteredPanel(index, rest, state, request.locale);
  const result = await listProducts(db, {
    ...rest,
    locale: request.locale,
    sort: request.sort,
    page: request.page,
    perPage: request.perPage,
  });
  return { ...result, filters };
}

/**
 * An unfiltered list's panel, made once per list and language for a facet index (one catalogue
 * version): every sort and page of a category, a brand or the offers shows the same counts, and
 * they cost up to several milliseconds at 100,000 products (docs/perf/README.md). Frozen, as it is
 * shared; a new catalogue version builds a new index and so new panels.
 */
const unfilteredPanels = new WeakMap<FacetIndex, Map<string, FilterPanelData>>();
/** Lists a catalogue could have (categories, brands, offers, in each language) far exceed this. */
const MAX_UNFILTERED_PANELS = 2000;

function unfilteredPanel(
  index: FacetIndex,
  scope: Omit<ListScope, "searchIds">,
  state: FilterState,
  locale: Locale,
): FilterPanelData {
  let panels = unfilteredPanels.get(index);
  if (!panels) unfilteredPanels.set(index, (panels = new Map()));
  const key = JSON.stringify([scope.categoryId, scope.brandId, scope.offers === true, locale]);
  let panel = panels.get(key);
  if (!panel) {
    panel = frozenPanel(panelOf(index, facetCounts(index, scope, state), state, locale));
    if (panels.size >= MAX_UNFILTERED_PANELS) panels.clear();
    panels.set(key, panel);
  }
  return panel;
}

/** The panel's own parts frozen (not its texts, the language's shared messages). */
function frozenPanel(panel: FilterPanelData): FilterPanelData {
  for (const group of panel.groups) {
    group.values.forEach((value) => Object.freeze(value));
    Object.freeze(group.values);
    Object.freeze(group);
  }
  panel.chips.forEach((chip) => Object.freeze(chip));
  Object.freeze(panel.groups);
  Object.freeze(panel.chips);
  Object.freeze(panel.price);
  return Object.freeze(panel);
}

/** A price range as a bucket's label: "Até US$ 49,99", "US$ 50,00 a US$ 99,99", "US$ 500,00 ou mais". */
export function priceRangeLabel(range: PriceRange, locale: Locale): string {
  const t = textsFor(locale).filters;
  const price = (c: number) => formatPrice(c, locale);
  if (range.min === null) return fill(t.priceUpTo, { max: price(range.max ?? 0) });
  if (range.max === null) return fill(t.priceFrom, { min: price(range.min) });
  return fill(t.priceBetween, { min: price(range.min), max: price(range.max) });
}

/**
 * An attribute value's label in a language ("650 W", "1,5 kg"), made once per facet index: a
 * number's label builds an Intl.NumberFormat, and a panel shows dozens of them (1.2 ms of a
 * search page's render, docs/perf/README.md).
 */
const valueLabels = new WeakMap<FacetIndex, Map<string, string>>();

function valueLabel(
  index: FacetIndex,
  def: AttributeDef,
  code: string,
  locale: Locale,
  texts: { yes: string; no: string; intl: string },
): string {
  let labels = valueLabels.get(index);
  if (!labels) valueLabels.set(index, (labels = new Map()));
  const key = `${locale} ${def.id} ${code}`;
  let label = labels.get(key);
  if (label === undefined) {
    const value =
      def.type === "choice"
        ? {
            attributeId: def.id,
            valueId: def.values.find((x) => x.code === code)?.id ?? null,
            number: null,
          }
        : { attributeId: def.id, valueId: null, number: Number(code) };
    label = formatAttributeValue(def, value, locale, texts) ?? code;
    labels.set(key, label);
  }
  return label;
}

type FilterTexts = ReturnType<typeof textsFor>["filters"];
type ValueTexts = { yes: string; no: string; intl: string };

/** The filters as the page shows them: each group's legend, values with labels and counts. */
function panelOf(
  index: FacetIndex,
  counts: FacetCounts,
  state: FilterState,
  locale: Locale,
): FilterPanelData {
  // Loops and module functions rather than callbacks made on each call: a search builds its panel
  // on every render, and V8 compiled such callbacks again after each full collection
  // (docs/perf/README.md).
  const t = textsFor(locale).filters;
  const texts = { yes: t.yes, no: t.no, intl: language(locale).intl };
  // The availability checkboxes share one fieldset.
  const merged: FilterPanelGroup[] = [];
  for (const g of counts.groups) {
    const group = panelGroup(index, g, locale, t, texts);
    const previous = merged[merged.length - 1];
    if (previous && previous.legend === group.legend && group.legend === t.availability) {
      previous.values.push(...group.values);
    } else merged.push(group);
  }
  const chips: FilterPanelData["chips"] = [];
  for (const g of merged) {
    for (const v of g.values) {
      if (!v.checked) continue;
      chips.push({
        label: g.single || g.legend === t.availability ? v.label : `${g.legend}: ${v.label}`,
        search: new URLSearchParams(filterEntries(toggleValue(state, v.param, v.value))).toString(),
      });
    }
  }
  if (state.price && !counts.groups.some((g) => g.kind === "price" && g.values.some(isChecked))) {
    chips.push({
      label: priceRangeLabel(state.price, locale),
      search: new URLSearchParams(filterEntries({ ...state, price: null })).toString(),
    });
  }
  return {
    groups: merged,
    total: counts.total,
    chips,
    search: new URLSearchParams(filterEntries(state)).toString(),
    price: {
      min: state.price?.min != null ? String(state.price.min / 100) : "",
      max: state.price?.max != null ? String(state.price.max / 100) : "",
    },
    filtered: isFiltered(state),
    texts: t,
  };
}

const isChecked = (v: { checked: boolean }) => v.checked;

/** A group of the panel: its legend, and its values with their labels and parameter. */
function panelGroup(
  index: FacetIndex,
  g: FacetCounts["groups"][number],
  locale: Locale,
  t: FilterTexts,
  texts: ValueTexts,
): FilterPanelGroup {
  const values: FilterPanelGroup["values"] = [];
  switch (g.kind) {
    case "brand":
      for (const v of g.values)
        values.push({ ...v, label: brandName(index, v.brandId) ?? v.value, param: g.param });
      return { param: g.param, legend: t.brand, values };
    case "price":
      for (const v of g.values)
        values.push({ ...v, label: priceRangeLabel(v.range, locale), param: g.param });
      return { param: g.param, legend: t.price, single: true, values };
    case "offer":
    case "stock": {
      const label = g.kind === "offer" ? t.offer : t.stock;
      for (const v of g.values) values.push({ ...v, label, param: g.param });
      return { param: g.param, legend: t.availability, values };
    }
    case "attribute": {
      const def = index.attributes.byId.get(g.attributeId)!;
      for (const v of g.values) {
        const range = parseNumberRange(v.value);
        // A number range reads as a price bucket does: "500 W a 649 W", "850 W ou mais".
        const label = !range
          ? valueLabel(index, def, v.value, locale, texts)
          : range.max === null
            ? fill(t.priceFrom, { min: valueLabel(index, def, String(range.min), locale, texts) })
            : fill(t.priceBetween, {
                min: valueLabel(index, def, String(range.min), locale, texts),
                max: valueLabel(index, def, String(range.max), locale, texts),
              });
        values.push({ ...v, label, param: g.param });
      }
      return { param: g.param, legend: localized(def, "name", locale), values };
    }
  }
}

function brandName(index: FacetIndex, brandId: number): string | undefined {
  for (const b of index.brands) if (b.id === brandId) return b.name;
  return undefined;
}
