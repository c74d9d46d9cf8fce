import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { seedDemo, seedGeneratedProducts } from "../db/seed/seed.server";
import { SEARCH_RESULT_CAP, searchRankedIds } from "./search.server";

// A word that matches more products than the search ranks (SEARCH_RESULT_CAP) finds the same
// ones every time: a page and the next one are cut from one ranking. On PostgreSQL a scan's rows
// come in no set order (a row written again moves to the table's end; a scan may start where
// the last one stopped), so there the cap keeps the first matches by id.
describe.each(TEST_DB_KINDS)("a search past its cap on %s", (kind) => {
  let t: TestDb;
  let generated: number[];
  beforeAll(async () => {
    t = await createTestDb(kind);
    await seedDemo(t.db);
    await seedGeneratedProducts(t.db, { count: SEARCH_RESULT_CAP + 200, random: () => 0.5 });
    generated = (
      await t.db
        .selectFrom("product")
        .select("id")
        .where("sku", "like", "GEN-%")
        .orderBy("id")
        .execute()
    ).map((r) => r.id);
    // The first 300 written again: on PostgreSQL their rows now lie after all the others.
    await sql`update product set position = position where id <= ${generated[299]!}`.execute(t.db);
  }, 120_000);
  afterAll(() => t.cleanup());

  it("ranks the same matches every time, no more than the cap", async () => {
    const first = await searchRankedIds(t.db, "product", { locale: "pt" });
    expect(first).toHaveLength(SEARCH_RESULT_CAP);
    expect(await searchRankedIds(t.db, "product", { locale: "pt" })).toEqual(first);
    const byPrice = await searchRankedIds(t.db, "product", { locale: "pt", sort: "price_asc" });
    expect(await searchRankedIds(t.db, "product", { locale: "pt", sort: "price_asc" })).toEqual(
      byPrice,
    );
    if (kind === "postgres") {
      // The first thousand by id, those written again among them.
      expect([...first].sort((a, b) => a - b)).toEqual(generated.slice(0, SEARCH_RESULT_CAP));
    }
  });
});
