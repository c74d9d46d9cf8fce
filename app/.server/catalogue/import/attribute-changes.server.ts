import type { ProductAttributeValue } from "~/lib/attributes";
import type { AttributeCatalogue } from "../attributes.server";
import { readAttributeCell, type StoredValue } from "./attribute-cells.server";
import type { AttributeColumn } from "./attribute-columns.server";
import type { Ref } from "./references.server";
import type { AttributeKey, ParsedRow, RowError } from "./types";

// What a row's specification columns do to a product
// (docs/decisions/047-catalogue-import.md, "Specifications"). As for the other fields, an absent
// column changes nothing and an empty cell leaves the product without that value; only values
// that differ from the stored ones are written, so a file exported and imported unchanged plans
// no change.

/** The specifications a row changes on one product. */
export interface AttributeChange {
  fields: AttributeKey[];
  /** Values to write, replacing the product's value of the same attribute if it has one. */
  set: ProductAttributeValue[];
  /** Attributes whose value the product loses. */
  clear: number[];
}

/** A row's specification cells: each attribute's value (null: none), and an error per bad cell. */
export function readAttributeValues(
  parsed: ParsedRow,
  columns: readonly AttributeColumn[],
): { values: Map<number, StoredValue | null>; errors: RowError[] } {
  const values = new Map<number, StoredValue | null>();
  const errors: RowError[] = [];
  for (const column of columns) {
    const read = readAttributeCell(column.def, parsed.other?.[column.index]);
    if (read.ok) values.set(column.def.id, read.value);
    else
      errors.push({
        row: parsed.row,
        column: column.header,
        field: column.key,
        code: read.code,
        params: { column: column.header, value: read.value },
      });
  }
  return { values, errors };
}

function sameValue(stored: StoredValue | undefined, wanted: StoredValue | null): boolean {
  if (!stored || !wanted) return !stored && !wanted;
  return stored.valueId === wanted.valueId && stored.number === wanted.number;
}

/**
 * What the row's values change on a product that has `current` (a new product has none): the
 * values that differ, and the ones an empty cell takes away. Null when nothing changes.
 */
export function attributeChange(
  current: readonly ProductAttributeValue[],
  wanted: ReadonlyMap<number, StoredValue | null> | undefined,
  columns: readonly AttributeColumn[],
): AttributeChange | null {
  if (!wanted || wanted.size === 0) return null;
  const stored = new Map(current.map((v) => [v.attributeId, v]));
  const change: AttributeChange = { fields: [], set: [], clear: [] };
  for (const column of columns) {
    const id = column.def.id;
    if (!wanted.has(id)) continue;
    const value = wanted.get(id)!;
    if (sameValue(stored.get(id), value)) continue;
    change.fields.push(column.key);
    if (value === null) change.clear.push(id);
    else change.set.push({ attributeId: id, ...value });
  }
  return change.fields.length > 0 ? change : null;
}

/**
 * The category a product has after the row: the row's (an existing one's id; null for one the
 * import would create, which lists no attributes yet), else the product's own.
 */
export function categoryAfter(
  category: Ref | undefined,
  current: { category_id: number | null } | null,
): number | null {
  if (category) return "id" in category ? category.id : null;
  return current?.category_id ?? null;
}

/**
 * A value set for an attribute the product's category does not list is a row error: the store
 * shows a category's attributes, so the value would be kept but never seen. Only values the row
 * changes are checked: a value a product already has (its category changed since) reads back
 * unchanged, and emptying one is always allowed.
 */
export function outsideCategoryErrors(
  row: number,
  change: AttributeChange | null,
  categoryId: number | null,
  catalogue: AttributeCatalogue,
  columns: readonly AttributeColumn[],
): RowError[] {
  if (!change) return [];
  const listed = new Set(categoryId === null ? [] : (catalogue.byCategory.get(categoryId) ?? []));
  return change.set
    .filter((v) => !listed.has(v.attributeId))
    .map((v) => {
      const column = columns.find((c) => c.def.id === v.attributeId)!;
      return {
        row,
        column: column.header,
        field: column.key,
        code: "attributeNotInCategory",
        params: { column: column.header },
      };
    });
}
