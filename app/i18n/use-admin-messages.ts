import { createContext, useContext } from "react";
import { language } from "./languages";
import { DEFAULT_LOCALE, type Locale } from "./locale";
import { allMessagesFor } from "./all-messages";
import type { Messages } from "./pt";

// The back office keeps one URL per page for every language; its language comes from the layout's
// loader (?lang= or the `lang` cookie) and reaches every admin page through this context.

const AdminLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const AdminLocaleProvider = AdminLocaleContext.Provider;

export function useAdminLocale(): Locale {
  return useContext(AdminLocaleContext);
}

/** The admin area's texts (app/i18n/{pt,en,es}/admin.ts) in the admin's language. */
export function useAdminMessages(): Messages["admin"] {
  return allMessagesFor(useAdminLocale()).admin;
}

/** `lang` attribute value for a locale. */
export const htmlLang = (locale: Locale) => language(locale).tag;
