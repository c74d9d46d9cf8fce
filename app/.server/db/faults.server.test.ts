import { beforeAll, describe, expect, it, vi } from "vitest";
import { getLogger } from "../logger";
import { PoolWaitError } from "./bounded-pool";
import {
  databaseFault,
  onDatabaseFault,
  reportDatabaseFault,
  withFaultScope,
} from "./faults.server";

// databaseFault names what went wrong below the app, so pages answer 503, the API
// `unavailable`, and admin writes their message. Started with the database's deadlines; the
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
    // node-postgres: the server ended the connection under a query (no code, only the message).
    expect(databaseFault(new Error("Connection terminated unexpectedly"))).toEqual({
      kind: "unavailable",
      code: "CONNECTION_TERMINATED",
    });
    // Kysely's ROLLBACK on that connection, seen by `npm run faults` (PostgreSQL restarted).
    const rollback = new Error("Client has encountered a connection error and is not queryable");
    expect(databaseFault(rollback)).toEqual({ kind: "unavailable", code: "CONNECTION_TERMINATED" });
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

describe("reportDatabaseFault", () => {
  beforeAll(() => {
    // The logger reads the environment: a valid one, silent.
    Object.assign(process.env, { BASE_URL: "http://localhost:3000", LOG_LEVEL: "silent" });
    delete (globalThis as { [k: symbol]: unknown })[Symbol.for("vitrine.env")];
  });

  it("notes the fault on the request it happened in, and nothing on another", async () => {
    const inside = await withFaultScope(async () => {
      reportDatabaseFault(withCode("ECONNREFUSED"));
      return "rendered";
    });
    expect(inside).toEqual({
      value: "rendered",
      fault: { kind: "unavailable", code: "ECONNREFUSED" },
    });
    const other = await withFaultScope(async () => reportDatabaseFault(withCode("23505")));
    expect(other).toEqual({ value: null, fault: null });
  });

  it("counts every fault, logs its real cause once per error and once per code every ten seconds", () => {
    const warn = vi.spyOn(getLogger(), "warn").mockImplementation(() => undefined);
    const counted: string[] = [];
    onDatabaseFault((fault) => counted.push(fault.kind));
    const full = withCode("SQLITE_FULL");
    reportDatabaseFault(full, {}, 1_000_000);
    reportDatabaseFault(full, {}, 1_000_001); // the same error met again on its way up
    reportDatabaseFault(withCode("SQLITE_FULL"), {}, 1_005_000); // another write, 5 s later
    reportDatabaseFault(withCode("SQLITE_FULL"), {}, 1_011_000); // 11 s later: logged again
    expect(counted).toEqual(["full", "full", "full"]);
    const lines = warn.mock.calls.map(([fields]) => fields as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ fault: "full", code: "SQLITE_FULL" });
    expect(lines[1]).toMatchObject({ code: "SQLITE_FULL", unloggedSince: 1 });
    warn.mockRestore();
  });
});
