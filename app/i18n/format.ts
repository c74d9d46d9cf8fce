import { language, type Locale } from "./languages";
import { isPlainInteger, plainInteger } from "./plain-numbers";

// Numbers and dates in a language's own way (100.000 in Portuguese and Spanish, 100,000 in English),
// with the `intl` locale of the languages table. Intl objects are costly to build: one per language.

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The shop's clock (Salto del Guairá): the server's rendering and the browser's agree. */
export const SHOP_TIME_ZONE = "America/Asuncion";

/** A count or any other plain number as the language writes it: "100.000", "100,000". */
export function formatNumber(locale: Locale, value: number): string {
  // A count, the usual case, without building an Intl.NumberFormat (app/i18n/plain-numbers.ts).
  if (isPlainInteger(value)) return plainInteger(value, language(locale).numbers);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(language(locale).intl);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A date and time (an ISO string or a Date), short, on the shop's clock: "25/11/2026, 07:52". */
export function formatDateTime(locale: Locale, value: string | Date): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(language(locale).intl, {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: SHOP_TIME_ZONE,
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(typeof value === "string" ? new Date(value) : value);
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A day without its year, the month in words, on the shop's clock: "26 de novembro", "November 26". */
export function formatDay(locale: Locale, value: string | Date): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(language(locale).intl, {
      day: "numeric",
      month: "long",
      timeZone: SHOP_TIME_ZONE,
    });
    dayFormats.set(locale, format);
  }
  return format.format(typeof value === "string" ? new Date(value) : value);
}
