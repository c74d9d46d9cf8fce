import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "~/.server/db/kysely";
import { isCacheable } from "../../../server/page-cache";
import { createTestDb, TEST_DB_KINDS } from "../../../tests/fixtures/databases";
import { loader } from "./readyz";

// /readyz says whether an instance should get traffic: 200 when the database
// answers and every migration is applied, else 503 with Retry-After; never cached.

const DB_KEY = Symbol.for("vitrine.db");
const holder = globalThis as Record<symbol, unknown>;

describe.each(TEST_DB_KINDS)("GET /readyz on %s", (kind) => {
  afterEach(() => {
    delete holder[DB_KEY];
  });

  it("answers 200, not cached, when the database answers and every migration is applied", async () => {
    const t = await createTestDb(kind);
    holder[DB_KEY] = t.db;
    const res = await loader();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready" });
    await t.cleanup();
  });

  it("answers 503 with Retry-After while a migration is not applied", async () => {
    const t = await createTestDb(kind);
    holder[DB_KEY] = t.db;
    // As if this build had one migration more than the database has applied.
    const last = await sql<{ name: string }>`
      select name from kysely_migration order by name desc limit 1`.execute(t.db);
    await sql`delete from kysely_migration where name = ${last.rows[0]?.name}`.execute(t.db);
    const res = await loader();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "unavailable", reason: "migrations", pending: 1 });
    await t.cleanup();
  });
});

describe("GET /readyz with the database away", () => {
  afterEach(() => {
    delete holder[DB_KEY];
  });

  it("answers 503 with Retry-After and the driver's code when the database does not answer", async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const db = createDb("postgres://postgres@127.0.0.1:1/none");
    holder[DB_KEY] = db;
    const res = await loader();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      status: "unavailable",
      reason: "database",
      code: "ECONNREFUSED",
    });
    await db.destroy();
  });
});

describe("GET /readyz and the page cache", () => {
  it("is never kept in the page cache, whatever its answer", () => {
    expect(isCacheable("GET", "/readyz", () => null)).toBe(false);
    expect(isCacheable("GET", "/healthz", () => null)).toBe(false);
  });
});
