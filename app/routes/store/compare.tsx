import { useId, useState, type ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import { loadComparison } from "~/.server/catalogue/compare.server";
import { getDb } from "~/.server/db/kysely";
import { getEnv } from "~/.server/env";
import { pageTexts } from "~/.server/page-texts.server";
import { CompareTable } from "~/components/store/compare-table";
import { CatalogueErrorBoundary } from "~/components/store/product-not-found";
import { localeFromPath, localePath } from "~/i18n/locale";
import { fill, messagesFor } from "~/i18n/messages";
import { plural } from "~/i18n/plural";
import { parseCompareIds } from "~/lib/compare";
import { COMPARE_MAX, compareSearch } from "~/lib/compare-list";
import { siteNameOf } from "~/lib/seo/list-meta";
import { seoMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/compare";

/** The query parameter of "só diferenças" (server/page-cache.ts keeps it in the cache's key). */
const DIFF = "diff";

/**
 * /comparar?ids=12,34,56 (and under every language's prefix): the products side by side (issue #23
 * item 6). The address alone says what is compared, so it can be shared and the page cache serves
 * it; the ids are read leniently (app/lib/compare.ts) and what cannot be shown is said, never an
 * error page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const parsed = parseCompareIds(url.searchParams.getAll("ids"));
  const { products, rows } = await loadComparison(getDb(), parsed.ids, locale);
  const path = localePath(locale, "/comparar");
  return {
    locale,
    texts: pageTexts(locale, "comparePage"),
    products,
    rows,
    limited: parsed.limited,
    malformed: parsed.malformed,
    dropped: parsed.ids.length - products.length,
    url: `${getEnv().BASE_URL}${path}${products.length ? compareSearch(products.map((p) => p.id)) : ""}`,
  };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  const t = messagesFor(locale);
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
  const { pathname, search } = useLocation();
  const ids = products.map((p) => p.id);
  const hrefWithout = (id: number) => {
    const rest = ids.filter((i) => i !== id);
    return `${pathname}${rest.length ? compareSearch(rest) : ""}`;
  };
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
          <Link
            to={localePath(locale, "/produtos")}
            className="mt-4 inline-flex min-h-12 items-center rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
          >
            {t.browse}
          </Link>
        </div>
      ) : (
        // A new set of products starts from what its address says.
        <Comparison
          key={ids.join(",")}
          texts={t}
          initialOnly={new URLSearchParams(search).get(DIFF) === "1"}
          products={products}
          rows={rows}
          hrefWithout={hrefWithout}
        />
      )}
    </main>
  );
}

/**
 * "Só diferenças": a GET form (`&diff=1`) that works without JavaScript through its button; with
 * JavaScript the switch applies at once, without asking the server (so offline too), and the
 * address follows (replaced, not a new entry), so a reload or a shared link shows the same.
 */
function Comparison({
  initialOnly,
  ...table
}: { initialOnly: boolean } & Omit<ComponentProps<typeof CompareTable>, "onlyDifferences">) {
  const { pathname } = useLocation();
  const t = table.texts;
  const [only, setOnly] = useState(initialOnly);
  const id = useId();
  return (
    <>
      <form method="get" action={pathname} className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="ids" value={table.products.map((p) => p.id).join(",")} />
        <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
          <input
            id={id}
            type="checkbox"
            role="switch"
            name={DIFF}
            value="1"
            checked={only}
            onChange={(event) => {
              const next = event.target.checked;
              setOnly(next);
              const url = new URL(window.location.href);
              if (next) url.searchParams.set(DIFF, "1");
              else url.searchParams.delete(DIFF);
              // Nothing to load: the address alone changes, in place, outside the router.
              window.history.replaceState(window.history.state, "", url);
            }}
            className="size-5 accent-brand"
          />
          <span className="font-medium text-ink">{t.onlyDifferences}</span>
        </label>
        <button
          type="submit"
          className="hidden min-h-11 items-center rounded-md border border-brand px-4 font-semibold text-brand noscript:inline-flex"
        >
          {t.apply}
        </button>
      </form>
      <CompareTable {...table} onlyDifferences={only} />
    </>
  );
}

export { CatalogueErrorBoundary as ErrorBoundary };
