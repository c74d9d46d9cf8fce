// The stock a shopper reads (docs/decisions/065-product-variants.md).
// A variant's stock is a whole number, or null when the shop does not track it.

/** The shop's default low-stock threshold (Configurações): "Últimas 3 unidades" and fewer. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
/** The highest threshold the settings accept, and the highest stock a variant may hold. */
export const MAX_LOW_STOCK_THRESHOLD = 1000;
export const MAX_STOCK = 1_000_000;

/**
 * What a variant's stock says on its page: not tracked (no count, available), sold out (tracked
 * at 0), low (tracked, at or under the threshold: "Últimas N unidades"), or plenty (no count).
 */
export type StockState =
  | { kind: "untracked" }
  | { kind: "soldOut" }
  | { kind: "low"; count: number }
  | { kind: "available" };

/** Rule: a tracked variant at 0 is sold out; at or under the threshold it shows its count. */
export function stockState(stock: number | null, threshold: number): StockState {
  if (stock == null) return { kind: "untracked" };
  if (stock <= 0) return { kind: "soldOut" };
  if (stock <= threshold) return { kind: "low", count: stock };
  return { kind: "available" };
}

/** Rule: a variant is available unless it is tracked at 0. */
export function variantAvailable(stock: number | null): boolean {
  return stock == null || stock > 0;
}

/** Rule: a product is in stock when any of its variants is. */
export function productInStock(stocks: readonly (number | null)[]): boolean {
  return stocks.some(variantAvailable);
}

/**
 * A product-level "in stock" tick written to a variant (the product form and the spreadsheet of a
 * product without options, bulk "in stock"): unticked sets a tracked 0; ticked keeps a count above
 * 0, and turns a sold-out variant back to "not tracked".
 */
export function stockFromInStock(inStock: boolean, current: number | null): number | null {
  if (!inStock) return 0;
  return current != null && current > 0 ? current : null;
}
