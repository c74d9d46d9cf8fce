import { describe, expect, it } from "vitest";
import { expirePageAt, pageExpiryOf } from "./page-expiry";
import {
  cacheControlUntil,
  PAGE_STALE_IF_ERROR_S,
  PRIVATE_PAGE_CACHE,
  PUBLIC_PAGE_CACHE,
  storePageCacheControl,
} from "./http-cache";

const response = (status: number, headers: HeadersInit = {}) => ({
  status,
  headers: new Headers(headers),
});

describe("store page caching (short public caching, never for signed-in pages)", () => {
  it("anonymous pages and not-found pages are cached briefly with revalidation", () => {
    expect(storePageCacheControl(false, response(200))).toBe(PUBLIC_PAGE_CACHE);
    expect(storePageCacheControl(false, response(404))).toBe(PUBLIC_PAGE_CACHE);
    expect(PUBLIC_PAGE_CACHE).toMatch(
      /^public, max-age=60, stale-while-revalidate=\d+, stale-if-error=\d+$/,
    );
  });

  it("they may be served stale for an hour while the origin fails (RFC 5861)", () => {
    expect(PUBLIC_PAGE_CACHE).toContain(`stale-if-error=${PAGE_STALE_IF_ERROR_S}`);
    expect(PAGE_STALE_IF_ERROR_S).toBe(3600);
  });

  it("a signed-in visitor's pages, and responses setting a cookie, stay private", () => {
    expect(storePageCacheControl(true, response(200))).toBe(PRIVATE_PAGE_CACHE);
    expect(storePageCacheControl(false, response(200, { "Set-Cookie": "a=b" }))).toBe(
      PRIVATE_PAGE_CACHE,
    );
    expect(PRIVATE_PAGE_CACHE).not.toMatch(/public/);
  });

  it("errors and redirects get nothing; a response's own Cache-Control is kept", () => {
    expect(storePageCacheControl(false, response(500))).toBeNull();
    expect(storePageCacheControl(false, response(302))).toBeNull();
    expect(storePageCacheControl(false, response(200, { "Cache-Control": "no-store" }))).toBeNull();
  });
});

describe("a page true only until an instant is cached no longer (decision 054: the currency hint)", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");
  const inSeconds = (s: number) => now + s * 1000;

  it("keeps the usual caching while the instant is further away than it", () => {
    expect(cacheControlUntil(PUBLIC_PAGE_CACHE, inSeconds(86_400), now)).toBe(PUBLIC_PAGE_CACHE);
    expect(cacheControlUntil(PUBLIC_PAGE_CACHE, undefined, now)).toBe(PUBLIC_PAGE_CACHE);
  });

  it("cuts serving stale first, then freshness, so that no cache keeps the page past the instant", () => {
    expect(cacheControlUntil(PUBLIC_PAGE_CACHE, inSeconds(200), now)).toBe(
      "public, max-age=60, stale-while-revalidate=140, stale-if-error=140",
    );
    expect(cacheControlUntil(PUBLIC_PAGE_CACHE, inSeconds(30.9), now)).toBe(
      "public, max-age=30, stale-while-revalidate=0, stale-if-error=0",
    );
    expect(cacheControlUntil(PUBLIC_PAGE_CACHE, inSeconds(-5), now)).toBe(
      "public, max-age=0, stale-while-revalidate=0, stale-if-error=0",
    );
    expect(
      cacheControlUntil(
        "public, max-age=60, s-maxage=600, stale-if-error=86400",
        inSeconds(90),
        now,
      ),
    ).toBe("public, max-age=60, s-maxage=90, stale-if-error=0");
    expect(cacheControlUntil(PRIVATE_PAGE_CACHE, inSeconds(5), now)).toBe(PRIVATE_PAGE_CACHE);
  });
});

describe("a cached page's lifetime is bounded by the next scheduled change (decision 066)", () => {
  it("the earliest of the instants a page's loaders note wins, and no cache keeps it past that", () => {
    const now = Date.parse("2026-11-28T20:59:00Z");
    const context = {};
    // The currency rates expire tomorrow; an offer starts in 45 s.
    expirePageAt(context, now + 86_400_000);
    expirePageAt(context, now + 45_000);
    expect(pageExpiryOf(context)).toBe(now + 45_000);
    expect(cacheControlUntil(PUBLIC_PAGE_CACHE, pageExpiryOf(context), now)).toBe(
      "public, max-age=45, stale-while-revalidate=0, stale-if-error=0",
    );
  });
});
