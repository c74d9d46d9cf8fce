import { stringify } from "csv-stringify/sync";
import { textsFor } from "~/i18n/texts";
import { language, type Locale } from "~/i18n/languages";
import { neutraliseFormula } from "../catalogue/import/cells.server";
import type { EnquirySummary } from "./enquiries.server";

// The back office's enquiry export: as the catalogue export writes CSV (UTF-8
// with a BOM, `;` between cells, the language's decimal separator), every text cell that could
// start a formula neutralised with an apostrophe (OWASP "CSV injection").

export const ENQUIRY_CSV_COLUMNS = [
  "reference",
  "created_at",
  "channel",
  "locale",
  "status",
  "name",
  "contact",
  "city",
  "items",
  "total",
] as const;

/** The list as a CSV file in the administrator's language (column titles, statuses, decimals). */
export function enquiriesCsv(rows: readonly EnquirySummary[], locale: Locale): string {
  const t = textsFor(locale).adminSections.enquiries;
  const decimal = new Intl.NumberFormat(language(locale).intl).formatToParts(1.5)[1]!.value;
  const text = (value: string | null) => (value === null ? "" : neutraliseFormula(value));
  const body = rows.map((e) => [
    text(e.reference),
    e.created_at,
    e.channel,
    e.locale,
    t.statuses[e.status],
    text(e.name),
    text(e.contact),
    text(e.city),
    String(e.itemCount),
    (e.totalCents / 100).toFixed(2).replace(".", decimal),
  ]);
  return stringify([ENQUIRY_CSV_COLUMNS.map((k) => t.csvColumns[k]), ...body], {
    delimiter: ";",
    bom: true,
    record_delimiter: "\r\n",
  });
}
