import { afterEach, describe, expect, it } from "vitest";
import { createDb } from "~/.server/db/kysely";
import { createTestDb } from "../../../tests/fixtures/databases";
import { loader } from "./healthz";

const DB_KEY = Symbol.for("vitrine.db");
const holder = globalThis as Record<symbol, unknown>;

describe("GET /healthz", () => {
  afterEach(() => {
    delete holder[DB_KEY];
  });

  it("answers 200 when the database answers", async () => {
    const t = await createTestDb("sqlite");
    holder[DB_KEY] = t.db;
    const res = await loader();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    await t.cleanup();
  });

  it("answers 503 when the database does not", async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const db = createDb("postgres://postgres@127.0.0.1:1/none");
    holder[DB_KEY] = db;
    const res = await loader();
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    await db.destroy();
  });
});
