import type { AttributeDef, ProductAttributeValue } from "~/lib/attributes";
import { contentColumns } from "~/lib/localized";
import { cellText, parseYesNo } from "./cells.server";
import { normalizeHeader } from "./columns.server";
import type { Cell, RowErrorCode } from "./types";

// A specification's cell, read and written (docs/decisions/047-catalogue-import.md,
// "Specifications"). Reading: a choice by its value's code or label in any language, a number with
// or without its unit and with a decimal comma or point, yes/no as the other yes/no columns; an
// empty cell is no value. Writing: what reading takes back unchanged.

/** A value as a product stores it, without the attribute (the column says which). */
export type StoredValue = Pick<ProductAttributeValue, "valueId" | "number">;

/** A cell read: its value (null: the product has none), or the row error with its placeholders. */
export type AttributeChecked =
  { ok: true; value: StoredValue | null } | { ok: false; code: RowErrorCode; value: string };

/** The longest piece of a cell a message quotes: a 5,000-character cell is named by its start. */
const QUOTED_MAX = 60;

const quoted = (text: string) =>
  text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX - 1)}…` : text;

const fail = (code: RowErrorCode, text: string): AttributeChecked => ({
  ok: false,
  code,
  value: quoted(text),
});

/** Spaces, including the non-breaking ones Excel writes in numbers, removed. */
const compact = (text: string) => text.replace(/[\s\u00a0\u202f]/g, "");

/** A choice's values by what a cell may say: its code, or a label in any language. */
function choiceKeys(def: AttributeDef) {
  const codes = new Map(def.values.map((v) => [v.code, v.id]));
  const loose = new Map<string, Set<number>>();
  const tight = new Map<string, Set<number>>();
  const add = (map: Map<string, Set<number>>, key: string, id: number) => {
    if (!key) return;
    const ids = map.get(key) ?? new Set();
    ids.add(id);
    map.set(key, ids);
  };
  for (const v of def.values) {
    const texts = [v.code, ...contentColumns("label").flatMap((c) => (v[c] ? [v[c]] : []))];
    for (const text of texts) {
      add(loose, normalizeHeader(text), v.id);
      // "220v", "220 V" and "220-v" are one value: spaces and marks are how people differ.
      add(tight, compact(normalizeHeader(text)), v.id);
    }
  }
  return { codes, loose, tight };
}

const choiceCache = new WeakMap<AttributeDef, ReturnType<typeof choiceKeys>>();

/**
 * A choice: the value whose code the cell is (codes are unique, and what the export writes), else
 * the one whose code or label in any language it is, case, accents, spaces and punctuation aside.
 * A cell that fits two values that way is refused as ambiguous, not guessed.
 */
function readChoice(def: AttributeDef, text: string): AttributeChecked {
  let keys = choiceCache.get(def);
  if (!keys) {
    keys = choiceKeys(def);
    choiceCache.set(def, keys);
  }
  const code = keys.codes.get(text.toLowerCase());
  if (code !== undefined) return { ok: true, value: { valueId: code, number: null } };
  const normal = normalizeHeader(text);
  const ids = keys.loose.get(normal) ?? keys.tight.get(compact(normal));
  if (!ids) return fail("attributeUnknownValue", text);
  if (ids.size > 1) return fail("attributeAmbiguousValue", text);
  return { ok: true, value: { valueId: [...ids][0]!, number: null } };
}

/**
 * A number's text in any of the ways a spreadsheet writes one, as JavaScript reads it: "650",
 * "1,5" or "1.5", "1.234,5" or "1,234.5", "1.234.567", a minus sign. A lone separator before
 * exactly three digits ("1.500") is 1500 to a Brazilian and 1.5 to an American: "ambiguous".
 */
export function numberText(text: string): string | "ambiguous" | null {
  const m = /^([-−]?)(.*)$/.exec(compact(text))!;
  const sign = m[1] ? "-" : "";
  const t = m[2]!;
  if (/^\d+$/.test(t)) return sign + t;
  if (/^\d+[.,]\d{3}$/.test(t)) return "ambiguous";
  if (/^\d+[.,]\d+$/.test(t)) return sign + t.replace(",", ".");
  let g = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/.exec(t);
  g ??= /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/.exec(t);
  if (!g) return null;
  return sign + g[1]!.replace(/[.,]/g, "") + (g[2] ? `.${g[2]}` : "");
}

/** The attribute's unit at the end of a cell, in any case, with or without a space before it. */
function withoutUnit(def: AttributeDef, text: string): string {
  if (!def.unit) return text;
  const unit = def.unit.normalize("NFC").toLowerCase();
  const t = text.normalize("NFC").trimEnd();
  return t.toLowerCase().endsWith(unit) ? t.slice(0, t.length - unit.length).trimEnd() : text;
}

/** A number: a spreadsheet's number as it is; a text as numberText reads it, its unit allowed. */
function readNumber(def: AttributeDef, cell: Cell, text: string): AttributeChecked {
  if (typeof cell === "number") {
    return Number.isFinite(cell)
      ? { ok: true, value: { valueId: null, number: cell } }
      : fail("attributeNotNumber", text);
  }
  const decimal = typeof cell === "boolean" ? null : numberText(withoutUnit(def, text));
  if (decimal === "ambiguous") return fail("attributeAmbiguousNumber", text);
  const number = decimal === null ? NaN : Number(decimal);
  if (!Number.isFinite(number)) return fail("attributeNotNumber", text);
  // "-0" is 0: the export writes String(-0), "0", and a stored -0 would only puzzle a reader.
  return { ok: true, value: { valueId: null, number: number === 0 ? 0 : number } };
}

/** A specification's cell for its attribute (empty: no value). */
export function readAttributeCell(def: AttributeDef, cell: Cell | undefined): AttributeChecked {
  const text = cellText(cell);
  if (text === "") return { ok: true, value: null };
  switch (def.type) {
    case "choice":
      return readChoice(def, text);
    case "number":
      return readNumber(def, cell!, text);
    case "boolean": {
      const yes = parseYesNo(cell);
      return yes.ok
        ? { ok: true, value: { valueId: null, number: yes.value ? 1 : 0 } }
        : fail("attributeNotYesNo", text);
    }
  }
}

/**
 * A number as the export writes it in a CSV cell: as JavaScript spells it (no grouping, every
 * digit kept, so it reads back equal), with the language's decimal sign. Exactly three decimals
 * get a fourth zero (9,5250), which numberText cannot take for a thousands group.
 */
export function exportNumberText(n: number, decimalSign: string): string {
  let text = String(n);
  // Below 1e-6 JavaScript writes an exponent, which no spreadsheet user types: spell it out.
  if (/e-/.test(text)) text = n.toFixed(20).replace(/0+$/, "");
  if (/\.\d{3}$/.test(text)) text += "0";
  return text.replace(".", decimalSign);
}

/**
 * A product's value as the export's cell: a choice's code, a number (a spreadsheet number in XLSX,
 * text in the language's decimal sign in CSV), yes/no in the export's words; null for none, or a
 * value the attribute no longer has.
 */
export function exportAttributeCell(
  def: AttributeDef,
  value: StoredValue | undefined,
  words: { yes: string; no: string; decimalSign: string },
  format: "csv" | "xlsx",
): string | number | null {
  if (!value) return null;
  switch (def.type) {
    case "choice":
      return def.values.find((v) => v.id === value.valueId)?.code ?? null;
    case "number":
      if (value.number == null) return null;
      return format === "xlsx" ? value.number : exportNumberText(value.number, words.decimalSign);
    case "boolean":
      return value.number == null ? null : value.number ? words.yes : words.no;
  }
}
