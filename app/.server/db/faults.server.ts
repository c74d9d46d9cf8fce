// Issue #24 (faults): what went wrong below the app, named once, so every layer answers it the
// same way: a page 503 with Retry-After, the API's `unavailable` error, an admin write's message
// in the admin's language, a 507 for a full disk, and one log line with the real cause.

/** A database fault the app answers itself instead of a 500. */
export type DatabaseFaultKind =
  /** The database does not answer (stopped, restarting, unreachable, connection refused). */
  | "unavailable"
  /** A statement or the wait for a connection ran past its deadline (a lock, a busy pool). */
  | "timeout"
  /** The disk (or SQLite's page limit) is full: writes fail, reads go on. */
  | "full";

export interface DatabaseFault {
  kind: DatabaseFaultKind;
  /** The driver's own code (`ECONNREFUSED`, `57P01`, `SQLITE_FULL`…) for the log. */
  code: string;
}

/**
 * The fault an error from the database layer is, or null for anything else (a bug, a constraint:
 * those stay what they were). Placeholder written by the lead; the fault engineers complete it.
 */
export function databaseFault(error: unknown): DatabaseFault | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return null;
  if (code === "SQLITE_FULL" || code === "ENOSPC" || code === "53100")
    return { kind: "full", code };
  if (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "57P01",
      "57P02",
      "57P03",
      "08006",
      "08001",
      // bounded-pool.ts: a new connection did not open in time.
      "CONNECT_TIMEOUT",
    ].includes(code)
  )
    return { kind: "unavailable", code };
  // bounded-pool.ts names the pool's waits; bounded-sqlite.ts throws SQLITE_BUSY (or an extended
  // SQLITE_BUSY_*) once a write has waited its deadline for another process's lock.
  if (
    ["57014", "55P03", "POOL_TIMEOUT", "POOL_QUEUE_FULL"].includes(code) ||
    code.startsWith("SQLITE_BUSY")
  )
    return { kind: "timeout", code };
  return null;
}
