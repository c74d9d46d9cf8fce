import type { AttributeType } from "~/lib/attributes";
import { normalizeSearch } from "~/lib/search-text";
import type { TokenGroup } from "./contains.server";

// Search finds specifications ("220v", "bivolt", "18 v"). A product's search
// document carries its attribute values' texts in every language, and a number with its unit is
// written both apart and together ("18 v 18v"), as shoppers type it either way. The query side
// reads "18 v" and "18v" as one measure that must start a word, so "20v" does not find "220 V".

/** Units a number may carry in a query or a value (lower case, as normalised text has them). */
const UNITS = new Set([
  "v",
  "w",
  "kw",
  "mm",
  "cm",
  "m",
  "km",
  "kg",
  "g",
  "t",
  "l",
  "ml",
  "cc",
  "cv",
  "hp",
  "ah",
  "mah",
  "lb",
  "rpm",
  "bar",
  "psi",
  "pol",
]);

const NUMBER = /^\d+(?:[.,]\d+)?$/;
const MEASURE = /^(\d+(?:[.,]\d+)?)(\p{L}+)$/u;

/** One product's value of one attribute, as its search text is made. */
export interface SpecForSearch {
  type: AttributeType;
  unit: string | null;
  number: number | null;
  /** A choice's label in every language (empty ones are skipped). */
  labels: readonly (string | null | undefined)[];
}

/** "bateria 18 v" → "bateria 18v": each number followed by a unit, written together. */
function joinUnits(text: string): string {
  const words = text.split(" ");
  const out: string[] = [];
  for (const word of words) {
    const last = out[out.length - 1];
    if (last !== undefined && NUMBER.test(last) && UNITS.has(word)) out[out.length - 1] += word;
    else out.push(word);
  }
  return out.join(" ");
}

/** A stored number as JSON writes it, without float noise (6.35, not 6.3500000001). */
function numberText(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

/**
 * The search text of a product's attribute values, normalised (lib/search-text.ts): each choice's
 * labels in every language, each as written and with its measures joined ("220 v 220v"); each
 * number with its unit apart and together, with a decimal point and a comma ("6.35 mm 6.35mm
 * 6,35 mm 6,35mm"). Yes/no values add nothing: "sim" or "yes" would match every product.
 */
export function specSearchText(specs: readonly SpecForSearch[]): string {
  const parts = new Set<string>();
  for (const spec of specs) {
    if (spec.type === "choice") {
      for (const label of spec.labels) {
        const text = normalizeSearch(label ?? "");
        if (!text) continue;
        parts.add(text);
        parts.add(joinUnits(text));
      }
    } else if (spec.type === "number" && spec.number != null) {
      const n = numberText(spec.number);
      const unit = normalizeSearch(spec.unit ?? "");
      for (const form of new Set([n, n.replace(".", ",")])) {
        if (!unit) parts.add(form);
        else for (const text of [`${form} ${unit}`, `${form}${unit}`]) parts.add(text);
      }
    }
  }
  return [...parts].join(" ");
}

/** A query word, or a measure read from one or two words, with what it matches. */
export interface QueryTerm {
  /** The word (a measure's number and unit together: "18v"). */
  word: string;
  /**
   * A measure's forms, each after a space so it starts a word: " 18v" and " 18 v". A name that
   * begins with a measure ("12V …") is still found by the name-prefix tier. Undefined for a plain
   * word.
   */
  forms?: TokenGroup;
}

const measure = (number: string, unit: string): QueryTerm => ({
  word: `${number}${unit}`,
  forms: [` ${number}${unit}`, ` ${number} ${unit}`],
});

/** The query's terms: "bateria 18 v" → "bateria", and the measure "18v" (" 18v" or " 18 v"). */
export function queryTerms(tokens: readonly string[]): QueryTerm[] {
  const terms: QueryTerm[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const joined = MEASURE.exec(token);
    if (NUMBER.test(token) && next !== undefined && UNITS.has(next)) {
      terms.push(measure(token, next));
      i++;
    } else if (joined && UNITS.has(joined[2]!)) {
      terms.push(measure(joined[1]!, joined[2]!));
    } else {
      terms.push({ word: token });
    }
  }
  return terms;
}
