import { matchHeader } from "./columns.server";
import { MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "./limits";
import { ImportRefusal, type Cell, type ColumnKey, type FileColumn, type ParsedRow } from "./types";

/** True for an empty cell, or one of spaces only. */
const isBlankCell = (c: Cell | undefined) =>
  c === undefined || c === "" || (typeof c === "string" && c.trim() === "");

/** True when a row holds nothing but empty cells (a blank line, a sheet's formatted empty row). */
export function isBlankRow(cells: readonly Cell[]): boolean {
  return cells.every(isBlankCell);
}

/**
 * The header row: each title matched to its column (columns.server.ts). Refused: more than
 * MAX_IMPORT_COLUMNS, two titles for one field, no known title, or no column to tell products by
 * (sku, id, name or grupo).
 */
export function readHeader(cells: readonly Cell[]): FileColumn[] {
  if (cells.length > MAX_IMPORT_COLUMNS) throw new ImportRefusal("importTooManyColumns");
  const columns = cells.map((cell) => {
    const header = String(cell).trim();
    return { header, key: matchHeader(header) };
  });
  const keys = columns.flatMap((c) => (c.key ? [c.key] : []));
  if (keys.length === 0) throw new ImportRefusal("importNoColumns");
  if (new Set(keys).size !== keys.length) throw new ImportRefusal("importDuplicateColumn");
  if (!keys.some((k) => k === "sku" || k === "id" || k === "name" || k === "group")) {
    throw new ImportRefusal("importNeedsKey");
  }
  return columns;
}

/**
 * Gathers a file's rows as its reader gives them: the first non-blank row is the header, blank
 * rows are left out, and known columns are kept; so are the non-empty cells of other titled
 * columns, which the plan may find to be specifications. Past MAX_IMPORT_ROWS
 * the file is refused.
 */
export class RowCollector {
  columns: FileColumn[] | null = null;
  readonly rows: ParsedRow[] = [];

  add(row: number, cells: readonly Cell[]): void {
    if (isBlankRow(cells)) return;
    if (this.columns === null) {
      this.columns = readHeader(cells);
      return;
    }
    if (this.rows.length >= MAX_IMPORT_ROWS) throw new ImportRefusal("importTooManyRows", 413);
    const known: Partial<Record<ColumnKey, Cell>> = {};
    let other: Record<number, Cell> | undefined;
    for (const [i, column] of this.columns.entries()) {
      // A row shorter than the header has empty cells at its end.
      if (column.key) known[column.key] = cells[i] ?? "";
      // An empty cell of such a column reads the same kept or not: only the others are held.
      else if (column.header !== "" && !isBlankCell(cells[i])) (other ??= {})[i] = cells[i]!;
    }
    this.rows.push(other ? { row, cells: known, other } : { row, cells: known });
  }

  /** The header and rows read; a file with no header or no row is refused. */
  finish(): { columns: FileColumn[]; rows: ParsedRow[] } {
    if (this.columns === null) throw new ImportRefusal("importEmpty");
    if (this.rows.length === 0) throw new ImportRefusal("importEmpty");
    return { columns: this.columns, rows: this.rows };
  }
}
