import { describe, expect, it } from "vitest";
import { PoolWaitError } from "./bounded-pool";
import { databaseFault } from "./faults.server";

// Issue #24: databaseFault names what went wrong below the app, so pages answer 503, the API
// `unavailable`, and admin writes their message. Started by the deadlines part (item 3); the
// real faults behind these codes are produced in deadlines-*.server.test.ts and readyz.test.ts.

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe("databaseFault", () => {
  it("names a database that does not answer 'unavailable'", () => {
    for (const code of [
      "ECONNREFUSED",
      "ECONNRESET",
      "57P01",
      "57P03",
      "08006",
      "CONNECT_TIMEOUT",
    ]) {
      expect(databaseFault(withCode(code)), code).toEqual({ kind: "unavailable", code });
    }
  });

  it("names a deadline passed (statement, lock, pool wait, pool queue, SQLite's lock) 'timeout'", () => {
    for (const code of ["57014", "55P03", "SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT"]) {
      expect(databaseFault(withCode(code)), code).toEqual({ kind: "timeout", code });
    }
    for (const code of ["POOL_TIMEOUT", "POOL_QUEUE_FULL"] as const) {
      expect(databaseFault(new PoolWaitError(code, "waited")), code).toEqual({
        kind: "timeout",
        code,
      });
    }
  });

  it("names a full disk 'full'", () => {
    for (const code of ["SQLITE_FULL", "ENOSPC", "53100"]) {
      expect(databaseFault(withCode(code)), code).toEqual({ kind: "full", code });
    }
  });

  it("leaves anything else alone: bugs and constraints stay what they were", () => {
    expect(databaseFault(withCode("23505"))).toBeNull();
    expect(databaseFault(withCode("SQLITE_CONSTRAINT_UNIQUE"))).toBeNull();
    expect(databaseFault(new Error("no code"))).toBeNull();
    expect(databaseFault(null)).toBeNull();
    expect(databaseFault("text")).toBeNull();
  });
});
