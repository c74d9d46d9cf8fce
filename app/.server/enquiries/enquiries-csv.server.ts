import { stringify } from "csv-stringify/sync";
import { textsFor } from "~/i18n/texts";
import { language, type Locale } from "~/i18n/languages";
import { optionLabelsText, parseOptionLabels } from "~/lib/variant-labels";
import { neutraliseFormula } from "../catalogue/import/cells.server";
import type { EnquiryItem } from "../db/schema";
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
  "lines",
] as const;

/**
 * An enquiry's lines in one cell: "2 × Furadeira (Voltagem: 220 V; SKU FUR-220) | 1 × Serra", the
 * options as the shopper saw them.
 */
function linesCell(lines: readonly EnquiryItem[]): string {
  return lines
    .map((l) => {
      const options = optionLabelsText(parseOptionLabels(l.options));
      const details = [options, l.sku ? `SKU ${l.sku}` : ""].filter(Boolean);
      return `${l.quantity} × ${l.name}${details.length ? ` (${details.join("; ")})` : ""}`;
    })
    .join(" | ");
}

/**
 * The list as a CSV file in the administrator's language (column titles, statuses, decimals); the
 * last column lists each enquiry's lines where `lines` are given.
 */
export function enquiriesCsv(
  rows: readonly (EnquirySummary & { lines?: readonly EnquiryItem[] })[],
  locale: Locale,
): string {
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
    text(linesCell(e.lines ?? [])),
  ]);
  return stringify([ENQUIRY_CSV_COLUMNS.map((k) => t.csvColumns[k]), ...body], {
    delimiter: ";",
    bom: true,
    record_delimiter: "\r\n",
  });
}
