import { language, type Locale } from "~/i18n/languages";
import { isPlainCents, plainDollars } from "~/i18n/plain-numbers";

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * docs/decisions/019-prices-in-integer-cents.md: USD with the narrow symbol, so Portuguese shows
 * `$ 19,90`, not `US$`.
 */
export function formatPrice(cents: number, locale: Locale): string {
  // Written by hand, exactly as Intl writes it, in the browser's hydration (app/i18n/plain-numbers.ts).
  if (isPlainCents(cents)) return plainDollars(cents, language(locale).numbers);
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(language(locale).intl, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
    });
    formatters.set(locale, f);
  }
  return f.format(cents / 100);
}

const adminFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * docs/product-rules.md §2: admin cards show the price to 2 decimals, or N/A when there is none,
 * written as the admin's language writes numbers (1.234,50 in Portuguese and Spanish, 1,234.50 in
 * English: the `intl` locale of app/i18n/languages.ts).
 */
export function formatAdminPrice(cents: number | null | undefined, locale: Locale): string {
  if (cents == null) return "N/A";
  let f = adminFormatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(language(locale).intl, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    adminFormatters.set(locale, f);
  }
  return f.format(cents / 100);
}

/**
 * docs/product-rules.md §5: a price is parsed as a decimal (step 0.01, minimum 0). Accepts "19.9",
 * "19,90" and numbers; returns integer cents, or null when the input is not a valid price.
 */
export function parsePriceToCents(input: unknown): number | null {
  if (typeof input === "number") {
    return Number.isFinite(input) && input >= 0 ? Math.round(input * 100) : null;
  }
  if (typeof input !== "string") return null;
  const text = input.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

export function centsToNumber(cents: number): number {
  return cents / 100;
}

/** Percent off, rounded down, for an offer's badge; null when there is no real discount. */
export function discountPercent(priceCents: number, originalCents: number | null): number | null {
  if (originalCents == null || originalCents <= priceCents || originalCents <= 0) return null;
  return Math.floor(((originalCents - priceCents) / originalCents) * 100);
}
