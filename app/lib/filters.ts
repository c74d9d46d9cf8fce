import type { AttributeType } from "./attributes";
import { formatNumberRange, parseNumberRange } from "./number-ranges";

// Filters (docs/decisions/062-specifications-and-facets.md): a product list's
// filter state as it lives in the query string, with language-neutral codes:
// `marca=bosch,makita`, `preco=50-150` (US dollars), `oferta=1`, `estoque=1`, and each filterable
// attribute by its code (`voltagem=220v,bivolt`). One normal form, shared by the pages, the page
// cache's key and the API's paging links: names sorted, a group's values merged (repeated or
// comma-separated), known, de-duplicated and sorted; anything malformed or unknown dropped, so it
// gives the list without that filter and never an error.

/** The fixed groups' parameter names (Portuguese, as the shop's URLs are). */
export const FILTER_PARAMS = {
  brand: "marca",
  price: "preco",
  offer: "oferta",
  stock: "estoque",
  /** The form's own fields (a GET form without JavaScript): read into `preco`, never kept. */
  priceMin: "preco_min",
  priceMax: "preco_max",
} as const;

/**
 * Names an attribute code may not take: the fixed groups' and every other parameter a list, the
 * API or the page cache reads (app/lib/catalogue-schemas.ts, server/page-cache.ts).
 */
export const RESERVED_PARAMS: ReadonlySet<string> = new Set([
  ...Object.values(FILTER_PARAMS),
  "q",
  "page",
  "per_page",
  "sort",
  "category",
  "brand",
  "offers",
  "in_stock",
  "lang",
  "ids",
  "diff",
  "index",
  "paths",
  "version",
]);

/** A group with more values than this is ignored whole (a crawler's or an attacker's URL). */
export const MAX_GROUP_VALUES = 50;
/** A parameter's value longer than this is ignored whole. */
export const MAX_PARAM_LENGTH = 2_000;

/** What a filter URL may name: the catalogue's brands and filterable attributes with their values. */
export interface FilterVocabulary {
  brands: ReadonlySet<string>;
  attributes: ReadonlyMap<string, { type: AttributeType; values: ReadonlySet<string> }>;
}

/** A price range in cents, either end open. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface FilterState {
  /** Brand slugs, sorted. */
  brands: string[];
  price: PriceRange | null;
  offer: boolean;
  stock: boolean;
  /** Attribute code → value codes (choice codes, numbers as written, "1"/"0"), both sorted. */
  attributes: [string, string[]][];
}

export const NO_FILTERS: FilterState = {
  brands: [],
  price: null,
  offer: false,
  stock: false,
  attributes: [],
};

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const PRICE = /^(\d{1,7}(?:\.\d{1,2})?)?-(\d{1,7}(?:\.\d{1,2})?)?$/;

/** `preco`'s value: "50-150", "50-", "-150" (US dollars, up to cents); null when malformed. */
export function parsePriceRange(text: string): PriceRange | null {
  const m = PRICE.exec(text.trim());
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const cents = (v: string | undefined) => (v === undefined ? null : Math.round(Number(v) * 100));
  const range = { min: cents(m[1]), max: cents(m[2]) };
  if (range.min !== null && range.max !== null && range.min > range.max) return null;
  return range;
}

/** A range as `preco` writes it: dollars without trailing zeros ("49.99-", "50-150"). */
export function formatPriceRange(range: PriceRange): string {
  const usd = (c: number | null) => (c === null ? "" : String(c / 100));
  return `${usd(range.min)}-${usd(range.max)}`;
}

/** Whether a price (cents) falls in a range: both ends included. */
export function inPriceRange(cents: number, range: PriceRange): boolean {
  return (range.min === null || cents >= range.min) && (range.max === null || cents <= range.max);
}

/** A number value's code: as JSON writes it ("650", "1.5"); null when not a number. */
export function numberCode(text: string): string | null {
  if (!/^-?\d{1,9}(?:\.\d{1,4})?$/.test(text)) return null;
  return String(Number(text));
}

/** A number specification's value: a number, or a range of them ("500-999", "1500-"). */
export function numberFilterCode(text: string): string | null {
  const range = parseNumberRange(text);
  return range ? formatNumberRange(range) : numberCode(text);
}

