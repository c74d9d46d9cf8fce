import type { IncomingMessage, ServerResponse } from "node:http";
import { cacheControlUntil } from "../app/lib/http-cache";
import { hasCompressed, sendVariants } from "./encoding";
import type { CachedResponse } from "./page-cache";

/**
 * Sends a stored page: the variant the client accepts, or 304 when it holds this one. A page sent
 * while its successor renders (`superseded`) may be kept by no cache: the browser asks again next
 * time, and gets the new page.
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedResponse,
  /** Called once a gzip made on demand is kept beside the entry (the cache counts it again). */
  onCompressed?: () => void,
  superseded = false,
) {
  const now = Date.now();
  const expiresAt = superseded ? now : entry.expiresAt;
  res.statusCode = entry.status;
  let vary: string | undefined;
  for (const [name, value] of entry.headers) {
    if (name === "vary") vary = value;
    else res.setHeader(name, value);
  }
  if (hasCompressed(entry.body)) vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  if (vary) res.setHeader("Vary", vary);
  // What a browser or a CDN may keep of it ends with it too, counted from now.
  if (expiresAt !== undefined) {
    const cacheControl = res.getHeader("cache-control");
    if (typeof cacheControl === "string") {
      res.setHeader("Cache-Control", cacheControlUntil(cacheControl, expiresAt, now));
    }
  }
  void sendVariants(req, res, entry.body, entry.status === 200, onCompressed);
}
