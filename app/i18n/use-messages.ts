import { useLocation } from "react-router";
import { localeFromPath, type Locale } from "./locale";
import { messagesFor } from "./messages";
import type { PublicMessages } from "./public";

/** The current page's language, read from its URL (English under /en). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useMessages(): PublicMessages {
  return messagesFor(useLocale());
}
