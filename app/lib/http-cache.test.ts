import { describe, expect, it } from "vitest";
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, storePageCacheControl } from "./http-cache";

const response = (status: number, headers: HeadersInit = {}) => ({
  status,
  headers: new Headers(headers),
});

describe("store page caching (issue 7: short public caching, never for signed-in pages)", () => {
  it("anonymous pages and not-found pages are cached briefly with revalidation", () => {
    expect(storePageCacheControl(false, response(200))).toBe(PUBLIC_PAGE_CACHE);
    expect(storePageCacheControl(false, response(404))).toBe(PUBLIC_PAGE_CACHE);
    expect(PUBLIC_PAGE_CACHE).toMatch(/^public, max-age=60, stale-while-revalidate=\d+$/);
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
