import { describe, expect, it } from "vitest";
import { resolveStock } from "./variant-fields.server";

// The stock rule of a spreadsheet row: `estoque` is the count, `em estoque` the tick.

const stock = (values: { stock?: number | null; in_stock?: boolean }, current?: number | null) => {
  const r = resolveStock(values, current);
  return r.ok ? r.stock : "refused";
};

describe("a row's stock", () => {
  it("the count alone: a number, or empty for not tracked", () => {
    expect(stock({ stock: 4 }, 9)).toBe(4);
    expect(stock({ stock: null }, 9)).toBeNull();
    expect(stock({ stock: 0 })).toBe(0);
  });
  it("the tick alone, as before counts: unticked sells out, ticked keeps a count or stops tracking", () => {
    expect(stock({ in_stock: false }, 5)).toBe(0);
    expect(stock({ in_stock: true }, 0)).toBeNull();
    expect(stock({ in_stock: true }, 5)).toBe(5);
    expect(stock({ in_stock: false })).toBe(0);
    expect(stock({})).toBeNull();
    expect(stock({}, 7)).toBe(7);
  });
  it("an empty count beside no is sold out", () => {
    expect(stock({ stock: null, in_stock: false })).toBe(0);
    expect(stock({ stock: null, in_stock: false }, 5)).toBe(0);
  });
  it("a count and a tick that disagree: the one edited since the export wins", () => {
    // The count went to 0, the tick still says what the variant was: the count.
    expect(stock({ stock: 0, in_stock: true }, 5)).toBe(0);
    // The tick went to no, the count is still the variant's: the tick.
    expect(stock({ stock: 5, in_stock: false }, 5)).toBe(0);
    expect(stock({ stock: 3, in_stock: false }, 0)).toBe(3);
    // Both new, or both edited: refused.
    expect(stock({ stock: 0, in_stock: true })).toBe("refused");
    expect(stock({ stock: 3, in_stock: false }, 5)).toBe("refused");
  });
});
