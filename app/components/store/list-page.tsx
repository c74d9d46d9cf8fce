import type { ReactNode } from "react";
import { plural } from "~/i18n/plural";
import { useLocale, usePageLocation } from "~/i18n/use-messages";
import { useTexts } from "~/i18n/use-texts";
import type { FilterPanelData } from "~/lib/filter-panel";
import type { ProductListData } from "~/lib/product-list";
import { Island } from "~/islands/island";
import { FilterChips, FilterPanel } from "./filter-panel";
import { pageSearch } from "./list-href";
import { useListLoading } from "./list-loading-status";
import { Pagination } from "./pagination";
import { ProductGrid } from "./product-card";
import { SortLinks } from "./sort-links";

interface ProductListPageProps {
  heading: string;
  list: ProductListData;
  /** Shown when the page has no products (an empty category, a page past the last...). */
  emptyText: string;
  /** Anything between the heading and the list (a search form). */
  children?: ReactNode;
  /** The list's filters: a sidebar from `lg`, a "Filtros" panel below. */
  filters?: FilterPanelData;
}

const HEADING_ID = "product-list-heading";

/** The body of every product list: heading, count, sort, cards, empty state, pages. */
export function ProductListPage({
  heading,
  list,
  emptyText,
  children,
  filters,
}: ProductListPageProps) {
  const t = useTexts("catalog");
  const locale = useLocale();
  const { pathname, search } = usePageLocation();
  const loading = useListLoading();
  const pastTheEnd = list.items.length === 0 && list.total > 0;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <h1 id={HEADING_ID} className="text-2xl font-bold text-ink sm:text-3xl">
        {heading}
      </h1>
      {children}
      <div className={filters ? "mt-4 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8" : ""}>
        {filters && (filters.groups.length > 0 || filters.filtered) && (
          <aside aria-label={filters.texts.title} className="lg:pt-1">
            <Island name="filter-panel" component={FilterPanel} props={{ filters }} />
          </aside>
        )}
        <div className="min-w-0">
          {filters && <FilterChips filters={filters} />}
          {list.total > 0 && (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-gray-700">{plural(locale, t.list.count, list.total)}</p>
              {list.total > 1 && <SortLinks sort={list.sort} labelId="product-sort-label" />}
            </div>
          )}
          <div
            aria-busy={loading || undefined}
            className={`mt-4 transition-opacity ${loading ? "opacity-50" : ""}`}
          >
            {list.items.length > 0 ? (
              <ProductGrid products={list.items} labelledBy={HEADING_ID} narrow={!!filters} />
            ) : (
              <div className="rounded-lg border border-dashed border-gray-300 p-8 text-center">
                <p className="text-gray-700">
                  {filters?.filtered && list.total === 0 ? filters.texts.emptyFiltered : emptyText}
                </p>
                {pastTheEnd && (
                  <a
                    href={`${pathname}${pageSearch(search, 1)}`}
                    className="mt-3 inline-block text-brand underline"
                  >
                    {t.list.backToFirstPage}
                  </a>
                )}
              </div>
            )}
          </div>
          <Pagination page={list.page} pageCount={list.pageCount} />
        </div>
      </div>
    </main>
  );
}
