import { intlOnce } from "~/i18n/intl-once";
import { language, type Locale } from "~/i18n/languages";

// docs/decisions/054-currency-hint.md: beside every price in US dollars (the price of record), an
// estimate in Brazilian reais and Paraguayan guaraníes at rates the shop sets, shown only while
// the rates are younger than their maximum age (./currency-rates.ts). Display only: nothing is
// ever stored, sent or priced in these currencies. Pure, shared by the server and the browser.

/** What a page needs to show the hint: the rates (null when not set), their date and expiry. */
export interface CurrencyRates {
  /** Reais per dollar as the profile keeps it: decimal text ("5.4321"). */
  brl: string | null;
  /** Guaraníes per dollar, whole ("7350"). */
  pyg: string | null;
  setAt: string;
  expiresAt: string;
}

/** A kept rate ("5.4321") in units of 10^-decimals (54321 for 4), exactly. */
function units(kept: string, decimals: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(kept);
  if (!m || (m[2] ?? "").length > decimals) throw new Error(`not a kept rate: ${kept}`);
  return BigInt(m[1]! + (m[2] ?? "").padEnd(decimals, "0"));
}

function usdCentsOf(usdCents: number): bigint {
  if (!Number.isSafeInteger(usdCents) || usdCents < 0) throw new Error(`not cents: ${usdCents}`);
  return BigInt(usdCents);
}

/** A price in US cents in Brazilian cents at `brlPerUsd` reais a dollar, rounded half up. */
export function toBrlCents(usdCents: number, brlPerUsd: string): number {
  // cents × (reais per dollar × 10^4) = Brazilian cents × 10^4
  const scaled = usdCentsOf(usdCents) * units(brlPerUsd, 4);
  return Number((scaled + 5_000n) / 10_000n);
}

/**
 * A price in US cents in guaraníes at `pygPerUsd` guaraníes a dollar, rounded to the nearest
 * thousand, half up (shops in Paraguay price to the thousand).
 */
export function toPygRounded(usdCents: number, pygPerUsd: string): number {
  // cents × guaraníes per dollar = guaraníes × 100; a thousand guaraníes is 100,000 of those.
  const scaled = usdCentsOf(usdCents) * units(pygPerUsd, 0);
  return Number((scaled + 50_000n) / 100_000n) * 1000;
}

type HintCurrency = "BRL" | "PYG";
const COUNTRY: Record<HintCurrency, string> = { BRL: "BR", PYG: "PY" };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Amounts as the page's language writes them: the currency's own symbol where the language's
 * region is the currency's country (Paraguay writes "Gs. 148.000"), its narrow symbol elsewhere
 * ("R$ 102,50", "₲ 148.000"; "R$102.50", "₲148,000" in English), never the ISO code.
 */
function formatFor(currency: HintCurrency, locale: Locale): Intl.NumberFormat {
  const key = `${currency} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    const intl = language(locale).intl;
    const local = new Intl.Locale(intl).region === COUNTRY[currency];
    format = new Intl.NumberFormat(intl, {
      style: "currency",
      currency,
      currencyDisplay: local ? "symbol" : "narrowSymbol",
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The hint beside a price: each set rate's amount, reais first, in the page's language
 * (["R$ 102,50", "₲ 148.000"]); empty for a price of zero, which has nothing to estimate.
 */
export function currencyHint(usdCents: number, rates: CurrencyRates, locale: Locale): string[] {
  if (usdCents <= 0) return [];
  const out: string[] = [];
  // Cents as a Number divided by 100 is exact to the cent for any price a shop has.
  if (rates.brl) out.push(formatFor("BRL", locale).format(toBrlCents(usdCents, rates.brl) / 100));
  if (rates.pyg) out.push(formatFor("PYG", locale).format(toPygRounded(usdCents, rates.pyg)));
  return out;
}

/**
 * The symbols of the set rates' currencies as the hint writes them, joined as the language joins
 * a list ("R$ e ₲", "R$ and ₲", "R$ y Gs."), for the note that says what the hint is.
 */
export function hintCurrencies(rates: CurrencyRates, locale: Locale): string {
  const symbols = (["BRL", "PYG"] as const)
    .filter((currency) => (currency === "BRL" ? rates.brl : rates.pyg))
    .map(
      (currency) =>
        formatFor(currency, locale)
          .formatToParts(1)
          .find((part) => part.type === "currency")?.value ?? currency,
    );
  return intlOnce(
    `conjunction ${locale}`,
    () => new Intl.ListFormat(language(locale).intl, { type: "conjunction" }),
  ).format(symbols);
}
