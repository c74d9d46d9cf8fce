import { redirect } from "react-router";
import { getBrandBySlug } from "~/.server/catalogue/brands.server";
import { listProducts } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { ProductListPage, toListData } from "~/components/store/list-page";
import { localeFromPath, localePath } from "~/i18n/locale";
import { fill, messagesFor } from "~/i18n/messages";
import { PAGE_SIZE, productQuerySchema } from "~/lib/catalogue-schemas";
import type { Route } from "./+types/brand";

/** /{brandSlug}: one brand's products; an unknown slug goes home (design.md "Unknown paths"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const query = productQuerySchema.parse(Object.fromEntries(url.searchParams));
  const db = getDb();
  const brand = await getBrandBySlug(db, params.brandSlug);
  if (!brand) {
    // Slugs are lowercase (spec §3): /Bosch is /bosch.
    const lower = params.brandSlug.toLowerCase();
    if (lower !== params.brandSlug && (await getBrandBySlug(db, lower))) {
      throw redirect(`${localePath(locale, `/${encodeURIComponent(lower)}`)}${url.search}`);
    }
    throw redirect(localePath(locale, "/"));
  }
  const result = await listProducts(db, {
    brandId: brand.id,
    sort: query.sort,
    page: query.page,
    perPage: PAGE_SIZE,
  });
  return { locale, brand: { name: brand.name }, list: toListData(result, query, locale) };
}

export function meta({ data, location }: Route.MetaArgs) {
  const t = messagesFor(localeFromPath(location.pathname)).catalog.meta;
  if (!data) return [];
  const values = { brand: data.brand.name };
  return [
    { title: fill(t.brandTitle, values) },
    { name: "description", content: fill(t.brandDescription, values) },
  ];
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, list, locale } = loaderData;
  const t = messagesFor(locale).catalog;
  return (
    <ProductListPage
      heading={brand.name}
      list={list}
      emptyText={fill(t.list.emptyBrand, { brand: brand.name })}
    />
  );
}
