import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";

// A write is acknowledged only once it is on disk. The crash test
// (tests/e2e/crash-safety.spec.ts) shows the effect; this names the settings it rests on.

describe.each(TEST_DB_KINDS)("durability settings on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("commits reach the disk before the answer: SQLite WAL with synchronous=FULL, PostgreSQL's durable defaults", async () => {
    if (kind === "sqlite") {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.db);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
      // 2 = FULL: the WAL is synced at every commit, not only at checkpoints (NORMAL).
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.db);
      expect(sync.rows[0]?.synchronous).toBe(2);
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(t.db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      return;
    }
    const settings = await sql<{ name: string; setting: string }>`
      select name, setting from pg_settings
      where name in ('fsync', 'synchronous_commit', 'full_page_writes')`.execute(t.db);
    expect(Object.fromEntries(settings.rows.map((r) => [r.name, r.setting]))).toEqual({
      fsync: "on",
      synchronous_commit: "on",
      full_page_writes: "on",
    });
  });
});
