import { describe, expect, it } from "vitest";
import { productInStock, stockFromInStock, stockState, variantAvailable } from "./stock";

describe("stock rule", () => {
  it("a tracked variant at 0 is sold out; at or under the threshold it shows its count", () => {
    expect(stockState(0, 3)).toEqual({ kind: "soldOut" });
    expect(stockState(1, 3)).toEqual({ kind: "low", count: 1 });
    expect(stockState(3, 3)).toEqual({ kind: "low", count: 3 });
    expect(stockState(4, 3)).toEqual({ kind: "available" });
    expect(stockState(40, 0)).toEqual({ kind: "available" });
  });

  it("an untracked variant shows no count and is available", () => {
    expect(stockState(null, 3)).toEqual({ kind: "untracked" });
    expect(variantAvailable(null)).toBe(true);
    expect(variantAvailable(0)).toBe(false);
  });

  it("a product is in stock when any of its variants is", () => {
    expect(productInStock([0, 0])).toBe(false);
    expect(productInStock([0, 2])).toBe(true);
    expect(productInStock([0, null])).toBe(true);
    expect(productInStock([])).toBe(false);
  });

  it("a product-level in-stock tick keeps a count and clears a sold-out 0", () => {
    expect(stockFromInStock(false, 12)).toBe(0);
    expect(stockFromInStock(true, 12)).toBe(12);
    expect(stockFromInStock(true, 0)).toBeNull();
    expect(stockFromInStock(true, null)).toBeNull();
  });
});
