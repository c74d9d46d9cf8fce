import { en } from "./en";
import { es } from "./es";
import type { Locale } from "./locale";
import { pt, type Messages } from "./pt";

// A language of the table (./languages.ts) without its catalogue here is a type error.
const catalogues: Record<Locale, Messages> = { pt, en, es };

/**
 * Every text, the back office's and the API's included, in a language. Only admin routes and
 * server code import this module; store pages use ./messages, which leaves these texts out.
 */
export function allMessagesFor(locale: Locale): Messages {
  return catalogues[locale];
}
