import { describe, expect, it } from "vitest";
import {
  formatNumberRange,
  numberFacetValues,
  numberRanges,
  parseNumberRange,
} from "./number-ranges";

// A number specification filtered by ranges derived from the list's values (decision 062, 065).

describe("a number specification's ranges", () => {
  it("are derived from the list's values at round bounds, each ending a step below the next, the last open", () => {
    const watts = [350, 400, 500, 550, 650, 710, 750, 800, 850, 1010, 1200, 2000];
    expect(numberRanges(watts)).toEqual([
      { min: 350, max: 499 },
      { min: 500, max: 649 },
      { min: 650, max: 749 },
      { min: 750, max: 849 },
      { min: 850, max: null },
    ]);
  });

  it("are none when the list has 5 distinct values or fewer: one checkbox per value", () => {
    expect(numberRanges([12, 18, 18, 20, 36, 36])).toBeNull();
    expect(numberRanges([])).toBeNull();
  });

  it("follow the values' finest decimal, and leave out a range without products", () => {
    const kg = [1.2, 1.5, 1.5, 1.5, 1.8, 2.5, 3.1, 5.4];
    const ranges = numberRanges(kg)!;
    expect(ranges).toEqual([
      { min: 1.2, max: 1.4 },
      { min: 1.5, max: 2.4 },
      { min: 2.5, max: null },
    ]);
    for (const v of kg)
      expect(ranges.filter((r) => v >= r.min && (r.max === null || v <= r.max))).toHaveLength(1);
  });

  it("are none for a list with negative values", () => {
    expect(numberRanges([-10, -5, 0, 5, 10, 20, 30])).toBeNull();
  });

  it("are written in the URL as min-max or min- and read back; a single number is no range", () => {
    expect(formatNumberRange({ min: 1000, max: null })).toBe("1000-");
    expect(parseNumberRange("500-999")).toEqual({ min: 500, max: 999 });
    expect(parseNumberRange("1.5-")).toEqual({ min: 1.5, max: null });
    expect(parseNumberRange("650")).toBeNull();
    expect(parseNumberRange("-650")).toBeNull();
    expect(parseNumberRange("999-500")).toBeNull();
  });
});

describe("a number specification's group in a list", () => {
  const perValue = [350, 500, 650, 750, 850, 1200].map((n, i) => ({
    value: String(n),
    count: i + 1,
  }));

  it("counts each range's products, and keeps a checked code that is not one of them", () => {
    expect(numberFacetValues(perValue, ["650", "500-649"])).toEqual([
      { value: "350-649", count: 3, checked: false },
      { value: "500-649", count: 2, checked: true },
      { value: "650", count: 3, checked: true },
      { value: "650-749", count: 3, checked: false },
      { value: "750-849", count: 4, checked: false },
      { value: "850-999", count: 5, checked: false },
      { value: "1000-", count: 6, checked: false },
    ]);
  });

  it("is null for a list of few values: one checkbox each", () => {
    expect(numberFacetValues(perValue.slice(0, 5), [])).toBeNull();
  });
});
