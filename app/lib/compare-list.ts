import type { ImageRef } from "./media-url";
import {
  isStoredProduct,
  parseStoredList,
  readVariantId,
  refKey,
  type ProductRef,
} from "./stored-list";

// The products a shopper chose to compare, kept in the browser (localStorage)
// as the quote list is (docs/decisions/052-quote-list-in-the-browser.md): no account, it survives
// a reload and works offline, and the pages stay the same for everyone (the page cache). Every
// rule of the choice lives here, pure, so it is tested without a browser; the store's hook
// (app/components/store/use-compare-list.ts) keeps it in localStorage.

/**
 * The localStorage key; the version changes when the shape does (an old choice is then dropped).
 * An entry's variant was added without a new version: a choice written before it reads as products.
 */
export const COMPARE_STORAGE_KEY = "vitrine.compare.v1";
/** A comparison shows at most this many products side by side (four columns fit a laptop). */
export const COMPARE_MAX = 4;

/**
 * A chosen product, or one variant of it (docs/decisions/065-product-variants.md), as the compare
 * bar shows it: its name in the language it was chosen in ("Furadeira — 220 V" for a variant).
 * Two variants of one product are two entries.
 */
export interface CompareItem {
  id: number;
  variantId?: number | null;
  name: string;
  image: ImageRef;
}

function readItem(v: unknown): CompareItem | null {
  if (!isStoredProduct(v)) return null;
  const variantId = readVariantId(v.variantId);
  if (variantId === undefined) return null;
  const item = { id: v.id, name: v.name, image: v.image };
  return variantId === null ? item : { ...item, variantId };
}

/**
 * The choice from what localStorage holds: anything unreadable (another version, a hand edit, a
 * half write) gives the items that are whole, without repeats, at most COMPARE_MAX; never an error.
 */
export function parseCompareList(raw: string | null): CompareItem[] {
  return parseStoredList(raw, readItem, COMPARE_MAX);
}

export type CompareOutcome = "added" | "removed" | "full";

/**
 * A product's (or variant's) "Comparar" pressed: a chosen one leaves the choice; another joins it
 * at the end, unless COMPARE_MAX are chosen already: then nothing changes and the outcome says so
 * (the shopper is told, never a product dropped silently).
 */
export function toggleCompare(
  items: readonly CompareItem[],
  item: CompareItem,
): { items: CompareItem[]; outcome: CompareOutcome } {
  if (items.some((i) => refKey(i) === refKey(item))) {
    return { items: removeFromCompare(items, item), outcome: "removed" };
  }
  if (items.length >= COMPARE_MAX) return { items: [...items], outcome: "full" };
  return { items: [...items, item], outcome: "added" };
}

/** The choice without an entry: a product id, or a product and its variant. */
export function removeFromCompare(
  items: readonly CompareItem[],
  entry: number | ProductRef,
): CompareItem[] {
  const key = refKey(typeof entry === "number" ? { id: entry } : entry);
  return items.filter((i) => refKey(i) !== key);
}

/**
 * The comparison page's query, in the order given: `?ids=12,34,56`, a variant as
 * `product:variant` (`?ids=12:55,12:56`).
 */
export function compareSearch(entries: readonly (number | ProductRef)[]): string {
  return `?ids=${entries.map((e) => refKey(typeof e === "number" ? { id: e } : e)).join(",")}`;
}
