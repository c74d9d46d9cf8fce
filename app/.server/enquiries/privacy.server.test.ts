import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETENTION_DEFAULT_MONTHS } from "~/lib/enquiry-admin";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";
import { createEnquiry, getEnquiry } from "./enquiries.server";
import {
  eraseEnquiry,
  eraseExpiredEnquiries,
  getRetentionMonths,
  retentionCutoff,
  saveRetentionMonths,
} from "./privacy.server";

// An enquiry's personal data is kept for the months the shop sets (12 unless
// told otherwise), then erased by the daily job; one enquiry's data can be erased on request.
// The lines, prices, status and reference stay.

describe("the retention's cut-off", () => {
  it("is the same day that many calendar months before", () => {
    expect(retentionCutoff(new Date("2026-11-26T10:00:00Z"), 12).toISOString()).toBe(
      "2025-11-26T10:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2026-03-15T00:00:00Z"), 3).toISOString()).toBe(
      "2025-12-15T00:00:00.000Z",
    );
  });

  it("falls on the last day of a shorter month, never in the month after", () => {
    expect(retentionCutoff(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
    expect(retentionCutoff(new Date("2028-05-31T12:00:00Z"), 3).toISOString()).toBe(
      "2028-02-29T12:00:00.000Z",
    );
  });
});

describe.each(TEST_DB_KINDS)("enquiries' personal data on %s", (kind) => {
  let t: TestDb;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestDb(kind);
    ids = await enquiryProducts(t.db, ["10", "2.5"]);
  });
  afterAll(() => t.cleanup());

  /** A form enquiry with every personal field, sent at `at`. */
  async function sentAt(at: string) {
    const e = await createEnquiry(t.db, {
      channel: "form",
      locale: "pt",
      items: [
        { productId: ids[0]!, quantity: 2 },
        { productId: ids[1]!, quantity: 1 },
      ],
      name: "Maria",
      contact: "maria@example.com",
      city: "Guaíra",
      message: "Entregam?",
    });
    await t.db
      .updateTable("enquiry")
      .set({ created_at: at, notes: "Ligou de novo" })
      .where("id", "=", e.id)
      .execute();
    return e;
  }

  it("keeps 12 months unless the shop sets another period, recorded in the audit log", async () => {
    expect(await getRetentionMonths(t.db)).toBe(RETENTION_DEFAULT_MONTHS);
    expect(RETENTION_DEFAULT_MONTHS).toBe(12);
    await saveRetentionMonths(t.db, 6, null);
    expect(await getRetentionMonths(t.db)).toBe(6);
    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("entity", "=", "enquiry_retention")
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ action: "settings", detail: JSON.stringify({ months: 6 }) });
    await expect(saveRetentionMonths(t.db, 0, null)).rejects.toThrow();
    await saveRetentionMonths(t.db, 12, null);
  });

  it("the daily job erases the data of enquiries older than the period, and keeps their lines", async () => {
    const now = new Date("2026-11-26T03:00:00Z");
    const old = await sentAt("2025-11-25T23:59:59.000Z");
    const recent = await sentAt("2025-11-26T03:00:01.000Z");

    expect(await eraseExpiredEnquiries(t.db, now)).toBe(1);
    const erased = await getEnquiry(t.db, old.id);
    expect(erased).toMatchObject({
      name: null,
      contact: null,
      city: null,
      message: null,
      notes: null,
      erased_at: now.toISOString(),
      reference: old.reference,
      status: "new",
    });
    expect(erased!.items.map((i) => [i.quantity, i.unit_price_cents])).toEqual([
      [2, 1000],
      [1, 250],
    ]);
    expect(erased!.totalCents).toBe(2250);
    expect(await getEnquiry(t.db, recent.id)).toMatchObject({
      name: "Maria",
      contact: "maria@example.com",
      erased_at: null,
    });

    // Run again the same day: nothing more to erase, nothing more logged.
    expect(await eraseExpiredEnquiries(t.db, now)).toBe(0);
    const logged = await t.db
      .selectFrom("audit_log")
      .select(["user_id", "detail"])
      .where("entity", "=", "enquiry_data")
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.user_id).toBeNull();
    expect(JSON.parse(logged[0]!.detail!)).toMatchObject({ erased: 1, months: 12 });
  });

  it("a shorter period erases more on the next run", async () => {
    const now = new Date("2026-11-26T03:00:00Z");
    const twoMonths = await sentAt("2026-09-20T00:00:00.000Z");
    await saveRetentionMonths(t.db, 1, null);
    expect(await eraseExpiredEnquiries(t.db, now)).toBeGreaterThanOrEqual(1);
    expect((await getEnquiry(t.db, twoMonths.id))!.erased_at).toBe(now.toISOString());
    await saveRetentionMonths(t.db, 12, null);
  });

  it("erases one enquiry's data on request, with an audit entry holding no personal data", async () => {
    const e = await sentAt(new Date().toISOString());
    const done = await eraseEnquiry(t.db, e.id, null);
    expect(done?.reference).toBe(e.reference);
    expect(await getEnquiry(t.db, e.id)).toMatchObject({ name: null, message: null, notes: null });
    const audit = await t.db
      .selectFrom("audit_log")
      .select("detail")
      .where("entity", "=", "enquiry")
      .where("entity_id", "=", String(e.id))
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail!))).toEqual([
      { reference: e.reference, erased: true },
    ]);
    expect(audit[0]!.detail).not.toContain("Maria");

    // Again: nothing changes, nothing more is logged; an unknown id is undefined.
    expect((await eraseEnquiry(t.db, e.id, null))?.erasedAt).toBe(done!.erasedAt);
    expect(
      await t.db
        .selectFrom("audit_log")
        .select("id")
        .where("entity", "=", "enquiry")
        .where("entity_id", "=", String(e.id))
        .execute(),
    ).toHaveLength(1);
    expect(await eraseEnquiry(t.db, 999_999, null)).toBeUndefined();
  });
});
