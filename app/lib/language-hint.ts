import { isLocale, type Locale } from "~/i18n/languages";

/**
 * Where a dismissed language hint is remembered (localStorage): once closed, the bar stays away
 * on every page of the shop.
 */
export const LANGUAGE_HINT_DISMISSED = "vitrine-language-hint-dismissed";

/**
 * The shop's language a visitor's browser prefers over the page's, read from
 * `navigator.languages` in preference order ("es-PY", "en-US", "pt"): the first tag whose primary
 * subtag is one of the table's languages decides. Null when that is the page's own language, or
 * when the browser names none of the shop's languages.
 */
export function preferredOtherLocale(preferences: readonly string[], page: Locale): Locale | null {
  for (const tag of preferences) {
    const primary = tag.split("-")[0]?.trim().toLowerCase();
    if (!isLocale(primary)) continue;
    return primary === page ? null : primary;
  }
  return null;
}
