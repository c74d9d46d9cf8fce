/**
 * How long after its origin last answered a cached page may still be served
 * when the origin fails (RFC 5861 `stale-if-error`): by a CDN or the nginx recipe, and by the
 * server's own page cache while the database does not answer (server/cached-pages.ts).
 */
export const PAGE_STALE_IF_ERROR_S = 3600;

/**
 * Anonymous store pages may be kept a minute by browsers and shared caches (a
 * CDN) and served stale for five more while they fetch a fresh copy, and for an hour while the
 * origin fails; the server's page cache (docs/decisions/023-page-cache.md) keeps them current
 * within an instance.
 */
export const PUBLIC_PAGE_CACHE = `public, max-age=60, stale-while-revalidate=300, stale-if-error=${PAGE_STALE_IF_ERROR_S}`;
/** A signed-in visitor's pages are never kept by a shared cache, and revalidated by the browser. */
export const PRIVATE_PAGE_CACHE = "private, no-cache";

/**
 * The Cache-Control a store page's response gets, or null to leave it as it is: a response that
 * already says how to cache it, redirects and errors keep their own (none).
 */
export function storePageCacheControl(
  signedIn: boolean,
  response: { status: number; headers: Headers },
): string | null {
  if (response.headers.has("Cache-Control")) return null;
  if (signedIn || response.headers.has("Set-Cookie")) return PRIVATE_PAGE_CACHE;
  return response.status === 200 || response.status === 404 ? PUBLIC_PAGE_CACHE : null;
}

/**
 * A Cache-Control that no cache may stretch past `expiresAt` (ms), the instant the response stops
 * being true (app/lib/page-expiry.ts): `max-age` and `s-maxage` are cut to the seconds left, and
 * `stale-while-revalidate` and `stale-if-error` to what is left after them. Unchanged without
 * an expiry.
 */
export function cacheControlUntil(
  value: string,
  expiresAt: number | undefined,
  now: number,
): string {
  if (expiresAt === undefined) return value;
  const left = Math.max(0, Math.floor((expiresAt - now) / 1000));
  const directives = value.split(",").map((d) => d.trim());
  const seconds = (d: string) => Number(/=(\d+)$/.exec(d)?.[1] ?? NaN);
  let fresh = 0;
  const capped = directives.map((d) => {
    if (!/^(?:max-age|s-maxage)=\d+$/i.test(d)) return d;
    const kept = Math.min(seconds(d), left);
    fresh = Math.max(fresh, kept);
    return d.replace(/\d+$/, String(kept));
  });
  return capped
    .map((d) =>
      /^(?:stale-while-revalidate|stale-if-error)=\d+$/i.test(d)
        ? d.replace(/\d+$/, String(Math.min(seconds(d), left - fresh)))
        : d,
    )
    .join(", ");
}
