import { announceListWritten, type ProductRef } from "~/lib/stored-list";
import { useSyncExternalStore } from "react";
import {
  COMPARE_STORAGE_KEY,
  parseCompareList,
  removeFromCompare,
  toggleCompare,
  type CompareItem,
  type CompareOutcome,
} from "~/lib/compare-list";

// The compare choice (app/lib/compare-list.ts) as the store's components see it, kept as the quote
// list is (./use-quote-list.ts): read from localStorage, shared by every component and tab (the
// `storage` event), empty while the page is rendered on the server and hydrated, so pages stay the
// same for every shopper, the page cache keeps serving them and hydration never mismatches.

const listeners = new Set<() => void>();
const EMPTY: CompareItem[] = [];
let cachedRaw: string | null = null;
let cachedItems: CompareItem[] = EMPTY;

/** The choice as the browser keeps it now (empty where storage is refused). */
export function readCompareList(): CompareItem[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a policy): nothing is chosen and choosing says so.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseCompareList(raw);
  }
  return cachedItems;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Writes the choice; false when the browser refused to keep it. */
function writeCompareList(items: CompareItem[]): boolean {
  try {
    if (items.length === 0) window.localStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  announceListWritten(COMPARE_STORAGE_KEY);
  return true;
}

/** The chosen products; none on the server and while hydrating. */
export function useCompareList(): CompareItem[] {
  return useSyncExternalStore(subscribe, readCompareList, () => EMPTY);
}

/**
 * A product's "Comparar" pressed: "added", "removed", "full" (COMPARE_MAX chosen already) or
 * "refused" (the browser would not keep it).
 */
export function toggleCompared(item: CompareItem): CompareOutcome | "refused" {
  const { items, outcome } = toggleCompare(readCompareList(), item);
  if (outcome === "full") return outcome;
  return writeCompareList(items) ? outcome : "refused";
}

/** Takes a product out of the choice, or one of its variants (a product and its variant). */
export function removeCompared(entry: number | ProductRef): void {
  writeCompareList(removeFromCompare(readCompareList(), entry));
}
