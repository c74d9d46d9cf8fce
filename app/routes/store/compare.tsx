import { loadComparison } from "~/.server/catalogue/compare.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { pageTexts } from "~/.server/page-texts.server";
import { Comparison, DIFF } from "~/components/store/compare-comparison";
import { usePageLocation } from "~/i18n/use-messages";
import { Island } from "~/islands/island";
import { CatalogueErrorBoundary } from "~/components/store/product-not-found";
import { localeFromPath, localePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/texts";
import { fill } from "~/i18n/fill";
import { plural } from "~/i18n/plural";
import { comparedKey, parseCompareIds } from "~/lib/compare";
import { COMPARE_MAX, compareSearch } from "~/lib/compare-list";
import { siteNameOf } from "~/lib/seo/list-meta";
import { seoMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/compare";

/**
 * /comparar?ids=12,34:55,34:56 (and under every language's prefix): the products side by side, a
 * variant (`product:variant`) as its own column. The
 * address alone says what is compared, so it can be shared and the page cache serves
 * it; the ids are read leniently (app/lib/compare.ts) and what cannot be shown is said, never an
 * error page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const parsed = parseCompareIds(url.searchParams.getAll("ids"));
  const { products, rows } = await loadComparison(getDb(), parsed.refs, locale);
  const path = localePath(locale, "/comparar");
  return {
    locale,
    texts: pageTexts(locale, "comparePage"),
    products,
    rows,
    limited: parsed.limited,
    malformed: parsed.malformed,
    dropped: parsed.refs.length - products.length,
    url: `${getEnv().BASE_URL}${path}${products.length ? compareSearch(products) : ""}`,
  };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = textsFor(locale);
  const site = siteNameOf(matches[1]?.data?.seo, locale);
  return seoMeta({
    title: fill(t.meta.pageTitle, { page: data?.texts.heading ?? "", site }),
    description: fill(data?.texts.description ?? "", { site }),
    locale,
    siteName: site,
    url: data?.url ?? null,
    // A shopper's own choice: nothing for a search engine to list.
    noindex: true,
  });
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { locale, texts: t, products, rows, limited, malformed, dropped } = loaderData;
  const { search } = usePageLocation();
  const keys = products.map(comparedKey);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t.heading}</h1>
      {(malformed || limited || dropped > 0) && (
        <ul className="mt-3 space-y-1 text-sm text-gray-800">
          {malformed && <li>{t.invalid}</li>}
          {limited && <li>{fill(t.limited, { max: COMPARE_MAX })}</li>}
          {dropped > 0 && <li>{plural(locale, t.dropped, dropped)}</li>}
        </ul>
      )}
      {products.length === 0 ? (
        <div className="mt-6">
          <p className="text-lg text-ink">{t.empty}</p>
          <p className="mt-1 text-gray-700">{fill(t.emptyHint, { max: COMPARE_MAX })}</p>
          <a
            href={localePath(locale, "/produtos")}
            className="mt-4 inline-flex min-h-12 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
          >
            {t.browse}
          </a>
        </div>
      ) : (
        // A new set of products starts from what its address says.
        <Island
          key={keys.join(",")}
          name="comparison"
          component={Comparison}
          props={{
            texts: t,
            initialOnly: new URLSearchParams(search).get(DIFF) === "1",
            products,
            rows,
          }}
        />
      )}
    </main>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary };
