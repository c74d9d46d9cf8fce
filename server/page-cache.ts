import { hasSessionCookie } from "../app/.server/auth/cookie-prefix";
import { language } from "../app/i18n/languages";
import { localeFromPath } from "../app/i18n/locale";
import { preferredLocale } from "../app/lib/accept-language";
import { productQuerySchema } from "../app/lib/catalogue-schemas";
import { normalQuery, type FilterVocabulary } from "../app/lib/filters";
import { VARIANT_PARAM } from "../app/lib/variant-url";
import { variantsBytes, type Variants } from "./encoding";

/**
 * Rendered anonymous storefront responses kept in memory, keyed by the catalogue's version and the
 * URL (docs/decisions/023-page-cache.md): every catalogue or settings write bumps the version in
 * the same transaction, so one primary-key read tells any instance whether what it holds is
 * current.
 */
export interface CachedResponse {
  status: number;
  /** Every header but Content-Encoding, Content-Length and ETag, which come with the variant. */
  headers: [string, string][];
  /** The body, plain and compressed (server/encoding.ts), compressed once when stored. */
  body: Variants;
  /**
   * The instant (ms) the page stops being true by the clock alone (app/lib/page-expiry.ts: the
   * currency hint's rates go stale); from then on it is not served.
   */
  expiresAt?: number;
}

/**
 * How long a page rendered before a catalogue write may still be served while its successor
 * renders (stale-while-revalidate, docs/decisions/023-page-cache.md).
 */
export const STALE_WHILE_REVALIDATE_MS = 5_000;

export class PageCache {
  #entries = new Map<string, CachedResponse>();
  /** Pages of earlier versions, each until its deadline: at most STALE_WHILE_REVALIDATE_MS. */
  #previous = new Map<string, { entry: CachedResponse; until: number; bytes: number }>();
  /** Each entry's bytes as counted in #bytes (a gzip made on demand later adds to them: recount). */
  readonly #counted = new WeakMap<CachedResponse, { key: string; bytes: number }>();
  #version = -1;
  #bytes = 0;
  /** What the previous pages hold, bounded as the current ones are. */
  #previousBytes = 0;

