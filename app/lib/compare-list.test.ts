import { describe, expect, it } from "vitest";
import {
  COMPARE_MAX,
  compareSearch,
  parseCompareList,
  removeFromCompare,
  toggleCompare,
  type CompareItem,
} from "./compare-list";

// The products a shopper chose to compare, as the browser keeps them.

const item = (id: number): CompareItem => ({
  id,
  name: `Produto ${id}`,
  image: { hash: null, url: null },
});

describe("the compare choice", () => {
  it("takes at most four products: a fifth is refused and nothing changes", () => {
    expect(COMPARE_MAX).toBe(4);
    let items: CompareItem[] = [];
    for (const id of [1, 2, 3, 4]) {
      const result = toggleCompare(items, item(id));
      expect(result.outcome).toBe("added");
      items = result.items;
    }
    const fifth = toggleCompare(items, item(5));
    expect(fifth.outcome).toBe("full");
    expect(fifth.items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it("pressing a chosen product's toggle takes it out, which makes room again", () => {
    const four = [1, 2, 3, 4].map(item);
    const out = toggleCompare(four, item(2));
    expect(out).toEqual({ items: [1, 3, 4].map(item), outcome: "removed" });
    expect(toggleCompare(out.items, item(5)).items.map((i) => i.id)).toEqual([1, 3, 4, 5]);
    expect(removeFromCompare(four, 9)).toEqual(four);
  });

  it("reads what storage holds leniently: whole items only, each once, at most four", () => {
    expect(parseCompareList(null)).toEqual([]);
    expect(parseCompareList("not json")).toEqual([]);
    expect(parseCompareList('{"id":1}')).toEqual([]);
    const raw = JSON.stringify([
      item(1),
      { id: 2, name: "no image" },
      item(1),
      { id: -3, name: "x", image: { hash: null, url: null } },
      item(4),
      item(5),
      item(6),
      item(7),
    ]);
    expect(parseCompareList(raw).map((i) => i.id)).toEqual([1, 4, 5, 6]);
  });

  it("names its products in the comparison's address, in the order chosen", () => {
    expect(compareSearch([12, 34, 56])).toBe("?ids=12,34,56");
  });

  it("an entry may name a variant: two variants of one product are two entries, each toggled by itself", () => {
    const v = (variantId: number): CompareItem => ({ ...item(12), variantId });
    let items = toggleCompare([], v(55)).items;
    items = toggleCompare(items, v(56)).items;
    items = toggleCompare(items, item(12)).items;
    expect(compareSearch(items)).toBe("?ids=12:55,12:56,12");
    expect(toggleCompare(items, v(56))).toEqual({ items: [v(55), item(12)], outcome: "removed" });
    expect(removeFromCompare(items, 12)).toEqual([v(55), v(56)]);
    expect(removeFromCompare(items, { id: 12, variantId: 55 })).toEqual([v(56), item(12)]);
    // Stored and read back; a choice stored before variants reads as products.
    expect(parseCompareList(JSON.stringify(items))).toEqual(items);
    expect(parseCompareList(JSON.stringify([item(3)]))).toEqual([item(3)]);
    expect(parseCompareList(JSON.stringify([{ ...item(3), variantId: -1 }]))).toEqual([]);
  });
});
