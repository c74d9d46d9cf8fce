export const LOCALES = ["pt", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "pt";

/**
 * English lives under /en; everything else is Portuguese
 * (docs/decisions/016-routes-and-languages.md).
 */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "pt";
}

/** The path of the same page in the given language. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = localeFromPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  if (locale === "pt") return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}

/** Prefixes an app path ("/produtos") for a locale. */
export function localePath(locale: Locale, path: string): string {
  return pathInLocale(path, locale);
}