  constructor(
    readonly maxEntries = 2000,
    readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /**
   * Starts over when the catalogue moved on; the pages held become previous ones, servable for
   * a few seconds while their successors render (getPrevious).
   */
  sync(version: number, now = Date.now()): void {
    if (version === this.#version) return;
    if (version > this.#version && this.#version >= 0) {
      const until = now + STALE_WHILE_REVALIDATE_MS;
      for (const [key, entry] of this.#entries) {
        this.#dropPrevious(key);
        const bytes = this.#counted.get(entry)?.bytes ?? 0;
        this.#previous.set(key, { entry, until, bytes });
        this.#previousBytes += bytes;
      }
      // The oldest first: beyond the bounds (the same as the current pages'), they go.
      for (const [key, held] of this.#previous) {
        if (
          this.#previous.size <= this.maxEntries &&
          this.#previousBytes <= this.maxBytes &&
          held.until > now
        )
          break;
        this.#dropPrevious(key);
      }
    } else {
      this.#previous.clear();
      this.#previousBytes = 0;
    }
    this.#entries = new Map();
    this.#bytes = 0;
    this.#version = version;
  }

  /** The page held for `key` before the catalogue's last move, while it may still be served. */
  getPrevious(key: string, now = Date.now()): CachedResponse | undefined {
    const held = this.#previous.get(key);
    if (!held) return undefined;
    if (now >= held.until || (held.entry.expiresAt !== undefined && now >= held.entry.expiresAt)) {
      this.#dropPrevious(key);
      return undefined;
    }
    return held.entry;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.#entries.get(key);
    if (hit?.expiresAt !== undefined && now >= hit.expiresAt) {
      this.#remove(key, hit);
      return undefined;
    }
    if (hit) {
      // Least recently used goes first: re-insert on every hit.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(version: number, key: string, value: CachedResponse): void {
    if (version !== this.#version) return; // rendered against an older catalogue
    const bytes = variantsBytes(value.body);
    if (bytes > this.maxBytes / 16) return;
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    this.#entries.set(key, value);
    this.#counted.set(value, { key, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /**
   * Counts again what `entry` holds, if this cache holds it (its gzip, made on demand after it
   * was stored: server/encoding.ts), and evicts the least recently used past the bounds.
   */
  recount(entry: CachedResponse): void {
    const counted = this.#counted.get(entry);
    if (!counted || this.#entries.get(counted.key) !== entry) return;
    const bytes = variantsBytes(entry.body);
    this.#bytes += bytes - counted.bytes;
    counted.bytes = bytes;
    if (bytes > this.maxBytes / 16) this.#remove(counted.key, entry);
    this.#evict();
  }

  #dropPrevious(key: string): void {
    const held = this.#previous.get(key);
    if (!held) return;
    this.#previous.delete(key);
    this.#previousBytes -= held.bytes;
  }

  #remove(key: string, entry: CachedResponse): void {
    this.#entries.delete(key);
    this.#bytes -= this.#counted.get(entry)?.bytes ?? 0;
    this.#counted.delete(entry);
  }

  #evict(): void {
    for (const [k, v] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#remove(k, v);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

// Public JSON lists are cached too (anonymous callers only); sign-in, admin and media are not, nor
// the sitemap index, its parts and the product feeds, which are streamed (tens of megabytes for a large catalogue:
// never held whole) and answered 304 by their ETag (app/.server/seo/versioned-stream.server.ts).
// A path's client-navigation data (`/admin.data`) is the path's own.
const UNCACHED =
  /^\/(?:admin|api\/auth|api\/docs|media|healthz|readyz|busca\/sugestoes|sitemap\.xml|feeds)(?:\/|$|\?|\.data$)/;

/**
 * Whether a page rendered before the last catalogue write may be sent while its successor renders
 * (decision 023). Not a product's own page, in any language: a price or stock change shows there
 * at once. Not the JSON API: a program that writes and then reads reads its write.
 */
export function mayServeWhileRevalidating(pathname: string): boolean {
  return !/^\/(?:produto|api)\//.test(withoutLanguagePrefix(pathname));
}

/** A store path without its language's prefix (/en/admin → /admin). */
function withoutLanguagePrefix(pathname: string): string {
  const prefix = language(localeFromPath(pathname)).prefix;
  return prefix ? pathname.slice(prefix.length) : pathname;
}

/**
 * The page cache's key for a request: its URL, and for the JSON API the language it answers in
 * (sort order, names and error messages follow Accept-Language there), so one caller's language
 * is never served to another. Store pages carry their language in the path.
 */
export function cacheKey(
  url: string,
  pathname: string,
  header: (name: string) => string | null | undefined,
): string {
  if (!pathname.startsWith("/api/")) return url;
  const lang = new URL(url).searchParams.get("lang");
  return `${url} ${preferredLocale(lang, header("accept-language") ?? null)}`;
}

/** Only anonymous GETs of store pages (HTML or their client-navigation data). */
export function isCacheableRequest(request: Request): boolean {
  return isCacheable(request.method, new URL(request.url).pathname, (name) =>
    request.headers.get(name),
  );
}

/** isCacheableRequest on a request's parts, for the server's cache-hit path (no Request built). */
export function isCacheable(
  method: string,
  pathname: string,
  header: (name: string) => string | null | undefined,
): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (hasSessionCookie(header("cookie") ?? null)) return false;
  if (header("authorization") != null) return false;
  return !UNCACHED.test(pathname) && !UNCACHED.test(withoutLanguagePrefix(pathname));
}

export function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200 && response.status !== 404) return false;
  if (response.headers.has("set-cookie")) return false;
  const cc = response.headers.get("cache-control") ?? "";
  return !/no-store|private/.test(cc);
}

/**
 * The query parameters a cacheable page or JSON list reads: the product lists'
 * (productQuerySchema, shared by the store's lists and GET /api/products), the API's language,
 * the quote list's ids, a product page's chosen variant (`variante`), and React Router's own (`_routes` on client-navigation data, `index`,
 * and `paths` and `version` on its route discovery, `/__manifest`).
 * Every other parameter (`utm_*`, `fbclid`, `gclid`, a typo, a cache-buster) changes nothing a
 * page shows, so it is dropped before the page is rendered and from the cache's key: it can
 * neither split the cache nor evict it, and a URL carrying one is served from the cache.
 */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  ...Object.keys(productQuerySchema.shape),
  "lang",
  "ids",
  // The comparison's "só diferenças".
  "diff",
  VARIANT_PARAM,
  "_routes",
  "index",
  "paths",
  "version",
]);

const NO_VOCABULARY: FilterVocabulary = { brands: new Set(), attributes: new Map() };

/**
 * The URL a cacheable page is rendered for and cached under: only PAGE_QUERY_PARAMETERS, sorted
 * by name (a name's repeated values keep their order), and the list filters the catalogue knows
 * (`vocabulary`) in their normal form (app/lib/filters.ts: values merged,
 * known, sorted; the price fields as one range), so `?b=2&a=1&utm_source=x` and `?a=1&b=2` are
 * one page, as are `?marca=makita&marca=bosch` and `?marca=bosch,makita`. Returns the URL itself
 * when nothing changes (no allocation on a plain path).
 */
export function normalizePageUrl(url: string, vocabulary = NO_VOCABULARY): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const parsed = new URL(url);
  const kept = normalQuery(parsed.searchParams, PAGE_QUERY_PARAMETERS, vocabulary);
  parsed.search = new URLSearchParams(kept).toString();
  return parsed.href;
}

/**
 * Kept parameters whose values anyone can make up without end (a variant's SKU: an unknown one
 * renders the product's default variant): their pages go to the filtered lists' bounded share.
 */
const BOUNDED_PARAMETERS: ReadonlySet<string> = new Set([VARIANT_PARAM]);

/**
 * Whether a normalised URL carries list filters, or a product page's variant: such pages share a
 * bounded part of the cache.
 */
export function hasFilters(normalizedUrl: string): boolean {
  const at = normalizedUrl.indexOf("?");
  if (at === -1) return false;
  for (const name of new URLSearchParams(normalizedUrl.slice(at)).keys())
    if (!PAGE_QUERY_PARAMETERS.has(name) || BOUNDED_PARAMETERS.has(name)) return true;
  return false;
}
