import type { ImageRef } from "./media-url";
import {
  isStoredProduct,
  parseStoredList,
  readVariantId,
  refKey,
  type ProductRef,
} from "./stored-list";
import { isOptionLabels, type OptionLabel } from "./variant-labels";

// The quote list ("lista de orçamento"): the products a shopper wants a price for, kept in
// the browser (localStorage) so it needs no account, survives reloads and works offline. Every
// rule of the list lives here, pure, so it is tested without a browser; the store's hook
// (app/components/store/use-quote-list.ts) keeps it in localStorage.

/**
 * The localStorage key; the version changes when the shape does (an old list is then dropped).
 * A line's variant was added without a new version: a list written before it reads as lines of
 * products.
 */
export const QUOTE_STORAGE_KEY = "vitrine.quote.v1";
/** At most this many lines in a list, and this many of one line. */
export const QUOTE_MAX_LINES = 100;
export const QUOTE_MAX_QUANTITY = 999;

/**
 * One line of the list as the shopper saw it when adding it (its price then, to compare): a
 * product, or one variant of a product with options (`variantId`, its SKU and option labels); two
 * variants of one product are two lines. `name` is the product's.
 */
export interface QuoteLine {
  id: number;
  variantId?: number | null;
  quantity: number;
  name: string;
  sku: string | null;
  priceCents: number;
  image: ImageRef;
  /** The variant's options as last seen ("Voltagem: 220 V"); none for a product. */
  options?: OptionLabel[];
}

/**
 * A line as the shop has it now (the list's refresh, app/routes/resources/quote-items.ts): the
 * variant's SKU, price, stock and labels, or the product's for a line without a variant.
 */
export interface QuoteCurrent {
  id: number;
  variantId: number | null;
  name: string;
  sku: string | null;
  priceCents: number;
  inStock: boolean;
  image: ImageRef;
  options: OptionLabel[];
}

/** A line's key: its product, and its variant when it has one. */
export const quoteLineKey = (line: ProductRef): string => refKey(line);

/**
 * What changed since a line was added: nothing, its price (the old one is kept to show it), it is
 * out of stock now, its product is no longer in the catalogue, or its product is but the variant
 * is not. A line is never dropped silently.
 */
export type QuoteLineState =
  | { kind: "ok" }
  | { kind: "priceChanged"; previousCents: number }
  | { kind: "outOfStock" }
  | { kind: "deleted" }
  | { kind: "variantDeleted" };

/** A line that can no longer be asked for: it counts nothing and is not sent. */
export function isGone(state: QuoteLineState): boolean {
  return state.kind === "deleted" || state.kind === "variantDeleted";
}

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
  const variantId = readVariantId(v.variantId);
  if (variantId === undefined) return null;
  const line: QuoteLine = {
    id: v.id,
    quantity: clampQuantity(v.quantity),
    name: v.name,
    sku: v.sku,
    priceCents: v.priceCents as number,
    image: v.image,
  };
  if (variantId === null) return line;
  // Labels are what the line shows until the refresh brings them again: unreadable ones are none.
  return { ...line, variantId, options: isOptionLabels(v.options) ? v.options : [] };
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
 * Adds a product or one of its variants: a line already in the list (the same product and variant)
 * gets the quantity added to its own (at most QUOTE_MAX_QUANTITY); a new one goes to the end,
 * unless the list is full (`added` false). Another variant of a product is another line.
 */
export function addToQuote(
  lines: QuoteLine[],
  product: Omit<QuoteLine, "quantity">,
  quantity: number,
): AddResult {
  const key = quoteLineKey(product);
  const existing = lines.find((l) => quoteLineKey(l) === key);
  if (existing) {
    return {
      added: true,
      lines: lines.map((l) =>
        l === existing ? { ...l, quantity: clampQuantity(l.quantity + quantity) } : l,
      ),
    };
  }
  if (lines.length >= QUOTE_MAX_LINES) return { lines, added: false };
  return { added: true, lines: [...lines, { ...product, quantity: clampQuantity(quantity) }] };
}

export function setQuoteQuantity(
  lines: QuoteLine[],
  line: ProductRef,
  quantity: number,
): QuoteLine[] {
  const key = quoteLineKey(line);
  return lines.map((l) =>
    quoteLineKey(l) === key ? { ...l, quantity: clampQuantity(quantity) } : l,
  );
}

export function removeFromQuote(lines: QuoteLine[], line: ProductRef): QuoteLine[] {
  const key = quoteLineKey(line);
  return lines.filter((l) => quoteLineKey(l) !== key);
}

/** The list's total in cents at the prices given (lines no longer in the catalogue count nothing). */
export function quoteTotalCents(lines: CheckedLine[] | QuoteLine[]): number {
  return lines.reduce(
    (sum, l) => ("state" in l && isGone(l.state) ? sum : sum + l.priceCents * l.quantity),
    0,
  );
}

/**
 * The list checked against the shop's current lines: each line takes the current name, SKU,
 * picture, price and option labels, and says what changed. A line the shop no longer has keeps what
 * the shopper saw and is marked: deleted when its product is gone; when the shop answered for its
 * product but not its variant, the variant is (the refresh answers the product then).
 */
export function checkQuote(lines: QuoteLine[], current: QuoteCurrent[]): CheckedLine[] {
  const byKey = new Map(current.map((c) => [quoteLineKey(c), c]));
  const products = new Set(current.map((c) => c.id));
  return lines.map((line) => {
    const now = byKey.get(quoteLineKey(line));
    if (!now) {
      const variantGone = line.variantId != null && products.has(line.id);
      return { ...line, state: { kind: variantGone ? "variantDeleted" : "deleted" } };
    }
    const updated = {
      ...line,
      name: now.name,
      sku: now.sku,
      image: now.image,
      ...(line.variantId != null ? { options: now.options } : {}),
    };
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
 * The lines to keep after a check: the current name, SKU, picture, price and labels, so a change is
 * marked once and then accepted (the shopper has seen it); lines gone stay until removed.
 */
export function acceptChecked(lines: CheckedLine[]): QuoteLine[] {
  return lines.map(({ state: _state, ...line }) => line);
}
