import type { AttributeDef } from "~/lib/attributes";
import { contentColumns } from "~/lib/localized";
import type { AttributeCatalogue } from "../attributes.server";
import { matchHeader, normalizeHeader } from "./columns.server";
import { ImportRefusal, type AttributeKey, type FileColumn } from "./types";

// One column per specification (docs/decisions/047-catalogue-import.md,
// "Specifications"). A column no product field's title names is a specification's when its title
// is the attribute's code, or its name in any language (with or without its unit), in any case
// and with or without accents.

/** A column of the file that carries a specification. */
export interface AttributeColumn {
  /** The column's index in the file's header. */
  index: number;
  /** Its title as the file wrote it (row errors name it). */
  header: string;
  key: AttributeKey;
  def: AttributeDef;
}

/** The field key of an attribute's column. */
export const attributeKey = (def: AttributeDef): AttributeKey => `attributes.${def.code}`;

/**
 * The title the export writes: the attribute's code, unless a product field answers to that code
 * (an attribute coded "oferta" or "marca"); then its key, `attributes.oferta`, which no field's
 * title is, so the file still reads back as it was written.
 */
export function attributeTitle(def: AttributeDef): string {
  return matchHeader(def.code) === null ? def.code : attributeKey(def);
}

/** The titles naming each attribute, normalised: codes first, then names, each to its attributes. */
function titlesOf(catalogue: AttributeCatalogue) {
  const codes = new Map<string, AttributeDef>();
  const names = new Map<string, Set<AttributeDef>>();
  for (const def of catalogue.attributes) {
    codes.set(normalizeHeader(def.code), def);
    codes.set(normalizeHeader(attributeKey(def)), def);
    for (const column of contentColumns("name")) {
      const name = def[column];
      if (!name) continue;
      // "Potência", and "Potência (W)" as a supplier's sheet often titles it.
      for (const title of def.unit ? [name, `${name} (${def.unit})`] : [name]) {
        const normal = normalizeHeader(title);
        if (!normal) continue;
        const set = names.get(normal) ?? new Set();
        set.add(def);
        names.set(normal, set);
      }
    }
  }
  return { codes, names };
}

const cache = new WeakMap<AttributeCatalogue, ReturnType<typeof titlesOf>>();

/**
 * The attribute a title names, or null. A code wins over a name (codes are unique); a name two
 * attributes share names neither (the column is ignored, as any unknown column is, and the API's
 * answer lists it without a field): guessing would write one attribute's values into another.
 */
export function matchAttributeHeader(
  header: string,
  catalogue: AttributeCatalogue,
): AttributeDef | null {
  let titles = cache.get(catalogue);
  if (!titles) {
    titles = titlesOf(catalogue);
    cache.set(catalogue, titles);
  }
  const normal = normalizeHeader(header);
  if (!normal) return null;
  const byCode = titles.codes.get(normal);
  if (byCode) return byCode;
  const byName = titles.names.get(normal);
  return byName?.size === 1 ? [...byName][0]! : null;
}

/**
 * The file's specification columns, among those no product field answers to (a product field's
 * title wins). Two columns for one attribute are refused, as two for one field are.
 */
export function matchAttributeColumns(
  columns: readonly FileColumn[],
  catalogue: AttributeCatalogue,
): AttributeColumn[] {
  const found: AttributeColumn[] = [];
  for (const [index, column] of columns.entries()) {
    if (column.key !== null) continue;
    const def = matchAttributeHeader(column.header, catalogue);
    if (!def) continue;
    if (found.some((f) => f.def.id === def.id)) throw new ImportRefusal("importDuplicateColumn");
    found.push({ index, header: column.header, key: attributeKey(def), def });
  }
  return found;
}
