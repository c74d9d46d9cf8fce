import { httpsUrl, LIMITS, MAX_PRODUCT_IMAGES, withoutNul } from "~/lib/catalogue-schemas";
import { parseId } from "~/lib/id";
import { mediaHashOf } from "~/lib/media-url";
import { normalizeSearch } from "~/lib/search-text";
import { MAX_STOCK } from "~/lib/stock";
import type { Cell, RowErrorCode } from "./types";

// One function per rule of a spreadsheet cell; each returns its value or the
// code of its row error (messages: app/i18n/*/admin-sections/catalogue-import.ts).

export type Checked<T> = { ok: true; value: T } | { ok: false; code: RowErrorCode; max?: number };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = <T>(code: RowErrorCode, max?: number): Checked<T> => ({
  ok: false,
  code,
  ...(max === undefined ? {} : { max }),
});

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Export: a text cell starting with = + - @ (or a tab or carriage return) gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it as a formula.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Import: the apostrophe the export put before such a text is taken off again (round trip). */
export function unneutraliseFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** A cell as text: numbers as JavaScript writes them, booleans as true/false. */
export function cellText(cell: Cell | undefined): string {
  if (cell === undefined) return "";
  if (typeof cell === "string") return unneutraliseFormula(cell).trim();
  return String(cell);
}

/**
 * A text field: trimmed, at most `max` characters (LIMITS of catalogue-schemas), no NUL (which
 * PostgreSQL cannot store). Empty is null.
 */
export function checkText(cell: Cell | undefined, max: number): Checked<string | null> {
  const text = cellText(cell);
  if (!withoutNul(text)) return fail("invalidText");
  if (text.length > max) return fail("tooLong", max);
  return ok(text === "" ? null : text);
}

const YES = new Set(["sim", "si", "yes", "true", "1", "x", "verdadeiro", "verdadero"]);
const NO = new Set(["nao", "no", "false", "0", "", "falso"]);

/**
 * Yes/no cells: sim/não, sí/no, yes/no, true/false, 1/0, or x/empty; case and accents do not
 * matter. Anything else is an error, not a guess.
 */
export function parseYesNo(cell: Cell | undefined): Checked<boolean> {
  if (typeof cell === "boolean") return ok(cell);
  const word = normalizeSearch(cellText(cell));
  if (YES.has(word)) return ok(true);
  if (NO.has(word)) return ok(false);
  return fail("notYesNo");
}

/** A currency sign or code before or after the amount: "$ 19,90", "US$ 19,90", "19.90 USD". */
const CURRENCY = /^(?:US\$|R\$|\$|USD)\s*|\s*(?:US\$|\$|USD)$/gi;

/**
 * A decimal written with a comma or a point (19,90 or 19.90), with thousands grouped by the other
 * (1.234,56 or 1,234.56); at most two decimals. A lone separator followed by exactly three digits
 * (1.234) is ambiguous, and refused rather than read as 1234 or 1.234.
 */
export function decimalText(text: string): string | null {
  const t = text.replace(/[\s\u00a0\u202f]/g, "");
  let m = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/.exec(t);
  if (m) return `${m[1]!.replaceAll(".", "")}.${m[2]}`;
  m = /^(\d{1,3}(?:,\d{3})+|\d+)\.(\d{1,2})$/.exec(t);
  if (m) return `${m[1]!.replaceAll(",", "")}.${m[2]}`;
  if (/^\d+$/.test(t)) return t;
  if (/^\d{1,3}(?:\.\d{3}){2,}$/.test(t)) return t.replaceAll(".", "");
  if (/^\d{1,3}(?:,\d{3}){2,}$/.test(t)) return t.replaceAll(",", "");
  return null;
}

/**
 * A price in integer cents (docs/decisions/019-prices-in-integer-cents.md): decimal comma or point
 * (decimalText); a spreadsheet's number is rounded to the cent it shows. Negative, not a number,
 * or over LIMITS.priceCents: the row's error.
 */
export function parsePrice(cell: Cell | undefined): Checked<number> {
  let cents: number;
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) return fail("priceNotNumber");
    if (cell < 0) return fail("priceNegative");
    cents = Math.round(cell * 100);
  } else {
    const text = cellText(typeof cell === "boolean" ? String(cell) : cell).replace(CURRENCY, "");
    const negative = /^[-−]/.test(text.trim());
    const decimal = decimalText(negative ? text.trim().slice(1) : text);
    if (decimal === null) return fail("priceNotNumber");
    if (negative && Number(decimal) !== 0) return fail("priceNegative");
    cents = Math.round(Number(decimal) * 100);
  }
  return cents > LIMITS.priceCents ? fail("priceTooHigh") : ok(cents);
}

/** An original price: empty is none (null); otherwise a price. */
export function parseOptionalPrice(cell: Cell | undefined): Checked<number | null> {
  return cellText(cell) === "" ? ok(null) : parsePrice(cell);
}

/** docs/product-rules.md §5: an original price, when there is one, is above the price. */
export function originalAbovePrice(price: number, original: number | null): boolean {
  return original === null || original > price;
}

/** One gallery image from the `imagens` column: an https URL, or an upload's /media/ path. */
export type ImageCell = { hash: string; url: null } | { hash: null; url: string };

/**
 * The `imagens` column: https URLs (or /media/ paths of uploads) separated by `|`, in display
 * order, at most MAX_PRODUCT_IMAGES; empty clears the gallery.
 */
export function splitImages(cell: Cell | undefined): Checked<ImageCell[]> {
  const parts = cellText(cell)
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > MAX_PRODUCT_IMAGES) return fail("tooManyImages", MAX_PRODUCT_IMAGES);
  const images: ImageCell[] = [];
  for (const part of parts) {
    const hash = mediaHashOf(part);
    if (hash) images.push({ hash, url: null });
    else if (httpsUrl.safeParse(part).success) images.push({ hash: null, url: part });
    else return fail(part.length > LIMITS.url ? "tooLong" : "notHttps", LIMITS.url);
  }
  return ok(images);
}

/** The `id` column: a product's number (app/lib/id.ts); a spreadsheet may hold it as a number. */
export function parseProductId(cell: Cell | undefined): Checked<number | null> {
  const text = cellText(cell);
  if (text === "") return ok(null);
  const id = parseId(text);
  return id === null ? fail("invalidId") : ok(id);
}

/**
 * The `estoque` column: a variant's count, a whole number from 0 (`12`, or a spreadsheet's 12);
 * empty is "not tracked". A yes/no word is the in-stock tick of files whose "Estoque" column
 * said sim/não before variants had a count (answered as a boolean); 0 and 1 are counts.
 */
export function parseStock(cell: Cell | undefined): Checked<number | null | boolean> {
  if (typeof cell === "number") {
    return Number.isInteger(cell) && cell >= 0 && cell <= MAX_STOCK
      ? ok(cell)
      : fail("invalidStock", MAX_STOCK);
  }
  const text = cellText(cell).replace(/[\s\u00a0\u202f]/g, "");
  if (text === "") return ok(null);
  if (/^\d+$/.test(text)) {
    const count = Number(text);
    return count <= MAX_STOCK ? ok(count) : fail("invalidStock", MAX_STOCK);
  }
  const word = parseYesNo(cell);
  return word.ok ? word : fail("invalidStock", MAX_STOCK);
}
