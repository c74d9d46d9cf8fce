import type { z } from "zod";
import { DEFAULT_LOCALE, OTHER_LOCALES, type Locale, type OtherLocale } from "~/i18n/languages";

/**
 * A content field in every language: the default language's text in the unsuffixed column
 * (`name`), every other language's in `{field}_{code}` (`name_en`, `name_es`), which may be
 * empty (docs/decisions/044-languages-as-a-table.md).
 */
export type Localizable<F extends string> = { [K in F]: string } & {
  [K in `${F}_${OtherLocale}`]?: string | null;
};

/**
 * The `{field}_{code}` columns of the other languages `L` (all of them unless told), each holding a
 * `V`: for a table's interface, a view or a DTO (`ContentColumns<"title">` is `title_en`, `title_es`).
 */
export type ContentColumns<
  F extends string,
  V = string | null,
  L extends OtherLocale = OtherLocale,
> = { [K in `${F}_${L}`]: V };

/**
 * Languages whose category name is required (NOT NULL): English was, before languages were a table
 * (migration 2026-11-22T0000). A language added since has an optional one, as on every other
 * content column.
 */
export const REQUIRED_CATEGORY_NAME_LOCALES = ["en"] as const satisfies readonly OtherLocale[];
export type RequiredCategoryNameLocale = (typeof REQUIRED_CATEGORY_NAME_LOCALES)[number];

/**
 * One value per language of `locales`, keyed by its column: `{ name_en: make("en"), name_es:
 * make("es") }`.
 */
export function perLanguageIn<F extends string, L extends OtherLocale, V>(
  field: F,
  locales: readonly L[],
  make: (locale: L) => V,
): ContentColumns<F, V, L> {
  // Object.fromEntries cannot type its keys: they are `${field}_${locale}` for each locale given.
  return Object.fromEntries(locales.map((l) => [`${field}_${l}`, make(l)])) as ContentColumns<
    F,
    V,
    L
  >;
}

/** One value per language other than the default, keyed by its `{field}_{code}` column. */
export function perLanguage<F extends string, V>(
  field: F,
  make: (locale: OtherLocale) => V,
): ContentColumns<F, V> {
  return perLanguageIn(field, OTHER_LOCALES, make);
}

/**
 * A Zod shape with a field's `{field}_{code}` keys, one schema each, made per language (so each
 * can carry its own description, and no schema object is shared between keys).
 */
export function localizedShape<F extends string, S extends z.ZodType>(
  field: F,
  schema: (locale: OtherLocale) => S,
): ContentColumns<F, S> {
  return perLanguage(field, schema);
}

/**
 * A row's own texts of a field in every other language, as stored (no fallback): what a DTO copies
 * or a write stores. Each key keeps the row's type for it.
 */
export function pickContent<F extends string, R extends ContentColumns<F, unknown>>(
  row: R,
  field: F,
): { [K in `${F}_${OtherLocale}`]: R[K] } {
  // The key is `${field}_${locale}`, one of R's content keys; indexing by a built key loses that.
  return perLanguage(field, (l) => row[`${field}_${l}` as keyof R]) as {
    [K in `${F}_${OtherLocale}`]: R[K];
  };
}

/** The field's column names, every language's, for a select: `["name", "name_en", "name_es"]`. */
export function contentColumns<F extends string>(field: F): [F, ...`${F}_${OtherLocale}`[]] {
  return [field, ...OTHER_LOCALES.map((l) => `${field}_${l}` as const)];
}

/**
 * The text of a content field in a language: that language's column when it holds text, else the
 * default language's (an empty Spanish name shows the Portuguese one, as English does).
 */
export function localized<F extends string>(row: Localizable<F>, field: F, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return row[field];
  const own = (row as Partial<Record<string, string | null>>)[`${field}_${locale}`];
  return own && own.trim() ? own : row[field];
}
