import { useState } from "react";
import { Link, useLocation } from "react-router";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { buttonStyles, SectionHeader } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { withParams } from "~/components/store/list-href";
import type { ActionResult } from "~/lib/admin-result";
import type { AdminProduct } from "~/lib/admin-product";
import {
  isFiltered,
  PER_PAGE_CHOICES,
  type SortDirection,
  type TableFilters,
  type TableSort,
} from "~/lib/admin-table";
import type { BulkKind } from "~/lib/bulk-schemas";
import { ADMIN_SECTIONS } from "../+shared/paths";
import { useAdminAttributes } from "~/components/admin/attribute-context";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { attributeName } from "~/lib/attributes";
import { BulkPanel } from "./bulk-panel";
import { ProductRow } from "./product-row";
import { ProductsToolbar, type CategoryOption } from "./products-toolbar";
import { SpecFilterFields } from "./spec-filter-fields";
import { StockFilterField } from "./stock-filter-field";

const ADD_PRODUCT = ADMIN_SECTIONS.find((s) => s.key === "addProduct")!.to;

/** Header cells: the sortable ones, in table order, and where the plain ones sit. */
const SORTABLE: {
  key: TableSort;
  column: "sku" | "name" | "brand" | "category" | "price" | "offer" | "stock";
}[] = [
  { key: "sku", column: "sku" },
  { key: "name", column: "name" },
  { key: "brand", column: "brand" },
  { key: "category", column: "category" },
  { key: "price", column: "price" },
  { key: "offer", column: "offer" },
  { key: "stock", column: "stock" },
];

/** The table's settings a new search keeps: those not at their default. */
function keepOf(table: TableState): Record<string, string> {
  const keep: Record<string, string> = {};
  if (table.sort !== "name") keep.sort = table.sort;
  if (table.dir !== "asc") keep.dir = table.dir;
  if (table.per !== 50) keep.per = String(table.per);
  return keep;
}

export interface TableState {
  view: "table" | "grid";
  sort: TableSort;
  dir: SortDirection;
  per: number;
  /** The attribute shown as a column (its code). */
  column: string | null;
}

/**
 * The admin products page as a dense table (the default view): sortable header
 * links (aria-sort), the filters, 50/100/200 a page, a sticky header, rows that stack at 375 px,
 * selection for the bulk actions above it.
 */
