import { describe, expect, it } from "vitest";
import { formatPriceRange } from "./filters";
import { priceBuckets, valuesAtRanks } from "./price-buckets";

describe("price buckets", () => {
  it("split the list's prices at its percentiles, rounded to round dollars, each counted", () => {
    const prices = Array.from({ length: 100 }, (_, i) => (10 + i * 5) * 100); // $10 … $505
    const buckets = priceBuckets(prices);
    expect(buckets.map((b) => formatPriceRange(b.range))).toEqual([
      "-99.99",
      "100-199.99",
      "200-299.99",
      "300-399.99",
      "400-",
    ]);
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(100);
  });

  it("are the same for the prices in any order and as a typed array (the facet index's)", () => {
    const prices = Array.from({ length: 100 }, (_, i) => (10 + ((i * 37) % 100) * 5) * 100);
    const sorted = [...prices].sort((a, b) => a - b);
    expect(priceBuckets(new Float64Array(prices))).toEqual(priceBuckets(sorted));
    expect(priceBuckets(prices).map((b) => b.count)).toEqual([18, 20, 20, 20, 22]);
  });

  it("pick the values a sort would put at the percentiles, with repeated prices, without sorting", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (const [length, spread] of [
      [1, 5],
      [2, 1],
      [37, 3],
      [1000, 40],
      [5000, 100000],
    ] as const) {
      const values = Float64Array.from({ length }, () => next() % spread);
      const sorted = Float64Array.from(values).sort();
      const ranks = [0, 0.2, 0.4, 0.6, 0.8, 1].map((q) => Math.floor(q * (length - 1)));
      expect(valuesAtRanks(values, ranks)).toEqual(ranks.map((r) => sorted[r]));
    }
  });

  it("are one open bucket for a list of one price, none for an empty list", () => {
    expect(priceBuckets([]).length).toBe(0);
    expect(priceBuckets([1990, 1990]).map((b) => b.range)).toEqual([{ min: null, max: null }]);
  });
});
