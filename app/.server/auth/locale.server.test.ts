import { describe, expect, it } from "vitest";
import { adminLocale, requestLocale } from "./locale.server";

const req = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers });

describe("the admin's language", () => {
  it("is Portuguese by default", async () => {
    expect(await adminLocale(req("/admin"))).toEqual({ locale: "pt", setCookie: null });
  });
  it("?lang=en chooses English and remembers it in the lang cookie", async () => {
    const { locale, setCookie } = await adminLocale(req("/admin?lang=en"));
    expect(locale).toBe("en");
    // The attributes in any order: the framework's createCookie writes Max-Age first.
    expect(setCookie).toMatch(/^lang=en; /);
    expect(setCookie?.split("; ").slice(1).sort()).toEqual([
      expect.stringMatching(/^Max-Age=\d+$/),
      "Path=/",
      "SameSite=Lax",
    ]);
  });
  it("the cookie keeps it on the next pages; an unknown value is ignored", async () => {
    const localeOf = async (path: string, cookie: string) =>
      (await adminLocale(req(path, { cookie }))).locale;
    expect(await localeOf("/admin/produtos", "a=1; lang=en")).toBe("en");
    expect(await localeOf("/admin", "lang=fr")).toBe("pt");
    expect(await localeOf("/admin?lang=fr", "lang=en")).toBe("en");
  });
});

describe("the language of a JSON answer", () => {
  it("follows Accept-Language by preference, Portuguese by default", () => {
    expect(requestLocale(req("/api/auth/register"))).toBe("pt");
    expect(requestLocale(req("/x", { "accept-language": "en-US,en;q=0.9,pt;q=0.8" }))).toBe("en");
    expect(requestLocale(req("/x", { "accept-language": "fr-FR, pt-BR;q=0.5, en;q=0.4" }))).toBe(
      "pt",
    );
    expect(requestLocale(req("/x", { "accept-language": "pt;q=0.2, en;q=0.9" }))).toBe("en");
    expect(requestLocale(req("/x", { "accept-language": "de" }))).toBe("pt");
  });
});
