import { describe, expect, it } from "vitest";
import { feedOffer, saleEffectiveDate } from "./feeds";
import {
  inWindow,
  instantToShopIso,
  instantToShopTime,
  liveOffer,
  nextChange,
  offerEndDay,
  parseOfferDate,
  shopDateTime,
  shopTimeToInstant,
  windowEnded,
  windowInOrder,
} from "./offer-window";

// Offers and posters on a calendar (docs/decisions/066-scheduled-offers.md).

const at = (iso: string) => Date.parse(iso);
const window = { starts_at: "2026-11-28T21:00:00.000Z", ends_at: "2026-12-01T03:00:00.000Z" };
const offer = {
  price_cents: 8500,
  original_price_cents: 10000,
  is_special_offer: true,
  offer_starts_at: window.starts_at,
  offer_ends_at: window.ends_at,
};

describe("a window", () => {
  it("holds an instant from its start (inclusive) until its end (exclusive)", () => {
    expect(inWindow(window, at("2026-11-28T20:59:59.999Z"))).toBe(false);
    expect(inWindow(window, at("2026-11-28T21:00:00.000Z"))).toBe(true);
    expect(inWindow(window, at("2026-12-01T02:59:59.999Z"))).toBe(true);
    expect(inWindow(window, at("2026-12-01T03:00:00.000Z"))).toBe(false);
  });

  it("open on a side holds every instant on that side", () => {
    expect(inWindow({ starts_at: null, ends_at: null }, 0)).toBe(true);
    expect(inWindow({ ...window, starts_at: null }, at("2020-01-01T00:00:00Z"))).toBe(true);
    expect(inWindow({ ...window, ends_at: null }, at("2099-01-01T00:00:00Z"))).toBe(true);
  });

  it("ends after it starts, and once ended never holds an instant again", () => {
    expect(windowInOrder(window)).toBe(true);
    expect(windowInOrder({ starts_at: window.ends_at, ends_at: window.starts_at })).toBe(false);
    expect(windowInOrder({ starts_at: window.starts_at, ends_at: window.starts_at })).toBe(false);
    expect(windowInOrder({ starts_at: null, ends_at: window.ends_at })).toBe(true);
    expect(windowEnded(window, at(window.ends_at))).toBe(true);
    expect(windowEnded(window, at(window.ends_at) - 1)).toBe(false);
  });
});

describe("an offer outside its window", () => {
  it("shows only inside it: the regular price (its 'from' price) and no offer before and after", () => {
    const before = liveOffer(offer, at(window.starts_at) - 1);
    const inside = liveOffer(offer, at(window.starts_at));
    const after = liveOffer(offer, at(window.ends_at));
    expect(before).toEqual({
      price_cents: 10000,
      original_price_cents: null,
      is_special_offer: false,
      offer_ends_at: null,
    });
    expect(inside).toEqual({
      price_cents: 8500,
      original_price_cents: 10000,
      is_special_offer: true,
      offer_ends_at: window.ends_at,
    });
    expect(after).toEqual(before);
  });

  it("leaves a product not on offer as it is, whatever its window says", () => {
    const plain = { ...offer, is_special_offer: false };
    expect(liveOffer(plain, at(window.starts_at)).price_cents).toBe(8500);
    expect(liveOffer(plain, at(window.starts_at)).is_special_offer).toBe(false);
  });
});

describe("the next scheduled change", () => {
  it("is the first start or end after now, and none once every window is past", () => {
    const other = { starts_at: null, ends_at: "2026-11-29T12:00:00.000Z" };
    expect(nextChange([window, other], at("2026-11-28T00:00:00Z"))).toBe(at(window.starts_at));
    expect(nextChange([window, other], at(window.starts_at))).toBe(at(other.ends_at));
    expect(nextChange([window, other], at("2026-11-30T00:00:00Z"))).toBe(at(window.ends_at));
    expect(nextChange([window, other], at(window.ends_at))).toBeUndefined();
  });
});

