import type { OtherLocale } from "~/i18n/languages";
import { contentColumns, localized, type Localizable } from "./localized";

/**
 * docs/product-rules.md §5 search rule, made accent-insensitive (docs/decisions/027-search.md):
 * text is trimmed, lower-cased and stripped of diacritics before a substring match.
 */
export function normalizeSearch(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase()
      // Control characters are no text to find; PostgreSQL refuses NUL in any string.
      .replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** What a product's search columns are made of: its names and descriptions in every language. */
export type SearchDocParts = Localizable<"name"> &
  Partial<Localizable<"description">> & { brandName: string };

/** A product's names, every language's that it has (`name`, `name_en`, `name_es`). */
export function allNames(p: Localizable<"name">): string[] {
  return contentColumns("name").flatMap((c) => p[c] || []);
}

/** The normalised name field: every language's name, the Portuguese first. */
export function searchName(p: Localizable<"name">): string {
  return normalizeSearch(allNames(p).join(" "));
}

/** The normalised full-search document: names, brand and descriptions, in every language. */
export function searchDoc(p: SearchDocParts): string {
  return normalizeSearch(
    [...allNames(p), p.brandName, ...contentColumns("description").map((c) => p[c])]
      .filter(Boolean)
      .join(" "),
  );
}

/**
 * The "Nome (A–Z)" key of a language other than Portuguese: the name shown on its pages (its own,
 * else the Portuguese), normalised as searchName is. Portuguese sorts by searchName.
 */
export function sortName(p: Localizable<"name">, locale: OtherLocale): string {
  return normalizeSearch(localized(p, "name", locale));
}

/** Words the typo tolerance knows: letters only, 5 or more (docs/decisions/027-search.md). */
export function vocabularyWords(text: string): string[] {
  return [
    ...new Set(
      normalizeSearch(text)
        .split(/[^\p{L}]+/u)
        .filter((w) => w.length >= 5),
    ),
  ];
}

/** Query words, normalised; empty when the query is blank. */
export function queryTokens(query: string): string[] {
  return normalizeSearch(query).split(" ").filter(Boolean);
}

/**
 * True when `a` and `b` are at most one edit apart (insert, delete, substitute, or swap of two
 * neighbours): "furadera" and "furadeira".
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1);
}

/**
 * docs/product-rules.md §9 discount rule for the "biggest discount" order, in basis points: only an
 * offer has a discount (the one its card shows), of its original price over its price; anything
 * else has 0.
 */
export function discountBasisPoints(
  priceCents: number,
  originalCents: number | null,
  onOffer: boolean,
): number {
  if (!onOffer) return 0;
  if (originalCents == null || originalCents <= priceCents || originalCents <= 0) return 0;
  return Math.floor(((originalCents - priceCents) * 10000) / originalCents);
}
