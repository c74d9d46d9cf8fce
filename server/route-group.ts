// The few groups /metrics counts requests by (server/metrics.ts). A fixed, small
// set, so a crawler walking every URL cannot multiply the series a scraper keeps.

export const ROUTE_GROUPS = ["store", "api", "admin", "static", "media", "other"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

const STORE = 0;
const API = 1;
const ADMIN = 2;
const STATIC = 3;
const MEDIA = 4;
const OTHER = 5;

// The build's files at the root (favicon, manifests, the service worker); `/assets/` and `/icons/`
// hold the rest. Matched on the raw URL, query included, so nothing is sliced per request.
const ROOT_FILE = /^\/[\w.-]+\.(?:js|mjs|css|svg|png|ico|webmanifest|woff2?|br|gz)(?:\?|$)/;
// Resource routes and probes: neither a shopper's page nor the back office.
const OTHER_PATH =
  /^\/(?:feeds\/|(?:healthz|readyz|metrics|robots\.txt|sitemap[\w.-]*\.xml|__manifest)(?:[/?]|$))/;

const under = (url: string, prefix: string) =>
  url.startsWith(prefix) &&
  (url.length === prefix.length || "/?.".includes(url.charAt(prefix.length)));

/**
 * The index in ROUTE_GROUPS of a request's raw URL (`req.url`: path and query). A `.data` request
 * counts with its page; anything unknown is a store page (the store's catch-alls answer it).
 */
export function routeGroupIndex(url: string): number {
  if (under(url, "/api")) return API;
  if (under(url, "/admin")) return ADMIN;
  if (url.startsWith("/media/")) return MEDIA;
  if (url.startsWith("/assets/") || url.startsWith("/icons/") || ROOT_FILE.test(url)) return STATIC;
  if (OTHER_PATH.test(url)) return OTHER;
  return STORE;
}

export const routeGroupOf = (url: string): RouteGroup => ROUTE_GROUPS[routeGroupIndex(url)]!;
