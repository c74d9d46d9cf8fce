import type { Language } from "./languages";

// Whole numbers and dollar prices written by hand, the way each language's `intl` locale writes
// them (app/i18n/languages.ts `numbers`; plain-numbers.test.ts compares every language with Intl).
// Why not Intl.NumberFormat: the first one a page builds costs Chromium 20–60 ms on this machine
// (measured: ICU's locale data is loaded then), a long task in the middle of hydration on every
// store page that shows a price or a count; Lighthouse's slowed-down phone counts it four times.
// A count and a price in cents are integers, so writing them is exact.

type NumberMarks = Language["numbers"];

/** A safe integer with the language's group mark every three digits: "1.234.567", "1,234,567". */
export function plainInteger(value: number, marks: NumberMarks): string {
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) {
    grouped += marks.group + digits.slice(i, i + 3);
  }
  return value < 0 ? `-${grouped}` : grouped;
}

/** Whole cents (zero or more) as a dollar price: "$ 1.234,50", "$1,234.50". */
export function plainDollars(cents: number, marks: NumberMarks): string {
  const fraction = String(cents % 100).padStart(2, "0");
  return `${marks.dollar}${plainInteger(Math.floor(cents / 100), marks)}${marks.decimal}${fraction}`;
}

/** True when `plainInteger` writes `value` exactly as Intl would. */
export const isPlainInteger = (value: number): boolean =>
  Number.isSafeInteger(value) && !Object.is(value, -0);

/** True when `plainDollars` writes `cents` exactly as Intl would (a price is never negative). */
export const isPlainCents = (cents: number): boolean => Number.isSafeInteger(cents) && cents >= 0;
