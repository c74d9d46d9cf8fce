import { homeContent } from "~/.server/catalogue/home.server";
import { storeChrome } from "~/.server/catalogue/store-chrome.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { BrandGrid } from "~/components/store/brand-grid";
import { BrandMarquee } from "~/components/store/brand-marquee";
import { CategoryTiles } from "~/components/store/category-tiles";
import { JsonLd } from "~/components/store/json-ld";
import { FirstPosterPreload, PosterCarousel } from "~/components/store/poster-carousel";
import { HomeSection, ProductRow } from "~/components/store/product-row";
import { profileText } from "~/components/store/store-profile-text";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { localized } from "~/lib/localized";
import { imageSrc } from "~/lib/media-url";
import { hardwareStoreJsonLd, webSiteJsonLd } from "~/lib/seo/store-json-ld";
import { siteNameOf } from "~/lib/seo/list-meta";
import { absoluteUrl, seoMeta } from "~/lib/seo/meta";
import { Island } from "~/islands/island";
import type { Route } from "./+types/home";

/**
 * docs/product-rules.md §2 home: poster carousel (active posters), brand grid and brand marquee;
 * between them the rows "Ofertas da semana" and "Novidades" and the category tiles.
 * Every read is bounded and indexed; the page is served from the page cache.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = getDb();
  // Both kept while the catalogue stays the same (the layout reads the same chrome).
  const [{ posters, profile }, content] = await Promise.all([
    storeChrome(db, locale),
    homeContent(db, locale),
  ]);
  const origin = getEnv().BASE_URL;
  const url = `${origin}${localePath(locale, "/")}`;
  const first = posters[0];
  const image = first
    ? absoluteUrl(origin, imageSrc({ hash: first.image_hash, url: first.image_url }, 1200))
    : null;
  return {
    locale,
    url,
    image,
    posters: posters.map((p) => ({
      id: p.id,
      // A poster may have no title at all (its alt text is then empty).
      title: localized({ ...p, title: p.title ?? "" }, "title", locale) || null,
      image_hash: p.image_hash,
      image_url: p.image_url,
    })),
    brands: content.brands,
    moreBrands: content.moreBrands,
    offers: content.offers,
    newest: content.newest,
    categories: content.categories,
    jsonLd: [
      webSiteJsonLd({
        name: profile.name,
        url,
        locale,
        searchUrl: `${origin}${localePath(locale, "/busca")}?q={search_term_string}`,
      }),
      hardwareStoreJsonLd(profile, {
        url,
        description: profileText(profile, locale).description,
        image,
      }),
    ],
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const t = textsFor(data.locale);
  const site = siteNameOf(matches[1]?.data?.seo, data.locale);
  return seoMeta({
    title: fill(t.meta.homeTitle, { site }),
    description: t.meta.homeDescription,
    locale: data.locale,
    siteName: site,
    url: data.url,
    image: data.image,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale, posters, brands, offers, newest, categories } = loaderData;
  const t = useTexts("store").home;
  return (
    <main id="main" tabIndex={-1} className="pb-4 outline-none">
      <JsonLd data={loaderData.jsonLd} />
      <h1 className="sr-only">{t.heading}</h1>
      <FirstPosterPreload posters={posters} />
      <Island
        name="poster-carousel"
        component={PosterCarousel}
        props={{ locale, posters }}
        wake={["autoplay"]}
      />
      <ProductRow
        id="offers-heading"
        title={t.offers}
        products={offers}
        more={{ href: localePath(locale, "/ofertas?sort=discount"), label: t.seeAll }}
      />
      <ProductRow
        id="newest-heading"
        title={t.newest}
        products={newest}
        more={{ href: localePath(locale, "/produtos?sort=newest"), label: t.seeAll }}
      />
      {categories.length > 0 && (
        <HomeSection
          id="categories-heading"
          title={t.categories}
          more={{ href: localePath(locale, "/categorias"), label: t.seeAll }}
        >
          <CategoryTiles locale={locale} tiles={categories} labelledBy="categories-heading" />
        </HomeSection>
      )}
      <BrandGrid locale={locale} brands={brands} more={loaderData.moreBrands} />
      <Island name="brand-marquee" component={BrandMarquee} props={{ brands }} when="visible" />
    </main>
  );
}
