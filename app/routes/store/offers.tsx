import { filteredProductList } from "~/.server/catalogue/product-lists.server";
import { getDb } from "~/.server/db/kysely";
import { ProductListPage } from "~/components/store/list-page";
import { toListData } from "~/lib/product-list";
import { localeFromPath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { PAGE_SIZE, productQuerySchema } from "~/lib/catalogue-schemas";
import { listPageMeta, siteNameOf } from "~/lib/seo/list-meta";
import type { Route } from "./+types/offers";

/** /ofertas: products on offer, each card with its percent off. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = productQuerySchema.parse(Object.fromEntries(url.searchParams));
  const { filters, ...result } = await filteredProductList(
    getDb(),
    { offers: true },
    { locale, sort: query.sort, page: query.page, perPage: PAGE_SIZE, params: url.searchParams },
  );
  return { locale, list: toListData(result, query, locale), filters };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = textsFor(locale).catalog.meta;
  if (!data) return [];
  const seo = matches[1]?.data?.seo;
  const site = siteNameOf(seo, locale);
  return listPageMeta({
    locale,
    location,
    seo,
    title: fill(t.offersTitle, { site }),
    description: fill(t.offersDescription, { site }),
    list: data.list,
    filtered: data.filters.filtered,
  });
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const t = useTexts("catalog");
  return (
    <ProductListPage
      heading={t.headings.offers}
      list={loaderData.list}
      emptyText={t.list.emptyOffers}
      filters={loaderData.filters}
    />
  );
}
