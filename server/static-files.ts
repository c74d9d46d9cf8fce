import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { etagOf, hasCompressed, sendVariants, type Variants } from "./encoding";

/**
 * The build's client files (build/client: hashed assets, icons, manifests, the service worker),
 * held in memory with the brotli and gzip files the build wrote beside them
 * (scripts/build-server.mjs), and sent as the client accepts: no stat, stream or compression per
 * request. About 1.2 MB plain and 0.4 MB compressed.
 */

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Hashed build assets never change under one name; the rest (the service worker) is re-read hourly. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const HOURLY = "public, max-age=3600";

interface StaticFile {
  type: string;
  cacheControl: string;
  body: Variants;
}

export interface StaticFiles {
  /** Sends the file for this request's path; false when the build has none (GET and HEAD only). */
  send(req: IncomingMessage, res: ServerResponse): boolean;
  readonly count: number;
}

function walk(dir: string, prefix: string, out: Map<string, StaticFile>) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      walk(file, `${prefix}/${name}`, out);
      continue;
    }
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const identity = readFileSync(file);
    const read = (suffix: string) =>
      existsSync(file + suffix) ? readFileSync(file + suffix) : undefined;
    const urlPath = `${prefix}/${name}`;
    out.set(urlPath, {
      type: TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : HOURLY,
      body: { identity, br: read(".br"), gzip: read(".gz"), etag: etagOf(identity) },
    });
  }
}

export function staticFiles(clientDir: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  if (existsSync(clientDir)) walk(clientDir, "", files);
  return {
    count: files.size,
    send(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "/";
      const at = url.indexOf("?");
      const file = files.get(at === -1 ? url : url.slice(0, at));
      if (!file) return false;
      res.setHeader("Content-Type", file.type);
      res.setHeader("Cache-Control", file.cacheControl);
      if (hasCompressed(file.body)) res.setHeader("Vary", "Accept-Encoding");
      sendVariants(req, res, file.body);
      return true;
    },
  };
}
