import type { ReactNode } from "react";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import type { InsightTable } from "~/lib/insights";
import type { InsightFilters } from "./insights-query";
import { insightsCsvHref } from "./paths";

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures align right. */
  numeric?: boolean;
  /** The cell that names the row: a row header. */
  rowHeader?: boolean;
  className?: string;
  /** Stacked on a phone, the cell shows its column's name first, unless it says its own. */
  phoneLabel?: boolean;
}

/** The classes of a table that stacks each row's cells on a phone (as the enquiry list does). */
const STACKED = {
  table: "block w-full md:table",
  head: "hidden md:table-header-group",
  body: "block md:table-row-group",
  row: "block py-2 md:table-row md:py-0",
  cell: "block py-1 md:table-cell md:py-2",
  number: "md:text-right",
} as const;
const FLAT = {
  table: "w-full",
  head: "",
  body: "",
  row: "",
  cell: "py-2",
  number: "text-right",
} as const;

/**
 * One of the page's tables: its heading, its CSV download (the same filters, up to 1000 rows), and
 * the rows, or what to say when there are none. Wider than a phone when names are long, the table
 * scrolls inside a box keyboard users can reach (as the dashboard's activity table).
 */
export function InsightTableSection<Row>({
  table,
  filters,
  rows,
  rowKey,
  columns,
  intro,
  stackOnPhone = false,
}: {
  table: InsightTable;
  filters: InsightFilters;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: Column<Row>[];
  intro?: string;
  /** Rows too wide for a phone even scrolled (forms in them): their cells stack there instead. */
  stackOnPhone?: boolean;
}) {
  const t = useTexts("adminSections").insights;
  const { title, empty } = t.tables[table];
  const id = `insights-${table}`;
  const k = stackOnPhone ? STACKED : FLAT;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {rows.length > 0 && (
          // A file, not a page: the browser downloads it.
          <a href={insightsCsvHref(table, filters)} className={buttonStyles.secondary} download>
            {t.downloadCsv}
            <span className="sr-only">: {title}</span>
          </a>
        )}
      </div>
      {intro && rows.length > 0 && <p className="text-sm text-gray-700">{intro}</p>}
      {rows.length === 0 ? (
        <p className="text-gray-700">{empty}</p>
      ) : (
        // The section is the region (heading, download, rows); the scrolling box a group keyboard
        // users can reach. `relative`: the rows' screen-reader texts (absolutely placed) scroll
        // with the table instead of widening the page.
        <div
          role="group"
          aria-labelledby={id}
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
        >
          <table className={`${k.table} text-left text-sm`}>
            <thead className={`${k.head} bg-gray-50 text-gray-700`}>
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={`px-3 py-2 whitespace-nowrap ${c.numeric ? "text-right" : ""}`}
                  >
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={k.body}>
              {rows.map((row) => (
                <tr key={rowKey(row)} className={`${k.row} border-t border-gray-100 align-top`}>
                  {columns.map((c) => {
                    const className = `${k.cell} px-3 text-ink ${c.numeric ? `${k.number} whitespace-nowrap` : ""} ${c.className ?? ""}`;
                    const label = stackOnPhone && !c.rowHeader && c.phoneLabel !== false && (
                      <span className="mr-1 text-gray-700 md:hidden">{c.header}:</span>
                    );
                    return c.rowHeader ? (
                      <th key={c.key} scope="row" className={`font-medium ${className}`}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.key} className={className}>
                        {label}
                        {c.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
