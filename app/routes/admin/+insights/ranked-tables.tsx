import { Link } from "react-router";
import type { Insights, RankedItem, SearchTermRow } from "~/.server/insights/insights.server";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { productEditHref } from "../+shared/paths";
import { InsightTableSection, type Column } from "./insight-table";
import type { InsightFilters } from "./insights-query";

/** A product by name, opened in the product table for editing, with its SKU beneath. */
export function ProductName({ item }: { item: Pick<RankedItem, "id" | "name" | "sku"> }) {
  return (
    <>
      <Link
        to={productEditHref({ productId: item.id, sku: item.sku ?? null, name: item.name })}
        className="font-medium break-words text-brand-dark underline"
      >
        {item.name}
      </Link>
      {item.sku && <span className="block font-mono text-xs text-gray-700">{item.sku}</span>}
    </>
  );
}

export function useItemColumns(kind: "product" | "category" | "brand", count: string) {
  const t = useTexts("adminSections").insights;
  const formatNumber = useAdminNumberFormat();
  const columns: Column<RankedItem>[] = [
    {
      key: "name",
      header: t.columns[kind],
      rowHeader: true,
      className: "min-w-40",
      cell: (item) =>
        kind === "product" ? (
          <ProductName item={item} />
        ) : (
          <span className="break-words">{item.name}</span>
        ),
    },
    { key: "count", header: count, numeric: true, cell: (item) => formatNumber(item.count) },
  ];
  return columns;
}

/** The most viewed products, categories and brands, and the products most taken to WhatsApp. */
export function RankedTables({
  insights,
  filters,
}: {
  insights: Pick<Insights, "products" | "whatsapp" | "categories" | "brands">;
  filters: InsightFilters;
}) {
  const t = useTexts("adminSections").insights;
  const key = (item: RankedItem) => String(item.id);
  const products = useItemColumns("product", t.columns.views);
  const whatsapp = useItemColumns("product", t.columns.clicks);
  const categories = useItemColumns("category", t.columns.views);
  const brands = useItemColumns("brand", t.columns.views);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <InsightTableSection
        table="products"
        filters={filters}
        rows={insights.products}
        rowKey={key}
        columns={products}
      />
      <InsightTableSection
        table="whatsapp"
        filters={filters}
        rows={insights.whatsapp}
        rowKey={key}
        columns={whatsapp}
      />
      <InsightTableSection
        table="categories"
        filters={filters}
        rows={insights.categories}
        rowKey={key}
        columns={categories}
      />
      <InsightTableSection
        table="brands"
        filters={filters}
        rows={insights.brands}
        rowKey={key}
        columns={brands}
      />
    </div>
  );
}

/** The most frequent search terms, each with how many of its searches found nothing. */
export function SearchTermsTable({
  rows,
  filters,
}: {
  rows: SearchTermRow[];
  filters: InsightFilters;
}) {
  const t = useTexts("adminSections").insights;
  const formatNumber = useAdminNumberFormat();
  return (
    <InsightTableSection
      table="searches"
      filters={filters}
      rows={rows}
      rowKey={(r) => r.term}
      columns={[
        {
          key: "term",
          header: t.columns.term,
          rowHeader: true,
          className: "min-w-32 break-words",
          cell: (r) => r.term,
        },
        {
          key: "count",
          header: t.columns.searches,
          numeric: true,
          cell: (r) => formatNumber(r.count),
        },
        { key: "zero", header: t.columns.zero, numeric: true, cell: (r) => formatNumber(r.zero) },
      ]}
    />
  );
}
