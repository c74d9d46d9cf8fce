import { listBrands } from "~/.server/catalogue/brands.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { BrandTiles } from "~/components/store/brand-grid";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { siteNameOf } from "~/lib/seo/list-meta";
import { canonicalUrl, seoMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/brands";

/**
 * /marcas: every brand, in the catalogue's order. The home page shows the first 40
 * and links here; a shop has tens or hundreds of brands, not thousands, so it is one page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    locale,
    url: `${getEnv().BASE_URL}${localePath(locale, "/marcas")}`,
    brands: await listBrands(getDb()),
  };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = textsFor(locale).store.brands;
  const seo = matches[1]?.data?.seo;
  const site = siteNameOf(seo, locale);
  return seoMeta({
    title: fill(t.allTitle, { site }),
    description: fill(t.allDescription, { site }),
    locale,
    siteName: site,
    url: data?.url ?? canonicalUrl(seo?.origin ?? "", location.pathname, ""),
    image: seo?.shareImage,
  });
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  const { locale, brands } = loaderData;
  const t = useTexts("store").brands;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <h1 id="all-brands-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        {t.all}
      </h1>
      <BrandTiles locale={locale} brands={brands} labelledBy="all-brands-heading" />
    </main>
  );
}
