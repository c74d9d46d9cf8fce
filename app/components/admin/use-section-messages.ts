import { allMessagesFor } from "~/i18n/all-messages";
import type { Messages } from "~/i18n/pt";
import { useAdminLocale } from "~/i18n/use-admin-messages";

/** The back-office sections' texts (app/i18n/{pt,en}/admin-sections/*.ts) in the admin's language. */
export function useSectionMessages(): Messages["adminSections"] {
  return allMessagesFor(useAdminLocale()).adminSections;
}

/**
 * Dates and times in the admin's language, on the shop's clock (Salto del Guairá), so the server's
 * rendering and the browser's agree whatever zone either runs in.
 */
export function useAdminDateFormat(): (iso: string) => string {
  const locale = useAdminLocale();
  const format = new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "America/Asuncion",
  });
  return (iso) => format.format(new Date(iso));
}
