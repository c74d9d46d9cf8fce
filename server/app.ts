import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestListener } from "@mjackson/node-fetch-server";
import compression from "compression";
import express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { getCatalogueVersion } from "../app/.server/catalogue/version.server";
import { getDb } from "../app/.server/db/kysely";
import { getLogger } from "../app/.server/logger";
import { isCacheableRequest, isCacheableResponse, PageCache } from "./page-cache";

/**
 * The HTTP app: compression, static files with their cache rules, then React Router, with
 * anonymous store pages served from the page cache while the catalogue is unchanged.
 */
export function createApp(buildDir: string, build: ServerBuild): express.Express {
  const app = express();
  app.disable("x-powered-by");
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
  const cache = new PageCache();
  app.all(
    "/{*splat}",
    createRequestListener(async (request) => {
      if (!isCacheableRequest(request)) return handle(request);
      const version = await getCatalogueVersion(getDb());
      cache.sync(version);
      const key = request.url;
      const hit = cache.get(key);
      if (hit) {
        return new Response(request.method === "HEAD" ? null : hit.body.slice(), {
          status: hit.status,
          headers: [...hit.headers, ["X-Page-Cache", "hit"]],
        });
      }
      const response = await handle(request);
      if (!isCacheableResponse(response) || request.method === "HEAD") return response;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers.entries()];
      cache.set(version, key, { status: response.status, headers, body });
      return new Response(body, { status: response.status, headers });
    }),
  );
  return app;
}
