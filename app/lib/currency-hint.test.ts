import { describe, expect, it } from "vitest";
import {
  currencyHint,
  hintCurrencies,
  toBrlCents,
  toPygRounded,
  type CurrencyRates,
} from "./currency-hint";

// The currency hint (docs/decisions/054-currency-hint.md). Intl writes a no-break space between
// symbol and amount; the tests read it as a space.
const plain = (texts: string[]) => texts.map((t) => t.replace(/[\u00a0\u202f]/g, " "));

const rates = (brl: string | null, pyg: string | null): CurrencyRates => ({
  brl,
  pyg,
  setAt: "2026-11-26T12:00:00.000Z",
  expiresAt: "2026-12-03T12:00:00.000Z",
});

describe("the estimate in reais: half up to the cent, in exact decimals", () => {
  it("converts cents at a rate with four decimals without binary drift", () => {
    expect(toBrlCents(1990, "5.15")).toBe(10249); // 102.485 → 102.49
    expect(toBrlCents(1000, "5.1234")).toBe(5123); // 51.234 → 51.23
    expect(toBrlCents(1000, "5.1235")).toBe(5124); // 51.235 → 51.24, half up
    // 19.90 × 5.05 = 100.495 exactly → 100.50; in binary floats 100.49499999999999 → 100.49.
    expect(toBrlCents(1990, "5.05")).toBe(10050);
    expect(toBrlCents(3, "5.5")).toBe(17); // 16.5 cents
    expect(toBrlCents(30, "4.8833")).toBe(146); // 1.46499 → 1.46
    expect(toBrlCents(30, "4.8834")).toBe(147); // 1.46502 → 1.47
    expect(toBrlCents(1, "5")).toBe(5);
  });

  it("stays exact for prices far beyond any shop's", () => {
    // $ 1,000,000.00 × 19.9999 reais.
    expect(toBrlCents(100_000_000, "19.9999")).toBe(1_999_990_000);
    expect(toPygRounded(100_000_000, "50000")).toBe(50_000_000_000);
  });
});

describe("the estimate in guaraníes: to the nearest thousand, half up", () => {
  it("rounds the amount, not the rate", () => {
    expect(toPygRounded(1990, "7350")).toBe(146_000); // 146,265
    expect(toPygRounded(2000, "7350")).toBe(147_000); // 147,000
    expect(toPygRounded(2007, "7350")).toBe(148_000); // 147,514.5
    expect(toPygRounded(2006, "7350")).toBe(147_000); // 147,441
    expect(toPygRounded(6803, "7350")).toBe(500_000); // 500,020.5
    expect(toPygRounded(1, "7350")).toBe(0); // 73.5
    expect(toPygRounded(100, "5000")).toBe(5000);
    expect(toPygRounded(10, "5000")).toBe(1000); // 500, half up
  });
});

describe("the hint as each language writes it", () => {
  it("Portuguese: R$ 102,50 · ₲ 148.000", () => {
    // $ 20.00 at 5.125 reais and 7,400 guaraníes.
    expect(plain(currencyHint(2000, rates("5.125", "7400"), "pt"))).toEqual([
      "R$ 102,50",
      "₲ 148.000",
    ]);
  });

  it("Spanish as Paraguay writes it: the guaraní as Gs., the real as R$", () => {
    expect(plain(currencyHint(2000, rates("5.125", "7400"), "es"))).toEqual([
      "R$ 102,50",
      "Gs. 148.000",
    ]);
  });

  it("English: symbols close to the figure, comma thousands", () => {
    expect(plain(currencyHint(2000, rates("5.125", "7400"), "en"))).toEqual([
      "R$102.50",
      "₲148,000",
    ]);
    expect(plain(currencyHint(1_000_000, rates("5.125", "7400"), "en"))).toEqual([
      "R$51,250.00",
      "₲74,000,000",
    ]);
  });

  it("names its currencies as each language lists them", () => {
    expect(hintCurrencies(rates("5.125", "7400"), "pt")).toBe("R$ e ₲");
    expect(hintCurrencies(rates("5.125", "7400"), "en")).toBe("R$ and ₲");
    expect(hintCurrencies(rates("5.125", "7400"), "es")).toBe("R$ y Gs.");
    expect(hintCurrencies(rates(null, "7400"), "pt")).toBe("₲");
  });

  it("shows only the rates that are set, and nothing for a price of zero", () => {
    expect(plain(currencyHint(2000, rates(null, "7400"), "pt"))).toEqual(["₲ 148.000"]);
    expect(plain(currencyHint(2000, rates("5.125", null), "pt"))).toEqual(["R$ 102,50"]);
    expect(currencyHint(0, rates("5.125", "7400"), "pt")).toEqual([]);
  });
});
