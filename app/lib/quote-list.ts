import type { ImageRef } from "./media-url";
import { isStoredProduct, parseStoredList } from "./stored-list";

// The quote list ("lista de orçamento"): the products a shopper wants a price for, kept in
// the browser (localStorage) so it needs no account, survives reloads and works offline. Every
// rule of the list lives here, pure, so it is tested without a browser; the store's hook
// (app/components/store/use-quote-list.ts) keeps it in localStorage.

/** The localStorage key; the version changes when the shape does (an old list is then dropped). */
export const QUOTE_STORAGE_KEY = "vitrine.quote.v1";
/** At most this many products in a list, and this many of one product. */
export const QUOTE_MAX_LINES = 100;
export const QUOTE_MAX_QUANTITY = 999;

/** One product of the list as the shopper saw it when adding it (its price then, to compare). */
export interface QuoteLine {
  id: number;
  quantity: number;
  name: string;
  sku: string | null;
  priceCents: number;
  image: ImageRef;
}

/** A product as the shop has it now (the list's refresh, app/routes/resources/quote-items.ts). */
export interface QuoteCurrent {
  id: number;
  name: string;
  sku: string | null;
  priceCents: number;
  inStock: boolean;
  image: ImageRef;
}

/**
 * What changed since a line was added: nothing, its price (the old one is kept to show it), it is
 * out of stock now, or it is no longer in the catalogue. A line is never dropped silently.
 */
export type QuoteLineState =
  | { kind: "ok" }
  | { kind: "priceChanged"; previousCents: number }
  | { kind: "outOfStock" }
  | { kind: "deleted" };

export interface CheckedLine extends QuoteLine {
  state: QuoteLineState;
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(QUOTE_MAX_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

function readLine(v: unknown): QuoteLine | null {
  if (
    !isStoredProduct(v) ||
    typeof v.quantity !== "number" ||
    (v.sku !== null && typeof v.sku !== "string") ||
    !Number.isSafeInteger(v.priceCents)
  )
    return null;
  return { ...(v as unknown as QuoteLine), quantity: clampQuantity(v.quantity) };
}

/**
 * The list from what localStorage holds: anything unreadable (another version, a hand edit, a
 * full disk's half write) gives the lines that are whole, or none, never an error.
 */
export function parseQuoteList(raw: string | null): QuoteLine[] {
  return parseStoredList(raw, readLine, QUOTE_MAX_LINES);
}

export type AddResult = { lines: QuoteLine[]; added: boolean };

/**
 * Adds a product: a product already in the list gets the quantity added to its own (at most
 * QUOTE_MAX_QUANTITY); a new one goes to the end, unless the list is full (`added` false).
 */
export function addToQuote(
  lines: QuoteLine[],
  product: Omit<QuoteLine, "quantity">,
  quantity: number,
): AddResult {
  const existing = lines.find((l) => l.id === product.id);
  if (existing) {
    return {
      added: true,
      lines: lines.map((l) =>
        l.id === product.id ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l,
      ),
    };
  }
  if (lines.length >= QUOTE_MAX_LINES) return { lines, added: false };
  return { added: true, lines: [...lines, { ...product, quantity: clampQuantity(quantity) }] };
}

export function setQuoteQuantity(lines: QuoteLine[], id: number, quantity: number): QuoteLine[] {
  return lines.map((l) => (l.id === id ? { ...l, quantity: clampQuantity(quantity) } : l));
}

export function removeFromQuote(lines: QuoteLine[], id: number): QuoteLine[] {
  return lines.filter((l) => l.id !== id);
}

/** The list's total in cents at the prices given (lines of deleted products count nothing). */
export function quoteTotalCents(lines: CheckedLine[] | QuoteLine[]): number {
  return lines.reduce(
    (sum, l) =>
      "state" in l && l.state.kind === "deleted" ? sum : sum + l.priceCents * l.quantity,
    0,
  );
}

/**
 * The list checked against the shop's current products: each line takes the current name, SKU,
 * picture and price, and says what changed; a product the shop no longer has keeps what the
 * shopper saw and is marked deleted.
 */
export function checkQuote(lines: QuoteLine[], current: QuoteCurrent[]): CheckedLine[] {
  const byId = new Map(current.map((c) => [c.id, c]));
  return lines.map((line) => {
    const now = byId.get(line.id);
    if (!now) return { ...line, state: { kind: "deleted" } };
    const updated = { ...line, name: now.name, sku: now.sku, image: now.image };
    if (!now.inStock)
      return { ...updated, priceCents: now.priceCents, state: { kind: "outOfStock" } };
    if (now.priceCents !== line.priceCents) {
      return {
        ...updated,
        priceCents: now.priceCents,
        state: { kind: "priceChanged", previousCents: line.priceCents },
      };
    }
    return { ...updated, state: { kind: "ok" } };
  });
}

/**
 * The lines to keep after a check: the current name, SKU, picture and price, so a change is marked
 * once and then accepted (the shopper has seen it); deleted products stay until removed.
 */
export function acceptChecked(lines: CheckedLine[]): QuoteLine[] {
  return lines.map(({ state: _state, ...line }) => line);
}