/** Every value a parameter carries, repeated or comma-separated, trimmed; null past the limits. */
function valuesOf(all: readonly string[]): string[] | null {
  if (all.some((v) => v.length > MAX_PARAM_LENGTH)) return null;
  const values = [
    ...new Set(
      all
        .flatMap((v) => v.split(","))
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return values.length > MAX_GROUP_VALUES ? null : values.sort(byCode);
}

/**
 * The filter state a query string asks for, in its normal form (the rule the pages, the page
 * cache and the API share): unknown names and values dropped, a group past the limits ignored.
 */
export function parseFilters(params: URLSearchParams, vocabulary: FilterVocabulary): FilterState {
  const brands = valuesOf(params.getAll(FILTER_PARAMS.brand))?.filter((b) =>
    vocabulary.brands.has(b),
  );
  const field = (name: string) => params.get(name)?.trim().replace(",", ".") ?? "";
  const [low, high] = [field(FILTER_PARAMS.priceMin), field(FILTER_PARAMS.priceMax)];
  const priceText = low || high ? `${low}-${high}` : params.get(FILTER_PARAMS.price);
  const attributes: [string, string[]][] = [];
  for (const [code, def] of [...vocabulary.attributes].sort(([a], [b]) => byCode(a, b))) {
    if (!params.has(code)) continue;
    const values = valuesOf(params.getAll(code))?.flatMap((v) => {
      const known =
        def.type === "choice"
          ? def.values.has(v)
            ? v
            : null
          : def.type === "number"
            ? numberFilterCode(v)
            : numberCode(v);
      return known === null || (def.type === "boolean" && known !== "0" && known !== "1")
        ? []
        : [known];
    });
    if (values && values.length > 0) attributes.push([code, [...new Set(values)].sort(byCode)]);
  }
  return {
    brands: brands ?? [],
    price: priceText === null ? null : parsePriceRange(priceText),
    offer: params.get(FILTER_PARAMS.offer) === "1",
    stock: params.get(FILTER_PARAMS.stock) === "1",
    attributes,
  };
}

/** The state's query parameters, sorted by name: the normal form. */
export function filterEntries(state: FilterState): [string, string][] {
  const entries: [string, string][] = [];
  if (state.brands.length > 0) entries.push([FILTER_PARAMS.brand, state.brands.join(",")]);
  if (state.price) entries.push([FILTER_PARAMS.price, formatPriceRange(state.price)]);
  if (state.offer) entries.push([FILTER_PARAMS.offer, "1"]);
  if (state.stock) entries.push([FILTER_PARAMS.stock, "1"]);
  for (const [code, values] of state.attributes) entries.push([code, values.join(",")]);
  return entries.sort(([a], [b]) => byCode(a, b));
}

/** Whether any filter is set (the page is then `noindex` and cached in the filtered share). */
export function isFiltered(state: FilterState): boolean {
  return (
    state.brands.length > 0 ||
    state.price !== null ||
    state.offer ||
    state.stock ||
    state.attributes.length > 0
  );
}

/** Whether a parameter name is a filter's (fixed or an attribute's) in this vocabulary. */
export function isFilterParam(name: string, vocabulary: FilterVocabulary): boolean {
  return (
    name === FILTER_PARAMS.brand ||
    name === FILTER_PARAMS.price ||
    name === FILTER_PARAMS.offer ||
    name === FILTER_PARAMS.stock ||
    name === FILTER_PARAMS.priceMin ||
    name === FILTER_PARAMS.priceMax ||
    vocabulary.attributes.has(name)
  );
}

/** A group's identity in a state: a fixed group's parameter or an attribute's code. */
export type FilterGroup = string;

/** The state with one value of a group added or removed (a checkbox's link). */
export function toggleValue(state: FilterState, group: FilterGroup, value: string): FilterState {
  const flip = (list: readonly string[]) =>
    (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]).sort(byCode);
  if (group === FILTER_PARAMS.brand) return { ...state, brands: flip(state.brands) };
  if (group === FILTER_PARAMS.offer) return { ...state, offer: !state.offer };
  if (group === FILTER_PARAMS.stock) return { ...state, stock: !state.stock };
  if (group === FILTER_PARAMS.price) {
    const range = parsePriceRange(value);
    const same = range && state.price && formatPriceRange(state.price) === value;
    return { ...state, price: same ? null : range };
  }
  const current = state.attributes.find(([code]) => code === group)?.[1] ?? [];
  const next = flip(current);
  const others = state.attributes.filter(([code]) => code !== group);
  return {
    ...state,
    attributes: (next.length > 0 ? [...others, [group, next] as [string, string[]]] : others).sort(
      ([a], [b]) => byCode(a, b),
    ),
  };
}

/** The state without a group's selection (its counts are computed so: "own selection left out"). */
export function withoutGroup(state: FilterState, group: FilterGroup): FilterState {
  if (group === FILTER_PARAMS.brand) return { ...state, brands: [] };
  if (group === FILTER_PARAMS.price) return { ...state, price: null };
  if (group === FILTER_PARAMS.offer) return { ...state, offer: false };
  if (group === FILTER_PARAMS.stock) return { ...state, stock: false };
  return { ...state, attributes: state.attributes.filter(([code]) => code !== group) };
}

/**
 * A query string's normal form: the parameters named in `keep` (as given, one
 * value each, the first) and the filters the vocabulary knows in their normal form, sorted by
 * name. The page cache keys on it and the API's paging links carry it, so nothing a caller adds
 * (a tracking parameter, a 10 kB unknown one) is kept or echoed.
 */
export function normalQuery(
  params: URLSearchParams,
  keep: ReadonlySet<string>,
  vocabulary: FilterVocabulary,
): [string, string][] {
  const kept = [...params].filter(([name]) => keep.has(name));
  if ([...params.keys()].some((name) => isFilterParam(name, vocabulary)))
    kept.push(...filterEntries(parseFilters(params, vocabulary)));
  return kept.sort(([a], [b]) => byCode(a, b));
}
