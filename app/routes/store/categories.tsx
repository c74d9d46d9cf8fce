import { categoryTiles } from "~/.server/catalogue/home.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { CategoryTiles } from "~/components/store/category-tiles";
import { siteNameOf } from "~/lib/seo/list-meta";
import { canonicalUrl, seoMeta, summarize } from "~/lib/seo/meta";
import type { Route } from "./+types/categories";

/** /categorias: every category, with a picture and its count, each linking to its product list. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    locale,
    url: `${getEnv().BASE_URL}${localePath(locale, "/categorias")}`,
    categories: await categoryTiles(getDb(), locale),
  };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = textsFor(locale).catalog.meta;
  const seo = matches[1]?.data?.seo;
  const site = siteNameOf(seo, locale);
  const names = data?.categories.map((c) => c.name).join(", ") ?? "";
  return seoMeta({
    title: fill(t.categoriesTitle, { site }),
    description: summarize(
      fill(names ? t.categoriesDescriptionNamed : t.categoriesDescription, { names, site }),
    ),
    locale,
    siteName: site,
    url: data?.url ?? canonicalUrl(seo?.origin ?? "", location.pathname, ""),
    image: seo?.shareImage,
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { locale, categories } = loaderData;
  const t = useTexts("catalog");
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <h1 id="categories-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        {t.headings.categories}
      </h1>
      <CategoryTiles locale={locale} tiles={categories} labelledBy="categories-heading" />
    </main>
  );
}
