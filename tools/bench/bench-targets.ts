import { DEMO_CATEGORIES } from "../../app/.server/db/seed/demo-data";
import { OTHER_LOCALES } from "../../app/i18n/languages";
import { localePath } from "../../app/i18n/locale";

// What `npm run bench` drives (tools/bench/bench.ts): the static baseline, the store's pages and the
// JSON endpoints, each as cached and then with the page cache out of the way; and the store's
// main pages in every other language of the table (app/i18n/languages.ts), as cached.

export interface Target {
  name: string;
  path: string;
  group: "baseline" | "ssr" | "json" | "search" | "media";
  /**
   * Every request carries a query parameter of its own that the bench's server is told to render
   * afresh (PAGE_CACHE_BYPASS_PARAM), so the page cache (server/page-cache.ts) never answers and
   * each one reads the database and renders: what a shopper pays on a page no one asked for since
   * the last catalogue write.
   */
  uncached?: boolean;
  /**
   * Another language's page: the name of the default language's target it is held to. Cached
   * pages are served from the page cache whatever their language, at the same rate.
   */
  counterpart?: string;
}

/** Stands for the first 400 px picture of the product page, found once the server is up. */
export const MEDIA_PATH = "@media";

const sorts = ["relevance", "price_asc", "price_desc", "discount", "name"];
/** The pages driven in every other language too. */
const IN_EVERY_LANGUAGE = new Set(["home", "category p1 relevance", "brand page", "product page"]);
function targets(products: number): Target[] {
  // The generator spreads its products over the demo categories in turn: category 1,
  // the one driven here, holds a fifth of them.
  const inCategory = Math.floor(products / DEMO_CATEGORIES.length);
  const lastPage = Math.max(1, Math.min(200, Math.floor(inCategory / 24)));
  const list: Target[] = [
    { name: "static asset (baseline)", path: "/favicon.svg", group: "baseline" },
    // A product picture's 400 px variant, found on the product page (tools/bench/bench-size.ts).
    { name: "media variant", path: MEDIA_PATH, group: "media" },
    { name: "home", path: "/", group: "ssr" },
    ...sorts.flatMap((sort): Target[] => [
      { name: `category p1 ${sort}`, path: `/produtos/1?sort=${sort}`, group: "ssr" },
      {
        name: `category p${lastPage} ${sort}`,
        path: `/produtos/1?sort=${sort}&page=${lastPage}`,
        group: "ssr",
      },
    ]),
    { name: "brand page", path: "/tramontina", group: "ssr" },
    { name: "product page", path: "/produto/11", group: "ssr" },
    { name: "search common", path: "/busca?q=product", group: "search" },
    { name: "search rare", path: "/busca?q=paleteira", group: "search" },
    { name: "JSON list", path: "/api/products?category=1&per_page=24", group: "json" },
    { name: "JSON search", path: "/api/products?q=furadeira", group: "json" },
  ];
  return [
    ...list,
    ...OTHER_LOCALES.flatMap((l) =>
      list
        .filter((t) => IN_EVERY_LANGUAGE.has(t.name))
        .map((t) => ({
          ...t,
          name: `${t.name} (/${l})`,
          path: localePath(l, t.path),
          counterpart: t.name,
        })),
    ),
  ];
}

/**
 * Each page and endpoint as cached, then with the page cache out of the way (other languages'
 * pages only as cached: what a shopper gets, held to the default language's rate).
 */
export function allTargets(products: number): Target[] {
  const list = targets(products);
  return [
    ...list,
    ...list
      .filter((t) => t.group !== "baseline" && t.group !== "media" && t.counterpart === undefined)
      .map((t) => ({ ...t, name: `${t.name} uncached`, uncached: true })),
  ];
}
