import { LIMITS } from "~/lib/catalogue-schemas";
import { contentColumns } from "~/lib/localized";
import {
  cellText,
  checkText,
  parseOptionalPrice,
  parsePrice,
  parseProductId,
  parseStock,
  parseYesNo,
  splitImages,
  type Checked,
  type ImageCell,
} from "./cells.server";
import { parseOfferDate, windowInOrder } from "~/lib/offer-window";
import type { StoredValue } from "./attribute-cells.server";
import type { Cell, ColumnKey, ParsedRow, RowError } from "./types";

/** A product's texts, every language's: name, name_{code}, description, description_{code}. */
export const TEXT_KEYS = [...contentColumns("name"), ...contentColumns("description")] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

/**
 * A row's values, one per column the file has (an absent column changes nothing). An
 * empty cell is null where the field may be empty, and null where it may not (name, price, brand,
 * category), which a new product refuses and an update leaves as it is.
 */
export interface RowValues {
  id?: number | null;
  sku?: string | null;
  texts: Partial<Record<TextKey, string | null>>;
  brand?: string | null;
  category?: string | null;
  price?: number | null;
  original_price?: number | null;
  is_special_offer?: boolean;
  /** The offer's window (UTC ISO instants): null is open on that side. */
  offer_starts_at?: string | null;
  offer_ends_at?: string | null;
  in_stock?: boolean;
  images?: ImageCell[];
  /** The variant's stock: a count, or null for "not tracked". */
  stock?: number | null;
  /** The `grupo` cell as a key (groupKey): the rows that share one are one product. */
  group?: string | null;
  /** The `opções` cell: the product's options as written (codes or names), in order. */
  options?: string[];
  /** Specifications, by attribute id, for the file's columns: null is none. */
  attributes?: Map<number, StoredValue | null>;
}

/**
 * Rule: an offer window's cell is an instant (parseOfferDate: ISO with an offset or Z, ISO
 * without one or dd/mm/aaaa [hh:mm] in the shop's time, Asunción); empty is open on that side. A
 * number (a spreadsheet's date serial) or any other text is "invalidOfferDate".
 */
export function parseOfferCell(cell: Cell | undefined): Checked<string | null> {
  const text = cellText(cell);
  if (text === "") return { ok: true, value: null };
  const at = typeof cell === "string" ? parseOfferDate(text) : undefined;
  return at === undefined ? { ok: false, code: "invalidOfferDate" } : { ok: true, value: at };
}

/** The most characters a SKU may have. */
export const SKU_MAX = 100;

/** The most characters a `grupo` cell may have. */
const GROUP_MAX = 100;

/**
 * A `grupo` cell as the key rows are joined by: a product's id as its number ("012" is 12), any
 * other text without case; null when empty.
 */
export function groupKey(cell: Cell | undefined): string | null {
  const text = cellText(cell);
  if (text === "") return null;
  return /^\d+$/.test(text) ? text.replace(/^0+(?=\d)/, "") : text.toLowerCase();
}

const textLimit = (key: TextKey) => (key.startsWith("name") ? LIMITS.name : LIMITS.description);

/**
 * Reads one row's cells by the rules of cells.server.ts. Returns the values it could read and an
 * error for each cell it could not, naming the file's title for the column.
 */
export function readRowValues(
  parsed: ParsedRow,
  titleOf: (key: ColumnKey) => string,
): { values: RowValues; errors: RowError[] } {
  const { cells, row } = parsed;
  const errors: RowError[] = [];
  const has = (key: ColumnKey) => key in cells;
  function take<T>(key: ColumnKey, checked: Checked<T>): T | undefined {
    if (checked.ok) return checked.value;
    errors.push({
      row,
      column: titleOf(key),
      field: key,
      code: checked.code,
      ...(checked.max === undefined ? {} : { params: { max: checked.max } }),
    });
    return undefined;
  }
  const values: RowValues = { texts: {} };
  if (has("id")) values.id = take("id", parseProductId(cells.id));
  if (has("sku")) values.sku = take("sku", checkText(cells.sku, SKU_MAX));
  for (const key of TEXT_KEYS) {
    if (has(key)) values.texts[key] = take(key, checkText(cells[key], textLimit(key)));
  }
  if (has("brand")) values.brand = take("brand", checkText(cells.brand, LIMITS.brandName));
  if (has("category")) values.category = take("category", checkText(cells.category, LIMITS.name));
  if (has("price")) {
    values.price = cellText(cells.price) === "" ? null : take("price", parsePrice(cells.price));
  }
  if (has("original_price")) {
    values.original_price = take("original_price", parseOptionalPrice(cells.original_price));
  }
  if (has("is_special_offer")) {
    values.is_special_offer = take("is_special_offer", parseYesNo(cells.is_special_offer));
  }
  for (const key of ["offer_starts_at", "offer_ends_at"] as const) {
    if (has(key)) values[key] = take(key, parseOfferCell(cells[key]));
  }
  if (
    values.offer_starts_at &&
    values.offer_ends_at &&
    !windowInOrder({ starts_at: values.offer_starts_at, ends_at: values.offer_ends_at })
  ) {
    errors.push({
      row,
      column: titleOf("offer_ends_at"),
      field: "offer_ends_at",
      code: "offerWindowReversed",
    });
  }
  if (has("in_stock")) values.in_stock = take("in_stock", parseYesNo(cells.in_stock));
  if (has("images")) values.images = take("images", splitImages(cells.images));
  if (has("group") && take("group", checkText(cells.group, GROUP_MAX)) !== undefined) {
    values.group = groupKey(cells.group);
  }
  if (has("options")) {
    values.options = cellText(cells.options)
      .split("|")
      .map((o) => o.trim())
      .filter(Boolean);
  }
  if (has("stock")) {
    // Beside a count, an empty tick says nothing (alone, it still says "no", as it always did).
    if (cellText(cells.in_stock) === "") delete values.in_stock;
    readStock(values, take("stock", parseStock(cells.stock)), () =>
      errors.push({ row, column: titleOf("stock"), field: "stock", code: "stockContradiction" }),
    );
  }
  return { values, errors };
}

/**
 * The stock cell into the row's values: a count or "not tracked", or (a yes/no word, as files
 * said before variants had a count) the in-stock tick, which must then agree with `em estoque`.
 */
function readStock(
  values: RowValues,
  stock: number | null | boolean | undefined,
  contradiction: () => void,
): void {
  if (stock === undefined) return;
  if (typeof stock !== "boolean") values.stock = stock;
  else if (values.in_stock === undefined) values.in_stock = stock;
  else if (values.in_stock !== stock) contradiction();
}

/** An error for each value a new product needs that the row lacks (and has no other error for). */
export function requiredErrors(
  row: number,
  values: RowValues,
  titleOf: (key: ColumnKey) => string | null,
  known: readonly RowError[],
): RowError[] {
  const missing: ColumnKey[] = [];
  if (!values.texts.name) missing.push("name");
  if (values.price == null) missing.push("price");
  if (!values.brand) missing.push("brand");
  if (!values.category) missing.push("category");
  return missing
    .filter((key) => !known.some((e) => e.field === key))
    .map((key) => ({ row, column: titleOf(key), field: key, code: "required" }));
}
