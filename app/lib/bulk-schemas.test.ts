import { describe, expect, it } from "vitest";
import { parseBulkAction } from "./bulk-schemas";

// The bulk "mark offer X % off" with its window (docs/decisions/066-scheduled-offers.md).

describe("the bulk offer's window", () => {
  const offer = (fields: Record<string, string>) =>
    parseBulkAction({ bulk_action: "offer_on", percent: "15", ...fields });

  it("reads the start and end in the shop's time; empty is open", () => {
    expect(
      offer({ offer_starts_at: "2026-11-28T18:00", offer_ends_at: "2026-11-30T23:59" }),
    ).toEqual({
      ok: true,
      action: {
        kind: "offer_on",
        percent: 15,
        startsAt: "2026-11-28T21:00:00.000Z",
        endsAt: "2026-12-01T02:59:00.000Z",
      },
    });
    expect(offer({ offer_starts_at: "", offer_ends_at: "" })).toMatchObject({
      ok: true,
      action: { startsAt: null, endsAt: null },
    });
  });

  it("names a bad date and an end before the start", () => {
    expect(offer({ offer_starts_at: "amanhã" })).toEqual({
      ok: false,
      error: "invalidDate",
      field: "offer_starts_at",
    });
    expect(
      offer({ offer_starts_at: "2026-11-30T23:59", offer_ends_at: "2026-11-28T18:00" }),
    ).toEqual({ ok: false, error: "windowOrder", field: "offer_ends_at" });
  });
});