describe("the shop's time (America/Asuncion)", () => {
  it("reads a datetime-local value with the offset in force then, summer time included", () => {
    // Paraguay keeps UTC−3 all year since October 2024.
    expect(shopTimeToInstant("2026-11-30T23:59")).toBe("2026-12-01T02:59:00.000Z");
    expect(shopTimeToInstant("2026-07-15T12:00")).toBe("2026-07-15T15:00:00.000Z");
    // Before, winter was UTC−4 and summer UTC−3.
    expect(shopTimeToInstant("2024-07-15T12:00")).toBe("2024-07-15T16:00:00.000Z");
    expect(shopTimeToInstant("2024-01-15T12:00")).toBe("2024-01-15T15:00:00.000Z");
  });

  it("puts a time summer time skipped just after the jump, and a repeated time at its first showing", () => {
    // 2023-10-01: clocks went from 00:00 (UTC−4) to 01:00 (UTC−3); 00:30 never showed.
    expect(shopTimeToInstant("2023-10-01T00:30")).toBe("2023-10-01T04:30:00.000Z");
    // 2024-03-24: 00:00 (UTC−3) went back to 23:00 (UTC−4); 23:30 of the 23rd showed twice.
    expect(shopTimeToInstant("2024-03-23T23:30")).toBe("2024-03-24T02:30:00.000Z");
  });

  it("refuses what is not a time", () => {
    expect(shopTimeToInstant("2026-02-30T10:00")).toBeUndefined();
    expect(shopTimeToInstant("2026-11-30T24:00")).toBeUndefined();
    expect(shopTimeToInstant("amanhã")).toBeUndefined();
  });

  it("shows an instant back as the shop's wall clock, and with its offset for exports", () => {
    expect(instantToShopTime("2026-12-01T02:59:00.000Z")).toBe("2026-11-30T23:59");
    expect(instantToShopIso("2026-12-01T02:59:00.000Z")).toBe("2026-11-30T23:59:00-03:00");
    expect(instantToShopIso("2024-07-15T16:00:00.000Z")).toBe("2024-07-15T12:00:00-04:00");
    expect(shopDateTime("2026-12-01T02:59:00.000Z", "pt")).toBe("30/11/2026 23:59");
  });

  it("reads a spreadsheet's or the API's date: ISO with an offset, ISO in the shop's time, pt-BR", () => {
    expect(parseOfferDate("2026-11-30T23:59:00-03:00")).toBe("2026-12-01T02:59:00.000Z");
    expect(parseOfferDate("2026-12-01T02:59:00Z")).toBe("2026-12-01T02:59:00.000Z");
    expect(parseOfferDate("2026-11-30T23:59")).toBe("2026-12-01T02:59:00.000Z");
    expect(parseOfferDate("2026-11-30")).toBe("2026-11-30T03:00:00.000Z");
    expect(parseOfferDate("30/11/2026 23:59")).toBe("2026-12-01T02:59:00.000Z");
    expect(parseOfferDate(" 1/12/2026 ")).toBe("2026-12-01T03:00:00.000Z");
    expect(parseOfferDate("31/02/2026")).toBeUndefined();
    expect(parseOfferDate("next friday")).toBeUndefined();
  });

  it("says the offer's last day: an offer ending at midnight runs until the day before", () => {
    // 2026-12-01 00:00 in Asunción.
    const midnight = "2026-12-01T03:00:00.000Z";
    expect(offerEndDay(midnight, "pt")).toBe("30/11");
    expect(offerEndDay(midnight, "es")).toBe("30/11");
    expect(offerEndDay(midnight, "en")).toBe("Nov 30");
    expect(offerEndDay("2026-12-01T02:59:00.000Z", "pt")).toBe("30/11");
  });
});

describe("the feeds' offer", () => {
  it("is the offer as set with its window until it ends, then the regular price", () => {
    const now = at("2026-11-27T12:00:00Z");
    expect(feedOffer(offer, now)).toEqual({
      priceCents: 8500,
      originalPriceCents: 10000,
      saleWindow: window,
    });
    expect(feedOffer(offer, at(window.ends_at))).toEqual({
      priceCents: 10000,
      originalPriceCents: null,
      saleWindow: null,
    });
    expect(
      feedOffer({ ...offer, offer_starts_at: null, offer_ends_at: null }, now).saleWindow,
    ).toBeNull();
  });

  it("writes sale_price_effective_date in the shop's time, an open side filled in", () => {
    expect(saleEffectiveDate(window, 0)).toBe(
      "2026-11-28T18:00:00-03:00/2026-12-01T00:00:00-03:00",
    );
    const open = saleEffectiveDate(
      { starts_at: null, ends_at: window.ends_at },
      at("2026-11-27T12:00:30Z"),
    );
    expect(open).toBe("2026-11-27T09:00:00-03:00/2026-12-01T00:00:00-03:00");
  });
});
