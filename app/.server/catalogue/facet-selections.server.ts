import { FILTER_PARAMS, type FilterState } from "~/lib/filters";
import { inNumberRange, parseNumberRange } from "~/lib/number-ranges";
import { emptySet, intersect, union, type Bitset } from "./bitset.server";
import type { FacetIndex } from "./facet-index.server";
import { projectToProducts, variantsInPriceRange } from "./variant-index.server";

// A list's filter selections as sets (docs/decisions/062-specifications-and-facets.md and
// 065-product-variants.md): product-level groups as sets of products, price, "em estoque" and an
// option's values as sets of variants, which are ANDed before they are projected to products.

/**
 * A group's selection: a set of products (brand, offer, a plain specification) or of variants
 * (price, "em estoque", an option's values), which combine over variants before they count.
 */
interface Selected {
  products?: Bitset;
  variants?: Bitset;
}

/** Each selected group's set (OR of its values); the groups with nothing selected are absent. */
export function selections(index: FacetIndex, state: FilterState): Map<string, Selected> {
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
    out.set(FILTER_PARAMS.price, { variants: variantsInPriceRange(index.variants, state.price) });
  }
  if (state.offer) out.set(FILTER_PARAMS.offer, { products: index.offer });
  if (state.stock) out.set(FILTER_PARAMS.stock, { variants: index.variants.stock });
  for (const [code, values] of state.attributes) {
    const def = index.attributes.byCode.get(code);
    const options = def ? index.variants.byValue.get(def.id) : undefined;
    if (options) {
      out.set(code, {
        variants: union(
          values.map((v) => options.get(v) ?? noVariant),
          index.variants.size,
        ),
      });
      continue;
    }
    const sets = def ? index.byValue.get(def.id) : undefined;
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

/** The product-level sets and the variant-level sets of every selection but `leftOut`'s. */
export function partsWithout(scope: Bitset, selected: Map<string, Selected>, leftOut?: string) {
  const products = [scope];
  const variants: Bitset[] = [];
  for (const [group, set] of selected) {
    if (group === leftOut) continue;
    if (set.products) products.push(set.products);
    if (set.variants) variants.push(set.variants);
  }
  return { products: products.length === 1 ? scope : intersect(products), variants };
}

/** The scope with every selection but `leftOut`'s applied. */
export function baseWithout(
  index: FacetIndex,
  scope: Bitset,
  selected: Map<string, Selected>,
  leftOut?: string,
): Bitset {
  const parts = partsWithout(scope, selected, leftOut);
  if (parts.variants.length === 0) return parts.products;
  return intersect([parts.products, projectToProducts(index.variants, parts.variants, index.size)]);
}
