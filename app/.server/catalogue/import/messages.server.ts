import { stringify } from "csv-stringify/sync";
import { textsFor } from "~/i18n/texts";
import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/languages";
import { neutraliseFormula } from "./cells.server";
import type { RowError, SkipReason } from "./types";

/** A row error in words, in a language (app/i18n/{pt,en,es}/admin-sections/catalogue-import.ts). */
export function rowErrorMessage(error: RowError, locale: Locale): string {
  const t = textsFor(locale).adminSections.catalogueImport.rowErrors;
  return fill(t[error.code], error.params ?? {});
}

/** Why an "update only" import left a row aside, in words. */
export function skipMessage(reason: SkipReason, locale: Locale): string {
  return textsFor(locale).adminSections.catalogueImport.skipped[reason];
}

/**
 * Every error of a plan as a CSV file an administrator downloads: row, column,
 * code and message, in their language; `;` and a BOM, as the export, so Excel opens it right.
 */
export function errorsCsv(errors: readonly RowError[], locale: Locale): string {
  const t = textsFor(locale).adminSections.catalogueImport.errorsFile;
  const rows = errors.map((e) => [
    e.row,
    neutraliseFormula(e.column ?? ""),
    e.code,
    rowErrorMessage(e, locale),
  ]);
  return stringify([[t.row, t.column, t.code, t.message], ...rows], {
    delimiter: ";",
    bom: true,
    record_delimiter: "\r\n",
  });
}
