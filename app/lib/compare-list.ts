import type { ImageRef } from "./media-url";
import { isStoredProduct, parseStoredList } from "./stored-list";

// The products a shopper chose to compare, kept in the browser (localStorage)
// as the quote list is (docs/decisions/052-quote-list-in-the-browser.md): no account, it survives
// a reload and works offline, and the pages stay the same for everyone (the page cache). Every
// rule of the choice lives here, pure, so it is tested without a browser; the store's hook
// (app/components/store/use-compare-list.ts) keeps it in localStorage.

/** The localStorage key; the version changes when the shape does (an old choice is then dropped). */
export const COMPARE_STORAGE_KEY = "vitrine.compare.v1";
/** A comparison shows at most this many products side by side (four columns fit a laptop). */
export const COMPARE_MAX = 4;

/** A chosen product as the compare bar shows it (its name in the language it was chosen in). */
export interface CompareItem {
  id: number;
  name: string;
  image: ImageRef;
}

/**
 * The choice from what localStorage holds: anything unreadable (another version, a hand edit, a
 * half write) gives the items that are whole, without repeats, at most COMPARE_MAX; never an error.
 */
export function parseCompareList(raw: string | null): CompareItem[] {
  return parseStoredList(
    raw,
    (v) => (isStoredProduct(v) ? { id: v.id, name: v.name, image: v.image } : null),
    COMPARE_MAX,
  );
}

export type CompareOutcome = "added" | "removed" | "full";

/**
 * A product's "Comparar" pressed: a chosen product leaves the choice; another joins it at the end,
 * unless COMPARE_MAX are chosen already: then nothing changes and the outcome says so (the shopper
 * is told, never a product dropped silently).
 */
export function toggleCompare(
  items: readonly CompareItem[],
  item: CompareItem,
): { items: CompareItem[]; outcome: CompareOutcome } {
  if (items.some((i) => i.id === item.id)) {
    return { items: removeFromCompare(items, item.id), outcome: "removed" };
  }
  if (items.length >= COMPARE_MAX) return { items: [...items], outcome: "full" };
  return { items: [...items, item], outcome: "added" };
}

export function removeFromCompare(items: readonly CompareItem[], id: number): CompareItem[] {
  return items.filter((i) => i.id !== id);
}

/** The comparison page's query for products, in the order given: `?ids=12,34,56`. */
export function compareSearch(ids: readonly number[]): string {
  return `?ids=${ids.join(",")}`;
}
