import { en } from "./en";
import type { Locale } from "./locale";
import { pt, type Messages } from "./pt";

const catalogues: Record<Locale, Messages> = { pt, en };

/**
 * Every text, the back office's and the API's included, in a language. Only admin routes and
 * server code import this module; store pages use ./messages, which leaves these texts out.
 */
export function allMessagesFor(locale: Locale): Messages {
  return catalogues[locale];
}
