import type { ImageRef } from "./media-url";

// Issue #23 item 6: the products a shopper chose to compare, kept in the browser (localStorage)
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

function isImageRef(value: unknown): value is ImageRef {
  if (typeof value !== "object" || value === null) return false;
  const { hash, url } = value as Record<string, unknown>;
  return (hash === null || typeof hash === "string") && (url === null || typeof url === "string");
}

function isItem(value: unknown): value is CompareItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.id) &&
    (v.id as number) > 0 &&
    typeof v.name === "string" &&
    isImageRef(v.image)
  );
}

/**
 * The choice from what localStorage holds: anything unreadable (another version, a hand edit, a
 * half write) gives the items that are whole, without repeats, at most COMPARE_MAX; never an error.
 */
export function parseCompareList(raw: string | null): CompareItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: CompareItem[] = [];
  for (const value of parsed) {
    if (!isItem(value) || items.some((i) => i.id === value.id)) continue;
    items.push({ id: value.id, name: value.name, image: value.image });
    if (items.length === COMPARE_MAX) break;
  }
  return items;
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
