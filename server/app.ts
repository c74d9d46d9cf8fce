import { randomUUID } from "node:crypto";
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import proxyaddr from "proxy-addr";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ApiError, errorResponse } from "../app/.server/api/errors.server";
import {
  reportDatabaseFault,
  RETRY_AFTER_S,
  withFaultScope,
  type DatabaseFault,
} from "../app/.server/db/faults.server";
import { getEnv } from "../app/.server/env";
import { withOneVersion } from "../app/.server/catalogue/version-scope.server";
import { unavailableResponse } from "../app/.server/render/unavailable.server";
import type { createStoreDocuments } from "../app/.server/render/store-documents.server";
import { api } from "../app/.server/api/handler.server";
import { clientAddress } from "../app/.server/auth/client-ip.server";
import { checkBeacon, takeBeacon } from "../app/.server/insights/beacon.server";
import { INSIGHT_LIMITS } from "../app/lib/insights";
import { getLogger } from "../app/.server/logger";
import { localeFromPath } from "../app/i18n/locale";
import { textsFor } from "../app/i18n/texts";
import { assetReader } from "./asset-reader";
import { cachedPages } from "./cached-pages";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { MapFrameOrigin } from "./map-frame-origin";
import { mediaFiles } from "./media-files";
import { countRequest, isMetricsPath, sendMetrics } from "./metrics";
import { headersOnlyRequest, nodeHeaders, readSmallBody } from "./small-body";
import {
  contentSecurityPolicy,
  createNonce,
  staticFilePolicy,
  staticSecurityHeaders,
} from "./security-headers";
import { staticFiles } from "./static-files";

export interface AppOptions {
  /** Served over https (HSTS, upgrade-insecure-requests); by default, when BASE_URL is https. */
  https?: boolean;
  /** Proxies in front of the app whose X-Forwarded-For is believed; by default TRUST_PROXY. */
  trustProxy?: number;
}

