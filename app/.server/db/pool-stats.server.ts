// The connection pool's figures for /metrics (server/metrics.ts), read at scrape
// time. A module with no imports, so kysely.ts can register its pool without a cycle
// (metrics reads the database through kysely.ts). Kept on globalThis like the database itself:
// the server entry and the React Router build each bundle a copy of this module.

/** A pool's connections: open, of which idle, and the queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const key = Symbol.for("vitrine.db.poolStats");
type Holder = { [key]?: WeakMap<object, () => PoolStats> };

function readers(): WeakMap<object, () => PoolStats> {
  const holder = globalThis as Holder;
  holder[key] ??= new WeakMap();
  return holder[key];
}

/**
 * Registers how to read `db`'s pool (PostgreSQL: pg.Pool's totalCount, idleCount, waitingCount).
 * Keyed by the database object, so a test's throwaway database never stands in for the process's.
 */
export function registerPoolStats(db: object, read: () => PoolStats): void {
  readers().set(db, read);
}

/** The pool's figures now, or undefined for a database that registered none (SQLite). */
export function poolStatsOf(db: object): PoolStats | undefined {
  return readers().get(db)?.();
}
