import type { PostgresPool, PostgresPoolClient } from "kysely";
import pg from "pg";

// On PostgreSQL, each statement has a deadline (statement_timeout, lock_timeout,
// sent by node-postgres as start-up parameters of every pooled connection), the wait for a
// connection has one (connectionTimeoutMillis), and the queue of requests waiting for a connection
// has a length: past it a query fails at once instead of holding its request's memory for the
// whole wait. node-postgres names neither of its own waits with a code, so they are given one
// here for databaseFault (faults.server.ts).

export interface PostgresLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  /** Wait for a pooled connection (or for a new one to open), in ms. */
  connectionTimeoutMs: number;
  /** Queries waiting for a connection at once; past it the next fails at once. */
  maxWaiting: number;
  /** Connections in the pool. */
  poolSize: number;
}

/** The error a query gets when no connection could be had in time or the queue is full. */
export class PoolWaitError extends Error {
  constructor(
    /** `POOL_QUEUE_FULL`, `POOL_TIMEOUT` (no connection freed in time) or `CONNECT_TIMEOUT`. */
    readonly code: "POOL_QUEUE_FULL" | "POOL_TIMEOUT" | "CONNECT_TIMEOUT",
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "PoolWaitError";
  }
}

/** The pool itself (for its counts) and the bounded face Kysely's dialect is given. */
export function createBoundedPool(
  url: string,
  limits: PostgresLimits,
): { pool: pg.Pool; bounded: PostgresPool } {
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    // 0 is not sent: the server's own setting applies.
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
  });
  const bounded: PostgresPool = {
    async connect(): Promise<PostgresPoolClient> {
      if (pool.waitingCount >= limits.maxWaiting) {
        throw new PoolWaitError(
          "POOL_QUEUE_FULL",
          `${pool.waitingCount} queries already wait for a database connection`,
        );
      }
      try {
        return await pool.connect();
      } catch (error) {
        throw named(error);
      }
    },
    end: () => pool.end(),
  };
  return { pool, bounded };
}

/** node-postgres's two timeouts, which carry no code, as PoolWaitErrors. */
function named(error: unknown): unknown {
  if (!(error instanceof Error) || "code" in error) return error;
  if (error.message === "timeout exceeded when trying to connect") {
    return new PoolWaitError("POOL_TIMEOUT", "no database connection was free in time", {
      cause: error,
    });
  }
  if (error.message.includes("due to connection timeout")) {
    return new PoolWaitError("CONNECT_TIMEOUT", "the database did not answer in time", {
      cause: error,
    });
  }
  return error;
}
