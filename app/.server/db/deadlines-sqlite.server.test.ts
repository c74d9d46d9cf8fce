import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/fixtures/databases";
import { databaseFault } from "./faults.server";
import { createDb, type Db } from "./kysely";

// On SQLite, another process holding the write lock (a second connection in
// `BEGIN IMMEDIATE`, as a CLI import or a stuck script would) bounds a write's wait by its
// deadline, and the wait never blocks the event loop: SQLite's own busy_timeout would sleep inside
// better-sqlite3's synchronous call and freeze every request, cached pages and /healthz included.

const limits = {
  statementTimeoutMs: 600,
  lockTimeoutMs: 600,
  connectionTimeoutMs: 600,
  maxWaiting: 2,
};

/** The longest the event loop went without turning while `work` ran, and how `work` ended. */
async function watchEventLoop(work: Promise<unknown>) {
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  const start = performance.now();
  const outcome = await work.then(
    () => ({ ok: true as const, error: undefined }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  clearInterval(timer);
  return { ...outcome, ms: performance.now() - start, longestGap };
}

describe("deadlines on sqlite", () => {
  let t: TestDb;
  let db: Db;
  let locker: SQLite.Database;
  beforeEach(async () => {
    t = await createTestDb("sqlite");
    await sql`create table lock_probe (x integer)`.execute(t.db);
    await sql`insert into lock_probe values (0)`.execute(t.db);
    db = createDb(t.url, limits);
    locker = new SQLite(t.url.slice("file:".length));
    locker.exec("BEGIN IMMEDIATE");
  });
  afterEach(async () => {
    if (locker.inTransaction) locker.exec("ROLLBACK");
    locker.close();
    await db.destroy();
    await t.cleanup();
  });

  const write = (on: Db = db) => sql`insert into lock_probe values (1)`.execute(on);

  it("a write behind another connection's lock fails by its deadline, named a timeout fault, without blocking the event loop", async () => {
    const r = await watchEventLoop(write());
    expect(r.ok).toBe(false);
    expect(databaseFault(r.error)).toEqual({ kind: "timeout", code: "SQLITE_BUSY" });
    expect(r.ms).toBeGreaterThan(limits.statementTimeoutMs - 150);
    expect(r.ms).toBeLessThan(limits.statementTimeoutMs + 400);
    // SQLite's busy_timeout would have held the loop for the whole deadline in one call.
    expect(r.longestGap).toBeLessThan(100);
  });

  it("a transaction behind the lock fails at BEGIN by its deadline, having written nothing", async () => {
    const r = await watchEventLoop(
      db.transaction().execute(async (trx) => {
        await write(trx);
      }),
    );
    expect(databaseFault(r.error)?.kind).toBe("timeout");
    expect(r.ms).toBeLessThan(limits.statementTimeoutMs + 400);
    locker.exec("ROLLBACK");
    const rows = await sql<{ n: number }>`select count(*) as n from lock_probe`.execute(db);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it("reads go on while a write waits for the lock (WAL: readers never wait for a writer)", async () => {
    const waiting = watchEventLoop(write());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const start = performance.now();
    const rows = await sql<{ n: number }>`select count(*) as n from lock_probe`.execute(db);
    expect(rows.rows[0]?.n).toBe(1);
    // Far inside the writer's wait (600 ms): the read did not queue behind it.
    expect(performance.now() - start).toBeLessThan(limits.lockTimeoutMs / 3);
    expect((await waiting).ok).toBe(false);
  });

  it("a write waiting for the lock goes through once the lock is released within its deadline", async () => {
    setTimeout(() => locker.exec("COMMIT"), 200);
    const r = await watchEventLoop(write());
    expect(r.ok).toBe(true);
    expect(r.ms).toBeLessThan(limits.statementTimeoutMs);
  });

  it("past DB_MAX_WAITING waiting writes, the next fails at once", async () => {
    const waiting = Array.from({ length: limits.maxWaiting }, () => watchEventLoop(write()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const r = await watchEventLoop(write());
    expect(databaseFault(r.error)).toEqual({ kind: "timeout", code: "SQLITE_BUSY" });
    // At once: well before the deadline a waiting write would reach (not a tight wall-clock
    // bound, which a busy CI machine can miss; see deadlines-postgres.server.test.ts).
    expect(r.ms).toBeLessThan(limits.statementTimeoutMs / 3);
    await Promise.all(waiting);
  });
});
