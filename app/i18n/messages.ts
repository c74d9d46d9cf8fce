import { en } from "./en";
import type { Locale } from "./locale";
import { pt, type Messages } from "./pt";

const catalogues: Record<Locale, Messages> = { pt, en };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** Fills `{name}` placeholders in a message. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
