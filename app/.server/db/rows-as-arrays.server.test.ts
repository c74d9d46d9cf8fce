import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { rowsAsArrays } from "./rows-as-arrays.server";

describe.each(TEST_DB_KINDS)("rows read as arrays on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
    await t.db
      .insertInto("brand")
      .values([
        {
          name: "Bosch",
          slug: "bosch",
          position: 2,
          created_at: "2026-01-01T00:00:00Z",
          updated_at: "2026-01-01T00:00:00Z",
        },
        {
          name: "Makita",
          slug: "makita",
          position: 1,
          created_at: "2026-01-01T00:00:00Z",
          updated_at: "2026-01-01T00:00:00Z",
        },
      ])
      .execute();
  });
  afterAll(() => t.cleanup());

  it("gives each row's selected values in the order selected, and the same query still gives objects", async () => {
    const query = t.db.selectFrom("brand").select(["slug", "position"]).orderBy("position");
    expect(await rowsAsArrays<[string, number]>(t.db, query)).toEqual([
      ["makita", 1],
      ["bosch", 2],
    ]);
    // The marked statement is kept apart: the unmarked text is read as objects as before.
    expect(await query.execute()).toEqual([
      { slug: "makita", position: 1 },
      { slug: "bosch", position: 2 },
    ]);
    expect(await rowsAsArrays(t.db, query.where("slug", "=", "none"))).toEqual([]);
  });

  it("gives an alias's value and a bigint beyond 2^32 as a number, and any query's columns", async () => {
    const ranked = t.db
      .selectFrom("brand as b")
      .select(["b.slug", sql<number>`cast(${sql.lit(2 ** 45)} as bigint) + b.position`.as("rank")])
      .where("b.slug", "=", "bosch");
    expect(await rowsAsArrays<[string, number]>(t.db, ranked)).toEqual([["bosch", 2 ** 45 + 2]]);
    // A query whose columns it cannot name (every column) still gives arrays.
    const all = await rowsAsArrays(t.db, t.db.selectFrom("brand").selectAll().orderBy("id"));
    expect(all).toHaveLength(2);
    expect(all[0]).toContain("bosch");
  });
});
