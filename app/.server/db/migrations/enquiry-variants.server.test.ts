import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../../tests/fixtures/databases";
import { migrateToLatest } from "../kysely";
import { migrations } from "./index";

const BEFORE = "2026-11-29T0000-variants";
const ENQUIRY_VARIANTS = "2026-11-29T0100-enquiry-variants";

// Migration 2026-11-29T0100, down and up again: an enquiry's line gains a nullable variant id and
// option labels; lines sent before keep every value and read as lines of products.
describe.each(TEST_DB_KINDS)("enquiry variants migration on %s", (kind) => {
  let t: TestDb;
  let migrator: Migrator;
  const columns = async () => {
    const tables = await t.db.introspection.getTables();
    return tables
      .find((table) => table.name === "enquiry_item")!
      .columns.map((c) => c.name)
      .sort();
  };
  beforeAll(async () => {
    t = await createTestDb(kind);
    migrator = new Migrator({ db: t.db, provider: { getMigrations: async () => migrations } });
  });
  afterAll(() => t.cleanup());

  it("goes down without a trace and up again, keeping the lines written before", async () => {
    expect(await columns()).toContain("variant_id");
    const down = await migrator.migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(await columns()).not.toContain("variant_id");
    expect(await columns()).not.toContain("options");

    // A line as the schema before held it.
    const now = new Date().toISOString();
    const { id } = await t.db
      .insertInto("enquiry")
      .values({
        ...{ reference: "ORC-MIGR01", channel: "whatsapp", locale: "pt" },
        ...{ name: null, contact: null, city: null, message: null, notes: null },
        ...{ created_at: now, updated_at: now },
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("enquiry_item")
      .values({
        ...{ enquiry_id: id, position: 1, product_id: null, sku: "OLD-1", name: "Serra" },
        ...{ quantity: 2, unit_price_cents: 5000 },
      })
      .execute();

    expect(await migrateToLatest(t.db)).toContain(ENQUIRY_VARIANTS);
    expect(await columns()).toEqual(expect.arrayContaining(["options", "variant_id"]));
    const before = await t.db
      .selectFrom("enquiry_item")
      .select(["sku", "name", "quantity", "unit_price_cents", "variant_id", "options"])
      .where("enquiry_id", "=", id)
      .execute();
    expect(before).toEqual([
      {
        ...{ sku: "OLD-1", name: "Serra", quantity: 2, unit_price_cents: 5000 },
        ...{ variant_id: null, options: null },
      },
    ]);

    // A variant's line: its id and its labels as text; found by its variant (the index's query).
    await t.db
      .insertInto("enquiry_item")
      .values({
        ...{ enquiry_id: id, position: 2, product_id: null, sku: "FUR-220", name: "Furadeira" },
        ...{ quantity: 1, unit_price_cents: 18_990, variant_id: 987_654 },
        options: JSON.stringify([{ name: "Voltagem", value: "220 V" }]),
      })
      .execute();
    const named = await t.db
      .selectFrom("enquiry_item")
      .select(["sku", "options"])
      .where("variant_id", "=", 987_654)
      .execute();
    expect(named).toEqual([{ sku: "FUR-220", options: '[{"name":"Voltagem","value":"220 V"}]' }]);

    // Down again with such a line, and back up: nothing refuses.
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
    expect(
      await t.db.selectFrom("enquiry_item").select("sku").orderBy("position").execute(),
    ).toEqual([{ sku: "OLD-1" }, { sku: "FUR-220" }]);
    expect(await migrateToLatest(t.db)).toContain(ENQUIRY_VARIANTS);
  });
});
