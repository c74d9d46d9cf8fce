import type { IncomingMessage, ServerResponse } from "node:http";
import { RouterContextProvider, type createRequestHandler } from "react-router";
import { filterVocabulary } from "../app/.server/catalogue/facet-index.server";
import { getCatalogueVersion } from "../app/.server/catalogue/version.server";
import { reportDatabaseFault } from "../app/.server/db/faults.server";
import { getDb } from "../app/.server/db/kysely";
import { poolStatsOf } from "../app/.server/db/pool-stats.server";
import { getEnv } from "../app/.server/env";
import type { AssetReader, AssetReaderCarrier } from "../app/lib/app-styles";
import type { FilterVocabulary } from "../app/lib/filters";
import type { NonceCarrier } from "../app/lib/csp-nonce";
import { PAGE_STALE_IF_ERROR_S } from "../app/lib/http-cache";
import { pageExpiryOf } from "../app/lib/page-expiry";
import { compressVariants, recompress } from "./encoding";
import { sendPage } from "./send-page";
import { requestUrl } from "./fetch-bridge";
import { raceSlow, SLOW } from "./race-slow";
import type { MapFrameOrigin } from "./map-frame-origin";
import { pageCacheHit, pageCacheMiss, pageCacheStale } from "./metrics";
import {
  cacheKey,
  hasFilters,
  isCacheable,
  isCacheableRequest,
  isCacheableResponse,
  mayServeWhileRevalidating,
  normalizePageUrl,
  PageCache,
  type CachedResponse,
} from "./page-cache";
import { contentSecurityPolicy, createNonce } from "./security-headers";
import { getLogger } from "../app/.server/logger";
import {
  askForChunks,
  documentChunks,
  joinChunks,
} from "../app/.server/render/document-chunks.server";

type RequestHandler = ReturnType<typeof createRequestHandler>;

export interface CachedPagesOptions {
  handle: RequestHandler;
  readAsset: AssetReader;
  frames: MapFrameOrigin;
  https: boolean;
}

/** What a render gave: a page to send from its stored form, or any other answer. */
export type Rendered =
  | { entry: CachedResponse; response?: undefined; version: number }
  | { entry?: undefined; response: Response; version?: number };

