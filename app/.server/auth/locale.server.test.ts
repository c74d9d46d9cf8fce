import { describe, expect, it } from "vitest";
import { adminLocale, requestLocale } from "./locale.server";

const req = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers });

describe("the admin's language", () => {
  it("is Portuguese by default", () => {
    expect(adminLocale(req("/admin"))).toEqual({ locale: "pt", setCookie: null });
  });
  it("?lang=en chooses English and remembers it in the lang cookie", () => {
    const { locale, setCookie } = adminLocale(req("/admin?lang=en"));
    expect(locale).toBe("en");
    expect(setCookie).toMatch(/^lang=en; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
  it("the cookie keeps it on the next pages; an unknown value is ignored", () => {
    expect(adminLocale(req("/admin/produtos", { cookie: "a=1; lang=en" })).locale).toBe("en");
    expect(adminLocale(req("/admin", { cookie: "lang=fr" })).locale).toBe("pt");
    expect(adminLocale(req("/admin?lang=fr", { cookie: "lang=en" })).locale).toBe("en");
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
