import { DEFAULT_LOCALE, LANGUAGES, language, type Locale } from "./languages";

export { DEFAULT_LOCALE, LOCALES, OTHER_LOCALES, isLocale, type Locale } from "./languages";

/**
 * The language of a store path: its prefix (/en, /es) or, without one, the default language
 * (docs/decisions/016-routes-and-languages.md). A client navigation's data request for a
 * language's home page is `/en.data` (React Router's single fetch): that is English too.
 */
export function localeFromPath(pathname: string): Locale {
  for (const l of LANGUAGES) {
    if (!l.prefix) continue;
    if (pathname === l.prefix || pathname === `${l.prefix}.data`) return l.code;
    if (pathname.startsWith(`${l.prefix}/`)) return l.code;
  }
  return DEFAULT_LOCALE;
}

/** The path of the same page in the given language. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const prefix = language(localeFromPath(pathname)).prefix;
  const bare = prefix ? pathname.slice(prefix.length) || "/" : pathname;
  const target = language(locale).prefix;
  if (!target) return bare;
  return bare === "/" ? target : `${target}${bare}`;
}

/** Prefixes an app path ("/produtos") for a locale. */
export function localePath(locale: Locale, path: string): string {
  return pathInLocale(path, locale);
}
