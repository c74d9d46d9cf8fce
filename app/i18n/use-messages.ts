import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, type Locale } from "./languages";

/**
 * The page a component is rendered for: its language and address. The root layout provides it
 * from the router's location; an island, hydrated on a root of its own without the router, from
 * the document's (docs/decisions/064-store-islands.md).
 */
export interface PageLocation {
  locale: Locale;
  pathname: string;
  search: string;
}

const PageLocationContext = createContext<PageLocation>({
  locale: DEFAULT_LOCALE,
  pathname: "/",
  search: "",
});

export const PageLocationProvider = PageLocationContext.Provider;

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}

/** The current page's language, read from its URL (English under /en). */
export function useLocale(): Locale {
  return useContext(PageLocationContext).locale;
}
