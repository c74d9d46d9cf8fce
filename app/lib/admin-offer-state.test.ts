import { describe, expect, it } from "vitest";
import { offerScheduleState, shopDayAndTime } from "./admin-offer-state";
import { shopTimeToInstant } from "./offer-window";

describe("the product table's offer state", () => {
  const start = shopTimeToInstant("2026-11-28T18:00")!;
  const end = shopTimeToInstant("2026-11-30T23:59")!;
  const offer = { isOffer: true, offerStartsAt: start, offerEndsAt: end };

  it("says when a scheduled offer starts, and until when a running one lasts", () => {
    expect(offerScheduleState(offer, Date.parse(start) - 1)).toEqual({
      kind: "scheduled",
      at: start,
    });
    expect(offerScheduleState(offer, Date.parse(start))).toEqual({ kind: "until", at: end });
    expect(offerScheduleState(offer, Date.parse(end))).toBeNull();
  });

  it("says nothing without an offer or without a window", () => {
    expect(offerScheduleState({ ...offer, isOffer: false }, 0)).toBeNull();
    expect(
      offerScheduleState({ isOffer: true, offerStartsAt: null, offerEndsAt: null }, 0),
    ).toBeNull();
  });

  it("writes the instant in the shop's time, day/month hour:minute", () => {
    expect(shopDayAndTime(start)).toBe("28/11 18:00");
    expect(shopDayAndTime(end)).toBe("30/11 23:59");
  });
});
