import { describe, expect, it } from "vitest";
import { expirePageAt, pageExpiryOf } from "~/lib/page-expiry";
import { cacheKey, isCacheableRequest, PageCache } from "../../server/page-cache";

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });

describe("the page cache keeps anonymous storefront answers only (decision 023)", () => {
  it("caches an anonymous store page and public JSON list", () => {
    expect(isCacheableRequest(get("/produtos/1"))).toBe(true);
    expect(isCacheableRequest(get("/api/posters", { cookie: "lang=en" }))).toBe(true);
  });

  it("never caches what a signed-in caller sees, over http or https", () => {
    for (const cookie of [
      "vitrine.session_token=abc.def",
      "lang=pt; vitrine.session_token=abc.def",
      "__Secure-vitrine.session_token=abc.def",
    ]) {
      expect(isCacheableRequest(get("/api/posters", { cookie })), cookie).toBe(false);
      expect(isCacheableRequest(get("/", { cookie })), cookie).toBe(false);
    }
    expect(isCacheableRequest(get("/api/posters", { authorization: "Bearer vt_x" }))).toBe(false);
  });

  it("never caches the back office, sign-in, media or writes", () => {
    expect(isCacheableRequest(get("/admin/produtos"))).toBe(false);
    expect(isCacheableRequest(get("/api/auth/get-session"))).toBe(false);
    // Streamed, never held whole (about 150 MB of XML at 100,000 products in three languages).
    expect(isCacheableRequest(get("/sitemap.xml"))).toBe(false);
    expect(isCacheableRequest(new Request("http://shop.test/", { method: "POST" }))).toBe(false);
    for (const prefix of ["/en", "/es"]) {
      expect(isCacheableRequest(get(`${prefix}/admin/produtos`)), prefix).toBe(false);
    }
  });

  it("keeps the JSON API's answers apart per language; a store page's language is its path (issue #16)", () => {
    const key = (path: string, acceptLanguage?: string) => {
      const url = `http://shop.test${path}`;
      const headers = new Headers(acceptLanguage ? { "accept-language": acceptLanguage } : {});
      return cacheKey(url, new URL(url).pathname, (name) => headers.get(name));
    };
    const categories = ["pt-BR", "es-PY,es;q=0.9", "en-US", "fr"].map((h) =>
      key("/api/categories", h),
    );
    expect(new Set(categories).size).toBe(3);
    expect(categories[3]).toBe(categories[0]);
    expect(key("/api/categories?lang=es", "en")).toBe(key("/api/categories?lang=es", "pt"));
    expect(key("/es/produtos", "en")).toBe(key("/es/produtos", "pt"));
    expect(key("/es/produtos")).toBe("http://shop.test/es/produtos");
  });
});

describe("a page true only until an instant leaves the cache at that instant (decision 054)", () => {
  const page = (expiresAt?: number) => ({
    status: 200,
    headers: [],
    body: new Uint8Array(10),
    expiresAt,
  });

  it("is served until its expiry, then is a miss and is dropped; pages without one stay", () => {
    const cache = new PageCache();
    cache.sync(1);
    cache.set(1, "/hint", page(1_000));
    cache.set(1, "/plain", page());
    expect(cache.get("/hint", 999)).toBeDefined();
    expect(cache.get("/hint", 1_000)).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.get("/plain", Number.MAX_SAFE_INTEGER)).toBeDefined();
  });

  it("a render's expiry is the earliest any loader noted", () => {
    const context: object = {};
    expect(pageExpiryOf(context)).toBeUndefined();
    expirePageAt(context, 2_000);
    expirePageAt(context, 1_500);
    expirePageAt(context, 3_000);
    expect(pageExpiryOf(context)).toBe(1_500);
    expirePageAt(undefined, 1);
  });
});
