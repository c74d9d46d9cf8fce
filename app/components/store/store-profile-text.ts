import { DEFAULT_LOCALE, type Locale } from "~/i18n/languages";
import type { ProfileTextField, StoreProfile } from "~/lib/store-profile";

/** A profile text in a language; an empty one reads the default language's, as content does. */
function textIn(profile: StoreProfile, field: ProfileTextField, locale: Locale): string {
  const own = profile[`${field}_${locale}`];
  return own.trim() || locale === DEFAULT_LOCALE ? own : profile[`${field}_${DEFAULT_LOCALE}`];
}

/** The store profile's texts in one language (the profile keeps every language's). */
export function profileText(profile: StoreProfile, locale: Locale) {
  return {
    description: textIn(profile, "description", locale),
    freeShipping: textIn(profile, "free_shipping", locale),
    /** docs/product-rules.md §9 first wording: Monday to Saturday / Sunday. */
    hoursWeek: textIn(profile, "hours_week", locale),
    hoursSunday: textIn(profile, "hours_sunday", locale),
    /** docs/product-rules.md §9 second wording (footer, about): Monday to Friday / Saturday. */
    hoursWeekdays: textIn(profile, "hours_weekdays", locale),
    hoursSaturday: textIn(profile, "hours_saturday", locale),
    /** Shown on product pages and the quote list; empty hides it. */
    brazilNote: textIn(profile, "brazil_note", locale),
  };
}

/** A `tel:` link for a phone number as the shop writes it ("+595 900 000 001 (exemplo)"). */
export function telHref(phone: string): string {
  const number = phone.replace(/\(.*?\)/g, "").replace(/[^\d+]/g, "");
  return `tel:${number}`;
}

/**
 * A wa.me link that opens a chat with the shop (its number as the shop writes it; only the digits
 * count, country code first), with `message` already written when given; null without a digit.
 */
export function whatsappHref(number: string, message?: string): string | null {
  const digits = number.replace(/\D/g, "");
  if (!digits) return null;
  const text = message === undefined ? "" : `?text=${encodeURIComponent(message)}`;
  return `https://wa.me/${digits}${text}`;
}
