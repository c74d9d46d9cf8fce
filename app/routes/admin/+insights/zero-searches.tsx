import type { ZeroSearchRow } from "~/.server/insights/insights.server";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import type { ClientResult } from "../+shared/offline";
import { useDayFormat } from "./day-format";
import { InsightTableSection } from "./insight-table";
import type { InsightFilters } from "./insights-query";
import { AddSynonymForm, RemoveSynonymForm, resultFor } from "./synonym-forms";
import { synonymTargetText } from "./synonym-target";

/** A term's synonym now, or the form that adds one. */
function SynonymCell({
  row,
  index,
  result,
}: {
  row: ZeroSearchRow;
  index: number;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").insights;
  if (row.synonym) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-words">→ {synonymTargetText(row.synonym, t.productNumber)}</span>
        <RemoveSynonymForm term={row.term} />
      </div>
    );
  }
  return (
    <AddSynonymForm
      id={`insights-zero-${index}`}
      term={row.term}
      suggestion={row.suggestion}
      result={resultFor(result, "addSynonym", row.term)}
    />
  );
}

/** "Buscas sem resultado": each term with its count, its last day and its synonym. */
export function ZeroSearches({
  rows,
  filters,
  result,
}: {
  rows: ZeroSearchRow[];
  filters: InsightFilters;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").insights;
  const formatNumber = useAdminNumberFormat();
  const formatDay = useDayFormat();
  const indexOf = new Map(rows.map((r, i) => [r.term, i]));
  return (
    <InsightTableSection
      table="zero"
      filters={filters}
      rows={rows}
      rowKey={(r) => r.term}
      intro={t.zeroIntro}
      stackOnPhone
      columns={[
        {
          key: "term",
          header: t.columns.term,
          rowHeader: true,
          className: "min-w-28 font-semibold break-words",
          cell: (r) => r.term,
        },
        {
          key: "count",
          header: t.columns.searches,
          numeric: true,
          cell: (r) => formatNumber(r.count),
        },
        {
          key: "last",
          header: t.columns.lastDay,
          className: "whitespace-nowrap",
          cell: (r) => <time dateTime={r.lastDay}>{formatDay(r.lastDay)}</time>,
        },
        {
          key: "synonym",
          header: t.columns.synonym,
          className: "md:min-w-72",
          phoneLabel: false,
          cell: (r) => <SynonymCell row={r} index={indexOf.get(r.term) ?? 0} result={result} />,
        },
      ]}
    />
  );
}
