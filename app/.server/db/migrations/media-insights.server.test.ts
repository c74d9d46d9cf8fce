import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { migrateToLatest } from "../kysely";
import type { InsightKind } from "../schema";
import { seedDemo } from "../seed/seed.server";
import { migrations } from "./index";

const BEFORE = "2026-11-30T0200-product-documents";
const MEDIA_INSIGHTS = "2026-11-30T0300-media-insights";

// Migration 2026-11-30T0300 on the demo catalogue, down and up again: the insights' new kinds
// (document_open, video_play) refused before and accepted after, the counts of every kind before
// (accessory_add included) kept through both directions, and the new kinds' counts dropped by down.
describe.each(TEST_DB_KINDS)("media insights migration on %s", (kind) => {
  let t: TestDb;
  let migrator: Migrator;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  }, 120_000);
  afterAll(() => t.cleanup());

  const day = "2026-11-30";
  const event = (kindName: InsightKind, item: string) => ({
    at: `${day}T12:00:00.000Z`,
    kind: kindName,
    item,
    results: null,
    locale: "pt",
  });
  const daily = (kindName: InsightKind, item: string, count: number) => ({
    day,
    kind: kindName,
    item,
    locale: "pt",
    count,
  });

  it("goes down dropping the new kinds' counts and up again, keeping every count before", async () => {
    await t.db.insertInto("insight_event").values(event("document_open", "1:1")).execute();
    await t.db
      .insertInto("insight_daily")
      .values(daily("video_play", "1", 2))
      .execute();

    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(
      await t.db.selectFrom("insight_event").select("kind").where("at", ">=", day).execute(),
    ).toEqual([]);
    await t.db.insertInto("insight_event").values(event("accessory_add", "3:1")).execute();
    await t.db
      .insertInto("insight_daily")
      .values(daily("quote_add", "3", 4))
      .execute();
    // The new kinds are refused before.
    await expect(
      t.db.insertInto("insight_event").values(event("document_open", "1:1")).execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto("insight_daily")
        .values(daily("video_play", "1", 1))
        .execute(),
    ).rejects.toThrow();

    const up = await migrateToLatest(t.db);
    expect(up).toEqual(expect.arrayContaining([MEDIA_INSIGHTS]));
    expect(
      await t.db.selectFrom("insight_daily").select(["kind", "item", "count"]).execute(),
    ).toEqual([{ kind: "quote_add", item: "3", count: 4 }]);
    await t.db.insertInto("insight_event").values(event("document_open", "1:1")).execute();
    await t.db.insertInto("insight_event").values(event("video_play", "1")).execute();
    await t.db
      .insertInto("insight_daily")
      .values(daily("document_open", "1:1", 1))
      .execute();
    await t.db
      .insertInto("insight_daily")
      .values(daily("video_play", "1", 1))
      .execute();
    const rows = await t.db
      .selectFrom("insight_event")
      .select(["kind", "item"])
      .where("at", ">=", day)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { kind: "accessory_add", item: "3:1" },
      { kind: "document_open", item: "1:1" },
      { kind: "video_play", item: "1" },
    ]);
    // An unknown kind is still refused.
    await expect(
      t.db
        .insertInto("insight_event")
        .values(event("other" as InsightKind, "1"))
        .execute(),
    ).rejects.toThrow();
  });
});
