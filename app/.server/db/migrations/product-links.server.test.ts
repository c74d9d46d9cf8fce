import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { migrateToLatest } from "../kysely";
import type { InsightKind } from "../schema";
import type { ProductLinkType } from "../schema-links";
import { seedDemo } from "../seed/seed.server";
import { migrations } from "./index";

const BEFORE = "2026-11-29T0100-enquiry-variants";
const LINKS = "2026-11-30T0100-product-links";
const ACCESSORY_INSIGHTS = "2026-11-30T0110-accessory-insights";

const tableNames = async (t: TestDb) =>
  (await t.db.introspection.getTables()).map((table) => table.name);

// Migrations 2026-11-30T0100 and 0110 on the demo catalogue, down and up again: the links' table
// (cascading with either product, one link per pair and type, never to itself) and the insights'
// new kind, with the events counted before kept through both directions.
describe.each(TEST_DB_KINDS)("product links migrations on %s", (kind) => {
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

  it("goes down without a trace and up again, keeping the insights counted before", async () => {
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(await tableNames(t)).not.toContain("product_link");
    // Counted before the migration: kept as they are.
    await t.db.insertInto("insight_event").values(event("quote_add", "3")).execute();
    await t.db
      .insertInto("insight_daily")
      .values({ day, kind: "quote_add", item: "3", locale: "pt", count: 4 })
      .execute();
    // The new kind is refused before.
    await expect(
      t.db.insertInto("insight_event").values(event("accessory_add", "3:1")).execute(),
    ).rejects.toThrow();

    const up = await migrateToLatest(t.db);
    expect(up).toEqual(expect.arrayContaining([LINKS, ACCESSORY_INSIGHTS]));
    expect(await tableNames(t)).toContain("product_link");
    expect(
      await t.db.selectFrom("insight_daily").select(["kind", "item", "count"]).execute(),
    ).toEqual([{ kind: "quote_add", item: "3", count: 4 }]);
    await t.db.insertInto("insight_event").values(event("accessory_add", "3:1")).execute();
    await t.db
      .insertInto("insight_daily")
      .values({ day, kind: "accessory_add", item: "3:1", locale: "pt", count: 1 })
      .execute();
    // The retention job's index is there again.
    const rows = await t.db
      .selectFrom("insight_event")
      .select(["kind", "item"])
      .where("at", ">=", day)
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { kind: "quote_add", item: "3" },
      { kind: "accessory_add", item: "3:1" },
    ]);
  });

  it("holds one link per pair and type, never to itself, and drops it with either product", async () => {
    const [a = 0, b = 0, c = 0] = (
      await t.db.selectFrom("product").select("id").orderBy("id").limit(3).execute()
    ).map((r) => r.id);
    const link = (
      product_id: number,
      linked_product_id: number,
      // A type the check refuses is written too.
      type: ProductLinkType | "other",
      position = 1,
    ) => ({
      product_id,
      linked_product_id,
      type: type as ProductLinkType,
      position,
    });
    await t.db
      .insertInto("product_link")
      .values([link(a, b, "accessory"), link(a, b, "compatible"), link(c, a, "spare_part")])
      .execute();
    await expect(
      t.db
        .insertInto("product_link")
        .values(link(a, b, "accessory", 2))
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto("product_link")
        .values(link(a, a, "accessory"))
        .execute(),
    ).rejects.toThrow();
    await expect(
      t.db
        .insertInto("product_link")
        .values(link(a, c, "other"))
        .execute(),
    ).rejects.toThrow();

    await t.db.deleteFrom("product_link").where("type", "=", "compatible").execute();
    await t.db.deleteFrom("variant").where("product_id", "=", b).execute();
    await t.db.deleteFrom("product_image").where("product_id", "=", b).execute();
    await t.db.deleteFrom("product_attribute").where("product_id", "=", b).execute();
    await t.db.deleteFrom("product").where("id", "=", b).execute();
    expect(
      await t.db.selectFrom("product_link").select(["product_id", "linked_product_id"]).execute(),
    ).toEqual([{ product_id: c, linked_product_id: a }]);

    // Down with a link stored, and back up.
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(await tableNames(t)).not.toContain("product_link");
    expect(await t.db.selectFrom("insight_daily").select(["kind", "item"]).execute()).toEqual([
      { kind: "quote_add", item: "3" },
    ]);
    expect(await migrateToLatest(t.db)).toEqual(expect.arrayContaining([LINKS]));
  });
});
