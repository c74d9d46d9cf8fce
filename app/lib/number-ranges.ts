// A number specification's filter ("Potência") as ranges derived from the list's values
// (docs/decisions/062-specifications-and-facets.md, 065-product-variants.md): "500 a 999 W",
// "1.000 W ou mais" instead of one checkbox per wattage. A range is a value of the attribute's
// URL parameter, "500-999" or "1500-" (both ends included, the upper one open when absent), beside
// the single numbers older links name ("potencia=650").

/** A range of a number specification, both ends included; `max` null: open. */
export interface NumberRange {
  min: number;
  max: number | null;
}

/** A list with at most this many distinct values keeps one checkbox per value. */
export const MAX_SINGLE_NUMBER_VALUES = 5;

const RANGE = /^(\d{1,9}(?:\.\d{1,4})?)-(\d{1,9}(?:\.\d{1,4})?)?$/;

/** A range's code, "500-999" or "1500-"; null when it is none (a single number is not a range). */
export function parseNumberRange(code: string): NumberRange | null {
  const m = RANGE.exec(code.trim());
  if (!m) return null;
  const range = { min: Number(m[1]), max: m[2] === undefined ? null : Number(m[2]) };
  return range.max !== null && range.max < range.min ? null : range;
}

/** A range as the URL writes it: numbers as JSON writes them ("500-999", "1.5-", "1500-"). */
export function formatNumberRange(range: NumberRange): string {
  return `${String(range.min)}-${range.max === null ? "" : String(range.max)}`;
}

/** Whether a number falls in a range, both ends included. */
export function inNumberRange(value: number, range: NumberRange): boolean {
  return value >= range.min && (range.max === null || value <= range.max);
}

/** How many decimals a number is written with ("1.5" → 1). */
const decimals = (n: number) => (String(n).split(".")[1] ?? "").length;

/**
 * A round bound at or under `n`: a multiple of half its power of ten (137 → 100, 780 → 750,
 * 2.7 → 2.5), never finer than the values' own step.
 */
function roundDown(n: number, finest: number): number {
  const step = Math.max(finest, 10 ** Math.floor(Math.log10(n)) / 2);
  return Number((Math.floor(n / step) * step).toFixed(10));
}

/**
 * Rule: a number specification's ranges from the values of the list's products (one per
 * product, so a common value weighs more): none when the list has at most
 * MAX_SINGLE_NUMBER_VALUES distinct values or a negative one (one checkbox per value then);
 * otherwise bounds at the 20th, 40th, 60th and 80th percentiles rounded down to round numbers
 * (as the price's buckets), the first range from the lowest value, each ending one step (the
 * values' finest decimal) below the next, the last open; up to 5 ranges, each holding a product.
 */
export function numberRanges(values: readonly number[]): NumberRange[] | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return rangesOfCounts([...counts].map(([value, count]) => ({ value, count })));
}

// Loops and module functions below, not callbacks made on each call: a search's filters run this
// on every render, and V8 compiled such callbacks again after each full collection
// (docs/perf/README.md).
type Counted = { value: number; count: number };
const byValue = (a: Counted, b: Counted) => a.value - b.value;
const ascending = (a: number, b: number) => a - b;

/** The value at a place of the sorted list of every product's value. */
function valueAt(present: readonly Counted[], place: number): number {
  let seen = 0;
  for (const c of present) if ((seen += c.count) > place) return c.value;
  return present[present.length - 1]!.value;
}

/** numberRanges from each distinct value and how many products have it (no list of them all). */
function rangesOfCounts(counted: readonly Counted[]): NumberRange[] | null {
  const present: Counted[] = [];
  for (const c of counted) if (c.count > 0) present.push(c);
  present.sort(byValue);
  if (present.length <= MAX_SINGLE_NUMBER_VALUES || present[0]!.value < 0) return null;
  let total = 0;
  let places = 0;
  for (const c of present) {
    total += c.count;
    places = Math.max(places, decimals(c.value));
  }
  const low = present[0]!.value;
  const step = 10 ** -places;
  const found = new Set<number>();
  for (const q of [0.2, 0.4, 0.6, 0.8]) {
    const b = roundDown(valueAt(present, Math.floor(q * (total - 1))), step);
    if (b > low) found.add(b);
  }
  const bounds = [...found].sort(ascending);
  if (bounds.length === 0) return null;
  const ranges: NumberRange[] = [];
  let start = low;
  for (const b of bounds) {
    ranges.push({ min: start, max: Number((b - step).toFixed(places)) });
    start = b;
  }
  ranges.push({ min: start, max: null });
  const held: NumberRange[] = [];
  for (const r of ranges) if (countIn(present, r) > 0) held.push(r);
  return held;
}

/** How many products of the counted values fall in a range. */
function countIn(counted: readonly Counted[], range: NumberRange): number {
  let n = 0;
  for (const c of counted) if (inNumberRange(c.value, range)) n += c.count;
  return n;
}

/** A value's place among the group's: a range by its start, a single number before the range starting at it. */
const startOf = (code: string) => parseNumberRange(code)?.min ?? Number(code);
const byStart = (a: { value: string }, b: { value: string }) =>
  startOf(a.value) - startOf(b.value) || a.value.length - b.value.length;

/** A value of a number specification's group as the filters count it. */
export interface NumberFacetValue {
  value: string;
  count: number;
  checked: boolean;
}

/**
 * A number specification's group from its values' counts in the list (each value's code and
 * how many products have it, the group's own selection left out): its ranges
 * (numberRanges), each counting the products in it, and any checked code that is not one of them
 * (an older link's single number, a range from another list), checked, so it can be unchecked.
 * Null when the list keeps one checkbox per value.
 */
export function numberFacetValues(
  perValue: readonly { value: string; count: number }[],
  chosen: readonly string[],
): NumberFacetValue[] | null {
  const present: Counted[] = [];
  for (const v of perValue)
    if (v.count > 0) present.push({ value: Number(v.value), count: v.count });
  const ranges = rangesOfCounts(present);
  if (!ranges) return null;
  const out: NumberFacetValue[] = [];
  const shown = new Set<string>();
  for (const range of ranges) {
    const value = formatNumberRange(range);
    shown.add(value);
    out.push({ value, count: countIn(present, range), checked: chosen.includes(value) });
  }
  for (const code of chosen) {
    if (shown.has(code)) continue;
    const range = parseNumberRange(code);
    let count = 0;
    if (range) count = countIn(present, range);
    else for (const v of perValue) if (v.value === code) count = v.count;
    out.push({ value: code, count, checked: true });
    shown.add(code);
  }
  return out.sort(byStart);
}
