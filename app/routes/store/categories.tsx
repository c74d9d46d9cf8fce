import { Link } from "react-router";
import { listCategories } from "~/.server/catalogue/categories.server";
import { countProducts } from "~/.server/catalogue/products.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { localeFromPath, localePath } from "~/i18n/locale";
import { fill, messagesFor } from "~/i18n/messages";
import { plural } from "~/i18n/plural";
import { localized } from "~/lib/localized";
import { siteNameOf } from "~/lib/seo/list-meta";
import { canonicalUrl, seoMeta, summarize } from "~/lib/seo/meta";
import type { Route } from "./+types/categories";

/** /categorias: every category, each linking to its product list. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = getDb();
  const categories = await listCategories(db, locale);
  const counts = await Promise.all(categories.map((c) => countProducts(db, { categoryId: c.id })));
  return {
    locale,
    url: `${getEnv().BASE_URL}${localePath(locale, "/categorias")}`,
    categories: categories.map((c, i) => ({
      id: c.id,
      name: localized(c, "name", locale),
      count: counts[i] ?? 0,
    })),
  };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = messagesFor(locale).catalog.meta;
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
  const t = messagesFor(locale).catalog;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      <h1 id="categories-heading" className="text-2xl font-bold text-ink sm:text-3xl">
        {t.headings.categories}
      </h1>
      <ul
        aria-labelledby="categories-heading"
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={localePath(locale, `/produtos/${c.id}`)}
              className="flex min-h-20 flex-col justify-center rounded-lg border border-gray-200 p-4 shadow-sm hover:border-brand hover:shadow-md"
            >
              <span className="text-lg font-semibold text-ink">{c.name}</span>
              <span className="text-sm text-gray-600">
                {c.count > 0 ? plural(locale, t.list.count, c.count) : t.list.emptyCategory}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
