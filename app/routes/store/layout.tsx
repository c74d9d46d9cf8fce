import { Outlet, useLocation } from "react-router";
import { listCategories } from "~/.server/catalogue/categories.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { StoreChrome } from "~/components/store/store-chrome";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import type { Route } from "./+types/layout";

/** Every store page: categories for the navigation, the store profile for strip and footer. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = getDb();
  const [categories, profile] = await Promise.all([
    listCategories(db, locale),
    getStoreProfile(db),
  ]);
  return {
    locale,
    origin: getEnv().BASE_URL,
    categories: categories.map((c) => ({ id: c.id, name: locale === "en" ? c.name_en : c.name })),
    profile,
  };
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { locale, origin, categories, profile } = loaderData;
  const { pathname, search } = useLocation();
  return (
    <StoreChrome locale={locale} categories={categories} profile={profile}>
      {/* design.md: each page names the other language's URL (React hoists these into <head>). */}
      <link
        rel="alternate"
        hrefLang="pt-BR"
        href={`${origin}${pathInLocale(pathname, "pt")}${search}`}
      />
      <link
        rel="alternate"
        hrefLang="en"
        href={`${origin}${pathInLocale(pathname, "en")}${search}`}
      />
      <link
        rel="alternate"
        hrefLang="x-default"
        href={`${origin}${pathInLocale(pathname, "pt")}${search}`}
      />
      <Outlet />
    </StoreChrome>
  );
}
