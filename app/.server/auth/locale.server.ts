import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locale";

// The back office has one URL per page for both languages (design.md keeps /en for the store),
// so its language is a choice remembered in a cookie: `?lang=en` sets it, Portuguese by default.

export const LANG_COOKIE = "lang";
const ONE_YEAR = 60 * 60 * 24 * 365;

const isLocale = (value: string | null | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? "");

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export interface AdminLocale {
  locale: Locale;
  /** A Set-Cookie value when `?lang=` chose the language on this request. */
  setCookie: string | null;
}

/** The admin's language: `?lang=pt|en` (remembered in the `lang` cookie), else the cookie, else pt. */
export function adminLocale(request: Request): AdminLocale {
  const asked = new URL(request.url).searchParams.get("lang");
  if (isLocale(asked)) {
    return {
      locale: asked,
      setCookie: `${LANG_COOKIE}=${asked}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`,
    };
  }
  const remembered = cookieValue(request, LANG_COOKIE);
  return { locale: isLocale(remembered) ? remembered : DEFAULT_LOCALE, setCookie: null };
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
