import { createCookie } from "react-router";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locale";
import { preferredLocale } from "~/lib/accept-language";

// The back office has one URL per page for every language
// (docs/decisions/016-routes-and-languages.md: /en and /es are for the store), so its language is
// a choice remembered in a cookie: `?lang=es` sets it (any code of app/i18n/languages.ts),
// Portuguese by default.

export const LANG_COOKIE = "lang";
const ONE_YEAR = 60 * 60 * 24 * 365;

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

/**
 * The admin's language: `?lang=` naming a language of the table (remembered in the `lang`
 * cookie), else the cookie's, else Portuguese. Anything else is ignored.
 */
export async function adminLocale(request: Request): Promise<AdminLocale> {
  const asked = new URL(request.url).searchParams.get("lang");
  if (isLocale(asked)) return { locale: asked, setCookie: await langCookie.serialize(asked) };
  const remembered: unknown = await langCookie.parse(request.headers.get("cookie"));
  return { locale: isLocale(remembered) ? remembered : DEFAULT_LOCALE, setCookie: null };
}

/**
 * The language of a JSON answer: `?lang=`, then the first supported language of
 * Accept-Language by preference, else Portuguese.
 */
export function requestLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get("lang");
  return preferredLocale(asked, request.headers.get("accept-language"));
}
