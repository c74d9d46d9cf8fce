import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { migrateToLatest } from "../kysely";
import { seedDemo } from "../seed/seed.server";
import { migrations } from "./index";

const BEFORE = "2026-11-29T0100-enquiry-variants";
const OFFER_WINDOWS = "2026-11-30T0000-offer-windows";

// Migration 2026-11-30T0000, down and up again (docs/decisions/066-scheduled-offers.md): windows
// on variants, products and posters, and the product's live columns, filled from what was set.
describe.each(TEST_DB_KINDS)("offer windows migration on %s", (kind) => {
  let t: TestDb;
  let migrator: Migrator;
  const columnsOf = async (name: string) =>
    (await t.db.introspection.getTables())
      .find((table) => table.name === name)!
      .columns.map((c) => c.name);
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  }, 120_000);
  afterAll(() => t.cleanup());

  it("goes down without a trace and up again with every product's live price as set", async () => {
    const before = await t.db
      .selectFrom("product")
      .select(["id", "price_cents", "original_price_cents", "is_special_offer"])
      .orderBy("id")
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(await columnsOf("product")).not.toContain("live_price_cents");
    expect(await columnsOf("variant")).not.toContain("offer_starts_at");
    expect(await columnsOf("poster")).not.toContain("starts_at");

    expect(await migrateToLatest(t.db)).toContain(OFFER_WINDOWS);
    expect(await columnsOf("poster")).toEqual(expect.arrayContaining(["starts_at", "ends_at"]));
    const after = await t.db
      .selectFrom("product")
      .select([
        "id",
        "price_cents",
        "live_price_cents",
        "live_original_price_cents",
        "is_special_offer",
        "live_offer",
        "next_change_at",
      ])
      .orderBy("id")
      .execute();
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    for (const [i, r] of after.entries()) {
      expect(r.live_price_cents).toBe(before[i]!.price_cents);
      expect(r.live_original_price_cents).toBe(before[i]!.original_price_cents);
      expect(Boolean(r.live_offer)).toBe(Boolean(before[i]!.is_special_offer));
      expect(r.next_change_at).toBeNull();
    }
  });
});
