import "~/lib/zod-csp";
import { data, useLocation } from "react-router";
import { readFlash } from "~/.server/admin/flash.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getImagesOfProducts } from "~/.server/catalogue/product-images.server";
import { listAdminProducts, resolveAdminSpec } from "~/.server/catalogue/admin-products.server";
import {
  adminAttributeCatalogue,
  loadAttributes,
  numberValuesInUse,
  productAttributeValues,
} from "~/.server/catalogue/attributes.server";
import { listBrands } from "~/.server/catalogue/brands.server";
import { undoableBulkChanges } from "~/.server/catalogue/bulk/bulk-undo.server";
import { listProducts } from "~/.server/catalogue/products.server";
import { variantsOf } from "~/.server/catalogue/variants.server";
import { getDb } from "~/.server/db/kysely";
import { getLowStockThreshold } from "~/.server/settings/stock-settings.server";
import { AdminAttributesProvider } from "~/components/admin/attribute-context";
import { ConfirmPanel } from "~/components/admin/confirm-form";
import { DEFAULT_LOCALE } from "~/i18n/locale";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useTexts } from "~/i18n/use-texts";
import { toAdminProduct } from "~/lib/admin-product";
import { adminTableQuerySchema } from "~/lib/admin-table";
import { toAdminVariants } from "~/lib/admin-variants";
import { galleryEntries } from "~/lib/gallery-form";
import { localized } from "~/lib/localized";
import type { Route } from "./+types/products";
import { ProductGrid } from "./+products/product-grid";
import { ProductTable } from "./+products/product-table";
import { productsAction } from "./+products/products-action.server";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

const GRID_PER_PAGE = 24;

/**
 * docs/product-rules.md §2 Products: the dense table by default (sorted on the server, 50/100/200
 * a page; docs/decisions/049-bulk-edits-and-product-table.md), or the card grid (`?view=grid`, 24
 * a page), searchable and filtered by category and brand, and in the table by a specification's
 * value with one as a column and by the variants' stock (low, sold out); all of it in the URL.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = adminTableQuerySchema.parse(Object.fromEntries(url.searchParams));
  const q = query.q || undefined;
  const db = getDb();
  const { locale } = await adminLocale(request);
  const grid = query.view === "grid";
  const perPage = grid ? GRID_PER_PAGE : query.per;
  const filter = { q, categoryId: query.category, brandId: query.brand };
  // The table filters by one specification's value and may show one as a column.
  const catalogue = await loadAttributes(db);
  const spec = resolveAdminSpec(catalogue, query.spec);
  const column = query.col && catalogue.byCode.has(query.col) ? query.col : null;
  const threshold = await getLowStockThreshold(db);
  const stock = query.stock && !grid ? { state: query.stock, threshold } : undefined;
  const [list, categories, brands, undoable, attributes, numbers] = await Promise.all([
    grid
      ? listProducts(db, {
          ...filter,
          page: query.page,
          perPage,
          sort: "name",
          // The cards show (and edit) the Portuguese name, so they are in its order.
          locale: DEFAULT_LOCALE,
        })
      : listAdminProducts(db, {
          ...filter,
          attribute: spec ?? undefined,
          stock,
          sort: query.sort,
          dir: query.dir,
          page: query.page,
          perPage,
        }),
    listCategories(db, locale),
    listBrands(db),
    undoableBulkChanges(db),
    adminAttributeCatalogue(db),
    numberValuesInUse(db),
  ]);
  // Each product's edit form opens in place with its gallery and its specifications: one query
  // each for the page.
  const ids = list.items.map((p) => p.id);
  const [galleries, values, variants] = await Promise.all([
    getImagesOfProducts(db, ids),
    productAttributeValues(db, ids),
    variantsOf(db, ids),
  ]);
  const flash = await readFlash(request);
  return data(
    {
      products: list.items.map((p) =>
        toAdminProduct(
          p,
          locale,
          galleryEntries(galleries.get(p.id) ?? []),
          values.get(p.id) ?? [],
          toAdminVariants(variants.get(p.id), locale),
        ),
      ),
      total: list.total,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(list.total / perPage)),
      filters: {
        q: q ?? "",
        category: query.category ?? null,
        brand: query.brand ?? null,
        // Only a specification filter the table applies (an unknown one filters nothing).
        spec: spec && !grid ? (query.spec ?? "") : "",
        stock: stock?.state ?? ("" as const),
      },
      lowStockThreshold: threshold,
      table: { view: query.view, sort: query.sort, dir: query.dir, per: query.per, column },
      attributes,
      numbers,
      categories: categories.map((c) => ({ id: c.id, name: localized(c, "name", locale) })),
      brands: brands.map((b) => ({ id: b.id, name: b.name })),
      undoable,
      editing: query.edit ?? null,
      flash: flash.toast,
    },
    { headers: flash.headers },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return productsAction(request);
}

/**
 * docs/product-rules.md §8 failure toasts when a row action never reached the server; the edit form
 * stays open.
 */
export async function clientAction(args: Route.ClientActionArgs) {
  return sectionClientAction(args);
}

export const shouldRevalidate = sectionShouldRevalidate;

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={[loaderData.flash, actionData?.toast]}>
      <AdminAttributesProvider value={loaderData.attributes}>
        <ProductsPage loaderData={loaderData} actionData={actionData} />
      </AdminAttributesProvider>
    </ToastProvider>
  );
}

function ProductsPage({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").products;
  const { pathname, search } = useLocation();
  useResultToast(actionData);
  useResultToast({ toast: loaderData.flash ?? undefined });
  const confirm = actionData?.confirm;
  return (
    <>
      {confirm && (
        <ConfirmPanel
          question={t.confirmDelete}
          label={confirm.label}
          intent="delete"
          id={confirm.target}
          cancelTo={`${pathname}${search}`}
        />
      )}
      {loaderData.table.view === "grid" ? (
        <ProductGrid {...loaderData} pageResult={actionData} />
      ) : (
        <ProductTable {...loaderData} pageResult={actionData} />
      )}
    </>
  );
}
