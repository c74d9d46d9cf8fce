import type { OtherLocale } from "~/i18n/languages";
import type { adminCatalogueImportPt } from "~/i18n/pt/admin-sections/catalogue-import";
import type { apiPt } from "~/i18n/pt/api";

// The shapes an import passes through (docs/decisions/047-catalogue-import.md):
// file bytes → ParsedFile (parse.server.ts) → ImportPlan (plan.server.ts) → applied (apply.server.ts).

/** A column of the spreadsheet, as the import knows it; each other language's texts have their own. */
export type ColumnKey =
  | "id"
  | "sku"
  | "name"
  | `name_${OtherLocale}`
  | "description"
  | `description_${OtherLocale}`
  | "brand"
  | "category"
  | "price"
  | "original_price"
  | "is_special_offer"
  | "offer_starts_at"
  | "offer_ends_at"
  | "in_stock"
  | "stock"
  | "group"
  | "options"
  | "images";

/**
 * A specification's column: `attributes.{code}`, the path of the value in the
 * API's product (`attributes: { code: value }`), so it never collides with a product field.
 */
export type AttributeKey = `attributes.${string}`;

/**
 * What a column fills: a product field, or one of the shop's specifications; `variants` names a
 * product's variants as a whole in a plan (some created, removed or put in another order).
 */
export type FieldKey = ColumnKey | AttributeKey | "variants";

/** A cell as read: CSV gives text; XLSX numbers and booleans too. Empty cells are "". */
export type Cell = string | number | boolean;

/** One data row of the file: its number as a spreadsheet shows it, and only its known columns. */
export interface ParsedRow {
  row: number;
  cells: Partial<Record<ColumnKey, Cell>>;
  /**
   * The non-empty cells of titled columns no product field answers to, by column index. Reading a
   * file needs no database, so only the plan can tell which of them are specifications
   * (attribute-columns.server.ts); the others are dropped with the plan.
   */
  other?: Record<number, Cell>;
}

export interface FileColumn {
  /** The title as the file wrote it. */
  header: string;
  /** The field it names, or null when the import does not know it (the column is ignored). */
  key: ColumnKey | null;
}

export interface ParsedFile {
  format: "csv" | "xlsx";
  /** CSV only: the text's encoding as detected, and the separator. */
  encoding?: "utf-8" | "windows-1252" | "utf-16le";
  delimiter?: string;
  columns: FileColumn[];
  rows: ParsedRow[];
  /** Rows the reader could not read (a CSV quote out of place), by row number. */
  unreadableRows: number[];
}

export type RowErrorCode = keyof typeof adminCatalogueImportPt.rowErrors;
export type SkipReason = keyof typeof adminCatalogueImportPt.skipped;

/** What is wrong with one cell (or row) of the file. */
export interface RowError {
  row: number;
  /** The column's title as the file wrote it; null for the whole row. */
  column: string | null;
  field: FieldKey | null;
  code: RowErrorCode;
  /** Values for the message's placeholders ({max}, {row}; a specification's {column}, {value}). */
  params?: Record<string, number | string>;
}

/**
 * The import refuses the whole file or plan: unreadable or past the limits (400, 413), stale or
 * changed since its preview (409), or holding row errors (422). The code is an API error code
 * (app/i18n/{pt,en,es}/api.ts), so the message exists in every language.
 */
export type ImportRefusalCode = Extract<keyof typeof apiPt.errors, `import${string}`>;

export class ImportRefusal extends Error {
  constructor(
    readonly code: ImportRefusalCode,
    readonly status: 400 | 409 | 413 | 422 = 400,
  ) {
    super(code);
  }
}

export interface ImportOptions {
  /** Brands and categories the file names but the shop lacks are created (else: row errors). */
  createMissing: boolean;
  /** Rows whose SKU the shop does not carry are left aside and listed (no product is created). */
  updateOnly: boolean;
}
