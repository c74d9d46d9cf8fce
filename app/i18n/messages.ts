import type { Locale } from "./locale";
import { publicEn, publicPt, type PublicMessages } from "./public";

const catalogues: Record<Locale, PublicMessages> = { pt: publicPt, en: publicEn };

/** The store's texts in a language; the back office and the API use ./all-messages. */
export function messagesFor(locale: Locale): PublicMessages {
  return catalogues[locale];
}

/** Fills `{name}` placeholders in a message. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
