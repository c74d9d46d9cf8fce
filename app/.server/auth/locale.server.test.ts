import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
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
  it("every language of the table can be chosen and remembered; anything else falls back to pt", async () => {
    for (const code of LOCALES) {
      const chosen = await adminLocale(req(`/admin/produtos?page=2&lang=${code}`));
      expect(chosen.locale).toBe(code);
      expect(chosen.setCookie).toMatch(new RegExp(`^lang=${code}; `));
      expect((await adminLocale(req("/admin", { cookie: `lang=${code}` }))).locale).toBe(code);
    }
    expect(await adminLocale(req("/admin?lang=es"))).toMatchObject({ locale: "es" });
    const fallback = async (lang: string, cookie = "") =>
      (await adminLocale(req(`/admin?lang=${encodeURIComponent(lang)}`, { cookie }))).locale;
    for (const bad of ["ES", "es-PY", "spanish", "", "x".repeat(500), "é", "%"]) {
      expect(await fallback(bad)).toBe("pt");
      expect(await fallback("nope", `lang=${encodeURIComponent(bad)}`)).toBe("pt");
    }
    // A bad ?lang= leaves the remembered choice as it was.
    expect(await fallback("de", "lang=es")).toBe("es");
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
  it("answers in Spanish to a caller that prefers it, by Accept-Language or ?lang=es", () => {
    expect(requestLocale(req("/x", { "accept-language": "es-PY,es;q=0.9,pt;q=0.5" }))).toBe("es");
    expect(requestLocale(req("/x", { "accept-language": "gn, es-419;q=0.8, en;q=0.7" }))).toBe(
      "es",
    );
    expect(requestLocale(req("/x", { "accept-language": "es;q=0.3, pt-BR;q=0.6" }))).toBe("pt");
    expect(requestLocale(req("/x?lang=es", { "accept-language": "en" }))).toBe("es");
    expect(requestLocale(req("/x?lang=ES", { "accept-language": "en" }))).toBe("en");
  });
});
