import type { Locale } from "~/i18n/languages";
import { localized, type Localizable } from "./localized";
import { stockState, type StockState } from "./stock";

// A product's variants as the back office's product table shows them
// (docs/decisions/065-product-variants.md): the stock column, the list under a product with
// options, and the one variant whose stock the row edits.

/** A variant as the server reads it (app/.server/catalogue/variants.server.ts), in part. */
export interface AdminVariantSource {
  id: number;
  sku: string | null;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  stock: number | null;
  values: readonly { value: Localizable<"label"> }[];
}

export interface AdminVariant {
  id: number;
  sku: string | null;
  /** Its values' labels in the admin's language, in the options' order ("127 V"). */
  labels: string[];
  priceCents: number;
  originalPriceCents: number | null;
  isOffer: boolean;
  /** A whole number, or null when not tracked. */
  stock: number | null;
}

export interface AdminVariants {
  /** Whether the product has options (else its one variant is the product itself). */
  hasOptions: boolean;
  /** Its options' attribute codes: specifications whose values are its variants'. */
  options: string[];
  list: AdminVariant[];
}

export function toAdminVariants(
  source:
    { options: readonly { code: string }[]; variants: readonly AdminVariantSource[] } | undefined,
  locale: Locale,
): AdminVariants {
  return {
    hasOptions: (source?.options.length ?? 0) > 0,
    options: (source?.options ?? []).map((o) => o.code),
    list: (source?.variants ?? []).map((v) => ({
      id: v.id,
      sku: v.sku,
      labels: v.values.map((x) => localized(x.value, "label", locale)),
      priceCents: v.price_cents,
      originalPriceCents: v.original_price_cents,
      isOffer: v.is_special_offer,
      stock: v.stock,
    })),
  };
}

/** What the stock column says of a product: its tracked units, and how many variants are short. */
export interface StockSummary {
  /** The sum of its tracked variants' stock; null when none is tracked. */
  tracked: number | null;
  /** Some of its variants are not tracked. */
  untracked: boolean;
  low: number;
  soldOut: number;
}

/** Rule: a product's stock is the sum of its tracked variants' (none tracked: "não controlado"). */
export function stockSummary(variants: readonly AdminVariant[], threshold: number): StockSummary {
  const summary: StockSummary = { tracked: null, untracked: false, low: 0, soldOut: 0 };
  for (const v of variants) {
    if (v.stock == null) summary.untracked = true;
    else summary.tracked = (summary.tracked ?? 0) + v.stock;
    const state: StockState = stockState(v.stock, threshold);
    if (state.kind === "low") summary.low += 1;
    if (state.kind === "soldOut") summary.soldOut += 1;
  }
  return summary;
}
