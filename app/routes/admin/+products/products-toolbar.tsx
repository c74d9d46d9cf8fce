import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";

/** A category to filter by, named in the admin's language. */
export interface CategoryOption {
  id: number;
  name: string;
}

/**
 * Search by name and filter by category and brand (a GET form: the filters live in the URL; `keep`
 * carries the table's view, sort and page size through a new search).
 */
export function ProductsToolbar({
  filters,
  categories,
  brands,
  keep = {},
  active = false,
  children,
}: {
  filters: { q: string; category: number | null; brand?: number | null };
  categories: CategoryOption[];
  brands?: CategoryOption[];
  keep?: Record<string, string>;
  /** Another control of the form filters (the table's specification). */
  active?: boolean;
  /** More controls of the same form (the table's specification filter and column). */
  children?: ReactNode;
}) {
  const sections = useTexts("adminSections");
  const t = sections.products;
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t.filtersLabel}
      className="mb-4 flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1 sm:min-w-48">
        <label htmlFor="products-q" className="text-sm font-medium text-ink">
          {t.search}
        </label>
        <input
          id="products-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-base text-ink"
        />
      </div>
      <div className="flex flex-col gap-1 sm:w-56">
        <label htmlFor="products-category" className="text-sm font-medium text-ink">
          {t.category}
        </label>
        <select
          id="products-category"
          name="category"
          defaultValue={filters.category ?? ""}
          className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink"
        >
          <option value="">{t.allCategories}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {brands && (
        <div className="flex flex-col gap-1 sm:w-48">
          <label htmlFor="products-brand" className="text-sm font-medium text-ink">
            {sections.productTable.brand}
          </label>
          <select
            id="products-brand"
            name="brand"
            defaultValue={filters.brand ?? ""}
            className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink"
          >
            <option value="">{sections.productTable.allBrands}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {children}
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex gap-2">
        <button type="submit" className={buttonStyles.primary}>
          {t.searchButton}
        </button>
        {(filters.q || filters.category || filters.brand || active) && (
          <Link to={pathname} className={buttonStyles.secondary}>
            {t.clear}
          </Link>
        )}
      </div>
    </Form>
  );
}
