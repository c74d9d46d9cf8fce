import type { Locale } from "~/i18n/locale";
import type { StoreProfile } from "~/lib/store-profile";

/** The store profile's texts in one language (the profile keeps both). */
export function profileText(profile: StoreProfile, locale: Locale) {
  const en = locale === "en";
  return {
    description: en ? profile.description_en : profile.description_pt,
    freeShipping: en ? profile.free_shipping_en : profile.free_shipping_pt,
    /** docs/product-rules.md §9 first wording: Monday to Saturday / Sunday. */
    hoursWeek: en ? profile.hours_week_en : profile.hours_week_pt,
    hoursSunday: en ? profile.hours_sunday_en : profile.hours_sunday_pt,
    /** docs/product-rules.md §9 second wording (footer, about): Monday to Friday / Saturday. */
    hoursWeekdays: en ? profile.hours_weekdays_en : profile.hours_weekdays_pt,
    hoursSaturday: en ? profile.hours_saturday_en : profile.hours_saturday_pt,
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
