import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type TransactionSettings,
} from "kysely";

// Every wait for SQLite's write lock is bounded, and none of it blocks the
// process. better-sqlite3 is synchronous: SQLite's own busy_timeout sleeps inside the call, so
// behind another process's 20 s write lock the whole server (cached pages, /healthz) froze for
// the timeout on every write. Here busy_timeout is 0 and a statement refused with SQLITE_BUSY is
// tried again after an asynchronous pause, with the connection released meanwhile, so reads
// (which WAL never makes wait for a writer) and cached pages go on; past the deadline, or when
// too many statements already wait, the SQLITE_BUSY error is thrown, which databaseFault names a
// "timeout". Transactions begin IMMEDIATE (as Rails 7.1 does for the same reason): the lock is
// taken, and waited for, at BEGIN, outside the transaction, and a transaction never fails half
// way with SQLITE_BUSY_SNAPSHOT when upgrading a read to a write.

export interface SqliteWaitLimits {
  /** How long a statement may keep trying for the write lock, in ms. */
  deadlineMs: number;
  /** Statements waiting at once; past it the next one fails at once. */
  maxWaiting: number;
}

/**
 * A query's parameters as better-sqlite3 binds them: it refuses booleans, which SQLite stores as
 * 1 and 0 anyway. Done here, on the compiled query's flat list, instead of by a Kysely plugin that
 * copied every query's tree to find them (about 0.1 ms of a store page's CPU).
 */
export function bindable(parameters: readonly unknown[]): unknown[] {
  for (const value of parameters) {
    if (typeof value === "boolean") return parameters.map((v) => (typeof v === "boolean" ? +v : v));
  }
  return parameters as unknown[];
}

/**
 * Begins the SQL of a query whose rows the caller reads as arrays of its columns' values, in
 * order (./rows-as-arrays.server.ts): better-sqlite3 builds an object per row several times slower
 * (1,000 rows of two numbers: 1.1 ms as objects, 0.45 as arrays). The statement kept for the
 * marked text is always read this way.
 */
export const ROWS_AS_ARRAYS = "/* rows as arrays */ ";

/** Pauses between tries, in ms: short first (most locks are a few ms), then every 100 ms. */
const BACKOFF_MS = [2, 5, 10, 20, 50, 100];

/** A Kysely dialect for better-sqlite3 whose waits for another writer are bounded and async. */
export class BoundedSqliteDialect extends SqliteDialect {
  readonly #sqlite: SQLite.Database;
  readonly #database: SqliteDatabase;
  readonly #limits: SqliteWaitLimits;

  constructor(sqlite: SQLite.Database, database: SqliteDatabase, limits: SqliteWaitLimits) {
    super({ database });
    this.#sqlite = sqlite;
    this.#database = database;
    this.#limits = limits;
  }

  override createDriver(): Driver {
    return new BoundedSqliteDriver(this.#sqlite, this.#database, this.#limits);
  }
}

/**
 * Prepared statements kept, by SQL text: preparing parses and plans the SQL again on every call
 * (10-30 µs for a store page's statements, six to ten of them a page). SQLite prepares a kept
 * statement again by itself when the schema changes (tested).
 */
const STATEMENTS_KEPT = 256;

type Statement = ReturnType<SqliteDatabase["prepare"]>;

/** The most recently used statements, up to `size` (a Map keeps insertion order). */
class StatementCache {
  readonly #kept = new Map<string, Statement>();

  constructor(private readonly size: number) {}

  get(database: SqliteDatabase, sql: string): Statement {
    let statement = this.#kept.get(sql);
    if (statement) {
      this.#kept.delete(sql);
    } else {
      statement = database.prepare(sql);
      if (this.#kept.size >= this.size) this.#kept.delete(this.#kept.keys().next().value!);
    }
    this.#kept.set(sql, statement);
    return statement;
  }

  forget(sql: string): void {
    this.#kept.delete(sql);
  }
}

/** SQLite's one connection, handed to one user at a time (as Kysely's own SqliteDriver does). */
class Mutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

class BoundedSqliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: BoundedSqliteConnection;
  readonly #database: SqliteDatabase;
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database, database: SqliteDatabase, limits: SqliteWaitLimits) {
    this.#database = database;
    this.#sqlite = sqlite;
    this.#connection = new BoundedSqliteConnection(sqlite, database, limits, this.#mutex);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    // SQLite may have rolled the transaction back itself (SQLITE_FULL, SQLITE_IOERR): a ROLLBACK
    // then fails with "no transaction is active", and Kysely would throw that instead of the cause.
    if (!this.#sqlite.inTransaction) return;
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    this.#database.close();
  }
}

class BoundedSqliteConnection implements DatabaseConnection {
  #waiting = 0;
  private readonly statements = new StatementCache(STATEMENTS_KEPT);

  constructor(
    private readonly sqlite: SQLite.Database,
    private readonly database: SqliteDatabase,
    private readonly limits: SqliteWaitLimits,
    private readonly mutex: Mutex,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + this.limits.deadlineMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return this.run<R>(query);
      } catch (error) {
        // Inside a transaction the connection cannot be lent to others (their statements would
        // join the transaction), and after BEGIN IMMEDIATE nothing in it waits for the lock.
        if (!isBusy(error) || this.sqlite.inTransaction) throw error;
        const pause = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)] ?? 100;
        if (Date.now() + pause > deadline || this.#waiting >= this.limits.maxWaiting) throw error;
        this.#waiting++;
        this.mutex.unlock();
        try {
          await new Promise((resolve) => setTimeout(resolve, pause));
        } finally {
          // Kysely releases the connection after the query, so it must be held again by then.
          await this.mutex.lock();
          this.#waiting--;
        }
      }
    }
  }

  private run<R>(query: CompiledQuery): QueryResult<R> {
    const statement = this.statements.get(this.database, query.sql);
    const parameters = bindable(query.parameters);
    try {
      if (statement.reader) {
        if (query.sql.startsWith(ROWS_AS_ARRAYS))
          // Kysely's statement type leaves out better-sqlite3's raw(), which the object has.
          return {
            rows: (statement as unknown as SQLite.Statement).raw(true).all(parameters) as R[],
          };
        return { rows: statement.all(parameters) as R[] };
      }
      const { changes, lastInsertRowid } = statement.run(parameters);
      return {
        numAffectedRows: changes == null ? undefined : BigInt(changes),
        insertId: lastInsertRowid == null ? undefined : BigInt(lastInsertRowid),
        rows: [],
      };
    } catch (error) {
      // A statement that failed (a dropped table, a full disk) is prepared afresh next time.
      this.statements.forget(query.sql);
      throw error;
    }
  }

  // eslint-disable-next-line require-yield -- streaming is not used; Kysely's interface wants it
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming is not supported on SQLite here");
  }
}
