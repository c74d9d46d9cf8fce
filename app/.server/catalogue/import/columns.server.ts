import { textsFor } from "~/i18n/texts";
import {
  DEFAULT_LOCALE,
  language,
  LANGUAGES,
  LOCALES,
  OTHER_LOCALES,
  type Locale,
  type OtherLocale,
} from "~/i18n/languages";
import { contentColumns } from "~/lib/localized";
import type { ColumnKey } from "./types";

/** The columns every language writes once. */
const PLAIN_COLUMNS = [
  "id",
  "sku",
  "brand",
  "category",
  "price",
  "original_price",
  "is_special_offer",
  "offer_starts_at",
  "offer_ends_at",
  "in_stock",
  "stock",
  "group",
  "options",
  "images",
] as const;
/** The content fields, one column per language (`name`, and `name_{code}` for the others). */
const CONTENT_FIELDS = ["name", "description"] as const;

/**
 * Every column the import knows, in the export's order: a variant's own columns (sku, prices,
 * offer, stock) and the product's, then `grupo` and `opções` (one product's rows share them).
 */
export const COLUMN_KEYS: readonly ColumnKey[] = [
  "id",
  "sku",
  ...contentColumns("name"),
  ...contentColumns("description"),
  "brand",
  "category",
  "price",
  "original_price",
  "is_special_offer",
  "offer_starts_at",
  "offer_ends_at",
  "in_stock",
  "stock",
  "group",
  "options",
  "images",
];

/**
 * A column title reduced to what matching compares: lower case, no accents, every run of other
 * characters (spaces, _, parentheses, hyphens) one space. "Preço Original" and "preco_original"
 * are the same title.
 */
export function normalizeHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The words that name a language in a title: its code, its own name, and its name in each catalogue. */
function languageWords(locale: OtherLocale): string[] {
  return [
    locale,
    language(locale).name,
    language(locale).english,
    ...LOCALES.map((l) => textsFor(l).adminSections.catalogueImport.languageNames[locale]),
  ];
}

/** Every title each column answers to, in every catalogue's words, normalised. */
function buildTitles(): Map<string, ColumnKey> {
  const titles = new Map<string, ColumnKey>();
  const add = (title: string, key: ColumnKey) => {
    const normal = normalizeHeader(title);
    if (normal && !titles.has(normal)) titles.set(normal, key);
  };
  for (const locale of LOCALES) {
    const t = textsFor(locale).adminSections.catalogueImport;
    const namesOf = (key: keyof typeof t.columns) => [
      t.columns[key],
      ...t.synonyms[key].split("|").filter(Boolean),
    ];
    for (const key of PLAIN_COLUMNS) for (const title of namesOf(key)) add(title, key);
    for (const field of CONTENT_FIELDS) {
      for (const title of namesOf(field)) {
        add(title, field);
        // "nome (pt)", "nome português": the default language's column is the plain one.
        add(`${title} ${DEFAULT_LOCALE}`, field);
        for (const other of OTHER_LOCALES) {
          for (const word of languageWords(other)) add(`${title} ${word}`, `${field}_${other}`);
        }
      }
    }
    // The default language's own name after a content title: "nome português".
    for (const field of CONTENT_FIELDS) {
      for (const title of namesOf(field)) {
        add(`${title} ${LANGUAGES[0].name}`, field);
        add(`${title} ${LANGUAGES[0].english}`, field);
      }
    }
  }
  return titles;
}

let titles: Map<string, ColumnKey> | undefined;

/**
 * The column a title names, in Portuguese, English or Spanish, in any case and with or without
 * accents (`Preço`, `price`, `PRECIO`, `nome (en)`, `name_es`); null for a title the import does
 * not know.
 */
export function matchHeader(header: string): ColumnKey | null {
  titles ??= buildTitles();
  return titles.get(normalizeHeader(header)) ?? null;
}

/** The title the export writes for a column, in a language: "preço", "nome (en)". */
export function columnTitle(key: ColumnKey, locale: Locale): string {
  const t = textsFor(locale).adminSections.catalogueImport.columns;
  for (const field of CONTENT_FIELDS) {
    for (const other of OTHER_LOCALES) {
      if (key === `${field}_${other}`) return `${t[field]} (${other})`;
    }
  }
  return t[key as keyof typeof t];
}
