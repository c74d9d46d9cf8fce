import { describe, expect, it } from "vitest";
import { isCacheableRequest } from "../../server/page-cache";

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
    expect(isCacheableRequest(new Request("http://shop.test/", { method: "POST" }))).toBe(false);
  });
});
