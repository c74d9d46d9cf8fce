import { language, type Locale } from "~/i18n/languages";
import type { CurrencyRates } from "./currency-hint";

// docs/decisions/054-currency-hint.md: the exchange rates of the currency hint as the shop keeps
// them (store settings): how an administrator types them, their ranges, the date the server gives
// them and whether they are still fresh. The display of the hint is ./currency-hint.ts, which
// store pages load; this module is the settings' and the server's. Free of zod (./zod-csp.ts).

export type HintCurrency = "BRL" | "PYG";

/**
 * The rates an administrator may set, per US dollar: reais with up to four decimals, guaraníes
 * whole (the guaraní has no minor unit). Outside these ranges a rate is a typing mistake.
 */
export const RATE_LIMITS = {
  BRL: { min: 1, max: 20, decimals: 4 },
  PYG: { min: 1000, max: 50_000, decimals: 0 },
} as const satisfies Record<HintCurrency, { min: number; max: number; decimals: number }>;

/** How long a rate stays shown, in days: 7 unless the shop says otherwise. */
export const RATES_MAX_AGE_DAYS = { default: 7, min: 1, max: 90 } as const;

const DAY_MS = 86_400_000;

/**
 * The rate settings of the store profile (app/lib/store-profile.ts). Rates are kept as decimal
 * text ("5.4321", "7350"), empty when not set, so no binary fraction ever enters the rule.
 */
export interface RateSettings {
  brl_per_usd: string;
  pyg_per_usd: string;
  /** ISO-8601 instant the server stamped when a rate last changed; empty when none was ever set. */
  rates_set_at: string;
  rates_max_age_days: number;
}

const BRL_TEXT = /^(\d+)(?:[.,](\d+))?$/;
// Whole guaraníes, plain or grouped by three with points, commas or spaces ("7.350", "7 350").
const PYG_TEXT = /^(?:\d{1,3}(?:[., \u00a0\u202f]\d{3})+|\d+)$/;

/**
 * A rate as an administrator types it, as the profile keeps it ("5,4321" → "5.4321", "7.350" →
 * "7350"), or null when it is not a rate in RATE_LIMITS's range. Reais take a comma or a point
 * as the decimal mark; guaraníes are whole, and a point, comma or space between groups of three
 * digits is a thousands separator.
 */
export function parseRate(currency: HintCurrency, input: string): string | null {
  const text = input.trim();
  const { min, max, decimals } = RATE_LIMITS[currency];
  let whole: string;
  let fraction = "";
  if (currency === "BRL") {
    const m = BRL_TEXT.exec(text);
    if (!m || (m[2] ?? "").length > decimals) return null;
    whole = m[1]!;
    fraction = (m[2] ?? "").replace(/0+$/, "");
  } else {
    if (!PYG_TEXT.test(text)) return null;
    whole = text.replace(/\D/g, "");
  }
  // In units of 10^-decimals, to compare with the range exactly.
  const scale = 10n ** BigInt(decimals);
  const units = BigInt(whole) * scale + BigInt(fraction.padEnd(decimals, "0") || "0");
  if (units < BigInt(min) * scale || units > BigInt(max) * scale) return null;
  const kept = BigInt(whole).toString();
  return fraction ? `${kept}.${fraction}` : kept;
}

/** A kept rate as the administrator's language writes it, for the settings form ("5,4321"). */
export function rateForInput(currency: HintCurrency, kept: string, locale: Locale): string {
  if (!kept) return "";
  const intl = language(locale).intl;
  if (currency === "PYG") return new Intl.NumberFormat(intl).format(Number(kept));
  const mark = new Intl.NumberFormat(intl).formatToParts(1.5).find((p) => p.type === "decimal");
  return kept.replace(".", mark?.value ?? ".");
}

/** The instant (ms) the rates stop being shown: their date plus their maximum age; null if unset. */
export function ratesExpireAt(settings: RateSettings): number | null {
  if (!settings.brl_per_usd && !settings.pyg_per_usd) return null;
  const setAt = Date.parse(settings.rates_set_at);
  if (Number.isNaN(setAt)) return null;
  return setAt + settings.rates_max_age_days * DAY_MS;
}

/** Whether a rate is set and younger than its maximum age at `now` (ms): the hint shows. */
export function ratesAreFresh(settings: RateSettings, now: number): boolean {
  const expiresAt = ratesExpireAt(settings);
  return expiresAt !== null && now < expiresAt;
}

/** The rates a page rendered at `now` shows, or null when there are none or they are stale. */
export function freshRates(settings: RateSettings, now: number): CurrencyRates | null {
  const expiresAt = ratesExpireAt(settings);
  if (expiresAt === null || now >= expiresAt) return null;
  return {
    brl: settings.brl_per_usd || null,
    pyg: settings.pyg_per_usd || null,
    setAt: settings.rates_set_at,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/**
 * The date a save gives the rates: now when a rate changed, was never dated, or the administrator
 * says the same rates still hold today (`renew`); the date they had otherwise; none without rates.
 */
export function ratesSetAt(
  before: RateSettings,
  after: Pick<RateSettings, "brl_per_usd" | "pyg_per_usd">,
  now: Date,
  renew = false,
): string {
  if (!after.brl_per_usd && !after.pyg_per_usd) return "";
  const changed =
    before.brl_per_usd !== after.brl_per_usd || before.pyg_per_usd !== after.pyg_per_usd;
  return changed || renew || !before.rates_set_at ? now.toISOString() : before.rates_set_at;
}