export function ProductTable({
  products,
  total,
  page,
  pageCount,
  filters,
  table,
  categories,
  brands,
  undoable,
  editing,
  pageResult,
  numbers,
  lowStockThreshold,
}: {
  products: AdminProduct[];
  total: number;
  page: number;
  pageCount: number;
  filters: TableFilters;
  table: TableState;
  categories: CategoryOption[];
  brands: CategoryOption[];
  undoable: { id: number; kind: BulkKind; count: number; createdAt: string }[];
  editing: string | null;
  pageResult: ActionResult | undefined;
  /** Each number or yes/no attribute's values in use: the specification filter's choices. */
  numbers: Record<string, number[]>;
  /** The shop's low-stock threshold: the stock column's "Estoque baixo". */
  lowStockThreshold: number;
}) {
  const t = useTexts("adminSections");
  const tt = t.productTable;
  const locale = useAdminLocale();
  const column = useAdminAttributes().attributes.find((a) => a.code === table.column) ?? null;
  const countOf = useAdminPlural();
  const { pathname, search } = useLocation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const filtered = isFiltered(filters);
  const pageIds = products.map((p) => p.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const selectPage = (on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      for (const id of pageIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const select = (id: number, checked: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const sortHref = (key: TableSort) =>
    withParams(search, {
      sort: key,
      dir: table.sort === key && table.dir === "asc" ? "desc" : "asc",
      page: null,
    });

  return (
    <section aria-labelledby="products-title">
      <SectionHeader
        id="products-title"
        title={t.products.title}
        count={total > 0 ? countOf(t.products.total, total) : undefined}
      >
        <Link to={ADD_PRODUCT} className={buttonStyles.primary}>
          {t.products.add}
        </Link>
      </SectionHeader>
      <ProductsToolbar
        filters={filters}
        categories={categories}
        brands={brands}
        keep={keepOf(table)}
        active={filters.spec !== "" || filters.stock !== "" || column !== null}
      >
        <SpecFilterFields column={table.column ?? ""} spec={filters.spec} numbers={numbers} />
        <StockFilterField stock={filters.stock} />
      </ProductsToolbar>
      <div className="mb-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <nav aria-label={tt.view} className="flex items-center gap-2">
          <span className="font-medium text-ink">{tt.view}:</span>
          <span aria-current="page" className="rounded bg-ink px-2 py-1 font-semibold text-white">
            {tt.viewTable}
          </span>
          <Link
            to={withParams(search, { view: "grid", page: null })}
            className="rounded px-2 py-1 font-semibold text-brand-dark underline"
          >
            {tt.viewGrid}
          </Link>
        </nav>
        <nav aria-label={tt.perPage} className="flex items-center gap-2">
          <span className="font-medium text-ink">{tt.perPage}:</span>
          {PER_PAGE_CHOICES.map((n) =>
            n === table.per ? (
              <span
                key={n}
                aria-current="page"
                className="rounded bg-ink px-2 py-1 font-semibold text-white"
              >
                {n}
              </span>
            ) : (
              <Link
                key={n}
                to={withParams(search, { per: n === 50 ? null : n, page: null })}
                className="rounded px-2 py-1 font-semibold text-brand-dark underline"
              >
                {n}
              </Link>
            ),
          )}
        </nav>
      </div>
      <BulkPanel
        selectedCount={selected.size}
        total={total}
        filters={filters}
        categories={categories}
        brands={brands}
        undoable={undoable}
        pageResult={pageResult}
        cancelTo={`${pathname}${search}`}
        onApplied={() => setSelected(new Set())}
      />
      {products.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-ink">{t.products.emptyTitle}</p>
          <p className="mt-1 text-gray-700">
            {filtered ? t.products.emptyFiltered : t.products.emptyBody}
          </p>
        </div>
      ) : (
        <>
          <label className="mb-2 flex min-h-11 items-center gap-2 text-sm font-semibold text-ink xl:hidden">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={(e) => selectPage(e.currentTarget.checked)}
              className="size-5 rounded border-gray-300 accent-brand"
            />
            {tt.selectPage}
          </label>
          <table
            role="table"
            className="block w-full border-collapse rounded-lg border border-gray-200 bg-white xl:table"
          >
            <caption className="sr-only">{tt.tableLabel}</caption>
            <thead className="sr-only xl:not-sr-only xl:table-header-group">
              <tr className="text-left text-sm text-gray-700">
                <th scope="col" className="sticky top-0 z-10 bg-gray-100 px-2 py-2">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={(e) => selectPage(e.currentTarget.checked)}
                    aria-label={tt.selectPage}
                    // Stacked rows have no header row to show: the box above the table stands in,
                    // and the column keeps its name in words.
                    className="size-5 rounded border-gray-300 accent-brand max-xl:hidden"
                  />
                  <span className="xl:hidden">{tt.selectPage}</span>
                </th>
                <th scope="col" className="sticky top-0 z-10 bg-gray-100 px-2 py-2">
                  <span className="sr-only">{tt.columns.image}</span>
                </th>
                {SORTABLE.map(({ key, column }) => {
                  const active = table.sort === key;
                  return (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={
                        active ? (table.dir === "asc" ? "ascending" : "descending") : undefined
                      }
                      className={`sticky top-0 z-10 bg-gray-100 px-2 py-2 ${key === "price" ? "text-right" : ""}`}
                    >
                      <Link
                        to={sortHref(key)}
                        className="inline-flex min-h-11 items-center gap-1 font-semibold text-ink hover:underline"
                      >
                        {tt.columns[column]}
                        <span aria-hidden="true" className={active ? "" : "text-gray-400"}>
                          {active ? (table.dir === "asc" ? "▲" : "▼") : "↕"}
                        </span>
                      </Link>
                    </th>
                  );
                })}
                {column && (
                  <th scope="col" className="sticky top-0 z-10 bg-gray-100 px-2 py-2">
                    {attributeName(column, locale)}
                  </th>
                )}
                <th scope="col" className="sticky top-0 z-10 bg-gray-100 px-2 py-2">
                  {tt.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="block xl:table-row-group">
              {products.map((product) => (
                <ProductRow
                  key={product.id}
                  product={product}
                  column={column}
                  selected={selected.has(product.id)}
                  onSelect={(checked) => select(product.id, checked)}
                  startEditing={editing === String(product.id)}
                  pageResult={pageResult?.target === String(product.id) ? pageResult : undefined}
                  threshold={lowStockThreshold}
                  openVariants={filters.stock !== ""}
                />
              ))}
            </tbody>
          </table>
        </>
      )}
      <AdminPagination page={page} pageCount={pageCount} />
    </section>
  );
}
