import type express from "express";
import { RouterContextProvider, type createRequestHandler } from "react-router";
import { getCatalogueVersion } from "../app/.server/catalogue/version.server";
import { getDb } from "../app/.server/db/kysely";
import type { AssetReader, AssetReaderCarrier } from "../app/lib/app-styles";
import type { NonceCarrier } from "../app/lib/csp-nonce";
import { cacheControlUntil } from "../app/lib/http-cache";
import { pageExpiryOf } from "../app/lib/page-expiry";
import { requestUrl } from "./fetch-bridge";
import type { MapFrameOrigin } from "./map-frame-origin";
import {
  cacheKey,
  isCacheable,
  isCacheableRequest,
  isCacheableResponse,
  offsetsOf,
  PageCache,
  withFreshNonce,
} from "./page-cache";
import { contentSecurityPolicy } from "./security-headers";

type RequestHandler = ReturnType<typeof createRequestHandler>;

export interface CachedPagesOptions {
  handle: RequestHandler;
  readAsset: AssetReader;
  frames: MapFrameOrigin;
  https: boolean;
}

/** React Router behind the page cache: a hit is sent from Node's objects, a miss renders and fills. */
export interface CachedPages {
  /**
   * A page the cache holds for this request, sent straight from Node's request and response: on a
   * hit no Fetch Request or Response is built, which is most of what a hit would cost. False when
   * the request is not cacheable or the cache has no page for it.
   */
  sendCached(req: express.Request, res: express.Response, nonce: string): Promise<boolean>;
  /** The answer, and the catalogue version when it was read for the page cache. */
  render(request: Request, nonce: string): Promise<{ response: Response; version?: number }>;
}

export function cachedPages({ handle, readAsset, frames, https }: CachedPagesOptions): CachedPages {
  const cache = new PageCache();

  async function render(request: Request, nonce: string) {
    const context: RouterContextProvider & NonceCarrier & AssetReaderCarrier =
      new RouterContextProvider();
    context.cspNonce = nonce;
    context.readAsset = readAsset;
    if (!isCacheableRequest(request)) return { response: await handle(request, context) };
    const version = await getCatalogueVersion(getDb());
    cache.sync(version);
    const key = cacheKey(request.url, new URL(request.url).pathname, (name) =>
      request.headers.get(name),
    );
    const response = await handle(request, context);
    if (!isCacheableResponse(response) || request.method === "HEAD") return { response, version };
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers.entries()];
    const nonceAt = offsetsOf(body, nonce);
    // Kept no longer than what it shows holds (the currency hint's rates: decision 054).
    const expiresAt = pageExpiryOf(context);
    cache.set(version, key, { status: response.status, headers, body, nonceAt, expiresAt });
    return { response: new Response(body, { status: response.status, headers }), version };
  }

  async function sendCached(req: express.Request, res: express.Response, nonce: string) {
    if (!isCacheable(req.method, req.path, (name) => req.get(name))) return false;
    const version = await getCatalogueVersion(getDb());
    cache.sync(version);
    const now = Date.now();
    const hit = cache.get(
      cacheKey(requestUrl(req), req.path, (name) => req.get(name)),
      now,
    );
    if (!hit) return false;
    res.status(hit.status);
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    // What a browser or a CDN may keep of it ends with it too, counted from now.
    if (hit.expiresAt !== undefined) {
      const cacheControl = res.getHeader("cache-control");
      if (typeof cacheControl === "string") {
        res.setHeader("Cache-Control", cacheControlUntil(cacheControl, hit.expiresAt, now));
      }
    }
    res.setHeader("X-Page-Cache", "hit");
    if (
      hit.headers.some(([name, value]) => name === "content-type" && value.startsWith("text/html"))
    ) {
      const frameOrigin = await frames.get(version);
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy({ nonce, https, frameOrigin }),
      );
    }
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    const body = hit.nonceAt?.length ? withFreshNonce(hit.body, hit.nonceAt, nonce) : hit.body;
    res.end(body);
    return true;
  }

  return { sendCached, render };
}
