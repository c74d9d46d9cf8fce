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

/**
 * A product, and optionally one of its variants (docs/decisions/065-product-variants.md): two
 * variants of one product are two entries of a list. Lists written before variants hold none.
 */
export interface ProductRef {
  id: number;
  variantId?: number | null;
}

/** An entry's key in a list and in an address: `12`, or `12:55` for its variant 55. */
export function refKey(ref: ProductRef): string {
  return ref.variantId ? `${ref.id}:${ref.variantId}` : String(ref.id);
}

const REF_KEY = /^(\d{1,9})(?::(\d{1,9}))?$/;

/** An entry from its key; null for anything else (not positive whole numbers, junk). */
export function parseRefKey(token: string): ProductRef | null {
  const m = REF_KEY.exec(token.trim());
  if (!m) return null;
  const id = Number(m[1]);
  const variantId = m[2] === undefined ? null : Number(m[2]);
  if (id === 0 || variantId === 0) return null;
  return { id, variantId };
}

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/**
 * A stored entry's variant: null when it names none (absent: a list written before variants),
 * undefined when it is not an id (the entry is then not read).
 */
export function readVariantId(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null;
  return isId(value) ? value : undefined;
}

/** A stored product's own fields: a positive whole id, its name, its picture. */
export function isStoredProduct(
  value: unknown,
): value is { id: number; name: string; image: ImageRef } & Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return isId(v.id) && typeof v.name === "string" && isImageRef(v.image);
}

/**
 * A list from what localStorage holds: anything unreadable (another version, a hand edit, a full
 * disk's half write) gives the items that are whole (`read` returns null for the others), the first
 * of each product or variant, at most `max`; never an error.
 */
export function parseStoredList<T extends ProductRef>(
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
  const seen = new Set<string>();
  for (const value of parsed) {
    const item = read(value);
    if (!item || seen.has(refKey(item))) continue;
    seen.add(refKey(item));
    items.push(item);
    if (items.length === max) break;
  }
  return items;
}
