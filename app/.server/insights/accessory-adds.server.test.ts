import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beaconSchema } from "~/lib/insights";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo } from "../db/seed/seed.server";
import { readAccessoryAdds } from "./accessory-adds.server";
import { accessoryItem, InsightRecorder } from "./recorder.server";

// Insights count the accessories added from a product's page (docs/decisions/067-product-links.md):
// a beacon names the accessory and the product, the flush keeps pairs of existing products, and
// Estatísticas reads the most added pairs with their names.
describe("an accessory add's beacon", () => {
  it("names the accessory and the product whose page it was added from", () => {
    const ok = beaconSchema.safeParse({
      locale: "pt",
      events: [{ kind: "accessory_add", id: 3, from: 1 }],
    });
    expect(ok.success).toBe(true);
    const without = beaconSchema.safeParse({
      locale: "pt",
      events: [{ kind: "accessory_add", id: 3 }],
    });
    expect(without.success).toBe(false);
  });
});

describe.each(TEST_DB_KINDS)("accessory adds in Estatísticas on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("counts each accessory from each product's page, most first, leaving out deleted products", async () => {
    const [drill, battery, bits] = (
      await t.db.selectFrom("product").select("id").orderBy("id").limit(3).execute()
    ).map((r) => r.id) as [number, number, number];
    const recorder = new InsightRecorder();
    const add = (accessory: number, from: number, locale: "pt" | "es" = "pt") => ({
      kind: "accessory_add" as const,
      item: accessoryItem(accessory, from),
      locale,
    });
    recorder.record([
      add(battery, drill),
      add(battery, drill, "es"),
      add(bits, drill),
      add(999_999, drill),
    ]);
    expect(await recorder.flush(t.db)).toEqual({ written: 3, dropped: 0 });
    const rows = await readAccessoryAdds(t.db, { days: 7, namesIn: "pt" });
    expect(rows.map((r) => [r.accessory.id, r.from.id, r.count])).toEqual([
      [battery, drill, 2],
      [bits, drill, 1],
    ]);
    expect(rows[0]!.accessory.name).toEqual(expect.any(String));
    const spanish = await readAccessoryAdds(t.db, { days: 7, locale: "es", namesIn: "es" });
    expect(spanish.map((r) => r.count)).toEqual([1]);
  });
});
