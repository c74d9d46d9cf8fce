import { language, type Locale } from "~/i18n/languages";
import { useAdminLocale } from "~/i18n/use-admin-messages";

// The Insights rollups count UTC days ("2026-11-27"), so a day is written on the UTC clock: the
// shop's clock (app/i18n/format.ts) would read its midnight as the evening before.

type DayStyle = "short" | "long";

const formats = new Map<string, Intl.DateTimeFormat>();

/** A UTC day without its year: "27 de nov." (short), "27 de novembro" (long). */
export function formatUtcDay(locale: Locale, day: string, style: DayStyle): string {
  const key = `${locale}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language(locale).intl, {
      day: "numeric",
      month: style,
      timeZone: "UTC",
    });
    formats.set(key, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** formatUtcDay in the admin's language. */
export function useDayFormat(): (day: string, style?: DayStyle) => string {
  const locale = useAdminLocale();
  return (day, style = "short") => formatUtcDay(locale, day, style);
}
