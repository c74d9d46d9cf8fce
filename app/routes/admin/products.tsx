import "~/lib/zod-csp";
import { data, useLocation } from "react-router";
import { z } from "zod";
import { readFlash } from "~/.server/admin/flash.server";
import { requireAdmin } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getImagesOfProducts } from "~/.server/catalogue/product-images.server";
import { listProducts } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { ConfirmPanel } from "~/components/admin/confirm-form";
import { DEFAULT_LOCALE } from "~/i18n/locale";
import { ToastProvider, useResultToast } from "~/components/admin/toast";
import { useSectionMessages } from "~/components/admin/use-section-messages";
import { toAdminProduct } from "~/lib/admin-product";
import { LIMITS } from "~/lib/catalogue-schemas";
import { galleryEntries } from "~/lib/gallery-form";
import { localized } from "~/lib/localized";
import type { Route } from "./+types/products";
import { ProductGrid } from "./+products/product-grid";
import { productsAction } from "./+products/products-action.server";
import { sectionClientAction, sectionShouldRevalidate, type ClientResult } from "./+shared/offline";

const PER_PAGE = 24;

const querySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  category: z.coerce.number().int().positive().max(LIMITS.id).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  edit: z.string().max(20).optional().catch(undefined),
});

/** docs/product-rules.md §2 Products: the grid, searchable and filtered by category, 24 a page. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = querySchema.parse(Object.fromEntries(url.searchParams));
  const q = query.q || undefined;
  const db = getDb();
  const { locale } = await adminLocale(request);
  const [list, categories] = await Promise.all([
    listProducts(db, {
      q,
      categoryId: query.category,
      page: query.page,
      perPage: PER_PAGE,
      sort: "name",
      // The cards show (and edit) the Portuguese name, so they are in its order.
      locale: DEFAULT_LOCALE,
    }),
    listCategories(db, locale),
  ]);
  // Each card's edit form opens in place with its gallery (issue #17): one query for the page.
  const galleries = await getImagesOfProducts(
    db,
    list.items.map((p) => p.id),
  );
  const flash = await readFlash(request);
  return data(
    {
      products: list.items.map((p) =>
        toAdminProduct(p, locale, galleryEntries(galleries.get(p.id) ?? [])),
      ),
      total: list.total,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(list.total / PER_PAGE)),
      filters: { q: q ?? "", category: query.category ?? null },
      categories: categories.map((c) => ({ id: c.id, name: localized(c, "name", locale) })),
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
      <ProductsPage loaderData={loaderData} actionData={actionData} />
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
  const t = useSectionMessages().products;
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
      <ProductGrid {...loaderData} pageResult={actionData} />
    </>
  );
}
