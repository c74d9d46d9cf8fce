import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { ApiError, errorResponse } from "../app/.server/api/errors.server";
import { getEnv } from "../app/.server/env";
import { handleBeacon } from "../app/.server/insights/beacon.server";
import { INSIGHT_LIMITS } from "../app/lib/insights";
import { getLogger } from "../app/.server/logger";
import { localeFromPath } from "../app/i18n/locale";
import { allMessagesFor } from "../app/i18n/all-messages";
import { assetReader } from "./asset-reader";
import { cachedPages } from "./cached-pages";
import { sendFetchResponse, toFetchRequest } from "./fetch-bridge";
import { MapFrameOrigin } from "./map-frame-origin";
import { readSmallRequest } from "./small-body";
import { contentSecurityPolicy, createNonce, staticSecurityHeaders } from "./security-headers";

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
  // Issue #20 item 5: the shoppers' beacons, up to a thousand a second, answered first with the
  // route's own function (app/.server/insights/beacon.server.ts): an empty 204 (or a short JSON
  // error) needs no nonce, compression or React Router, which together cost more than the beacon.
  app.post("/api/events", async (req, res, next) => {
    for (const [name, value] of fixedHeaders) res.setHeader(name, value);
    try {
      const request = await readSmallRequest(req, INSIGHT_LIMITS.bodyBytes, req.ip);
      await sendFetchResponse(req, res, await handleBeacon(request));
    } catch (error) {
      next(error);
    }
  });
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
  // The few other files the build puts beside them (icons, manifests, the service worker), by
  // their first path segment: a page's path never reaches the file system (a stat per request
  // cost about a tenth of a page's CPU).
  const clientFiles = new Set(
    existsSync(client) ? readdirSync(client).filter((name) => name !== "assets") : [],
  );
  const serveClientFile = express.static(client, { maxAge: "1h", index: false });
  app.use((req, res, next) => {
    if (clientFiles.has(req.path.split("/", 2)[1] ?? "")) return serveClientFile(req, res, next);
    next();
  });

  const frames = new MapFrameOrigin();
  const pages = cachedPages({
    handle: createRequestHandler(build, "production"),
    readAsset: assetReader(path.join(client, "assets")),
    frames,
    https,
  });

  app.all("/{*splat}", async (req, res, next) => {
    const nonce = res.locals.cspNonce as string;
    if (await pages.sendCached(req, res, nonce)) return;
    const bridged = toFetchRequest(req, res, undefined, req.ip);
    let response: Response;
    let version: number | undefined;
    try {
      ({ response, version } = await pages.render(bridged.request, nonce));
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
