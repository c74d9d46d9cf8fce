import { formatNumber } from "./format";
import { language, type Locale } from "./languages";
import { fill } from "./fill";

/**
 * A message that takes a count: one text per plural form of the language, keyed by the CLDR
 * category Intl.PluralRules gives (`one`, `other`, and `zero`, `two`, `few`, `many` where a
 * language has them). Every language gives `one` and `other`; a form it does not give falls back to
 * `other` (Spanish and Portuguese `many` is only for whole millions: "1.000.000 productos" reads
 * right with `other`). Every form writes `{count}`: in Portuguese `one` covers 0 as well as 1.
 * app/i18n/plurals.test.ts sweeps every such message in every language.
 */
export type Plural = { readonly one: string; readonly other: string } & {
  readonly [form in Exclude<Intl.LDMLPluralRule, "one" | "other">]?: string;
};

const FORMS: ReadonlySet<string> = new Set<Intl.LDMLPluralRule>([
  "zero",
  "one",
  "two",
  "few",
  "many",
  "other",
]);

/** Whether a catalogue entry is a plural message (an object of plural forms only). */
export function isPlural(value: unknown): value is Plural {
  if (typeof value !== "object" || value === null) return false;
  const entries = Object.entries(value);
  return (
    "one" in value &&
    "other" in value &&
    entries.every(([form, text]) => FORMS.has(form) && typeof text === "string")
  );
}

const rules = new Map<Locale, Intl.PluralRules>();

/** The plural category of a count in a language ("one", "other", ...). */
export function pluralForm(locale: Locale, count: number): Intl.LDMLPluralRule {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(language(locale).intl);
    rules.set(locale, r);
  }
  return r.select(count);
}

/**
 * A plural message for a count: the language's form for it, with `{count}` written as the language
 * writes numbers ("1 marca", "100.000 produtos", "100,000 products") and any other `{name}` filled
 * from `values`.
 */
export function plural(
  locale: Locale,
  message: Plural,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const template = message[pluralForm(locale, count)] ?? message.other;
  return fill(template, { ...values, count: formatNumber(locale, count) });
}
