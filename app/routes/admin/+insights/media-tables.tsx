import type { DocumentOpenRow } from "~/.server/insights/document-opens.server";
import type { Insights, RankedItem } from "~/.server/insights/insights.server";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { fill } from "~/i18n/fill";
import { useTexts } from "~/i18n/use-texts";
import { InsightTableSection, type Column } from "./insight-table";
import type { InsightFilters } from "./insights-query";
import { ProductName, useItemColumns } from "./ranked-tables";

/**
 * A product's documents opened and videos played in the period
 * (docs/decisions/068-product-documents-and-videos.md), beside the page's other tables. A
 * document removed since still shows, by its product, as "removed".
 */
export function MediaTables({
  insights,
  filters,
}: {
  insights: Pick<Insights, "documents" | "videos">;
  filters: InsightFilters;
}) {
  const t = useTexts("adminSections").insights;
  const formatNumber = useAdminNumberFormat();
  const documents: Column<DocumentOpenRow>[] = [
    {
      key: "document",
      header: t.columns.document,
      rowHeader: true,
      className: "min-w-40",
      cell: (r) =>
        r.document.title === null ? (
          <span className="text-gray-700 italic">
            {fill(t.removedDocument, { id: String(r.document.id) })}
          </span>
        ) : (
          <span className="break-words">{r.document.title}</span>
        ),
    },
    {
      key: "product",
      header: t.columns.product,
      className: "min-w-40",
      cell: (r) => <ProductName item={r.product} />,
    },
    { key: "count", header: t.columns.opens, numeric: true, cell: (r) => formatNumber(r.count) },
  ];
  const videos = useItemColumns("product", t.columns.plays);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <InsightTableSection
        table="documents"
        filters={filters}
        rows={insights.documents}
        rowKey={(r) => `${r.document.id}:${r.product.id}`}
        columns={documents}
      />
      <InsightTableSection
        table="videos"
        filters={filters}
        rows={insights.videos}
        rowKey={(item: RankedItem) => String(item.id)}
        columns={videos}
      />
    </div>
  );
}
