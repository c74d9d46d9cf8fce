import { describe, expect, it } from "vitest";
import { applyMove, moveSchema } from "./reorder";

describe("reordering by one move (product rules §2 drag-and-drop, with buttons as the keyboard way)", () => {
  const ids = [10, 20, 30, 40];

  it("move up swaps a row with the one above; the first row stays first", () => {
    expect(applyMove(ids, { id: 30, direction: "up" })).toEqual([10, 30, 20, 40]);
    expect(applyMove(ids, { id: 10, direction: "up" })).toEqual(ids);
  });

  it("move down swaps a row with the one below; the last row stays last", () => {
    expect(applyMove(ids, { id: 20, direction: "down" })).toEqual([10, 30, 20, 40]);
    expect(applyMove(ids, { id: 40, direction: "down" })).toEqual(ids);
  });

  it("a row dropped on a row below lands after it; on a row above, before it", () => {
    expect(applyMove(ids, { id: 10, over: 30 })).toEqual([20, 30, 10, 40]);
    expect(applyMove(ids, { id: 40, over: 20 })).toEqual([10, 40, 20, 30]);
  });

  it("unknown ids and drops on itself change nothing", () => {
    expect(applyMove(ids, { id: 99, direction: "up" })).toEqual(ids);
    expect(applyMove(ids, { id: 20, over: 99 })).toEqual(ids);
    expect(applyMove(ids, { id: 20, over: 20 })).toEqual(ids);
  });

  it("reads a move from form fields", () => {
    expect(moveSchema.parse({ id: "3", direction: "down" })).toEqual({ id: 3, direction: "down" });
    expect(moveSchema.parse({ id: "3", over: "7" })).toEqual({ id: 3, over: 7 });
    expect(moveSchema.safeParse({ id: "3" }).success).toBe(false);
  });
});
