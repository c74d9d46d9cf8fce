import type { Locale } from "~/i18n/languages";
import {
  attributeName,
  formatAttributeValue,
  type AttributeDef,
  type ProductAttributeValue,
} from "./attributes";
import { COMPARE_MAX } from "./compare-list";
import { OPTION_VALUES_SEPARATOR, type ProductCardData } from "./product-card";
import type { StockState } from "./stock";
import { parseRefKey, refKey, type ProductRef } from "./stored-list";

// The comparison page's rules, pure, so they are tested by name: which products
// an address names, which rows the table has and in what order, and which of them differ.

/** The address's products and variants, and what the page tells the shopper about the rest. */
export interface CompareIds {
  /** At most COMPARE_MAX entries, in the address's order, each once. */
  refs: ProductRef[];
  /** The address named more products than a comparison shows: only the first are kept. */
  limited: boolean;
  /** The address had something in `ids` and none of it was a product id. */
  malformed: boolean;
}

/** Enough of a long address to find COMPARE_MAX ids in: the rest is not read at all. */
const MAX_READ = 200;

/**
 * `ids` as an address carries it, read leniently: `12,34,56`, a variant as `12:55`, repeated
 * (`ids=12&ids=34`), with spaces or a trailing comma; what is not a positive whole number (or two)
 * is dropped, as are repeats; past COMPARE_MAX the first are kept. Nothing of it is an error: the
 * page shows what it can.
 */
export function parseCompareIds(values: readonly string[]): CompareIds {
  const raw = values.join(",").slice(0, MAX_READ);
  const refs: ProductRef[] = [];
  let limited = false;
  for (const token of raw.split(/[\s,]+/)) {
    const ref = parseRefKey(token);
    if (!ref || refs.some((r) => refKey(r) === refKey(ref))) continue;
    if (refs.length === COMPARE_MAX) {
      limited = true;
      break;
    }
    refs.push(ref);
  }
  return { refs, limited, malformed: refs.length === 0 && raw.trim() !== "" };
}

/**
 * A compared product or variant: what its card shows (a variant's price, offer, stock and picture,
 * its name with its option labels), its brand (for the link to its page), and for a variant its
 * id, the key its page's address names it by, and its stock line.
 */
export type ComparedProduct = ProductCardData & {
  brandSlug: string;
  variantId: number | null;
  /** `?variante=` of a variant's page: its SKU, or its id when it has none. */
  variantKey: string | null;
  /** A variant's stock as its page says it; null for a product (in stock or not). */
  stock: StockState | null;
};

/** A column's key: its product, and its variant when it has one. */
export const comparedKey = (p: ComparedProduct): string => refKey(p);

/** What the rules read of the attribute definitions (the server's AttributeCatalogue is one). */
export interface AttributeLookup {
  byId: ReadonlyMap<number, AttributeDef>;
  /** Each category's attribute ids, in the category's order. */
  byCategory: ReadonlyMap<number, readonly number[]>;
}

/** A compared product as the rules see it: its category and its values. */
export interface ComparedValues {
  categoryId: number | null;
  values: readonly ProductAttributeValue[];
}

/**
 * The attributes the table has a row for: every attribute at least one of the products has a
 * value of (the union), in their categories' order (the first product's category first, then
 * what another product's category adds), then any other attribute they have by its own order.
 */
export function attributeUnion(
  lookup: AttributeLookup,
  products: readonly ComparedValues[],
): AttributeDef[] {
  const present = new Set(products.flatMap((p) => p.values.map((v) => v.attributeId)));
  const order: number[] = [];
  for (const p of products) {
    const listed = p.categoryId == null ? [] : (lookup.byCategory.get(p.categoryId) ?? []);
    for (const id of listed) if (present.has(id) && !order.includes(id)) order.push(id);
  }
  const rest = [...present]
    .filter((id) => !order.includes(id))
    .flatMap((id) => lookup.byId.get(id) ?? [])
    .sort((a, b) => a.position - b.position || a.id - b.id);
  return [...order.flatMap((id) => lookup.byId.get(id) ?? []), ...rest];
}

/**
 * Whether a row's values differ: with two products or more, any cell unlike another, a product
 * without a value counting as unlike one with. One product alone differs from nothing.
 */
export function rowDiffers(cells: readonly (string | number | boolean | null)[]): boolean {
  return cells.length > 1 && cells.some((c) => c !== cells[0]);
}

export interface CompareRow {
  /** The attribute's code: a stable key for the row. */
  code: string;
  name: string;
  /** Each product's value as text in the page's language, null where it has none. */
  cells: (string | null)[];
  differs: boolean;
}

/** The attribute rows of a comparison, in the page's language, each with its difference. */
export function attributeRows(
  lookup: AttributeLookup,
  products: readonly ComparedValues[],
  locale: Locale,
  texts: { yes: string; no: string; intl: string },
): CompareRow[] {
  return attributeUnion(lookup, products).map((def) => {
    // A product with options compared as a whole has each of its variants' values: "127 V · 220 V".
    const cells = products.map((p) => {
      const shown = new Set(
        p.values
          .filter((v) => v.attributeId === def.id)
          .flatMap((v) => formatAttributeValue(def, v, locale, texts) ?? []),
      );
      return shown.size > 0 ? [...shown].join(OPTION_VALUES_SEPARATOR) : null;
    });
    return { code: def.code, name: attributeName(def, locale), cells, differs: rowDiffers(cells) };
  });
}
