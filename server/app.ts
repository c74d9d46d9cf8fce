import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { ApiError, errorResponse } from "../app/.server/api/http.server";
import { getCatalogueVersion } from "../app/.server/catalogue/version.server";
import { getDb } from "../app/.server/db/kysely";
import { getEnv } from "../app/.server/env";
import { getLogger } from "../app/.server/logger";
import { getStoreProfile } from "../app/.server/settings/store-profile.server";
import { localeFromPath } from "../app/i18n/locale";
import { allMessagesFor } from "../app/i18n/all-messages";
import type { AssetReader, AssetReaderCarrier } from "../app/lib/app-styles";
import type { NonceCarrier } from "../app/lib/csp-nonce";
import { requestUrl, sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import {
  isCacheable,
  isCacheableRequest,
  isCacheableResponse,
  offsetsOf,
  PageCache,
  withFreshNonce,
} from "./page-cache";
import {
  contentSecurityPolicy,
  createNonce,
  frameOriginOf,
  staticSecurityHeaders,
} from "./security-headers";

export interface AppOptions {
  /** Served over https (HSTS, upgrade-insecure-requests); by default, when BASE_URL is https. */
  https?: boolean;
  /** Proxies in front of the app whose X-Forwarded-For is believed; by default TRUST_PROXY. */
  trustProxy?: number;
}

/**
 * The HTTP app: security headers on every response, compression, static files with their cache
 * rules, then React Router, with anonymous store pages served from the page cache while the
 * catalogue is unchanged.
 */
export function createApp(
  buildDir: string,
  build: ServerBuild,
  options: AppOptions = {},
): express.Express {
  const https = options.https ?? getEnv().BASE_URL.startsWith("https:");
  const fixedHeaders = Object.entries(staticSecurityHeaders(https));
  const app = express();
  app.disable("x-powered-by");
  // The client's address (rate limits): the socket's peer, or, behind `trustProxy` proxies, the
  // address the outermost of them saw (X-Forwarded-For counted from the right), never an address
  // the client wrote itself. Passed on as the one header the app reads (toFetchRequest).
  app.set("trust proxy", options.trustProxy ?? getEnv().TRUST_PROXY);
  // First, so that static files, media, API answers and errors carry them too. Documents get
  // their CSP again below, with the map's origin.
  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of fixedHeaders) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, https }));
    next();
  });
  app.use(compression());
  app.use((req, res, next) => {
    const id = req.get("x-request-id") ?? randomUUID();
    res.setHeader("X-Request-Id", id);
    const started = performance.now();
    res.on("finish", () => {
      getLogger().debug(
        {
          id,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    });
    next();
  });
  const client = path.join(buildDir, "client");
  // Hashed build assets never change under one name.
  app.use(
    "/assets",
    express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  app.use(express.static(client, { maxAge: "1h", index: false }));

  const handle = createRequestHandler(build, "production");
  const readAsset = assetReader(path.join(client, "assets"));
  const cache = new PageCache();
  const frames = new MapFrameOrigin();

  /** The answer, and the catalogue version when it was read for the page cache. */
  async function respond(
    request: Request,
    nonce: string,
  ): Promise<{ response: Response; version?: number }> {
    const context: RouterContextProvider & NonceCarrier & AssetReaderCarrier =
      new RouterContextProvider();
    context.cspNonce = nonce;
    context.readAsset = readAsset;
    if (!isCacheableRequest(request)) return { response: await handle(request, context) };
    const version = await getCatalogueVersion(getDb());
    cache.sync(version);
    const key = request.url;
    const response = await handle(request, context);
    if (!isCacheableResponse(response) || request.method === "HEAD") return { response, version };
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers.entries()];
    const nonceAt = offsetsOf(body, nonce);
    cache.set(version, key, { status: response.status, headers, body, nonceAt });
    return { response: new Response(body, { status: response.status, headers }), version };
  }

  /**
   * A page the cache holds for this request, sent straight from Node's request and response: on a
   * hit no Fetch Request or Response is built, which is most of what a hit would cost. False when
   * the request is not cacheable or the cache has no page for it.
   */
  async function sendCached(req: express.Request, res: express.Response, nonce: string) {
    if (!isCacheable(req.method, req.path, (name) => req.get(name))) return false;
    const version = await getCatalogueVersion(getDb());
    cache.sync(version);
    const hit = cache.get(requestUrl(req));
    if (!hit) return false;
    res.status(hit.status);
    for (const [name, value] of hit.headers) res.setHeader(name, value);
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

  app.all("/{*splat}", async (req, res, next) => {
    const nonce = res.locals.cspNonce as string;
    if (await sendCached(req, res, nonce)) return;
    const bridged = toFetchRequest(req, res, undefined, req.ip);
    let response: Response;
    let version: number | undefined;
    try {
      ({ response, version } = await respond(bridged.request, nonce));
    } catch (error) {
      if (!bridged.exceeded) return next(error);
      response = tooLarge(bridged.request);
    }
    // Whatever read past the limit failed on it (a 500, a "malformed body" 400): the answer is 413.
    if (bridged.exceeded && response.status !== 413) {
      await response.body?.cancel();
      response = tooLarge(bridged.request);
    }
    if (response.headers.get("content-type")?.startsWith("text/html")) {
      const frameOrigin = await frames.get(version);
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy({ nonce, https, frameOrigin }),
      );
    }
    await sendFetchResponse(req, res, response);
  });

  // Express's own errors (a malformed path for the static files, a failure above): a short
  // answer with the same headers, never a stack trace.
  app.use(
    (error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
      const status = statusOf(error);
      if (status >= 500) getLogger().error({ err: error, url: req.originalUrl }, "request failed");
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res
        .status(status)
        .type("text/plain")
        .send(STATUS_CODES[status] ?? "Error");
    },
  );
  return app;
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/** 413 in the API's error shape under /api, else the same message as text, in the page's language. */
function tooLarge(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return errorResponse(request, new ApiError(413, "tooLarge"));
  }
  return new Response(allMessagesFor(localeFromPath(pathname)).api.errors.tooLarge, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The origin the store's map is embedded from (design.md: an administrator sets the map's embed
 * URL), the one origin pages may frame. Kept per catalogue version, which every settings write
 * bumps, so each instance re-reads the profile only after a change.
 */
class MapFrameOrigin {
  #version = -1;
  #origin: string | null = null;

  async get(knownVersion?: number): Promise<string | null> {
    try {
      const db = getDb();
      const version = knownVersion ?? (await getCatalogueVersion(db));
      if (version !== this.#version) {
        this.#origin = frameOriginOf((await getStoreProfile(db)).map_embed_url);
        this.#version = version;
      }
      return this.#origin;
    } catch {
      // No database, no map on the page either: frame nothing.
      return null;
    }
  }
}

/**
 * Reads a built stylesheet once, by its URL path, for root.tsx to inline; undefined for anything
 * but a stylesheet of the build's assets folder, or one that cannot be read.
 */
function assetReader(assetsDir: string): AssetReader {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    const name = /^\/assets\/([\w.-]+\.css)$/.exec(href)?.[1];
    if (!name) return undefined;
    if (!texts.has(name)) {
      let text: string | undefined;
      try {
        text = readFileSync(path.join(assetsDir, name), "utf8");
      } catch {
        text = undefined;
      }
      texts.set(name, text);
    }
    return texts.get(name);
  };
}
