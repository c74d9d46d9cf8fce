import { describe, expect, it } from "vitest";
import { formatPrice } from "~/lib/money";
import { formatNumber } from "./format";
import { LANGUAGES } from "./languages";
import { plainDollars, plainInteger } from "./plain-numbers";

// The store writes counts and prices by hand (no Intl.NumberFormat in the browser): each language's
// `numbers` row must write them exactly as its `intl` locale does, or the server's page and the
// browser's hydration would disagree with what Intl wrote before.

const INTEGERS = [
  0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10_000,
  12_345,
  99_999,
  100_000,
  123_456,
  999_999,
  1_000_000,
  1_234_567,
  20_011,
  300_207,
  Number.MAX_SAFE_INTEGER,
];
const CENTS = [
  0, 1, 5, 10, 99, 100, 101, 1990, 1999, 12_345, 99_999, 100_000, 123_450, 1_234_567, 99_999_999,
  123_456_789_012,
];

describe.each(LANGUAGES)("numbers in $code ($intl)", ({ code, intl, numbers }) => {
  it("writes whole numbers, negative ones too, as Intl.NumberFormat does", () => {
    const intlFormat = new Intl.NumberFormat(intl);
    for (const n of [...INTEGERS, ...INTEGERS.filter((v) => v > 0).map((v) => -v)]) {
      expect(plainInteger(n, numbers), String(n)).toBe(intlFormat.format(n));
      expect(formatNumber(code, n)).toBe(intlFormat.format(n));
    }
  });

  it("writes dollar prices from whole cents as Intl.NumberFormat's narrow-symbol USD does", () => {
    const intlFormat = new Intl.NumberFormat(intl, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
    });
    for (let cents = 0; cents < 250_000; cents += 37) {
      expect(plainDollars(cents, numbers)).toBe(intlFormat.format(cents / 100));
    }
    for (const cents of CENTS) {
      expect(plainDollars(cents, numbers), String(cents)).toBe(intlFormat.format(cents / 100));
      expect(formatPrice(cents, code)).toBe(intlFormat.format(cents / 100));
    }
  });

  it("leaves what is not a whole number or a price to Intl", () => {
    expect(formatNumber(code, 1.5)).toBe(new Intl.NumberFormat(intl).format(1.5));
    expect(formatNumber(code, -0)).toBe(new Intl.NumberFormat(intl).format(-0));
    expect(formatPrice(-500, code)).toBe(
      new Intl.NumberFormat(intl, {
        style: "currency",
        currency: "USD",
        currencyDisplay: "narrowSymbol",
      }).format(-5),
    );
  });
});
