import type { Locale } from "~/i18n/languages";
import { CAROUSEL_INTERVAL_MS } from "~/lib/carousel";
import { COMPARE_STORAGE_KEY } from "~/lib/compare-list";
import { LANGUAGE_HINT_DISMISSED, preferredOtherLocale } from "~/lib/language-hint";
import { QUOTE_STORAGE_KEY } from "~/lib/quote-list";
import { LIST_WRITTEN } from "~/lib/stored-list";
import { VARIANT_CHOSEN } from "~/lib/variant-url";

// What wakes an island before a shopper touches it (docs/decisions/064-store-islands.md): each
// reason is checked here in plain DOM, so React loads only on pages where one holds.

/**
 * A list the island shows holds something ("quote", "compare"), the browser prefers another of the shop's languages ("language"), the carousel
 * will soon turn by itself ("autoplay"), or a shopper chose another variant of the page's product
 * in its picker ("variant": the gallery shows the variant's own pictures).
 */
export const WAKE_REASONS = ["quote", "compare", "language", "autoplay", "variant"] as const;
export type IslandWake = (typeof WAKE_REASONS)[number];

function stored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** Calls `wake` now, or when the list under `key` is written (in this tab or another). */
function whenListed(key: string, wake: () => void): void {
  if (stored(key)) return wake();
  window.addEventListener(LIST_WRITTEN, (event) => {
    if ((event as CustomEvent<string>).detail === key) wake();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === key && event.newValue !== null) wake();
  });
}

function prefersOtherLanguage(locale: Locale): boolean {
  if (stored(LANGUAGE_HINT_DISMISSED)) return false;
  const preferences = navigator.languages.length ? navigator.languages : [navigator.language];
  return preferredOtherLocale(preferences, locale) !== null;
}

/** When the carousel wakes, after the page is shown: a second before its first turn. */
const AUTOPLAY_WAKE_MS = CAROUSEL_INTERVAL_MS - 1000;

/** Arranges for `wake` to be called once `reason` holds (at once when it already does). */
export function wakeOn(reason: IslandWake, locale: Locale, wake: () => void): void {
  switch (reason) {
    case "quote":
      return whenListed(QUOTE_STORAGE_KEY, wake);
    case "compare":
      return whenListed(COMPARE_STORAGE_KEY, wake);
    case "language":
      if (prefersOtherLanguage(locale)) wake();
      return;
    case "autoplay":
      // The carousel turns by itself unless the visitor prefers reduced motion (product rules
      // §4): its code is needed a second before its first turn, not while the page loads.
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
      window.setTimeout(wake, AUTOPLAY_WAKE_MS);
      return;
    case "variant":
      window.addEventListener(VARIANT_CHOSEN, wake, { once: true });
      return;
  }
}

export function isWakeReason(value: string): value is IslandWake {
  return (WAKE_REASONS as readonly string[]).includes(value);
}
