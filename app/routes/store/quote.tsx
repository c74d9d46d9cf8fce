import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { pageTexts } from "~/.server/page-texts.server";
import { getStoreProfile } from "~/.server/settings/store-profile.server";
import { BrazilNote } from "~/components/store/currency-hint";
import { QuoteIsland } from "~/components/store/quote-island";
import { useStoreLayout } from "~/components/store/use-store-layout";
import { Island } from "~/islands/island";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { fill } from "~/i18n/fill";
import { seoMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/quote";

/**
 * /orcamento (and under every language's prefix): the quote list. The list lives in
 * the browser, so the server renders the same page for everyone (the page cache serves it) and the
 * browser fills it in, checks it with the shop and sends it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const profile = await getStoreProfile(getDb());
  const origin = getEnv().BASE_URL;
  return {
    locale,
    texts: pageTexts(locale, "quotePage"),
    storeName: profile.name,
    whatsapp: profile.whatsapp,
    origin,
    url: `${origin}${localePath(locale, "/orcamento")}`,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const t = textsFor(data.locale);
  return seoMeta({
    title: fill(t.meta.pageTitle, { page: data.texts.title, site: data.storeName }),
    description: fill(data.texts.description, { name: data.storeName }),
    locale: data.locale,
    siteName: data.storeName,
    url: data.url,
    // A shopper's own list: nothing for a search engine to show.
    noindex: true,
  });
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { locale, texts: t, whatsapp, origin } = loaderData;
  const currency = useStoreLayout()?.currency ?? null;
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-4xl px-4 py-6 outline-none">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-gray-700">{t.intro}</p>
      {/* Rendered by the server, so it shows before the list (the browser's) is filled in. */}
      <BrazilNote className="mt-4" />
      <Island
        name="quote-list"
        when="idle"
        component={QuoteIsland}
        props={{ texts: t, locale, whatsapp, origin, currency }}
      />
    </main>
  );
}
