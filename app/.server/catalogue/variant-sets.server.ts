import type { PriceRange } from "~/lib/filters";
import { inPriceRange } from "~/lib/filters";
import {
  addTo,
  count,
  countBoth,
  emptySet,
  has,
  membersIn,
  membersOf,
  popcount,
  type Bitset,
} from "./bitset.server";
import type { VariantIndex } from "./variant-index.server";

// A list's questions to the facet index's variants (docs/decisions/065-product-variants.md): which
// products have a variant in a set, at which prices, in which price ranges, for which values.

/** The variants whose price is in a range, and their products. */
export function variantsInPriceRange(
  index: VariantIndex,
  range: PriceRange,
  productCount: number,
): { variants: Bitset; products: Bitset } {
  const variants = emptySet(index.size);
  const products = emptySet(productCount);
  for (let v = 0; v < index.size; v++) {
    if (!inPriceRange(index.price[v]!, range)) continue;
    addTo(variants, v);
    addTo(products, index.product[v]!);
  }
  return { variants, products };
}

// The functions below walk a set's words in loops rather than through callbacks: a callback made
// on each call has its optimized code dropped at every full collection (docs/perf/README.md), and
// a filtered list of a 20,000-product category calls them for every value it counts.

/**
 * Keeps in `products` (a set of the caller's own, already within the projection of each set whose
 * AND is `filter`) only those with a variant in `filter`. A product with one variant is kept as it
 * is; only those with several are checked, variant by variant.
 */
export function keepWithVariantIn(index: VariantIndex, products: Bitset, filter: Bitset): void {
  const { start, oneVariant } = index;
  for (let w = 0; w < products.length; w++) {
    let word = products[w]! & ~oneVariant[w]!;
    let kept = products[w]!;
    while (word) {
      const bit = word & -word;
      const p = (w << 5) + 31 - Math.clz32(bit);
      let found = false;
      for (let v = start[p]!; v < start[p + 1]! && !found; v++) found = has(filter, v);
      if (!found) kept ^= bit;
      word ^= bit;
    }
    products[w] = kept;
  }
}

/**
 * Each product of `products`, in order, at its lowest price among its variants in `filter` (a
 * product without one there keeps its own price); without a filter, at its own price (`own`, the
 * card's lowest).
 */
export function matchingPrices(
  index: VariantIndex,
  products: Bitset,
  filter: Bitset | null,
  own: Int32Array,
): Float64Array {
  if (!filter) return membersOf(products, own);
  const out = new Float64Array(count(products));
  const { start, price } = index;
  let taken = 0;
  for (let w = 0; w < products.length; w++) {
    let word = products[w]!;
    while (word) {
      const bit = word & -word;
      const p = (w << 5) + 31 - Math.clz32(bit);
      let lowest = -1;
      for (let v = start[p]!; v < start[p + 1]!; v++) {
        if (has(filter, v) && (lowest === -1 || price[v]! < lowest)) lowest = price[v]!;
      }
      out[taken++] = lowest === -1 ? own[p]! : lowest;
      word ^= bit;
    }
  }
  return out;
}

/**
 * How many of `products` have a variant in each price range among the variants in `filter` (all
 * of them when null): a drill at 100 and 300 counts in both ranges.
 */
export function productsPerPriceRange(
  index: VariantIndex,
  products: Bitset,
  filter: Bitset | null,
  ranges: readonly PriceRange[],
): number[] {
  const counts: number[] = [];
  for (let j = 0; j < ranges.length; j++) counts.push(0);
  const { start, price } = index;
  for (let w = 0; w < products.length; w++) {
    let word = products[w]!;
    while (word) {
      const bit = word & -word;
      const p = (w << 5) + 31 - Math.clz32(bit);
      let hit = 0;
      for (let v = start[p]!; v < start[p + 1]!; v++) {
        if (filter && !has(filter, v)) continue;
        for (let j = 0; j < ranges.length; j++) {
          if (inPriceRange(price[v]!, ranges[j]!)) hit |= 1 << j;
        }
      }
      for (let j = 0; j < ranges.length; j++) if (hit & (1 << j)) counts[j]!++;
      word ^= bit;
    }
  }
  return counts;
}

/**
 * How many products of a base a value gives. With other variant-level selections (`filter`, their
 * AND, which every product of `base` has a variant in), through the variants that match them all:
 * "220 V" under "em estoque" counts only drills with 220 V in stock. A product with one variant
 * counts by its sets alone (its variant is in the filter, and has the value when the product
 * does); one with several is checked variant by variant. Without such selections, by the value's
 * product set.
 */
export function valueCount(
  index: VariantIndex,
  base: Bitset,
  filter: Bitset | null,
  products: Bitset | undefined,
  variants: Bitset | undefined,
): number {
  if (!products) return 0;
  if (!filter || !variants) return countBoth(base, products);
  const { start, oneVariant } = index;
  let n = 0;
  for (let w = 0; w < base.length; w++) {
    const both = base[w]! & products[w]!;
    if (!both) continue;
    n += popcount(both & oneVariant[w]!);
    let word = both & ~oneVariant[w]!;
    while (word) {
      const bit = word & -word;
      const p = (w << 5) + 31 - Math.clz32(bit);
      for (let v = start[p]!; v < start[p + 1]!; v++) {
        if (has(filter, v) && has(variants, v)) {
          n++;
          break;
        }
      }
      word ^= bit;
    }
  }
  return n;
}

/**
 * "Menor preço" (and "maior preço") of a list filtered by variants: by each product's lowest
 * price among the variants in `filter` ("220 V": the 220 V price), then by place.
 */
export function matchingPriceOrder(
  index: VariantIndex,
  set: Bitset,
  filter: Bitset,
  own: Int32Array,
  ascending: boolean,
): Int32Array {
  const members = membersIn(set);
  const prices = matchingPrices(index, set, filter, own);
  const order = new Int32Array(members.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  // Members are in place order, so a tie keeps it.
  order.sort(
    ascending
      ? (a, b) => prices[a]! - prices[b]! || a - b
      : (a, b) => prices[b]! - prices[a]! || a - b,
  );
  const out = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) out[i] = members[order[i]!]!;
  return out;
}
