import type { ImageRef } from "./media-url";

// What the quote list (app/lib/quote-list.ts) and the compare choice (app/lib/compare-list.ts)
// share: both are kept in the browser's localStorage as a JSON array of products, and both read it
// back the same forgiving way.

/**
 * Sent on `window` with the storage key once a list is written in this tab: islands that show a
 * list and are not hydrated yet wake on it (app/islands/wake.ts); other tabs see `storage`.
 */
export const LIST_WRITTEN = "vitrine:list-written";

export function announceListWritten(key: string): void {
  window.dispatchEvent(new CustomEvent(LIST_WRITTEN, { detail: key }));
}

export function isImageRef(value: unknown): value is ImageRef {
  if (typeof value !== "object" || value === null) return false;
  const { hash, url } = value as Record<string, unknown>;
  return (hash === null || typeof hash === "string") && (url === null || typeof url === "string");
}

/** A stored product's own fields: a positive whole id, its name, its picture. */
export function isStoredProduct(
  value: unknown,
): value is { id: number; name: string; image: ImageRef } & Record<string, unknown> {
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
 * A list from what localStorage holds: anything unreadable (another version, a hand edit, a full
 * disk's half write) gives the items that are whole (`read` returns null for the others), the first
 * of each id, at most `max`; never an error.
 */
export function parseStoredList<T extends { id: number }>(
  raw: string | null,
  read: (value: unknown) => T | null,
  max: number,
): T[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: T[] = [];
  for (const value of parsed) {
    const item = read(value);
    if (!item || items.some((i) => i.id === item.id)) continue;
    items.push(item);
    if (items.length === max) break;
  }
  return items;
}