/**
 * The HTTP app: security headers on every response; the build's files and the anonymous pages
 * the page cache holds (while the catalogue is unchanged) from memory, compressed once; then
 * compression and React Router for the rest.
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
  const trustProxy = options.trustProxy ?? getEnv().TRUST_PROXY;
  app.set("trust proxy", trustProxy);
  // The shoppers' beacons, up to a thousand a second, answered with the route's
  // own function (app/.server/insights/beacon.server.ts): an empty 204 (or a short JSON error)
  // needs no nonce, compression or React Router, which together cost more than the beacon. The
  // lean path below answers them before Express; this route serves a server made from the app
  // itself (`http.createServer(app)`).
  app.post("/api/events", (req, res) => {
    for (const [name, value] of fixedHeaders) res.setHeader(name, value);
    void answerBeacon(req, res, req.ip);
  });
  const client = path.join(buildDir, "client");
  const files = staticFiles(client);
  const media = mediaFiles();
  const staticPolicy = staticFilePolicy(https);
  const frames = new MapFrameOrigin();
  // Store pages by the store's own renderer, which the build's server entry exports
  // (app/entry.server.tsx); everything else, and whatever it hands over, by React Router.
  const router = createRequestHandler(build, "production");
  const entry = build.entry.module as { createStoreDocuments?: typeof createStoreDocuments };
  const storeDocuments = entry.createStoreDocuments?.(build);
  const pages = cachedPages({
    handle: storeDocuments
      ? async (request, context) =>
          (await storeDocuments(request, context)) ?? router(request, context)
      : router,
    readAsset: assetReader(path.join(client, "assets")),
    frames,
    https,
  });

  // Set by `dispatch` below before Express runs; again here for a server made from the app
  // itself (`http.createServer(app)`), which has no lean path.
  app.use((_req, res, next) => {
    for (const [name, value] of fixedHeaders) res.setHeader(name, value);
    next();
  });
  // Everything else gets a nonce of its own; documents get their CSP again below, with the map's
  // origin.
  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, https }));
    next();
  });
  const compress = compression();
  app.use(compress);
  app.use((req, res, next) => {
    const id = res.getHeader("x-request-id");
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

  /**
   * A page or an API answer by the page cache and React Router (the store's own renderer first):
   * sent from the cache's entry, or as the Response came, with the page's CSP. `next` takes what
   * fails in a way no answer here covers.
   */
  const answer = async (
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    nonce: string,
    clientIp: string | undefined,
    next: (error: unknown) => void,
    /** Set when no compression stream wraps `res` yet: an answer not from the cache goes through it. */
    lean = false,
  ) => {
    const url = req.originalUrl ?? req.url ?? "/";
    const bridged = toFetchRequest(req, res, undefined, clientIp);
    let response: Response;
    let version: number | undefined;
    let fault: DatabaseFault | null = null;
    try {
      const scoped = await withFaultScope(() => pages.render(bridged.request, nonce));
      const rendered = scoped.value;
      fault = scoped.fault;
      if (rendered.entry) {
        res.setHeader("X-Page-Cache", "miss");
        pages.send(req, res, rendered.entry);
        return;
      }
      ({ response, version } = rendered);
    } catch (error) {
      fault = reportDatabaseFault(error, { url });
      if (fault) response = unavailableResponse(bridged.request, fault);
      else if (!bridged.exceeded) return next(error);
      else response = tooLarge(bridged.request);
    }
    // A page whose loader met a database fault (React Router's error page, a
    // 500) is answered 503 with Retry-After instead (app/.server/render/unavailable.server.ts).
    // A client navigation's data keeps React Router's own encoding, which its error page reads,
    // with the same status.
    if (fault && response.status === 500) {
      if (isDataRequest(url)) {
        const headers = new Headers(response.headers);
        headers.set("Retry-After", String(RETRY_AFTER_S));
        response = new Response(response.body, { status: 503, headers });
      } else {
        await response.body?.cancel();
        response = unavailableResponse(bridged.request, fault);
      }
    }
    // Whatever read past the limit failed on it (a 500, a "malformed body" 400): the answer is 413.
    if (bridged.exceeded && response.status !== 413) {
      await response.body?.cancel();
      response = tooLarge(bridged.request);
    }
    if (response.headers.get("content-type")?.startsWith("text/html")) {
      // Without a database, no map to frame (nor a wait for the profile that names it).
      const frameOrigin = fault ? null : await frames.get(version);
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy({ nonce, https, frameOrigin }),
      );
    }
    if (!lean) return sendFetchResponse(req, res, response);
    await new Promise<void>((resolve, reject) => {
      const sent = response;
      compress(req as express.Request, res as express.Response, () => {
        sendFetchResponse(req, res, sent).then(resolve, reject);
      });
    });
  };

  app.all("/{*splat}", (req, res, next) =>
    answer(req, res, res.locals.cspNonce as string, req.ip, next),
  );

  // Express's own errors (a malformed path for the static files, a failure above): a short
  // answer with the same headers, never a stack trace.
  app.use(
    (error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) =>
      answerFailure(error, req, res),
  );
  // The lean path, before Express: the build's files, media and the pages the
  // page cache holds are answered from memory, already compressed, before Express wraps the
  // request, a nonce is drawn, a compression stream or a Fetch Request is made, or the request is
  // logged (Express's own dispatch cost half of a small file's answer). They carry every security
  // header; a cached page its own CSP (server/cached-pages.ts). Anything else, and any failure
  // here, goes on to Express.
  // Express's own reading of a numeric "trust proxy": the nearest `trustProxy` hops are proxies.
  const trusted = (_address: string, hop: number) => hop < trustProxy;
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    // The scrape first (it costs nothing of the app); every other request is
    // counted when its answer is finished (server/metrics.ts).
    if (isMetricsPath(req.url)) return void sendMetrics(req, res);
    countRequest(req, res);
    for (const [name, value] of fixedHeaders) res.setHeader(name, value);
    // Replaced by a page's own; a cached JSON answer keeps this one.
    res.setHeader("Content-Security-Policy", staticPolicy);
    if (req.method === "POST" && req.url === "/api/events") {
      // The address as Express's `req.ip` would give it (the same library, the same trust).
      void answerBeacon(req, res, proxyaddr(req, trusted));
      return;
    }
    if (files.send(req, res)) return;
    const id = req.headers["x-request-id"];
    res.setHeader("X-Request-Id", typeof id === "string" ? id : randomUUID());
    media
      .send(req, res)
      .then(
        (sent) =>
          sent ||
          // A store page's GET writes nothing: the catalogue version the cache looks it up by is
          // the one its render reads (version-scope.server.ts), one query for both.
          withOneVersion(async () => {
            if (await pages.sendCached(req, res)) return true;
            // A page the cache would keep, not held: rendered here, as the route below would,
            // without Express's router, middleware and logging wrapped around it (0.1-0.4 ms a
            // page: docs/perf/README.md). Its answer is an entry of the cache, already
            // compressed; anything else (a redirect, an error page) goes through the compression
            // middleware.
            if (!pages.rendersLean(req)) return false;
            const nonce = createNonce();
            res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, https }));
            answer(
              req,
              res,
              nonce,
              proxyaddr(req, trusted),
              (error) => answerFailure(error, req, res),
              true,
            ).catch((error: unknown) => answerFailure(error, req, res));
            return true;
          }),
      )
      .then(
        // Everything else, outside that scope: Express's routes write, and read the version afresh.
        (sent) => {
          if (!sent) app(req, res);
        },
        () => {
          if (!res.headersSent) app(req, res);
        },
      );
  };
  // `app.listen` (scripts/start.ts, the tests) serves through the lean path first.
  const listen = app.listen;
  app.listen = ((...args: unknown[]) =>
    Reflect.apply(listen, dispatch, args) as ReturnType<typeof listen>) as typeof app.listen;
  return app;
}

