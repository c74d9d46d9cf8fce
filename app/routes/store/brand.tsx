import { InsightMark } from "~/components/store/page-insights";
import { redirect } from "react-router";
import { getBrandBySlug } from "~/.server/catalogue/brands.server";
import { filteredProductList } from "~/.server/catalogue/product-lists.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { JsonLd } from "~/components/store/json-ld";
import { ProductListPage } from "~/components/store/list-page";
import { toListData } from "~/lib/product-list";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { productQuerySchema } from "~/lib/catalogue-schemas";
import { PAGE_SIZE } from "~/lib/sorts";
import { breadcrumbJsonLd } from "~/lib/seo/store-json-ld";
import { listPageMeta, siteNameOf } from "~/lib/seo/list-meta";
import type { Route } from "./+types/brand";
import { brandPath } from "~/lib/slug";

/**
 * /{brandSlug}: one brand's products; an unknown slug goes home
 * (docs/decisions/017-unknown-paths-and-not-found.md).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = productQuerySchema.parse(Object.fromEntries(url.searchParams));
  const db = getDb();
  const brand = await getBrandBySlug(db, params.brandSlug);
  if (!brand) {
    // Slugs are lowercase (docs/product-rules.md §3): /Bosch is /bosch.
    const lower = params.brandSlug.toLowerCase();
    if (lower !== params.brandSlug && (await getBrandBySlug(db, lower))) {
      throw redirect(`${localePath(locale, brandPath(lower))}${url.search}`);
    }
    throw redirect(localePath(locale, "/"));
  }
  const { filters, ...result } = await filteredProductList(
    db,
    { brandId: brand.id },
    { locale, sort: query.sort, page: query.page, perPage: PAGE_SIZE, params: url.searchParams },
  );
  const origin = getEnv().BASE_URL;
  return {
    locale,
    brand: { id: brand.id, name: brand.name, logo: { hash: brand.logo_hash, url: brand.logo_url } },
    list: toListData(result, query, locale),
    filters,
    jsonLd: breadcrumbJsonLd([
      { name: textsFor(locale).nav.home, url: `${origin}${localePath(locale, "/")}` },
      { name: brand.name, url: `${origin}${localePath(locale, brandPath(brand.slug))}` },
    ]),
  };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = textsFor(locale).catalog.meta;
  if (!data) return [];
  const seo = matches[1]?.data?.seo;
  const values = { brand: data.brand.name, site: siteNameOf(seo, locale) };
  return listPageMeta({
    locale,
    location,
    seo,
    title: fill(t.brandTitle, values),
    description: fill(t.brandDescription, values),
    list: data.list,
    image: data.brand.logo,
    filtered: data.filters.filtered,
  });
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, list } = loaderData;
  const t = useTexts("catalog");
  return (
    <ProductListPage
      heading={brand.name}
      list={list}
      emptyText={fill(t.list.emptyBrand, { brand: brand.name })}
      filters={loaderData.filters}
    >
      <JsonLd data={loaderData.jsonLd} />
      <InsightMark kind="brand_view" id={brand.id} />
    </ProductListPage>
  );
}
