// Price rules of the admin product table's bulk actions
// (docs/decisions/049-bulk-edits-and-product-table.md). Integer arithmetic on cents throughout, so
// no binary fraction ever decides a rounding.

/** A percentage with at most two decimals, as basis points (10.5 % → 1050). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * `cents` changed by `percent` (−99.99 … +1000, two decimals at most), rounded to whole cents half
 * away from zero: 19,95 + 10 % = 21,945 → 21,95; 0,05 − 50 % = 0,025 → 0,03. Prices are never
 * negative, so "away from zero" is "half up" here.
 */
export function changeByPercent(cents: number, percent: number): number {
  const bp = percentToBasisPoints(percent);
  // cents × (10000 + bp) / 10000, rounded: (2n + d) div 2d with exact integer division.
  const numerator = cents * (10_000 + bp);
  const twice = 2 * numerator + 10_000;
  return (twice - (twice % 20_000)) / 20_000;
}

/**
 * An offer's original price kept in step with a percentage change: changed by the same percentage
 * (so the discount the card shows stays), and dropped when, after rounding, it is no longer above
 * the new price (an original price not above the price means no discount; docs/product-rules.md).
 */
export function changeOriginalByPercent(
  originalCents: number | null,
  newPriceCents: number,
  percent: number,
): number | null {
  if (originalCents == null) return null;
  const changed = changeByPercent(originalCents, percent);
  return changed > newPriceCents ? changed : null;
}

/**
 * "Mark as offer, X % off": the original price is the price before the offer (an offer keeps its
 * own original price when it is above its price), and the price is that original less X %, rounded
 * as changeByPercent.
 */
export function offerPrices(
  product: { priceCents: number; originalCents: number | null; isOffer: boolean },
  discountPercent: number,
): { priceCents: number; originalCents: number } {
  const original =
    product.isOffer && product.originalCents != null && product.originalCents > product.priceCents
      ? product.originalCents
      : product.priceCents;
  return { priceCents: changeByPercent(original, -discountPercent), originalCents: original };
}
