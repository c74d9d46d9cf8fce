import { AsyncLocalStorage } from "node:async_hooks";
import { getLogger } from "../logger";

// What went wrong below the app, named once, so every layer answers it the same way
// (docs/decisions/063-answering-database-faults.md): a page 503 with Retry-After, the API's
// `unavailable` error, an admin write's message in the admin's language, a 507 for a full disk,
// and one log line with the real cause.

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
 * those stay what they were).
 */
export function databaseFault(error: unknown): DatabaseFault | null {
  const code = (error as { code?: unknown } | null)?.code;
  // node-postgres names a connection the server (or the network) ended under a query by its
  // message alone; and Kysely's ROLLBACK on that connection, which then replaces the query's own
  // error, with "…is not queryable".
  if (
    code === undefined &&
    error instanceof Error &&
    /^Connection terminated|connection error and is not queryable/.test(error.message)
  )
    return { kind: "unavailable", code: "CONNECTION_TERMINATED" };
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

type FaultListener = (fault: DatabaseFault) => void;

// One state per process, whichever bundle asks first: the server entry (server/app.ts) and the
// React Router build (loaders, actions, entry.server.tsx) each hold a copy of this module, and a
// fault reported in one must reach the request scope and the metrics of the other.
interface FaultState {
  scope: AsyncLocalStorage<{ fault: DatabaseFault | null }>;
  listeners: FaultListener[];
  reported: WeakSet<object>;
  /** When each driver code was last logged, and how many reports since went unlogged. */
  logged: Map<string, { at: number; quiet: number }>;
}
const key = Symbol.for("vitrine.faults");
type Holder = { [key]?: FaultState };
function state(): FaultState {
  const holder = globalThis as Holder;
  holder[key] ??= {
    scope: new AsyncLocalStorage(),
    listeners: [],
    reported: new WeakSet(),
    logged: new Map(),
  };
  return holder[key];
}

/** Called for every fault reported (the server's metrics count them by kind). */
export function onDatabaseFault(listener: FaultListener): void {
  state().listeners.push(listener);
}

/**
 * Runs one request's work and tells what fault, if any, was reported while it ran: React Router
 * catches a loader's error and renders the error page (a 500); the server then answers the fault
 * instead (server/app.ts).
 */
export async function withFaultScope<T>(
  run: () => Promise<T>,
): Promise<{ value: T; fault: DatabaseFault | null }> {
  const store = { fault: null as DatabaseFault | null };
  const value = await state().scope.run(store, run);
  return { value, fault: store.fault };
}

/** A fault's log line at most this often per driver code: an outage is not a line per request. */
const LOG_EVERY_MS = 10_000;

/**
 * The fault `error` is, reported: noted on the request being answered, counted, and logged with
 * its real cause (the driver's code) at `warn`, not as a failed request; the same error once, the
 * same code at most every ten seconds (with the number of reports in between). Null, and nothing
 * done, for any other error.
 */
export function reportDatabaseFault(
  error: unknown,
  context: Record<string, unknown> = {},
  now = Date.now(),
): DatabaseFault | null {
  const fault = databaseFault(error);
  if (!fault) return null;
  const { scope, listeners, reported, logged } = state();
  const store = scope.getStore();
  if (store) store.fault = fault;
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return fault;
    reported.add(error);
  }
  for (const listener of listeners) listener(fault);
  const last = logged.get(fault.code);
  if (last && now - last.at < LOG_EVERY_MS) {
    last.quiet += 1;
    return fault;
  }
  logged.set(fault.code, { at: now, quiet: 0 });
  getLogger().warn(
    {
      ...context,
      fault: fault.kind,
      code: fault.code,
      cause: (error as Error).message,
      ...(last?.quiet ? { unloggedSince: last.quiet } : {}),
    },
    "database fault",
  );
  return fault;
}

/** How long a client is asked to wait before trying again (Retry-After, seconds). */
export const RETRY_AFTER_S = 30;
