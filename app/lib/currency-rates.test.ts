import { describe, expect, it } from "vitest";
import {
  freshRates,
  parseRate,
  rateForInput,
  ratesAreFresh,
  ratesExpireAt,
  ratesSetAt,
  type RateSettings,
} from "./currency-rates";
import { ratesExpiryScript } from "./rates-expiry";

// The currency hint's rates as the shop keeps them (docs/decisions/054-currency-hint.md).

describe("rates typed by an administrator", () => {
  it("reais: comma or point as the decimal mark, at most four decimals, 1 to 20", () => {
    expect(parseRate("BRL", "5,4321")).toBe("5.4321");
    expect(parseRate("BRL", " 5.40 ")).toBe("5.4");
    expect(parseRate("BRL", "5")).toBe("5");
    expect(parseRate("BRL", "20")).toBe("20");
    expect(parseRate("BRL", "1")).toBe("1");
    for (const wrong of ["5,43219", "0,99", "20,0001", "abc", "5,", "-5", "1.234,5", ""]) {
      expect(parseRate("BRL", wrong), wrong).toBeNull();
    }
  });

  it("guaraníes: whole, thousands grouped by point, comma or space, 1,000 to 50,000", () => {
    expect(parseRate("PYG", "7350")).toBe("7350");
    expect(parseRate("PYG", "7.350")).toBe("7350");
    expect(parseRate("PYG", "7,350")).toBe("7350");
    expect(parseRate("PYG", "7 350")).toBe("7350");
    expect(parseRate("PYG", "1000")).toBe("1000");
    expect(parseRate("PYG", "50.000")).toBe("50000");
    for (const wrong of ["7.35", "7350,5", "7.350,50", "999", "50.001", "73.50", "x", ""]) {
      expect(parseRate("PYG", wrong), wrong).toBeNull();
    }
  });

  it("are written back as the administrator's language writes them, and read again", () => {
    expect(rateForInput("BRL", "5.4321", "pt")).toBe("5,4321");
    expect(rateForInput("BRL", "5.4321", "en")).toBe("5.4321");
    expect(rateForInput("PYG", "7350", "es")).toBe("7.350");
    expect(rateForInput("PYG", "7350", "en")).toBe("7,350");
    for (const locale of ["pt", "en", "es"] as const) {
      expect(parseRate("BRL", rateForInput("BRL", "5.4321", locale))).toBe("5.4321");
      expect(parseRate("PYG", rateForInput("PYG", "7350", locale))).toBe("7350");
    }
    expect(rateForInput("BRL", "", "pt")).toBe("");
  });
});

const settings = (over: Partial<RateSettings> = {}): RateSettings => ({
  brl_per_usd: "5.125",
  pyg_per_usd: "7400",
  rates_set_at: "2026-11-26T12:00:00.000Z",
  rates_max_age_days: 7,
  ...over,
});

describe("a rate older than its maximum age is not shown", () => {
  const setAt = Date.parse("2026-11-26T12:00:00.000Z");
  const day = 86_400_000;

  it("is fresh from its date until date + maximum age, stale from that instant", () => {
    expect(ratesExpireAt(settings())).toBe(setAt + 7 * day);
    expect(ratesAreFresh(settings(), setAt)).toBe(true);
    expect(ratesAreFresh(settings(), setAt + 7 * day - 1)).toBe(true);
    expect(ratesAreFresh(settings(), setAt + 7 * day)).toBe(false);
    expect(ratesAreFresh(settings({ rates_max_age_days: 1 }), setAt + day - 1)).toBe(true);
    expect(ratesAreFresh(settings({ rates_max_age_days: 1 }), setAt + day)).toBe(false);
  });

  it("without a rate or a date nothing is shown", () => {
    expect(ratesAreFresh(settings({ brl_per_usd: "", pyg_per_usd: "" }), setAt)).toBe(false);
    expect(ratesAreFresh(settings({ rates_set_at: "" }), setAt)).toBe(false);
    expect(freshRates(settings({ brl_per_usd: "" }), setAt)).toEqual({
      brl: null,
      pyg: "7400",
      setAt: "2026-11-26T12:00:00.000Z",
      expiresAt: "2026-12-03T12:00:00.000Z",
    });
    expect(freshRates(settings(), setAt + 7 * day)).toBeNull();
  });

  it("the page's script marks the document stale once the expiry passes", () => {
    const script = ratesExpiryScript(setAt + 7 * day);
    expect(script).toContain(String(setAt + 7 * day));
    expect(script).toContain("data-rates-stale");
    expect(script).not.toMatch(/<\/script/i);
  });
});

describe("the rates' date is the server's", () => {
  const now = new Date("2026-12-01T09:00:00.000Z");

  it("moves to now when a rate changes or the administrator renews it; stays otherwise", () => {
    const before = settings();
    expect(ratesSetAt(before, { brl_per_usd: "5.2", pyg_per_usd: "7400" }, now)).toBe(
      now.toISOString(),
    );
    expect(ratesSetAt(before, { brl_per_usd: "5.125", pyg_per_usd: "7400" }, now)).toBe(
      before.rates_set_at,
    );
    expect(ratesSetAt(before, { brl_per_usd: "5.125", pyg_per_usd: "7400" }, now, true)).toBe(
      now.toISOString(),
    );
  });

  it("is set on the first rate and cleared with the last", () => {
    const none = settings({ brl_per_usd: "", pyg_per_usd: "", rates_set_at: "" });
    expect(ratesSetAt(none, { brl_per_usd: "", pyg_per_usd: "7400" }, now)).toBe(now.toISOString());
    expect(ratesSetAt(settings(), { brl_per_usd: "", pyg_per_usd: "" }, now, true)).toBe("");
  });
});
