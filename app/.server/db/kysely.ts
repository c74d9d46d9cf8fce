import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql, type SqliteDatabase } from "kysely";
import pg from "pg";
import { getEnv, type Env } from "../env";
import { createBoundedPool } from "./bounded-pool";
import { BoundedSqliteDialect } from "./bounded-sqlite";
import { registerPoolStats } from "./pool-stats.server";
import { registerVersionReader } from "./version-reader.server";
import { migrations } from "./migrations";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
export type DbKind = "sqlite" | "postgres";

// COUNT(*) and BIGINT arrive as strings from node-postgres; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * The bounds on every wait for the database (docs/operations.md#faults): the
 * defaults are the environment's (app/.server/env.ts), so tests and scripts opening a database of
 * their own get the same bounds as the server.
 */
export interface DbLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  connectionTimeoutMs: number;
  maxWaiting: number;
}

export const DEFAULT_DB_LIMITS: DbLimits = {
  statementTimeoutMs: 5_000,
  lockTimeoutMs: 3_000,
  connectionTimeoutMs: 2_000,
  maxWaiting: 400,
};

export function dbLimitsFromEnv(env: Env): DbLimits {
  return {
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS,
    connectionTimeoutMs: env.DB_CONNECTION_TIMEOUT_MS,
    maxWaiting: env.DB_MAX_WAITING,
  };
}

/** Opens a database from a `file:PATH` or `postgres://` URL. */
export function createDb(url: string, limits: DbLimits = DEFAULT_DB_LIMITS): Db {
  if (url.startsWith("file:")) {
    const file = path.resolve(url.slice("file:".length));
    mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    // FULL: a commit is on disk before it is acknowledged, even across power loss.
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    // 0: SQLite's own wait would block the event loop; BoundedSqliteDialect waits asynchronously.
    sqlite.pragma("busy_timeout = 0");
    // 16 MB of pages (the default is 2 MB): at 100,000 products the list and search indexes a
    // page reads stay in the process instead of being read from the file on every request.
    sqlite.pragma("cache_size = -16000");
    const versions = versionReader(file);
    const db = new Kysely<Database>({
      dialect: new BoundedSqliteDialect(sqlite, withStatementCache(sqlite, versions.close), {
        deadlineMs: limits.statementTimeoutMs,
        maxWaiting: limits.maxWaiting,
      }),
    });
    registerVersionReader(db, versions.read);
    return db;
  }
  // A database that does not answer fails a request (and /healthz) within the connection timeout.
  const { pool, bounded } = createBoundedPool(url, { ...limits, poolSize: 10 });
  // An idle connection the server ends (restart, failover, a dropped test database) is discarded
  // by the pool and the next query opens a new one; unhandled, the event would end the process.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`);
  });
  // The same end under a query: the query fails with it (and is answered as a fault), but the
  // connection also emits it as an event, which the pool listens to only while the connection is
  // idle; unheard, it would end the process (seen when PostgreSQL stopped under load).
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: bounded }) });
  registerPoolStats(db, () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  return db;
}

/** Statements kept prepared per SQLite database (see withStatementCache). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite driver sees it, with its statements kept prepared by their SQL:
 * the driver prepares every query anew, which cost about a twentieth of an uncached page's CPU.
 * Reusing one is safe as the driver runs one query at a time on its one connection, and SQLite
 * prepares a kept statement again by itself after a schema change. Past STATEMENT_CACHE_SIZE
 * distinct texts (lists of ids of every length make many) the least recently used is dropped.
 */
function withStatementCache(sqlite: SQLite.Database, onClose: () => void): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      onClose();
      sqlite.close();
    },
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) {
        statements.delete(source);
      } else {
        statement = sqlite.prepare(source);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(source, statement);
      return statement;
    },
  };
}

export function dbKind(db: Db): DbKind {
  return db.getExecutor().adapter.constructor.name === "PostgresAdapter" ? "postgres" : "sqlite";
}

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } =
    dbKind(db) === "postgres"
      ? // A migration may rightly run longer than a page's statement deadline; lock_timeout
        // stays, so one stuck behind a transaction fails instead of queueing every reader
        // behind its own lock request. RESET brings back the connection's start-up setting.
        await db.connection().execute(async (connection) => {
          await sql`set statement_timeout = 0`.execute(connection);
          try {
            return await migrator(connection).migrateToLatest();
          } finally {
            await sql`reset statement_timeout`.execute(connection);
          }
        })
      : await migrator(db).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** The names of the migrations this build has that the database has not applied. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** True when the database answers a trivial query. */
export async function pingDb(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

const key = Symbol.for("vitrine.db");
type Holder = { [key]?: Db };

/**
 * The process's database. Kept on globalThis so the CLI/server entry (run by tsx) and the
 * bundled React Router build share one connection pool.
 */
export function getDb(): Db {
  const holder = globalThis as Holder;
  holder[key] ??= createDb(getEnv().DATABASE_URL, dbLimitsFromEnv(getEnv()));
  return holder[key];
}

export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const db = holder[key];
  delete holder[key];
  await db?.destroy();
}

/**
 * The catalogue's version read on a read-only connection of the file's own, prepared once and
 * answered synchronously. Every cached page asks it; through Kysely it waited
 * its turn on the one connection behind every render's queries and any transaction (an insights
 * flush, an administrator's write), and cost a query's building and compiling. In WAL mode a
 * reader sees the last commit without blocking or being blocked, so what it answers is what the
 * database holds. Opened at the first read (the file is migrated by then).
 */
function versionReader(file: string): { read: () => number; close: () => void } {
  let reader: SQLite.Database | undefined;
  let statement: SQLite.Statement<[], { version: number }> | undefined;
  return {
    read() {
      reader ??= new SQLite(file, { readonly: true, fileMustExist: true });
      statement ??= reader.prepare("select version from catalogue_version where id = 1");
      return statement.get()?.version ?? 0;
    },
    close: () => reader?.close(),
  };
}
