import { FILTER_PARAMS, type FilterState } from "~/lib/filters";
import { inNumberRange, parseNumberRange } from "~/lib/number-ranges";
import { emptySet, intersect, union, type Bitset } from "./bitset.server";
import type { FacetIndex } from "./facet-index.server";
import { keepWithVariantIn, variantsInPriceRange } from "./variant-sets.server";

// A list's filter selections as sets (docs/decisions/062-specifications-and-facets.md and
// 065-product-variants.md): product-level groups as sets of products, price, "em estoque" and an
// option's values as sets of variants, which are ANDed before they are projected to products.
// A variant-level selection also carries its products (the products with one of its variants):
// their AND is cut down to the products with a variant in every selection by checking only the
// products that have several variants (every product has at least one).

/**
 * A group's selection: a set of products (brand, offer, a plain specification), or a set of
 * variants (price, "em estoque", an option's values), which combine over variants before they
 * count, with the products that have one of them.
 */
interface Selected {
  products: Bitset;
  variants?: Bitset;
}

/** Each selected group's set (OR of its values); the groups with nothing selected are absent. */
function selections(index: FacetIndex, state: FilterState): Map<string, Selected> {
  const out = new Map<string, Selected>();
  const none = emptySet(index.size);
  const noVariant = emptySet(index.variants.size);
  if (state.brands.length > 0) {
    const ids = state.brands.flatMap((slug) => index.brands.find((b) => b.slug === slug)?.id ?? []);
    out.set(FILTER_PARAMS.brand, {
      products: union(
        ids.map((id) => index.byBrand.get(id) ?? none),
        index.size,
      ),
    });
  }
  if (state.price) {
    out.set(FILTER_PARAMS.price, variantsInPriceRange(index.variants, state.price, index.size));
  }
  if (state.offer) out.set(FILTER_PARAMS.offer, { products: index.offer });
  if (state.stock) {
    out.set(FILTER_PARAMS.stock, {
      variants: index.variants.stock,
      products: index.variants.stockProducts,
    });
  }
  for (const [code, values] of state.attributes) {
    const def = index.attributes.byCode.get(code);
    const options = def ? index.variants.byValue.get(def.id) : undefined;
    const sets = def ? index.byValue.get(def.id) : undefined;
    if (options) {
      // An option's product sets hold the products with a variant of the value
      // (variant-index.server.ts).
      out.set(code, {
        variants: union(
          values.map((v) => options.get(v) ?? noVariant),
          index.variants.size,
        ),
        products: union(
          values.map((v) => sets?.get(v) ?? none),
          index.size,
        ),
      });
      continue;
    }
    out.set(code, {
      products: union(
        values.flatMap((v) => valueSets(sets, v) ?? [none]),
        index.size,
      ),
    });
  }
  return out;
}

/**
 * A value's sets: its own, or a number range's every number in it ("500-999"); undefined for a
 * value the index does not hold.
 */
function valueSets(sets: Map<string, Bitset> | undefined, code: string): Bitset[] | undefined {
  const range = parseNumberRange(code);
  if (!range) {
    const set = sets?.get(code);
    return set && [set];
  }
  return [...(sets ?? [])].filter(([n]) => inNumberRange(Number(n), range)).map(([, set]) => set);
}

/**
 * A list's selections over its scope, with what each count leaves out made once per request: a
 * group with nothing selected leaves out nothing, so every such group shares the full base.
 */
export interface ListSelection {
  index: FacetIndex;
  scope: Bitset;
  selected: Map<string, Selected>;
  /** Left-out group ("" for none) → the scope with every other selection applied. */
  bases: Map<string, Bitset>;
  /** Left-out group ("" for none) → the AND of every other variant-level selection, or null. */
  variantFilters: Map<string, Bitset | null>;
}

export function listSelection(index: FacetIndex, scope: Bitset, state: FilterState): ListSelection {
  return {
    index,
    scope,
    selected: selections(index, state),
    bases: new Map(),
    variantFilters: new Map(),
  };
}

/** The key `leftOut`'s sets are kept under: "" when leaving it out changes nothing. */
function keyOf(selection: ListSelection, leftOut: string | undefined) {
  return leftOut !== undefined && selection.selected.get(leftOut)?.variants ? leftOut : "";
}

/**
 * The AND of every variant-level selection but `leftOut`'s (price, "em estoque", an option's
 * values); null when there is none. It may be one of the index's own sets: never changed.
 */
export function variantFilter(selection: ListSelection, leftOut?: string): Bitset | null {
  const key = keyOf(selection, leftOut);
  let filter = selection.variantFilters.get(key);
  if (filter === undefined) {
    const parts: Bitset[] = [];
    for (const [group, set] of selection.selected)
      if (group !== key && set.variants) parts.push(set.variants);
    filter = parts.length === 0 ? null : parts.length === 1 ? parts[0]! : intersect(parts);
    selection.variantFilters.set(key, filter);
  }
  return filter;
}

/**
 * The scope with every selection but `leftOut`'s applied: the AND of the product sets, then, when
 * two variant-level selections or more are left, only the products with a variant in all of them.
 * Kept, so never changed.
 */
export function baseWithout(selection: ListSelection, leftOut?: string): Bitset {
  const key = baseKey(selection, leftOut);
  let base = selection.bases.get(key);
  if (base === undefined) {
    const products: Bitset[] = [selection.scope];
    let variantGroups = 0;
    for (const [group, set] of selection.selected) {
      if (group === key) continue;
      products.push(set.products);
      if (set.variants) variantGroups++;
    }
    base = products.length === 1 ? selection.scope : intersect(products);
    if (variantGroups > 1)
      keepWithVariantIn(selection.index.variants, base, variantFilter(selection, leftOut)!);
    selection.bases.set(key, base);
  }
  return base;
}

function baseKey(selection: ListSelection, leftOut: string | undefined): string {
  return leftOut !== undefined && selection.selected.has(leftOut) ? leftOut : "";
}
