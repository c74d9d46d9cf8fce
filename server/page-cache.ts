import { hasSessionCookie } from "../app/.server/auth/cookie-prefix";
import { language } from "../app/i18n/languages";
import { localeFromPath } from "../app/i18n/locale";
import { preferredLocale } from "../app/lib/accept-language";

/**
 * Rendered anonymous storefront responses kept in memory, keyed by the catalogue's version and the
 * URL (docs/decisions/023-page-cache.md): every catalogue or settings write bumps the version in
 * the same transaction, so one primary-key read tells any instance whether what it holds is
 * current.
 */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** Offsets of the CSP nonce the page was rendered with (see withFreshNonce). */
  nonceAt?: number[];
  /**
   * The instant (ms) the page stops being true by the clock alone (app/lib/page-expiry.ts: the
   * currency hint's rates go stale); from then on it is not served.
   */
  expiresAt?: number;
}

export class PageCache {
  readonly #entries = new Map<string, CachedResponse>();
  #version = -1;
  #bytes = 0;

  constructor(
    readonly maxEntries = 2000,
    readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  /** Drops everything when the catalogue moved on. */
  sync(version: number): void {
    if (version !== this.#version) {
      this.#entries.clear();
      this.#bytes = 0;
      this.#version = version;
    }
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.#entries.get(key);
    if (hit?.expiresAt !== undefined && now >= hit.expiresAt) {
      this.#entries.delete(key);
      this.#bytes -= hit.body.byteLength;
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
    if (value.body.byteLength > this.maxBytes / 16) return;
    const old = this.#entries.get(key);
    if (old) this.#bytes -= old.body.byteLength;
    this.#entries.set(key, value);
    this.#bytes += value.body.byteLength;
    for (const [k, v] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= v.body.byteLength;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

// Public JSON lists are cached too (anonymous callers only); sign-in, admin and media are not, nor
// the sitemap index, its parts and the product feeds, which are streamed (tens of megabytes for a large catalogue:
// never held whole) and answered 304 by their ETag (app/.server/seo/versioned-stream.server.ts).
const UNCACHED =
  /^\/(?:admin|api\/auth|api\/docs|media|healthz|busca\/sugestoes|sitemap\.xml|feeds)(?:\/|$|\?)/;

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

/** Every offset at which `needle` occurs in `body`. */
export function offsetsOf(body: Uint8Array, needle: string): number[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const out: number[] = [];
  if (!needle) return out;
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) {
    out.push(at);
  }
  return out;
}

/**
 * A copy of a cached page with a fresh CSP nonce written over the old one. A nonce must never be
 * served twice, or a script injected once could reuse it; nonces have a fixed length
 * (server/security-headers.ts), so this is a copy and a few overwrites, not a re-render.
 */
export function withFreshNonce(body: Uint8Array, nonceAt: readonly number[], nonce: string) {
  const copy = Buffer.from(body);
  for (const at of nonceAt) copy.write(nonce, at, "latin1");
  return new Uint8Array(copy.buffer, copy.byteOffset, copy.byteLength);
}
