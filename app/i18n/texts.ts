import { en } from "./en";
import { es } from "./es";
import type { Locale } from "./locale";
import { pt, type Messages } from "./pt";

// A language of the table (./languages.ts) without its catalogue here is a type error.
const catalogues: Record<Locale, Messages> = { pt, en, es };

/**
 * Every text, the back office's and the API's included, in a language: how loaders, actions,
 * `meta`, server modules and the API read texts. Components read theirs with useTexts
 * (./use-texts.ts); store components and islands never import this module, which would put every
 * catalogue in a shopper's bundle (a lint rule holds it).
 */
export function textsFor(locale: Locale): Messages {
  return catalogues[locale];
}
