import { describe, expect, it } from "vitest";
import { beaconFailures, keepsP99, type BeaconResult, type LoadFigures } from "./bench-beacon";

// What the beacon bench calls a page keeping its p99 beside 1,000 beacons a
// second, and what it reports as falling short.

const load = (p99: number, rps = 1000): LoadFigures => ({ rps, p50: 3, p99, non2xx: 0, errors: 0 });

function result(steady: { bare: number; app: number }, stored = 100): BeaconResult {
  return {
    targetRate: 1000,
    seconds: 10,
    runs: [
      {
        page: "product page",
        alone: load(9, 2000),
        withBeacon: load(22, 1400),
        steadyRate: 1000,
        steadyAlone: load(9),
        steadyWithBeacon: load(steady.app),
        steadyWithBareBeacon: load(steady.bare),
        beacon: { ...load(30, 1001), sent: 100, accepted: 100 },
        stored,
      },
    ],
  };
}

describe("keepsP99", () => {
  it("allows the app's endpoint 5 ms or a quarter over a bare server's, whichever is more", () => {
    expect(keepsP99(16, 21)).toBe(true);
    expect(keepsP99(16, 22)).toBe(false);
    expect(keepsP99(40, 50)).toBe(true);
    expect(keepsP99(40, 51)).toBe(false);
  });
});

describe("beaconFailures", () => {
  it("passes a run whose page keeps its p99 and whose every accepted event was stored", () => {
    expect(beaconFailures(result({ bare: 16, app: 16 }))).toEqual([]);
  });

  it("names a page that does not keep its p99, and events accepted but not stored", () => {
    expect(beaconFailures(result({ bare: 10, app: 30 }, 90))).toEqual([
      "beacon beside product page: stored 90 of 100",
      "product page at 1000 req/s: p99 30 ms with beacons, 10 ms with them sent to a bare server (not kept)",
    ]);
  });
});
