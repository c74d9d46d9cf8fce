import type { StoredValue } from "./attribute-cells.server";
import type { AttributeColumn } from "./attribute-columns.server";
import type { ImageCell } from "./cells.server";
import type { ReadRow } from "./plan-row.server";
import { TEXT_KEYS, type RowValues } from "./row-values.server";
import type { ColumnKey, FieldKey, RowError } from "./types";

// A product's own columns from the rows that describe it (a group's rows, or rows naming its
// variants by SKU). The export repeats them on every row of a product, and a sheet a person
// writes may give them on the first row only: so each row may repeat the value or leave the cell
// empty (the other rows' value holds), and two rows that give different values are an error on
// the later one. Every row empty: the value is emptied, as one row's empty cell empties it.

/** The value the rows agree on, and the first row that gives it (errors about it go there). */
function agree<T>(
  reads: readonly ReadRow[],
  get: (values: RowValues) => T | undefined,
  empty: (value: T) => boolean,
  same: (a: T, b: T) => boolean,
  conflict: (row: number, first: number) => void,
): { value: T | undefined; row?: number } {
  let blank: T | undefined;
  let first: { row: number; value: T } | undefined;
  for (const r of reads) {
    const value = get(r.values);
    if (value === undefined) continue;
    if (empty(value)) blank ??= value;
    else if (!first) first = { row: r.row, value };
    else if (!same(first.value, value)) conflict(r.row, first.row);
  }
  return first ?? { value: blank };
}

const isNull = (v: unknown) => v === null;
const imageKey = (i: ImageCell) => i.hash ?? i.url;
const sameImages = (a: ImageCell[], b: ImageCell[]) =>
  a.map(imageKey).join("|") === b.map(imageKey).join("|");
const sameStored = (a: StoredValue | null, b: StoredValue | null) =>
  a?.valueId === b?.valueId && a?.number === b?.number;

/** Collects the conflicts of a group's columns as row errors. */
function conflicts(errors: RowError[]) {
  return (column: string | null, field: FieldKey) => (row: number, first: number) =>
    errors.push({ row, column, field, code: "groupConflict", params: { row: first } });
}

/** The `opções` cell the rows agree on (undefined: the file has no such column). */
export function mergeOptions(
  reads: readonly ReadRow[],
  title: string | null,
): { options: string[] | undefined; row: number; errors: RowError[] } {
  const errors: RowError[] = [];
  const norm = (o: string[]) => o.map((x) => x.toLowerCase()).join("|");
  const { value, row } = agree(
    reads,
    (v) => v.options,
    (o) => o.length === 0,
    (a, b) => norm(a) === norm(b),
    conflicts(errors)(title, "options"),
  );
  return { options: value, row: row ?? reads[0]!.row, errors };
}

/**
 * The product's own values from its rows: texts, brand, category, pictures and the
 * specifications that are not its options (`optionIds`, whose values are each variant's).
 * `rows` says which row gave each, for the errors found later.
 */
export function mergeProductValues(
  reads: readonly ReadRow[],
  titleOf: (key: ColumnKey) => string | null,
  columns: readonly AttributeColumn[],
  optionIds: ReadonlySet<number>,
): { values: RowValues; rows: Partial<Record<ColumnKey, number>>; errors: RowError[] } {
  const errors: RowError[] = [];
  const conflict = conflicts(errors);
  const values: RowValues = { texts: {} };
  const rows: Partial<Record<ColumnKey, number>> = {};
  const text = (key: ColumnKey, get: (v: RowValues) => string | null | undefined) => {
    const found = agree(reads, get, isNull, (a, b) => a === b, conflict(titleOf(key), key));
    if (found.row !== undefined) rows[key] = found.row;
    return found.value;
  };
  for (const key of TEXT_KEYS) {
    const value = text(key, (v) => v.texts[key]);
    if (value !== undefined) values.texts[key] = value;
  }
  const brand = text("brand", (v) => v.brand);
  if (brand !== undefined) values.brand = brand;
  const category = text("category", (v) => v.category);
  if (category !== undefined) values.category = category;
  const images = agree(
    reads,
    (v) => v.images,
    (i) => i.length === 0,
    sameImages,
    conflict(titleOf("images"), "images"),
  );
  if (images.value !== undefined) values.images = images.value;
  for (const column of columns) {
    if (optionIds.has(column.def.id)) continue;
    const found = agree(
      reads,
      (v) => v.attributes?.get(column.def.id),
      isNull,
      sameStored,
      conflict(column.header, column.key),
    );
    if (found.value === undefined) continue;
    values.attributes ??= new Map();
    values.attributes.set(column.def.id, found.value);
  }
  return { values, rows, errors };
}
