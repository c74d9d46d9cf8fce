import { windowInOrder } from "~/lib/offer-window";
import { stockFromInStock, variantAvailable } from "~/lib/stock";
import { originalAbovePrice } from "./cells.server";
import type { RowValues } from "./row-values.server";
import type { CurrentVariant } from "./snapshot-variants.server";
import type { ColumnKey, RowErrorCode } from "./types";

// A row's variant columns against the variant it names (docs/decisions/047-catalogue-import.md,
// "Variants"): as for a product, an absent column changes nothing and an empty cell empties what
// may be empty.

/**
 * Rule: the stock a row gives its variant (`current` undefined for a new one). `estoque` is the
 * count (empty: not tracked) and `em estoque` the tick; an empty count beside "no" is sold out
 * (0). When a count and a tick disagree, the one the administrator edited wins: a tick that still
 * says what the variant is follows the count, a count that is still the variant's follows the
 * tick (unticked: 0; ticked: not tracked). Both new, or both edited, and still apart: the row is
 * refused.
 */
export function resolveStock(
  values: Pick<RowValues, "stock" | "in_stock">,
  current: number | null | undefined,
): { ok: true; stock: number | null } | { ok: false } {
  const { stock, in_stock: tick } = values;
  if (stock === undefined) {
    if (current === undefined) return { ok: true, stock: tick === false ? 0 : null };
    if (tick === undefined || variantAvailable(current) === tick)
      return { ok: true, stock: current };
    return { ok: true, stock: stockFromInStock(tick, current) };
  }
  if (tick === undefined || variantAvailable(stock) === tick) return { ok: true, stock };
  // No count beside a "no": sold out (0), without a count to disagree with.
  if (stock === null) return { ok: true, stock: 0 };
  if (current === undefined) return { ok: false };
  if (variantAvailable(current) === tick) return { ok: true, stock };
  if (stock === current) return { ok: true, stock: stockFromInStock(tick, current) };
  return { ok: false };
}

/** A variant's columns after a row: what the row gives, else what the variant has. */
export interface VariantValues {
  sku: string | null;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  offer_starts_at: string | null;
  offer_ends_at: string | null;
  stock: number | null;
}

/**
 * The variant a row describes, from its cells and the variant it matches (none: a new one, which
 * needs a price), or the errors that stop it, by column.
 */
export function variantValuesOf(
  values: RowValues,
  current: CurrentVariant | undefined,
): { ok: true; variant: VariantValues } | { ok: false; errors: [ColumnKey, RowErrorCode][] } {
  const errors: [ColumnKey, RowErrorCode][] = [];
  const price = values.price ?? current?.price_cents;
  if (price == null) errors.push(["price", "required"]);
  const original =
    values.original_price !== undefined
      ? values.original_price
      : (current?.original_price_cents ?? null);
  const stock = resolveStock(values, current ? current.stock : undefined);
  const window = {
    starts_at:
      values.offer_starts_at !== undefined
        ? values.offer_starts_at
        : (current?.offer_starts_at ?? null),
    ends_at:
      values.offer_ends_at !== undefined ? values.offer_ends_at : (current?.offer_ends_at ?? null),
  };
  // Both cells in the row and reversed: readRowValues says so already.
  if (!windowInOrder(window) && !(values.offer_starts_at && values.offer_ends_at)) {
    errors.push([
      values.offer_ends_at !== undefined ? "offer_ends_at" : "offer_starts_at",
      "offerWindowReversed",
    ]);
  }
  if (!stock.ok) errors.push(["stock", "stockContradiction"]);
  if (price != null && !originalAbovePrice(price, original)) {
    errors.push([
      values.original_price !== undefined ? "original_price" : "price",
      "originalNotAbovePrice",
    ]);
  }
  if (errors.length > 0 || price == null || !stock.ok) return { ok: false, errors };
  return {
    ok: true,
    variant: {
      // An empty SKU cell leaves a variant's SKU, as it leaves a product's.
      sku: values.sku || (current?.sku ?? null),
      price_cents: price,
      original_price_cents: original,
      is_special_offer: values.is_special_offer ?? current?.is_special_offer ?? false,
      offer_starts_at: window.starts_at,
      offer_ends_at: window.ends_at,
      stock: stock.stock,
    },
  };
}

/** The variant columns a row changes on a variant, by the file's column keys. */
export function variantFieldsChanged(before: CurrentVariant, after: VariantValues): ColumnKey[] {
  const fields: ColumnKey[] = [];
  if (after.sku !== before.sku) fields.push("sku");
  if (after.price_cents !== before.price_cents) fields.push("price");
  if (after.original_price_cents !== before.original_price_cents) fields.push("original_price");
  if (after.is_special_offer !== before.is_special_offer) fields.push("is_special_offer");
  if (after.offer_starts_at !== before.offer_starts_at) fields.push("offer_starts_at");
  if (after.offer_ends_at !== before.offer_ends_at) fields.push("offer_ends_at");
  if (after.stock !== before.stock) fields.push("stock");
  return fields;
}
