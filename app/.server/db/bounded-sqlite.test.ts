import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/fixtures/databases";

// A transaction SQLite rolls back by itself (a full disk: SQLITE_FULL) reaches the caller as that
// cause, not as the "cannot rollback - no transaction is active" of Kysely's own ROLLBACK after it
// (the log named only the rollback error). SQLite's page limit raises the same
// SQLITE_FULL a full disk does.

describe("a transaction SQLite has rolled back itself", () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb("sqlite");
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it("fails with its cause (SQLITE_FULL), and the database takes writes again once there is room", async () => {
    await sql`create table filler (b blob)`.execute(t.db);
    const pages = await sql<{ page_count: number }>`pragma page_count`.execute(t.db);
    await sql.raw(`pragma max_page_count = ${(pages.rows[0]?.page_count ?? 0) + 2}`).execute(t.db);
    const write = t.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 50; i++) {
        await sql`insert into filler values (randomblob(100000))`.execute(trx);
      }
    });
    await expect(write).rejects.toMatchObject({ code: "SQLITE_FULL" });
    await sql.raw("pragma max_page_count = 1073741823").execute(t.db);
    await sql`insert into filler values (x'00')`.execute(t.db);
    const rows = await sql<{ n: number }>`select count(*) as n from filler`.execute(t.db);
    expect(rows.rows[0]?.n).toBe(1);
  });
});

describe("statements kept prepared", () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb("sqlite");
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it("read the table as it is after a migration changed it, and a failed one is prepared afresh", async () => {
    await sql`create table kept (a integer)`.execute(t.db);
    await sql`insert into kept values (1)`.execute(t.db);
    const all = () =>
      t.db
        .selectFrom("kept" as never)
        .selectAll()
        .execute();
    expect(await all()).toEqual([{ a: 1 }]);
    await sql`alter table kept add column b text default 'x'`.execute(t.db);
    expect(await all()).toEqual([{ a: 1, b: "x" }]);
    await sql`drop table kept`.execute(t.db);
    await expect(all()).rejects.toThrow(/no such table/);
    await sql`create table kept (c integer)`.execute(t.db);
    await sql`insert into kept values (3)`.execute(t.db);
    expect(await all()).toEqual([{ c: 3 }]);
  });
});

describe("booleans on SQLite", () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb("sqlite");
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it("are written and compared as 1 and 0, in values, lists and literals", async () => {
    await sql`create table flags (id integer, on_sale integer)`.execute(t.db);
    const flags = "flags" as never;
    await t.db
      .insertInto(flags)
      .values([
        { id: 1, on_sale: true },
        { id: 2, on_sale: false },
      ] as never)
      .execute();
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    const where = (value: boolean) =>
      t.db
        .selectFrom(flags)
        .select("id" as never)
        .where("on_sale" as never, "=", value as never)
        .execute() as Promise<{ id: number }[]>;
    expect(ids(await where(true))).toEqual([1]);
    expect(ids(await where(false))).toEqual([2]);
    const inList = (await t.db
      .selectFrom(flags)
      .select("id" as never)
      .where("on_sale" as never, "in", [true, false] as never)
      .orderBy("id" as never)
      .execute()) as { id: number }[];
    expect(ids(inList)).toEqual([1, 2]);
    const literal = await sql<{
      id: number;
    }>`select id from flags where on_sale = ${sql.lit(true)}`.execute(t.db);
    expect(ids(literal.rows)).toEqual([1]);
    const stored = await sql<{ on_sale: number }>`select on_sale from flags order by id`.execute(
      t.db,
    );
    expect(stored.rows).toEqual([{ on_sale: 1 }, { on_sale: 0 }]);
  });
});
