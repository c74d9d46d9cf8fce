import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import { textsFor } from "~/i18n/texts";
import { language, type Locale } from "~/i18n/languages";
import type { Db } from "../../db/kysely";
import { loadAttributes } from "../attributes.server";
import type { ProductFilter } from "../products.server";
import { exportAttributeCell } from "./attribute-cells.server";
import { attributeKey, attributeTitle } from "./attribute-columns.server";
import { neutraliseFormula } from "./cells.server";
import { COLUMN_KEYS, columnTitle } from "./columns.server";
import { batches, type ExportRow, type ExportValue } from "./export-rows.server";
import { exportLinkCells, linkColumnTitle } from "./link-columns.server";
import { LINK_TYPES, type LinkType } from "~/lib/product-links";
import type { ColumnKey } from "./types";

// The products a filter matches (or all) as CSV or XLSX, streamed in batches by
// id, in the columns and words the import reads, so that importing the file unchanged plans no
// change at all: one row per variant (export-rows.server.ts). After the product's fields, one
// column per specification, in the attributes' order, titled by its code
// (attribute-columns.server.ts); an option's column holds each variant's value. Last, the
// product's links by type, SKUs separated by "|" (link-columns.server.ts).

export type ExportFormat = "csv" | "xlsx";

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** The words a specification's cell is written in: the export's yes/no and decimal sign. */
function specWords(locale: Locale) {
  const t = textsFor(locale).adminSections.catalogueImport;
  return { yes: t.yes, no: t.no, decimalSign: decimalSign(locale) };
}

/** The language's decimal sign, as Excel in that language writes and reads numbers. */
function decimalSign(locale: Locale): string {
  return new Intl.NumberFormat(language(locale).intl).formatToParts(1.5)[1]!.value;
}

const PRICE_COLUMNS = new Set<ColumnKey>(["price", "original_price"]);

/**
 * A CSV cell as Excel in the export's language reads it back: prices with that language's decimal
 * separator and no grouping (19,90), yes/no in its words, text that could start a formula
 * neutralised with an apostrophe (cells.server.ts; the import takes it off again).
 */
function csvCell(key: ColumnKey, value: ExportValue, locale: Locale): string {
  const t = textsFor(locale).adminSections.catalogueImport;
  if (value === null) return "";
  if (typeof value === "boolean") return value ? t.yes : t.no;
  if (typeof value === "number" && PRICE_COLUMNS.has(key)) {
    return (value / 100).toFixed(2).replace(".", decimalSign(locale));
  }
  return neutraliseFormula(String(value));
}

/** The CSV export: UTF-8 with a BOM and `;` between cells, as Excel in Portuguese opens it. */
async function* csvChunks(db: Db, filter: ProductFilter, locale: Locale) {
  const options = { delimiter: ";", record_delimiter: "\r\n" } as const;
  const { attributes } = await loadAttributes(db);
  const words = specWords(locale);
  const titles = [
    ...COLUMN_KEYS.map((k) => columnTitle(k, locale)),
    ...attributes.map(attributeTitle),
    ...LINK_TYPES.map((type) => linkColumnTitle(type, locale)),
  ];
  yield Buffer.from(stringify([titles], { ...options, bom: true }));
  for await (const rows of batches(db, filter, locale, attributes)) {
    const links = await linkCellsOf(db, rows);
    yield Buffer.from(
      stringify(
        rows.map((r) => [
          ...COLUMN_KEYS.map((k) => csvCell(k, r.fields[k], locale)),
          ...attributes.map((a, i) => exportAttributeCell(a, r.specs[i], words, "csv") ?? ""),
          ...LINK_TYPES.map((type) => neutraliseFormula(linkCell(links, r, type))),
        ]),
        options,
      ),
    );
  }
}

/** An XLSX cell: prices as numbers in dollars, yes/no in words, texts as text (never formulas). */
function xlsxCell(key: ColumnKey, value: ExportValue, locale: Locale): string | number | null {
  if (value === null) return null;
  if (typeof value === "boolean") return csvCell(key, value, locale);
  if (typeof value === "number" && PRICE_COLUMNS.has(key)) return value / 100;
  return value;
}

/** A batch's link cells by product (link-columns.server.ts): one query for the batch. */
function linkCellsOf(db: Db, rows: readonly ExportRow[]) {
  return exportLinkCells(db, [...new Set(rows.map((r) => Number(r.fields.id)))]);
}

const linkCell = (
  links: Map<number, Record<LinkType, string>>,
  r: ExportRow,
  type: LinkType,
): string => links.get(Number(r.fields.id))?.[type] ?? "";

/** Resolves when `out` can take more bytes, or when it was closed and never will. */
function drainedOrClosed(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve();
    };
    out.once("drain", done);
    out.once("close", done);
  });
}

/** The XLSX export: one sheet, written by exceljs's streaming writer as the rows are read. */
function xlsxStream(db: Db, filter: ProductFilter, locale: Locale): Readable {
  const out = new PassThrough();
  const words = specWords(locale);
  void (async () => {
    // Loaded when a spreadsheet is asked for: exceljs is a few hundred modules that every server
    // start and every worker paid for before.
    const { default: ExcelJS } = await import("exceljs");
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(textsFor(locale).adminSections.products.title);
    const { attributes } = await loadAttributes(db);
    sheet.columns = [
      ...COLUMN_KEYS.map((key) => ({
        header: columnTitle(key, locale),
        key,
        width: key.startsWith("description") ? 40 : key.startsWith("name") ? 30 : 14,
        ...(PRICE_COLUMNS.has(key) ? { style: { numFmt: "0.00" } } : {}),
      })),
      ...attributes.map((a) => ({
        header: attributeTitle(a),
        key: attributeKey(a),
        width: 14,
      })),
      ...LINK_TYPES.map((type) => ({
        header: linkColumnTitle(type, locale),
        key: `links.${type}`,
        width: 20,
      })),
    ];
    for await (const rows of batches(db, filter, locale, attributes)) {
      const links = await linkCellsOf(db, rows);
      // A reader that went away (the client disconnected and the body was cancelled) destroys
      // the stream: stop reading the catalogue rather than wait for a drain that never comes.
      if (out.destroyed) return;
      for (const r of rows) {
        const cells = [
          ...COLUMN_KEYS.map((k) => xlsxCell(k, r.fields[k], locale)),
          ...attributes.map((a, i) => exportAttributeCell(a, r.specs[i], words, "xlsx")),
          ...LINK_TYPES.map((type) => linkCell(links, r, type) || null),
        ];
        sheet.addRow(cells).commit();
      }
      // The reader is slower than the database: wait for it rather than buffer the whole file.
      if (out.writableNeedDrain) await drainedOrClosed(out);
    }
    if (out.destroyed) return;
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * The export as a stream of bytes for a Response body: the products the filter matches (all for
 * an empty filter), in id order, with column titles and words in `locale`.
 */
export function exportProducts(
  db: Db,
  filter: ProductFilter,
  format: ExportFormat,
  locale: Locale,
): ReadableStream<Uint8Array> {
  const source =
    format === "csv"
      ? Readable.from(csvChunks(db, filter, locale))
      : xlsxStream(db, filter, locale);
  return Readable.toWeb(source) as ReadableStream<Uint8Array>;
}