/** React Router behind the page cache: a hit is sent from Node's objects, a miss renders and fills. */
export interface CachedPages {
  /**
   * A page the cache holds for this request, sent straight from Node's request and response,
   * already compressed, with its own CSP: on a hit no nonce, Fetch Request, Response or
   * compression stream is made. False when the request is not cacheable or the
   * cache has no page for it.
   */
  sendCached(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /**
   * Renders `request`. A cacheable page (anonymous GET, 200 or 404) is rendered for its
   * normalised URL, compressed once and stored, and comes back as an entry for `send`.
   */
  render(request: Request, nonce: string): Promise<Rendered>;
  /** Sends a stored page: the variant the client accepts, or 304 when it holds this one. */
  send(req: IncomingMessage, res: ServerResponse, entry: CachedResponse): void;
  /**
   * Whether a request the cache did not answer is one its render would keep (an anonymous GET of
   * a store page or a public list), so server/app.ts renders it without Express.
   */
  rendersLean(req: IncomingMessage): boolean;
}

const header = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

export function cachedPages({ handle, readAsset, frames, https }: CachedPagesOptions): CachedPages {
  const main = new PageCache();
  // Filtered lists (every combination of every filter is a URL a crawler can
  // walk) get a share of their own, so they can never evict the main pages.
  const filtered = new PageCache(FILTERED_ENTRIES, FILTERED_BYTES);
  const cacheFor = (url: string) => (hasFilters(url) ? filtered : main);
  const sync = (version: number) => [main, filtered].forEach((cache) => cache.sync(version));
  // What a stored page holds grows when a gzip is made for it on demand (server/encoding.ts).
  const recount = (entry: CachedResponse) => [main, filtered].forEach((c) => c.recount(entry));
  const bypassParam = getEnv().PAGE_CACHE_BYPASS_PARAM;
  // The filters' vocabulary (brand slugs, attribute codes and values) of the version the cache
  // holds: the key keeps only filters the catalogue knows.
  let vocabulary: { version: number; value: Promise<FilterVocabulary> } | undefined;
  const normalize = async (url: string, version: number) => {
    if (!url.includes("?")) return url;
    if (vocabulary?.version !== version) {
      const value = filterVocabulary(getDb());
      vocabulary = { version, value };
      value.catch(() => {
        if (vocabulary?.value === value) vocabulary = undefined;
      });
    }
    return normalizePageUrl(url, await vocabulary.value);
  };

  // The renders under way of pages that will be kept, by version and cache key.
  // A miss for a page another request is already rendering at the same version waits for that
  // render and is sent its entry, as a hit a moment later would be: right after a catalogue write
  // every shopper on the home page would otherwise render it again at once.
  const rendering = new Map<string, Promise<CachedResponse | null>>();

  async function render(request: Request, nonce: string): Promise<Rendered> {
    if (!isCacheableRequest(request)) return { response: await handle(request, context(nonce)) };
    const version = await getCatalogueVersion(getDb());
    sync(version);
    // Rendered for the URL it is kept under: what the page shows depends on nothing dropped.
    const url = await normalize(request.url, version);
    const bypass = bypassParam !== undefined && new URL(request.url).searchParams.has(bypassParam);
    const key = cacheKey(url, new URL(url).pathname, header0(request));
    // Shared only among GETs that would fill the cache (not HEAD, not the bench's bypass).
    const shared = !bypass && request.method === "GET" ? `${version} ${key}` : undefined;
    const running = shared === undefined ? undefined : rendering.get(shared);
    if (running) {
      const entry = await running;
      // Its render gave no page to keep (an error, a redirect): this request renders its own.
      if (entry) return { entry, version };
    }
    const keep = bypass ? undefined : key;
    if (shared === undefined || running) return renderAndKeep(request, nonce, url, version, keep);
    let settle: (entry: CachedResponse | null) => void = () => {};
    rendering.set(shared, new Promise((resolve) => (settle = resolve)));
    try {
      const rendered = await renderAndKeep(request, nonce, url, version, keep);
      settle(rendered.entry ?? null);
      return rendered;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(shared);
    }
  }

  const context = (nonce: string) => {
    const value: RouterContextProvider & NonceCarrier & AssetReaderCarrier =
      new RouterContextProvider();
    value.cspNonce = nonce;
    value.readAsset = readAsset;
    return value;
  };

  /** Renders a cacheable request for `url` and keeps it under `key` (none: the bench's bypass). */
  async function renderAndKeep(
    request: Request,
    nonce: string,
    url: string,
    version: number,
    key: string | undefined,
  ): Promise<Rendered> {
    const rendered = context(nonce);
    // A store document comes as React's chunks, joined here without a stream (any other answer
    // with its body).
    askForChunks(rendered);
    const response = await handle(
      url === request.url ? request : new Request(url, request),
      rendered,
    );
    const chunks = documentChunks(response);
    if (!isCacheableResponse(response) || request.method === "HEAD") {
      if (!chunks) return { response, version };
      const { status, headers } = response;
      return { response: new Response(joinChunks(chunks), { status, headers }), version };
    }
    const body = chunks ? joinChunks(chunks) : new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers.entries()].filter(
      ([name]) => name !== "content-length" && name !== "content-encoding" && name !== "etag",
    );
    const contentType = response.headers.get("content-type");
    const pathname = new URL(url).pathname;
    // The JSON API answers in the caller's language (cacheKey): a shared cache must know it.
    if (
      pathname.startsWith("/api/") &&
      !/accept-language/i.test(response.headers.get("vary") ?? "")
    ) {
      const vary = headers.find(([name]) => name === "vary");
      if (vary) vary[1] = `${vary[1]}, Accept-Language`;
      else headers.push(["vary", "Accept-Language"]);
    }
    if (contentType?.startsWith("text/html")) {
      // The page keeps the nonce it was rendered with for as long as it is cached
      // (docs/decisions/061-compressed-page-cache.md explains why that is safe for anonymous pages).
      const frameOrigin = await frames.get(version);
      headers.push([
        "content-security-policy",
        contentSecurityPolicy({ nonce, https, frameOrigin }),
      ]);
    }
    const entry: CachedResponse = {
      status: response.status,
      headers,
      // The body's own buffer, read once above and not again: handed to the compression thread.
      body: await compressVariants(body, contentType, true),
      // Kept no longer than what it shows holds (the currency hint's rates: decision 054).
      expiresAt: pageExpiryOf(rendered),
    };
    if (key !== undefined) cacheFor(url).set(version, key, entry);
    return { entry, version };
  }

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedResponse,
    superseded = false,
  ) => sendPage(req, res, entry, () => recount(entry), superseded);

  // When the catalogue's version was last read: the pages held are true as of then.
  let versionReadAt = 0;
  const readVersion = async () => {
    const version = await getCatalogueVersion(getDb());
    versionReadAt = Date.now();
    return version;
  };

  /**
   * While the catalogue's version cannot be read (the database does not
   * answer), a page the cache holds is sent as it was, marked `X-Page-Cache: stale`, for at most
   * PAGE_STALE_IF_ERROR_S (an hour) after the version was last read; false otherwise (the request
   * goes on, to the 503 page).
   */
  async function sendStale(req: IncomingMessage, res: ServerResponse, url: string) {
    if (Date.now() - versionReadAt > PAGE_STALE_IF_ERROR_S * 1000) return false;
    let key = url;
    if (url.includes("?")) {
      // The filters' vocabulary of the pages held, if it was read: else no filtered page.
      const held = await vocabulary?.value.catch(() => undefined);
      if (!held) return false;
      key = normalizePageUrl(url, held);
    }
    const hit = cacheFor(key).get(cacheKey(key, new URL(key).pathname, header(req)), Date.now());
    if (!hit) return false;
    pageCacheStale();
    res.setHeader("X-Page-Cache", "stale");
    send(req, res, hit);
    return true;
  }

  async function sendCached(req: IncomingMessage, res: ServerResponse) {
    const url = requestUrl(req);
    const parsed = new URL(url);
    const pathname = parsed.pathname;
    if (!isCacheable(req.method ?? "GET", pathname, header(req))) return false;
    if (bypassParam !== undefined && parsed.searchParams.has(bypassParam)) return false;
    let version: number;
    try {
      const read = readVersion();
      // Queries queue for a pooled connection (a lock, a flood of uncached pages): a held page is
      // not made to wait its turn (up to the pool's 2 s) to learn it is still current. If the
      // version is not known within VERSION_WAIT_MS, the held page is sent as stale; the read goes
      // on for the next request.
      const waiting = poolStatsOf(getDb())?.waiting ?? 0;
      const known = waiting > 0 ? await raceSlow(read) : await read;
      if (known === SLOW) {
        read.catch(() => {});
        return sendStale(req, res, url);
      }
      version = known;
    } catch (error) {
      if (!reportDatabaseFault(error, { url: req.url })) throw error;
      return sendStale(req, res, url);
    }
    sync(version);
    const key = await normalize(url, version);
    const cache = cacheFor(key);
    const k = cacheKey(key, pathname, header(req));
    const hit = cache.get(k, Date.now());
    if (!hit) {
      // Rendered before the last catalogue write, a few seconds ago: sent while its successor
      // renders, once, in the background (not a product's own page nor the API: mayServeWhileRevalidating).
      const previous = mayServeWhileRevalidating(pathname)
        ? cache.getPrevious(k, Date.now())
        : undefined;
      if (previous) {
        revalidate(req, key);
        pageCacheStale();
        res.setHeader("X-Page-Cache", "revalidating");
        send(req, res, previous, true);
        return true;
      }
      pageCacheMiss();
      return false;
    }
    pageCacheHit();
    res.setHeader("X-Page-Cache", "hit");
    send(req, res, hit);
    // Asked again: worth a smaller body for the next shoppers (server/encoding.ts, recompress).
    void recompress(hit.body).then((smaller) => smaller && recount(hit));
    return true;
  }

  /** Renders `url` anew for the cache, as an anonymous visitor asking like `req` would. */
  function revalidate(req: IncomingMessage, url: string) {
    const headers = new Headers();
    for (const name of ["accept", "accept-encoding", "accept-language", "user-agent"]) {
      const value = header(req)(name);
      if (value) headers.set(name, value);
    }
    render(new Request(url, { headers }), createNonce()).catch((error: unknown) => {
      if (!reportDatabaseFault(error, { url }))
        getLogger().error({ err: error, url }, "revalidation failed");
    });
  }

  const rendersLean = (req: IncomingMessage) => {
    if (req.method !== "GET") return false;
    const { pathname } = new URL(requestUrl(req));
    // A path that does not decode is Express's to refuse (400), as before.
    try {
      decodeURIComponent(pathname);
    } catch {
      return false;
    }
    return isCacheable("GET", pathname, header(req));
  };

  return { sendCached, render, send, rendersLean };
}

/** The filtered lists' share: a quarter of the main cache's entries, a sixth of its bytes. */
const FILTERED_ENTRIES = 500;
const FILTERED_BYTES = 6 * 1024 * 1024;

const header0 = (request: Request) => (name: string) => request.headers.get(name);
