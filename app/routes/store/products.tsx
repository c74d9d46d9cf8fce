import { getCategory } from "~/.server/catalogue/categories.server";
import { listProducts } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { ProductListPage, toListData } from "~/components/store/list-page";
import {
  CatalogueErrorBoundary,
  idParam,
  notFound,
  notFoundTitle,
} from "~/components/store/product-not-found";
import { localeFromPath } from "~/i18n/locale";
import { fill, messagesFor } from "~/i18n/messages";
import { PAGE_SIZE, productQuerySchema } from "~/lib/catalogue-schemas";
import type { Route } from "./+types/products";

/** /produtos (all products) and /produtos/{categoryId} (one category). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = productQuerySchema.parse(Object.fromEntries(url.searchParams));
  const db = getDb();
  let category: { id: number; name: string } | null = null;
  if (params.categoryId !== undefined) {
    const id = idParam(params.categoryId);
    const row = id == null ? undefined : await getCategory(db, id);
    if (!row) notFound("category");
    category = { id: row.id, name: locale === "en" ? row.name_en : row.name };
  }
  const result = await listProducts(db, {
    categoryId: category?.id,
    sort: query.sort,
    page: query.page,
    perPage: PAGE_SIZE,
  });
  return { locale, category, list: toListData(result, query, locale) };
}

export function meta({ data, error, location }: Route.MetaArgs) {
  const t = messagesFor(localeFromPath(location.pathname)).catalog.meta;
  if (!data) return [{ title: notFoundTitle(error, t) }, { name: "robots", content: "noindex" }];
  if (data.category) {
    const values = { category: data.category.name };
    return [
      { title: fill(t.categoryTitle, values) },
      { name: "description", content: fill(t.categoryDescription, values) },
    ];
  }
  return [{ title: t.productsTitle }, { name: "description", content: t.productsDescription }];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { category, list, locale } = loaderData;
  const t = messagesFor(locale).catalog;
  return (
    <ProductListPage
      heading={category ? category.name : t.headings.products}
      list={list}
      emptyText={category ? t.list.emptyCategory : t.list.emptyAll}
    />
  );
}

export { CatalogueErrorBoundary as ErrorBoundary };
