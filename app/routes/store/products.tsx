import { InsightMark } from "~/components/store/page-insights";
import { getCategory } from "~/.server/catalogue/categories.server";
import { filteredProductList } from "~/.server/catalogue/product-lists.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { JsonLd } from "~/components/store/json-ld";
import { ProductListPage } from "~/components/store/list-page";
import { CatalogueErrorBoundary } from "~/components/store/product-not-found";
import { parseId } from "~/lib/id";
import { localized } from "~/lib/localized";
import { notFound, notFoundTitle } from "~/lib/not-found";
import { toListData } from "~/lib/product-list";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { productQuerySchema } from "~/lib/catalogue-schemas";
import { PAGE_SIZE } from "~/lib/sorts";
import { breadcrumbJsonLd } from "~/lib/seo/store-json-ld";
import { listPageMeta, siteNameOf } from "~/lib/seo/list-meta";
import { notFoundMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/products";

/** /produtos (all products) and /produtos/{categoryId} (one category). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = productQuerySchema.parse(Object.fromEntries(url.searchParams));
  const db = getDb();
  let category: { id: number; name: string } | null = null;
  if (params.categoryId !== undefined) {
    const id = parseId(params.categoryId);
    const row = id == null ? undefined : await getCategory(db, id);
    if (!row) notFound("category");
    category = { id: row.id, name: localized(row, "name", locale) };
  }
  const { filters, ...result } = await filteredProductList(
    db,
    { categoryId: category?.id },
    { locale, sort: query.sort, page: query.page, perPage: PAGE_SIZE, params: url.searchParams },
  );
  const t = textsFor(locale);
  const page = (path: string) => `${getEnv().BASE_URL}${localePath(locale, path)}`;
  return {
    locale,
    category,
    list: toListData(result, query, locale),
    filters,
    jsonLd: category
      ? breadcrumbJsonLd([
          { name: t.nav.home, url: page("/") },
          { name: t.catalog.headings.products, url: page("/produtos") },
          { name: category.name, url: page(`/produtos/${category.id}`) },
        ])
      : null,
  };
}

export function meta({ data, error, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = textsFor(locale).catalog.meta;
  const seo = matches[1]?.data?.seo;
  const site = siteNameOf(seo, locale);
  if (!data) return notFoundMeta(fill(notFoundTitle(error, t), { site }));
  const values = { category: data.category?.name ?? "", site };
  return listPageMeta({
    locale,
    location,
    seo,
    title: fill(data.category ? t.categoryTitle : t.productsTitle, values),
    description: fill(data.category ? t.categoryDescription : t.productsDescription, values),
    list: data.list,
    filtered: data.filters.filtered,
  });
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { category, list } = loaderData;
  const t = useTexts("catalog");
  return (
    <ProductListPage
      heading={category ? category.name : t.headings.products}
      list={list}
      emptyText={category ? t.list.emptyCategory : t.list.emptyAll}
      filters={loaderData.filters}
    >
      {loaderData.jsonLd && <JsonLd data={loaderData.jsonLd} />}
      {category && <InsightMark kind="category_view" id={category.id} />}
    </ProductListPage>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary };
