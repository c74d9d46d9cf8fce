import { describe, expect, it } from "vitest";
import { addTo, count, countBoth, emptySet, fullSet, intersect } from "./bitset.server";

// Facet counts are ANDs and population counts of product sets (docs/decisions/062).

const setOf = (size: number, members: number[]) => {
  const set = emptySet(size);
  for (const m of members) addTo(set, m);
  return set;
};

describe("counting the members two product sets share", () => {
  it("gives the intersection's size for a sparse set (a search's results), a dense one and an empty one", () => {
    const size = 100_000;
    const everyThird = setOf(
      size,
      Array.from({ length: size / 3 }, (_, i) => i * 3),
    );
    const sparse = setOf(size, [0, 3, 4, 31, 32, 33, 64_000, 99_996]);
    const dense = fullSet(size);
    expect(countBoth(sparse, everyThird)).toBe(count(intersect([sparse, everyThird])));
    expect(countBoth(sparse, everyThird)).toBe(4); // 0, 3, 33, 99_996
    // The same set counted again, against others: the words it holds are kept, the answer holds.
    expect(countBoth(sparse, dense)).toBe(8);
    expect(countBoth(sparse, emptySet(size))).toBe(0);
    expect(countBoth(dense, everyThird)).toBe(count(everyThird));
    expect(countBoth(everyThird, sparse)).toBe(4);
    expect(countBoth(emptySet(size), dense)).toBe(0);
  });
});
