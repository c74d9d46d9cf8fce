// How a database reads its catalogue version without a query through Kysely.
// A module with no imports, like pool-stats.server.ts, so kysely.ts can register a reader without
// a cycle; kept on globalThis, as the server entry and the React Router build each bundle a copy.

const key = Symbol.for("vitrine.db.versionReader");
type Holder = { [key]?: WeakMap<object, () => number> };

function readers(): WeakMap<object, () => number> {
  const holder = globalThis as Holder;
  holder[key] ??= new WeakMap();
  return holder[key];
}

/**
 * Registers a synchronous reader of `db`'s catalogue version (SQLite: a read-only connection of
 * its own). Keyed by the database object, so a test's throwaway database never stands in for the
 * process's, and a transaction (another object) reads through itself, seeing its own writes.
 */
export function registerVersionReader(db: object, read: () => number): void {
  readers().set(db, read);
}

/** The reader `db` registered, or undefined (PostgreSQL, a transaction). */
export function versionReaderOf(db: object): (() => number) | undefined {
  return readers().get(db);
}
