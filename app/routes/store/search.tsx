import { InsightMark } from "~/components/store/page-insights";
import { Form, redirect } from "react-router";
import { getDb } from "~/.server/db/kysely";
import { filteredProductList } from "~/.server/catalogue/product-lists.server";
import { variantBySku } from "~/.server/catalogue/variants.server";
import { ProductListPage } from "~/components/store/list-page";
import { EMPTY_LIST, toListData } from "~/lib/product-list";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { productQuerySchema } from "~/lib/catalogue-schemas";
import { PAGE_SIZE } from "~/lib/sorts";
import { listPageMeta, siteNameOf } from "~/lib/seo/list-meta";
import type { Route } from "./+types/search";

/**
 * /busca?q=: the full search (names first, then brands and descriptions, one typo tolerated);
 * an empty query shows none (docs/product-rules.md §4); a variant's SKU opens its product.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = productQuerySchema.parse(Object.fromEntries(url.searchParams));
  const q = query.q ?? "";
  if (q === "") return { locale, q, list: EMPTY_LIST, filters: undefined };
  // A variant's SKU opens its product with that variant chosen.
  const variant = await variantBySku(getDb(), q);
  if (variant) {
    const sku = encodeURIComponent(variant.sku);
    throw redirect(localePath(locale, `/produto/${variant.productId}?variante=${sku}`));
  }
  const { filters, ...result } = await filteredProductList(
    getDb(),
    { q },
    { locale, sort: query.sort, page: query.page, perPage: PAGE_SIZE, params: url.searchParams },
  );
  return { locale, q, list: toListData(result, query, locale), filters };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = textsFor(locale).catalog.meta;
  const q = data?.q ?? "";
  const seo = matches[1]?.data?.seo;
  const site = siteNameOf(seo, locale);
  return listPageMeta({
    locale,
    location,
    seo,
    title: fill(q ? t.searchResultsTitle : t.searchTitle, { query: q, site }),
    description: fill(t.searchDescription, { site }),
    list: data?.list ?? EMPTY_LIST,
    // Result pages are endless variations of the catalogue; search engines should skip them.
    noindex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, list, filters } = loaderData;
  const t = useTexts("catalog");
  return (
    <ProductListPage
      heading={q ? fill(t.headings.searchResults, { query: q }) : t.headings.search}
      list={list}
      emptyText={q ? fill(t.list.emptySearch, { query: q }) : t.search.prompt}
      filters={filters}
    >
      {/* key: the field shows the new words after a search made elsewhere (the header box). */}
      <Form key={q} method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t.search.label}
        </label>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={q}
          maxLength={200}
          className="min-h-11 min-w-0 flex-1 rounded border border-gray-300 px-3"
        />
        <button
          type="submit"
          className="min-h-11 rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
        >
          {t.search.submit}
        </button>
      </Form>
      {/* A search counts once, on its first page: the next pages are the same search. */}
      {q && list.page === 1 && <InsightMark kind="search" q={q} results={list.total} />}
    </ProductListPage>
  );
}
