import { Outlet, useLocation } from "react-router";
import { PageInsights } from "~/components/store/page-insights";
import { CompareBarSlot } from "~/components/store/compare-bar-slot";
import { Island } from "~/islands/island";
import { hasSessionCookie } from "~/.server/auth/cookie-prefix";
import { scheduledChangeDue } from "~/.server/catalogue/offer-schedule.server";
import { storeChrome } from "~/.server/catalogue/store-chrome.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { RatesExpiryScript } from "~/components/store/rates-expiry-script";
import { StoreChrome } from "~/components/store/store-chrome";
import { StoreLayoutProvider, type StoreLayoutData } from "~/components/store/use-store-layout";
import { DEFAULT_LOCALE, LANGUAGES } from "~/i18n/languages";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { freshRates } from "~/lib/currency-rates";
import { cacheControlUntil, storePageCacheControl } from "~/lib/http-cache";
import { localized } from "~/lib/localized";
import { imageSrc } from "~/lib/media-url";
import { expirePageAt, pageExpiryOf } from "~/lib/page-expiry";
import { absoluteUrl, type StoreSeoContext } from "~/lib/seo/meta";
import type { Route } from "./+types/layout";

/**
 * Every store response, pages and their client-navigation data alike (a middleware sees both;
 * a `headers` export would miss the data requests that skip this layout's loader): short public
 * caching for anonymous visitors, private for signed-in ones.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const response = await next();
    const signedIn =
      hasSessionCookie(request.headers.get("cookie")) || request.headers.has("authorization");
    const cacheControl = storePageCacheControl(signedIn, response);
    // A page showing the currency hint is kept by no cache past the rates' expiry (decision 054).
    if (cacheControl) {
      response.headers.set(
        "Cache-Control",
        cacheControlUntil(cacheControl, pageExpiryOf(context), Date.now()),
      );
    }
    return response;
  },
];

/**
 * Every store page: categories for the navigation, the store profile for strip and footer, and the
 * exchange rates of the currency hint while they are fresh (docs/decisions/054-currency-hint.md).
 * storeChrome reads the catalogue version, which applies the calendar's due changes first, so the
 * next scheduled change read after it is current.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const db = getDb();
  const { categories, profile, posters } = await storeChrome(db, locale);
  const origin = getEnv().BASE_URL;
  // Fresh now; the page, whoever keeps it, no longer than they are.
  const currency = freshRates(profile, Date.now());
  if (currency) expirePageAt(context, Date.parse(currency.expiresAt));
  // Nor past the next instant an offer or poster window opens or closes (decision 066).
  const change = scheduledChangeDue(db);
  if (change !== undefined) expirePageAt(context, change);
  const poster = posters[0];
  const seo: StoreSeoContext = {
    origin,
    siteName: profile.name,
    shareImage: poster
      ? absoluteUrl(origin, imageSrc({ hash: poster.image_hash, url: poster.image_url }, 1200))
      : null,
  };
  return {
    locale,
    origin,
    seo,
    categories: categories.map((c) => ({ id: c.id, name: localized(c, "name", locale) })),
    profile,
    currency,
  } satisfies StoreLayoutData;
}

export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  const { locale, origin, categories, profile } = loaderData;
  const { pathname, search } = useLocation();
  return (
    <StoreLayoutProvider value={loaderData}>
      <StoreChrome locale={locale} categories={categories} profile={profile}>
        {/* Before any hint in the document: it hides them all once the rates go stale. */}
        <RatesExpiryScript />
        {/* Each page names its URL in every language, and the default one as x-default (React
          hoists these into <head>): docs/decisions/016-routes-and-languages.md. */}
        {LANGUAGES.map((l) => (
          <link
            key={l.code}
            rel="alternate"
            hrefLang={l.tag}
            href={`${origin}${pathInLocale(pathname, l.code)}${search}`}
          />
        ))}
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${origin}${pathInLocale(pathname, DEFAULT_LOCALE)}${search}`}
        />
        <Outlet />
        <PageInsights />
        <Island name="compare-bar" component={CompareBarSlot} props={{}} wake={["compare"]} />
      </StoreChrome>
    </StoreLayoutProvider>
  );
}
