import { formatDateTime, formatNumber } from "~/i18n/format";
import { plural, type Plural } from "~/i18n/plural";
import { useAdminLocale } from "~/i18n/use-admin-messages";

// Numbers, dates and counts in the admin's language; the back office's texts come from
// useTexts("adminSections") (app/i18n/use-texts.ts).

/**
 * Dates and times in the admin's language, on the shop's clock (Salto del Guairá), so the server's
 * rendering and the browser's agree whatever zone either runs in.
 */
export function useAdminDateFormat(): (iso: string) => string {
  const locale = useAdminLocale();
  return (iso) => formatDateTime(locale, iso);
}

/** Counts in the admin's language: "1 marca", "1.234 produtos" (app/i18n/plural.ts). */
export function useAdminPlural(): (
  message: Plural,
  count: number,
  values?: Record<string, string | number>,
) => string {
  const locale = useAdminLocale();
  return (message, count, values) => plural(locale, message, count, values);
}

/** A figure (a count, a page number) as the admin's language writes it: "1.234", "1,234". */
export function useAdminNumberFormat(): (value: number) => string {
  const locale = useAdminLocale();
  return (value) => formatNumber(locale, value);
}
