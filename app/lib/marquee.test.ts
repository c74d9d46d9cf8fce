import { describe, expect, it } from "vitest";
import { fillMarquee } from "./marquee";

const brands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, position: i + 1 }));

describe("brand marquee (product rules §9: repeat until at least 10 entries, at most 40, skip position 10)", () => {
  it("repeats the whole list until it has at least 10 entries", () => {
    expect(fillMarquee(brands(8))).toHaveLength(16);
    expect(fillMarquee(brands(3))).toHaveLength(12);
    expect(fillMarquee(brands(1))).toHaveLength(10);
    expect(fillMarquee(brands(3)).map((b) => b.id)).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]);
  });

  it("does not repeat a list that already has 10 entries or more", () => {
    expect(fillMarquee(brands(9).concat({ id: 11, position: 11 }))).toHaveLength(10);
    expect(fillMarquee(brands(25))).toHaveLength(24);
  });

  it("skips brands at position 10", () => {
    const filled = fillMarquee(brands(12));
    expect(filled).toHaveLength(11);
    expect(filled.some((b) => b.position === 10)).toBe(false);
  });

  it("never shows more than 40 entries", () => {
    expect(fillMarquee(brands(60))).toHaveLength(40);
  });

  it("shows nothing without brands, or with only the skipped one", () => {
    expect(fillMarquee([])).toEqual([]);
    expect(fillMarquee([{ id: 1, position: 10 }])).toEqual([]);
  });
});
