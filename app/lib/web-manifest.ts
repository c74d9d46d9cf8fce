import { DEFAULT_LOCALE, type Locale } from "~/i18n/languages";

/**
 * The web app manifest of a language (public/): the default language's at /manifest.webmanifest,
 * every other's at /manifest.{code}.webmanifest, with its own name, description, `lang` and
 * `start_url`, so a shop installed from a Spanish page opens in Spanish.
 */
export function manifestPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "/manifest.webmanifest" : `/manifest.${locale}.webmanifest`;
}
