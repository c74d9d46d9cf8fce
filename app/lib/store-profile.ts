import "./zod-csp";
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from "./stock";
import { z } from "zod";
import { LOCALES, type Locale } from "~/i18n/languages";
import { parseRate, RATES_MAX_AGE_DAYS, type HintCurrency } from "./currency-rates";

const text = (max: number) => z.string().trim().max(max);
/**
 * A text in a language added after the profile was first saved: a profile saved before holds none,
 * and empty shows the Portuguese text (app/components/store/store-profile-text.ts).
 */
const laterText = (max: number) => text(max).default("");

/**
 * The profile's texts, kept once per language as `{field}_{code}` (the default language's too),
 * with their longest length. docs/product-rules.md §9 gives the opening hours in two wordings; both
 * are kept.
 */
const PROFILE_TEXT_MAX = {
  description: 1000,
  hours_week: 100,
  hours_sunday: 100,
  hours_weekdays: 100,
  hours_saturday: 100,
  free_shipping: 200,
  /** A note for shoppers from Brazil (the allowance per person); empty hides it. */
  brazil_note: 500,
} as const;
export type ProfileTextField = keyof typeof PROFILE_TEXT_MAX;
const PROFILE_TEXT_FIELDS = Object.keys(PROFILE_TEXT_MAX) as ProfileTextField[];

/**
 * The demo profile's texts (a database without a profile shows them), in the languages the profile
 * was first saved with: every saved profile holds those. A language missing here came later: its
 * texts may be absent from a saved profile and default to empty, so a profile saved before it
 * shows its own Portuguese on that language's pages, not the demo's words. The demo catalogue's
 * seed adds the demo's texts in the later languages (app/.server/db/seed/).
 */
const FIRST_TEXTS: Record<ProfileTextField, Partial<Record<Locale, string>>> = {
  description: {
    pt: "Loja de ferramentas e equipamentos em Salto del Guairá: ferramentas manuais, máquinas elétricas, movimentação de carga, construção civil, jardim e agricultura.",
    en: "Tools and equipment store in Salto del Guairá: hand tools, electric machines, cargo handling, civil construction, garden and agriculture.",
  },
  hours_week: { pt: "Segunda a Sábado: 7h às 17h", en: "Mon–Sat 7am to 5pm" },
  hours_sunday: { pt: "Domingo: 7h às 12h", en: "Sunday 7am to 12pm" },
  hours_weekdays: { pt: "Segunda a Sexta: 7h às 17h", en: "Monday to Friday: 7am to 5pm" },
  hours_saturday: { pt: "Sábado: 7h às 17h", en: "Saturday: 7am to 5pm" },
  free_shipping: { pt: "Frete grátis para todo o país", en: "Free shipping nationwide" },
  // Came later than every language: absent from profiles saved before, empty by default.
  brazil_note: {},
};

/** One value per profile text and language, keyed `{field}_{code}`. */
function profileTexts<V>(
  make: (field: ProfileTextField, locale: Locale) => V,
): Record<`${ProfileTextField}_${Locale}`, V> {
  // Object.fromEntries cannot type its keys: they are every field's `${field}_${locale}`.
  return Object.fromEntries(
    PROFILE_TEXT_FIELDS.flatMap((field) =>
      LOCALES.map((locale) => [`${field}_${locale}`, make(field, locale)]),
    ),
  ) as Record<`${ProfileTextField}_${Locale}`, V>;
}

/**
 * A rate per US dollar (docs/decisions/054-currency-hint.md): empty when not set, else the
 * administrator's text kept as exact decimal text ("5,4321" → "5.4321"); a rate out of range is
 * refused with the message key `brlRate` or `pygRate`.
 */
const rate = (currency: HintCurrency) =>
  text(20)
    .default("")
    .transform((value, ctx) => {
      if (value === "") return "";
      const kept = parseRate(currency, value);
      if (kept === null) {
        ctx.issues.push({ code: "custom", message: `${currency.toLowerCase()}Rate`, input: value });
        return z.NEVER;
      }
      return kept;
    });

/** The shop's own details, edited in the back office and read by the storefront. */
export const storeProfileSchema = z.object({
  name: text(100).min(1),
  ...profileTexts((field, locale) =>
    FIRST_TEXTS[field][locale] === undefined
      ? laterText(PROFILE_TEXT_MAX[field])
      : text(PROFILE_TEXT_MAX[field]),
  ),
  email: z.email().max(200),
  phones: z.array(text(40)).length(4),
  whatsapp: text(40),
  address: text(300),
  city: text(100),
  country: text(100),
  map_url: z.union([z.url({ protocol: /^https$/ }).max(2000), z.literal("")]),
  map_embed_url: z.union([z.url({ protocol: /^https$/ }).max(2000), z.literal("")]),
  // The estimate in reais and guaraníes beside every price. The date is the
  // server's (currency-hint.ts ratesSetAt), never the form's.
  brl_per_usd: rate("BRL"),
  pyg_per_usd: rate("PYG"),
  rates_set_at: z.union([z.iso.datetime(), z.literal("")]).default(""),
  rates_max_age_days: z.coerce
    .number()
    .int()
    .min(RATES_MAX_AGE_DAYS.min)
    .max(RATES_MAX_AGE_DAYS.max)
    .default(RATES_MAX_AGE_DAYS.default),
  // Each product feed on or off (/feeds/google.xml, /feeds/meta.csv).
  feed_google: z.boolean().default(true),
  feed_meta: z.boolean().default(true),
  // A tracked variant at or under it says "Últimas N unidades" (app/lib/stock.ts).
  low_stock_threshold: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_LOW_STOCK_THRESHOLD)
    .default(DEFAULT_LOW_STOCK_THRESHOLD),
});

export type StoreProfile = z.infer<typeof storeProfileSchema>;

/**
 * The profile a database without one shows, and the fallback of each field a saved profile lacks:
 * its texts in a later language are empty (FIRST_TEXTS).
 */
export const DEMO_STORE_PROFILE: StoreProfile = {
  name: "YouTools",
  ...profileTexts((field, locale) => FIRST_TEXTS[field][locale] ?? ""),
  email: "contato@example.com",
  phones: [
    "+595 900 000 001 (exemplo)",
    "+595 900 000 002 (exemplo)",
    "+595 900 000 003 (exemplo)",
    "+595 900 000 004 (exemplo)",
  ],
  whatsapp: "595900000001",
  address: "Centro",
  city: "Salto del Guairá",
  country: "Paraguay",
  map_url: "https://www.openstreetmap.org/#map=15/-24.0596/-54.3096",
  map_embed_url:
    "https://www.openstreetmap.org/export/embed.html?bbox=-54.33%2C-24.07%2C-54.29%2C-24.05&layer=mapnik",
  // No rates until the shop sets them: no estimate shows.
  brl_per_usd: "",
  pyg_per_usd: "",
  rates_set_at: "",
  rates_max_age_days: RATES_MAX_AGE_DAYS.default,
  feed_google: true,
  feed_meta: true,
  low_stock_threshold: DEFAULT_LOW_STOCK_THRESHOLD,
};
