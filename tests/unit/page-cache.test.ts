import { describe, expect, it } from "vitest";
import { expirePageAt, pageExpiryOf } from "~/lib/page-expiry";
import {
  cacheKey,
  isCacheableRequest,
  hasFilters,
  normalizePageUrl,
  PAGE_QUERY_PARAMETERS,
  mayServeWhileRevalidating,
  PageCache,
  STALE_WHILE_REVALIDATE_MS,
  type CachedResponse,
} from "../../server/page-cache";

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
    // The entry page's client-navigation data reads `?form=`, a parameter no store page reads.
    expect(isCacheableRequest(get("/admin.data?form=sign-up"))).toBe(false);
    expect(isCacheableRequest(get("/en/admin.data"))).toBe(false);
    expect(isCacheableRequest(get("/api/auth/get-session"))).toBe(false);
    // Streamed, never held whole (about 150 MB of XML at 100,000 products in three languages).
    expect(isCacheableRequest(get("/sitemap.xml"))).toBe(false);
    expect(isCacheableRequest(new Request("http://shop.test/", { method: "POST" }))).toBe(false);
    for (const prefix of ["/en", "/es"]) {
      expect(isCacheableRequest(get(`${prefix}/admin/produtos`)), prefix).toBe(false);
    }
  });

  it("keeps the JSON API's answers apart per language; a store page's language is its path", () => {
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
    body: { identity: new Uint8Array(10), etag: 'W/"x"' },
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

describe("parameters a page does not read neither split nor evict the page cache", () => {
  it("drops tracking parameters and any other unread one, and sorts the rest by name", () => {
    expect(
      normalizePageUrl(
        "http://shop.test/produtos/1?utm_source=ig&sort=price_asc&fbclid=x&page=2&gclid=y&msclkid=z&utm_campaign=c",
      ),
    ).toBe("http://shop.test/produtos/1?page=2&sort=price_asc");
    expect(normalizePageUrl("http://shop.test/?utm_medium=cpc")).toBe("http://shop.test/");
    expect(normalizePageUrl("http://shop.test/busca?whatever=1&q=serra")).toBe(
      "http://shop.test/busca?q=serra",
    );
  });

  it("gives parameters in any order one key; a name's repeated values keep their order", () => {
    const a = normalizePageUrl("http://shop.test/produtos/1?sort=name&page=3");
    const b = normalizePageUrl("http://shop.test/produtos/1?page=3&sort=name");
    expect(a).toBe(b);
    expect(normalizePageUrl("http://shop.test/x?ids=2&brand=a&ids=1")).toBe(
      "http://shop.test/x?brand=a&ids=2&ids=1",
    );
  });

  it("keeps what the product lists, the API and React Router read", () => {
    for (const name of [
      "category",
      "brand",
      "q",
      "offers",
      "in_stock",
      "sort",
      "page",
      "per_page",
    ]) {
      expect(PAGE_QUERY_PARAMETERS.has(name), name).toBe(true);
    }
    for (const name of ["lang", "ids", "_routes", "index", "paths", "version"]) {
      expect(PAGE_QUERY_PARAMETERS.has(name), name).toBe(true);
    }
    // React Router's route discovery: without its parameters every client navigation fails.
    expect(normalizePageUrl("http://shop.test/__manifest?paths=%2Fprodutos%2F1&version=abc")).toBe(
      "http://shop.test/__manifest?paths=%2Fprodutos%2F1&version=abc",
    );
    const plain = "http://shop.test/produto/11";
    expect(normalizePageUrl(plain)).toBe(plain);
  });

  it("keeps a product page's chosen variant, in the bounded share: anyone can make up a SKU", () => {
    const url = normalizePageUrl("http://shop.test/es/produto/11?utm_source=x&variante=FUR-220");
    expect(url).toBe("http://shop.test/es/produto/11?variante=FUR-220");
    expect(hasFilters(url)).toBe(true);
    expect(hasFilters(normalizePageUrl("http://shop.test/produto/11?utm_source=x"))).toBe(false);
  });
});

describe("the page cache's bound counts every stored variant", () => {
  it("evicts the least recently used once the bytes of all variants pass the bound", () => {
    const cache = new PageCache(100, 3000);
    cache.sync(1);
    const entry = () => ({
      status: 200,
      headers: [],
      body: {
        identity: new Uint8Array(100),
        br: new Uint8Array(30),
        gzip: new Uint8Array(40),
        etag: 'W/"e"',
      },
    });
    for (let i = 0; i < 20; i++) cache.set(1, `/p${i}`, entry());
    // 170 bytes an entry: 17 fit in 3,000.
    expect(cache.size).toBe(17);
    expect(cache.get("/p0")).toBeUndefined();
    expect(cache.get("/p19")).toBeDefined();
  });
});

describe("a gzip made on demand counts in the page cache's bound", () => {
  it("recounts an entry that grew and evicts the least recently used past the bound", () => {
    const cache = new PageCache(100, 16_000);
    cache.sync(1);
    const entry = (): CachedResponse => ({
      status: 200,
      headers: [],
      body: {
        identity: new Uint8Array(600),
        br: new Uint8Array(200),
        gzipOnDemand: true,
        etag: 'W/"e"',
      },
    });
    const entries = Array.from({ length: 20 }, () => entry());
    // 800 bytes an entry: all 20 fit in 16,000.
    entries.forEach((e, i) => cache.set(1, `/p${i}`, e));
    expect(cache.size).toBe(20);
    const grown = entries[19]!;
    grown.body.gzip = new Uint8Array(150);
    grown.body.gzipOnDemand = undefined;
    cache.recount(grown);
    // 19 × 800 + 950 = 16,150: the least recently used goes.
    expect(cache.size).toBe(19);
    expect(cache.get("/p0")).toBeUndefined();
    expect(cache.get("/p19")).toBe(grown);
    // An entry the cache no longer holds is not counted again.
    cache.recount(entries[0]!);
    expect(cache.size).toBe(19);
    // One grown past a sixteenth of the bound (1,000 bytes) is not kept.
    entries[1]!.body.gzip = new Uint8Array(300);
    cache.recount(entries[1]!);
    expect(cache.get("/p1")).toBeUndefined();
    expect(cache.size).toBe(18);
  });
});

describe("filtered lists in the page cache", () => {
  const vocabulary = {
    brands: new Set(["bosch", "makita"]),
    attributes: new Map([
      ["voltagem", { type: "choice" as const, values: new Set(["220v", "bivolt"]) }],
    ]),
  };

  it("keys a filter state on its normal form: any order, repeated or comma-separated, unknown codes dropped", () => {
    const key = (q: string) => normalizePageUrl(`http://shop.test/produtos/2?${q}`, vocabulary);
    const expected = "http://shop.test/produtos/2?marca=bosch%2Cmakita&sort=name&voltagem=220v";
    expect(key("voltagem=220v&marca=makita&sort=name&marca=bosch")).toBe(expected);
    expect(key("sort=name&marca=makita,bosch&voltagem=220v,380v&cor=azul&utm_source=x")).toBe(
      expected,
    );
    expect(key("marca=nobody")).toBe("http://shop.test/produtos/2");
  });

  it("keeps filtered pages in a share of their own, so a crawler cannot evict the main pages", () => {
    expect(
      hasFilters(normalizePageUrl("http://shop.test/produtos/2?marca=bosch", vocabulary)),
    ).toBe(true);
    expect(
      hasFilters(normalizePageUrl("http://shop.test/produtos/2?sort=name&page=2", vocabulary)),
    ).toBe(false);
  });
});

describe("stale-while-revalidate: a write does not make every shopper wait on a render", () => {
  const entry = (n: number) => ({
    status: 200,
    headers: [],
    body: { identity: new Uint8Array([n]), etag: `W/"${n}"` },
  });

  it("serves a page of the version before a write for STALE_WHILE_REVALIDATE_MS, not after", () => {
    const cache = new PageCache();
    cache.sync(1, 0);
    cache.set(1, "/", entry(1));
    cache.sync(2, 1_000);
    expect(cache.get("/", 1_000)).toBeUndefined();
    expect(cache.getPrevious("/", 1_000)?.body.etag).toBe('W/"1"');
    expect(cache.getPrevious("/", 1_000 + STALE_WHILE_REVALIDATE_MS - 1)).toBeDefined();
    expect(cache.getPrevious("/", 1_000 + STALE_WHILE_REVALIDATE_MS)).toBeUndefined();
  });

  it("counts a page's few seconds from the write that made it stale, not from later writes", () => {
    const cache = new PageCache();
    cache.sync(1, 0);
    cache.set(1, "/ofertas", entry(1));
    cache.sync(2, 1_000);
    // Writes every two seconds, and nobody asked for the page again meanwhile.
    cache.sync(3, 3_000);
    cache.sync(4, 5_000);
    expect(cache.getPrevious("/ofertas", 5_999)).toBeDefined();
    expect(cache.getPrevious("/ofertas", 6_000)).toBeUndefined();
  });

  it("holds the pages before a write within the same bounds as the current ones, the oldest going first", () => {
    const sized = (n: number) => ({
      status: 200,
      headers: [],
      body: { identity: new Uint8Array(100), etag: `W/"${n}"` },
    });
    // 1,600 bytes: ten pages of 100 bytes a version, two versions before the last write.
    const cache = new PageCache(100, 1_600);
    cache.sync(1, 0);
    for (let n = 0; n < 10; n++) cache.set(1, `/a${n}`, sized(n));
    cache.sync(2, 100);
    for (let n = 0; n < 10; n++) cache.set(2, `/b${n}`, sized(n));
    cache.sync(3, 200);
    // 2,000 bytes from before over 1,600: the four oldest go.
    for (let n = 0; n < 4; n++) expect(cache.getPrevious(`/a${n}`, 300), `/a${n}`).toBeUndefined();
    for (let n = 4; n < 10; n++) expect(cache.getPrevious(`/a${n}`, 300), `/a${n}`).toBeDefined();
    for (let n = 0; n < 10; n++) expect(cache.getPrevious(`/b${n}`, 300), `/b${n}`).toBeDefined();
  });

  it("never serves a page past its own expiry (the currency hint's rates), stale or not", () => {
    const cache = new PageCache();
    cache.sync(1, 0);
    cache.set(1, "/", { ...entry(1), expiresAt: 1_500 });
    cache.sync(2, 1_000);
    expect(cache.getPrevious("/", 1_499)).toBeDefined();
    expect(cache.getPrevious("/", 1_500)).toBeUndefined();
  });

  it("a product's own page, in any language, and the JSON API are never served from before a write", () => {
    for (const path of ["/produto/12", "/en/produto/12", "/es/produto/12", "/api/products"]) {
      expect(mayServeWhileRevalidating(path), path).toBe(false);
    }
    for (const path of ["/", "/produtos/1", "/en/ofertas", "/busca", "/makita"]) {
      expect(mayServeWhileRevalidating(path), path).toBe(true);
    }
  });
});
