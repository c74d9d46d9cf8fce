import { stringify } from "csv-stringify/sync";
import { neutraliseFormula } from "~/.server/catalogue/import/cells.server";
import type { readInsightTable } from "~/.server/insights/insights.server";
import { fill } from "~/i18n/fill";
import { textsFor } from "~/i18n/texts";
import type { Locale } from "~/i18n/languages";
import type { InsightTable } from "~/lib/insights";
import { synonymTargetText } from "./synonym-target";

// An Insights table as a CSV file, written as the enquiries' export writes it
// (app/.server/enquiries/enquiries-csv.server.ts): UTF-8 with a BOM, `;` between cells, column
// titles in the administrator's language, and every text that could start a formula made harmless
// (names and search terms come from the catalogue and from shoppers).

type TableData = Awaited<ReturnType<typeof readInsightTable>>;

const text = (value: string | null | undefined) => (value ? neutraliseFormula(value) : "");

/** The header and rows of one table. */
function cells(table: InsightTable, data: TableData, locale: Locale): string[][] {
  const t = textsFor(locale).adminSections.insights;
  const c = t.csvColumns;
  switch (data.kind) {
    case "items": {
      const product = table === "products" || table === "whatsapp" || table === "videos";
      const name = product ? c.product : table === "categories" ? c.category : c.brand;
      const count = table === "whatsapp" ? c.clicks : table === "videos" ? c.plays : c.views;
      return [
        product ? [c.id, c.sku, name, count] : [c.id, name, count],
        ...data.rows.map((r) =>
          product
            ? [String(r.id), text(r.sku), text(r.name), String(r.count)]
            : [String(r.id), text(r.name), String(r.count)],
        ),
      ];
    }
    case "terms":
      return [
        [c.term, c.searches, c.zero],
        ...data.rows.map((r) => [text(r.term), String(r.count), String(r.zero)]),
      ];
    case "zero":
      return [
        [c.term, c.searches, c.lastDay, c.synonym],
        ...data.rows.map((r) => [
          text(r.term),
          String(r.count),
          r.lastDay,
          r.synonym ? text(synonymTargetText(r.synonym, t.productNumber)) : "",
        ]),
      ];
    case "documents":
      return [
        [c.document, c.id, c.sku, c.product, c.opens],
        ...data.rows.map((r) => [
          text(r.document.title ?? fill(t.removedDocument, { id: String(r.document.id) })),
          String(r.product.id),
          text(r.product.sku),
          text(r.product.name),
          String(r.count),
        ]),
      ];
  }
}

/** One table of the Insights page as a CSV file in the administrator's language. */
export function insightsCsv(table: InsightTable, data: TableData, locale: Locale): string {
  return stringify(cells(table, data, locale), {
    delimiter: ";",
    bom: true,
    record_delimiter: "\r\n",
  });
}
