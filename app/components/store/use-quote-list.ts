import { announceListWritten } from "~/lib/stored-list";
import { useCallback, useSyncExternalStore } from "react";
import { trackQuoteAdd } from "./page-insights";
import { addToQuote, parseQuoteList, QUOTE_STORAGE_KEY, type QuoteLine } from "~/lib/quote-list";

// The quote list (app/lib/quote-list.ts) as the store's components see it: read from localStorage,
// shared by every component and tab (the `storage` event), empty while the page is rendered on
// the server, so pages stay the same for every shopper and the page cache keeps serving them.

const listeners = new Set<() => void>();
const EMPTY: QuoteLine[] = [];
let cachedRaw: string | null = null;
let cachedLines: QuoteLine[] = EMPTY;

/** The list as the browser keeps it now (empty where storage is refused). */
export function readQuoteList(): QuoteLine[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(QUOTE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, a policy): the list is empty and adding says so.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseQuoteList(raw);
  }
  return cachedLines;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUOTE_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Writes the list; false when the browser refused to keep it (storage full or disabled). */
export function writeQuoteList(lines: QuoteLine[]): boolean {
  try {
    if (lines.length === 0) window.localStorage.removeItem(QUOTE_STORAGE_KEY);
    else window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  announceListWritten(QUOTE_STORAGE_KEY);
  return true;
}

/** The list and a function that changes it (false when it could not be kept). */
export function useQuoteList(): [
  QuoteLine[],
  (change: (lines: QuoteLine[]) => QuoteLine[]) => boolean,
] {
  const lines = useSyncExternalStore(subscribe, readQuoteList, () => EMPTY);
  const update = useCallback(
    (change: (lines: QuoteLine[]) => QuoteLine[]) => writeQuoteList(change(readQuoteList())),
    [],
  );
  return [lines, update];
}

/**
 * Adds a product to the list without reading it in a component (a product card): "added", "full"
 * (the list has its maximum of products) or "refused" (the browser would not keep it).
 */
export function addProductToQuote(
  product: Omit<QuoteLine, "quantity">,
  quantity: number,
): "added" | "full" | "refused" {
  const { lines, added } = addToQuote(readQuoteList(), product, quantity);
  if (!added) return "full";
  if (!writeQuoteList(lines)) return "refused";
  trackQuoteAdd(product.id);
  return "added";
}
