import { describe, expect, it } from "vitest";
import { changeByPercent, changeOriginalByPercent, offerPrices } from "./bulk-price";

describe("bulk price changes", () => {
  it("rounds a percentage change to whole cents, half away from zero", () => {
    expect(changeByPercent(1995, 10)).toBe(2195); // 21,945 → 21,95
    expect(changeByPercent(5, -50)).toBe(3); // 0,025 → 0,03
    expect(changeByPercent(1000, 10)).toBe(1100);
    expect(changeByPercent(1001, 10)).toBe(1101); // 11,011 → 11,01
    expect(changeByPercent(1005, 10)).toBe(1106); // 11,055 → 11,06
    expect(changeByPercent(999, -10)).toBe(899); // 8,991 → 8,99
    expect(changeByPercent(15, -10)).toBe(14); // 0,135 → 0,14
  });

  it("takes percentages with two decimals without binary fractions deciding", () => {
    expect(changeByPercent(10000, 0.01)).toBe(10001);
    expect(changeByPercent(10000, 12.34)).toBe(11234);
    expect(changeByPercent(1, 49.99)).toBe(1); // 1,4999 cents → 1
    expect(changeByPercent(1, 50)).toBe(2); // 1,5 cents → 2
    expect(changeByPercent(0, 25)).toBe(0);
    expect(changeByPercent(100_000_000_000, 1000)).toBe(1_100_000_000_000);
  });

  it("undoes a raise only approximately: the undo restores stored values, not a reverse percentage", () => {
    expect(changeByPercent(changeByPercent(1995, 10), -10)).not.toBe(1995);
  });

  it("changes an offer's original price by the same percentage, dropping one no longer above the price", () => {
    expect(changeOriginalByPercent(2500, changeByPercent(1990, 10), 10)).toBe(2750);
    expect(changeOriginalByPercent(null, 1000, 10)).toBeNull();
    expect(changeOriginalByPercent(1, 1, -10)).toBeNull();
  });

  it("marks an offer from the price before it, or from the offer's own original price", () => {
    expect(offerPrices({ priceCents: 2000, originalCents: null, isOffer: false }, 15)).toEqual({
      priceCents: 1700,
      originalCents: 2000,
    });
    expect(offerPrices({ priceCents: 1500, originalCents: 2000, isOffer: true }, 10)).toEqual({
      priceCents: 1800,
      originalCents: 2000,
    });
    // An original price left on a product that is not an offer is not a discount basis.
    expect(offerPrices({ priceCents: 1500, originalCents: 2000, isOffer: false }, 10)).toEqual({
      priceCents: 1350,
      originalCents: 1500,
    });
  });
});
