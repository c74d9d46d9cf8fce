import { ApiError, errorResponse } from "../api/errors.server";
import { getEnv } from "../env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request that did not come from our own pages (CSRF): its Origin (or, from
 * browsers that send none, its Referer) is not BASE_URL's origin. A request naming neither is
 * refused only when it carries a cookie, as better-auth does for /api/auth/*: browsers name the
 * origin of every cross-origin write, and programs without a cookie are not riding a session.
 * Reads (GET, HEAD, OPTIONS) are never refused.
 */
export function isCrossOriginWrite(request: {
  method: string;
  headers: Pick<Headers, "get" | "has">;
}): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  const referer = request.headers.get("referer");
  const source = origin ?? (referer ? (originOf(referer) ?? "null") : null);
  if (source === null) return request.headers.has("cookie");
  return source !== ownOrigin(getEnv().BASE_URL);
}

/** BASE_URL's origin, parsed once per value (a beacon a millisecond asks it). */
let own: { url: string; origin: string | null } | undefined;
function ownOrigin(url: string): string | null {
  if (own?.url !== url) own = { url, origin: originOf(url) };
  return own.origin;
}

/**
 * A cross-origin write that carries a cookie, i.e. one that could ride a session (CSRF). Without
 * a cookie it is just signed out, and the guards answer that (docs/decisions/014-access-table.md:
 * 401).
 */
export function isCrossOriginSessionWrite(request: Request): boolean {
  return request.headers.has("cookie") && isCrossOriginWrite(request);
}

/** 403 in the API's error shape for a cross-origin write, in the caller's language. */
export function crossOriginRefusal(request: Request): Response {
  return errorResponse(request, new ApiError(403, "crossOrigin"), { "Cache-Control": "no-store" });
}

/**
 * Throws crossOriginRefusal for a cross-origin write: with `session`, only for one carrying a
 * cookie (the guards); without, for any (the entry, where signing in is the write).
 */
export function assertSameOriginWrite(request: Request, { session = false } = {}): void {
  if (session ? isCrossOriginSessionWrite(request) : isCrossOriginWrite(request)) {
    throw crossOriginRefusal(request);
  }
}
