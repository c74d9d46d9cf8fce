import { Link, useLocation } from "react-router";
import { AdminPagination } from "~/components/admin/admin-pagination";
import { buttonStyles, SectionHeader } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { withParams } from "~/components/store/list-href";
import type { ActionResult } from "~/lib/admin-result";
import type { AdminProduct } from "~/lib/admin-product";
import { ADMIN_SECTIONS } from "../+shared/paths";
import { ProductCard } from "./product-card";
import { ProductsToolbar, type CategoryOption } from "./products-toolbar";

const ADD_PRODUCT = ADMIN_SECTIONS.find((s) => s.key === "addProduct")!.to;

/**
 * docs/product-rules.md §2 Products: the header with the total, the filters, the cards and the
 * pages.
 */
export function ProductGrid({
  products,
  total,
  page,
  pageCount,
  filters,
  categories,
  editing,
  pageResult,
}: {
  products: AdminProduct[];
  total: number;
  page: number;
  pageCount: number;
  filters: { q: string; category: number | null; brand?: number | null };
  categories: CategoryOption[];
  editing: string | null;
  pageResult: ActionResult | undefined;
}) {
  const sections = useTexts("adminSections");
  const t = sections.products;
  const views = sections.productTable;
  const { search } = useLocation();
  // None at all reads as the empty text below, not as a count.
  const countOf = useAdminPlural();
  const filtered = filters.q !== "" || filters.category !== null;
  return (
    <section aria-labelledby="products-title">
      <SectionHeader
        id="products-title"
        title={t.title}
        count={total > 0 ? countOf(t.total, total) : undefined}
      >
        <Link to={ADD_PRODUCT} className={buttonStyles.primary}>
          {t.add}
        </Link>
      </SectionHeader>
      <ProductsToolbar filters={filters} categories={categories} keep={{ view: "grid" }} />
      <nav aria-label={views.view} className="mb-3 flex items-center gap-2 text-sm">
        <span className="font-medium text-ink">{views.view}:</span>
        <Link
          to={withParams(search, { view: null, page: null })}
          className="rounded px-2 py-1 font-semibold text-brand-dark underline"
        >
          {views.viewTable}
        </Link>
        <span aria-current="page" className="rounded bg-ink px-2 py-1 font-semibold text-white">
          {views.viewGrid}
        </span>
      </nav>
      {products.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-ink">{t.emptyTitle}</p>
          <p className="mt-1 text-gray-700">{filtered ? t.emptyFiltered : t.emptyBody}</p>
        </div>
      ) : (
        <ul
          aria-label={t.gridLabel}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {products.map((product) => (
            <li key={product.id} className="has-[[data-editing]]:col-span-full">
              <ProductCard
                product={product}
                startEditing={editing === String(product.id)}
                pageResult={pageResult?.target === String(product.id) ? pageResult : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={page} pageCount={pageCount} />
    </section>
  );
}
