import { createCookie } from "react-router";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locale";

// The back office has one URL per page for both languages
// (docs/decisions/016-routes-and-languages.md: /en is for the store), so its language is a choice
// remembered in a cookie: `?lang=en` sets it, Portuguese by default.

export const LANG_COOKIE = "lang";
const ONE_YEAR = 60 * 60 * 24 * 365;

const localeSchema = z.enum(LOCALES);

const isLocale = (value: string | null | undefined): value is Locale =>
  localeSchema.safeParse(value).success;

/**
 * The framework wraps a cookie's value in base64 JSON; this cookie keeps its plain value on the
 * wire (`lang=en`), as browsers already hold it, by undoing that wrapping on the way out and
 * redoing it on the way in.
 */
const plainValue = {
  encode: (wrapped: string) => {
    const value: unknown = JSON.parse(atob(wrapped));
    return typeof value === "string" ? encodeURIComponent(value) : "";
  },
  decode: (raw: string) => {
    try {
      return btoa(JSON.stringify(decodeURIComponent(raw)));
    } catch {
      return ""; // not Latin-1 or not URI-encoded: no language of ours
    }
  },
};

const langCookie = createCookie(LANG_COOKIE, {
  path: "/",
  maxAge: ONE_YEAR,
  sameSite: "lax",
  ...plainValue,
});

export interface AdminLocale {
  locale: Locale;
  /** A Set-Cookie value when `?lang=` chose the language on this request. */
  setCookie: string | null;
}

/** The admin's language: `?lang=pt|en` (remembered in the `lang` cookie), else the cookie, else pt. */
export async function adminLocale(request: Request): Promise<AdminLocale> {
  const asked = new URL(request.url).searchParams.get("lang");
  if (isLocale(asked)) return { locale: asked, setCookie: await langCookie.serialize(asked) };
  const remembered = localeSchema.safeParse(await langCookie.parse(request.headers.get("cookie")));
  return { locale: remembered.success ? remembered.data : DEFAULT_LOCALE, setCookie: null };
}

/**
 * The language of a JSON answer: `?lang=`, then the first supported language of
 * Accept-Language by preference, else Portuguese.
 */
export function requestLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get("lang");
  if (isLocale(asked)) return asked;
  const header = request.headers.get("accept-language");
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
