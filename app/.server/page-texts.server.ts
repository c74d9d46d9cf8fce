import { textsFor } from "~/i18n/texts";
import type { Locale } from "~/i18n/languages";
import type { Messages } from "~/i18n/pt";

/** The sections of the catalogue one page alone shows: sent with that page's data. */
type PageSection = "comparePage" | "quotePage";

/**
 * The texts of a page that alone uses them (the compare page, the quote list's page), sent with
 * its loader's data instead of in the catalogue every store page loads (app/i18n/public.ts): the
 * first-load JavaScript budget (decision 056).
 */
export function pageTexts<K extends PageSection>(locale: Locale, section: K): Messages[K] {
  return textsFor(locale)[section];
}
