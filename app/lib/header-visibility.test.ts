import { describe, expect, it } from "vitest";
import {
  HEADER_REAPPEAR_MS,
  INITIAL_HEADER_VISIBILITY,
  onHeaderScroll,
  onHeaderTick,
  type HeaderVisibility,
} from "./header-visibility";

function scrollThrough(positions: number[], now = 0): HeaderVisibility {
  return positions.reduce((s, y) => onHeaderScroll(s, y, now), INITIAL_HEADER_VISIBILITY);
}

describe("header visibility (product rules §2/§9: hide past 50 px down, show at ≤ 10 px, reappear 1200 ms after scrolling up)", () => {
  it("stays visible while scrolling down up to 50 px", () => {
    expect(scrollThrough([5, 20, 50]).visible).toBe(true);
  });

  it("hides when scrolling down past 50 px", () => {
    expect(scrollThrough([20, 51]).visible).toBe(false);
  });

  it("shows at once at the top (10 px or less)", () => {
    const hidden = scrollThrough([300]);
    expect(onHeaderScroll(hidden, 10, 0)).toEqual({ visible: true, lastY: 10, showAt: null });
    expect(onHeaderScroll(hidden, 0, 0).visible).toBe(true);
  });

  it("reappears 1200 ms after scrolling up, not before", () => {
    const up = onHeaderScroll(scrollThrough([400]), 300, 1000);
    expect(up.visible).toBe(false);
    expect(up.showAt).toBe(1000 + HEADER_REAPPEAR_MS);
    expect(onHeaderTick(up, 1000 + HEADER_REAPPEAR_MS - 1).visible).toBe(false);
    expect(onHeaderTick(up, 1000 + HEADER_REAPPEAR_MS).visible).toBe(true);
  });

  it("further upward scrolling does not push the reappearance back", () => {
    const first = onHeaderScroll(scrollThrough([400]), 300, 1000);
    const second = onHeaderScroll(first, 200, 1500);
    expect(second.showAt).toBe(1000 + HEADER_REAPPEAR_MS);
  });

  it("scrolling down again cancels a pending reappearance", () => {
    const up = onHeaderScroll(scrollThrough([400]), 300, 1000);
    const down = onHeaderScroll(up, 350, 1100);
    expect(down).toEqual({ visible: false, lastY: 350, showAt: null });
    expect(onHeaderTick(down, 5000).visible).toBe(false);
  });

  it("scrolling up while visible changes nothing but the position", () => {
    expect(onHeaderScroll(scrollThrough([40]), 30, 0)).toEqual({
      visible: true,
      lastY: 30,
      showAt: null,
    });
  });
});