/**
 * A beacon answered from Node's own request, without the Fetch Request and Response the route
 * module uses (their objects and streams cost more than the beacon's own work): its checks and
 * events are the route's (checkBeacon, takeBeacon), its 204 the same. A refusal is rendered as the
 * route renders it, in the caller's language; a failure is a short 500, logged.
 */
async function answerBeacon(
  req: IncomingMessage,
  res: ServerResponse,
  clientIp: string | undefined,
) {
  const input = {
    method: req.method ?? "POST",
    headers: nodeHeaders(req),
    clientIp: clientAddress(clientIp),
  };
  try {
    const body = await readSmallBody(req, INSIGHT_LIMITS.bodyBytes + 1);
    try {
      checkBeacon(input);
      takeBeacon(input, body);
    } catch (refusal) {
      const request = headersOnlyRequest(req, clientIp);
      await sendFetchResponse(req, res, await api(request, () => Promise.reject(refusal)));
      return;
    }
    res.writeHead(204, { "Cache-Control": "no-store" }).end();
  } catch (error) {
    getLogger().error({ err: error, url: req.url }, "beacon failed");
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { "Content-Type": "text/plain" }).end(STATUS_CODES[500]);
  }
}

/** A client navigation's data request (React Router's single fetch: `/path.data`). */
const isDataRequest = (url: string) => /\.data(?:\?|$)/.test(url);

/**
 * What failed before an answer (Express's own errors, a malformed path for the static files, a
 * failure in `answer`): a short answer with the same headers, never a stack trace; a database
 * fault 503 with Retry-After.
 */
function answerFailure(
  error: unknown,
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
) {
  const url = req.originalUrl ?? req.url;
  const fault = reportDatabaseFault(error, { url });
  const status = fault ? 503 : statusOf(error);
  if (status >= 500 && !fault) getLogger().error({ err: error, url }, "request failed");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (fault) res.setHeader("Retry-After", String(RETRY_AFTER_S));
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end(STATUS_CODES[status] ?? "Error");
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
  return new Response(textsFor(localeFromPath(pathname)).api.errors.tooLarge, {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
