import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/languages";

/**
 * The language of an answer that follows the caller's preference (the JSON API): `lang` when it
 * names a language of the table, then the first such language of Accept-Language by preference
 * (q), else the default language.
 */
export function preferredLocale(lang: string | null, acceptLanguage: string | null): Locale {
  if (isLocale(lang)) return lang;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
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
