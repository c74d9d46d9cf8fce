import { createContext, useContext } from "react";
import { language } from "./languages";
import { DEFAULT_LOCALE, type Locale } from "./locale";

// The back office keeps one URL per page for every language; its language comes from the layout's
// loader (?lang= or the `lang` cookie) and reaches every admin page through this context (its
// texts through useTexts, ./use-texts.ts).

const AdminLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const AdminLocaleProvider = AdminLocaleContext.Provider;

export function useAdminLocale(): Locale {
  return useContext(AdminLocaleContext);
}

/** `lang` attribute value for a locale. */
export const htmlLang = (locale: Locale) => language(locale).tag;
