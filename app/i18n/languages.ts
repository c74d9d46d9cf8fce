/**
 * The shop's languages, one row each. Everything that varies by language derives from this table:
 * the store's routes (app/routes/store/routes.ts), hreflang and the sitemap's alternates, the
 * language menu, the message catalogues' types (app/i18n/texts.ts), the content columns'
 * fallbacks (app/lib/localized.ts) and the audit's page list. README "Adding a language" gives the
 * steps; docs/decisions/044-languages-as-a-table.md why.
 *
 * `numbers` is how `intl` writes whole numbers and dollar prices (its group and decimal marks, and
 * what comes before a price), so the store writes them without building an Intl.NumberFormat in
 * the browser (app/i18n/plain-numbers.ts says why; its test holds each row to what Intl writes).
 *
 * `english` is the language's name in English, for what is written in English whatever the page's
 * language (the JSON API's documentation).
 *
 * The first row is the default language: its pages have no prefix, its content lives in the
 * unsuffixed columns (`name`, `title`), and it is `x-default` for search engines.
 */
export const LANGUAGES = [
  {
    code: "pt",
    prefix: "",
    tag: "pt-BR",
    intl: "pt-BR",
    og: "pt_BR",
    numbers: { group: ".", decimal: ",", dollar: "$\u00a0" },
    name: "Português",
    english: "Portuguese",
  },
  {
    code: "en",
    prefix: "/en",
    tag: "en",
    intl: "en-US",
    og: "en_US",
    numbers: { group: ",", decimal: ".", dollar: "$" },
    name: "English",
    english: "English",
  },
  {
    code: "es",
    prefix: "/es",
    tag: "es",
    intl: "es-PY",
    og: "es_PY",
    numbers: { group: ".", decimal: ",", dollar: "$\u00a0" },
    name: "Español",
    english: "Spanish",
  },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type Locale = Language["code"];
/** The languages other than the default one: their content has `_{code}` columns. */
export type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

export const DEFAULT_LOCALE = LANGUAGES[0].code;
export const LOCALES: readonly Locale[] = LANGUAGES.map((l) => l.code);
export const OTHER_LOCALES = LOCALES.filter((l): l is OtherLocale => l !== DEFAULT_LOCALE);

const byCode = new Map<string, Language>(LANGUAGES.map((l) => [l.code, l]));

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && byCode.has(value);
}

/** The table's row for a language. */
export function language(locale: Locale): Language {
  return byCode.get(locale) ?? LANGUAGES[0];
}
