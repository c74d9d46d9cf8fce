import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from "kysely";
import pg from "pg";
import { getEnv } from "../env";
import { migrations } from "./migrations";
import type { Database } from "./schema";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";

export type Db = Kysely<Database>;
export type DbKind = "sqlite" | "postgres";

// COUNT(*) and BIGINT arrive as strings from node-postgres; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens a database from a `file:PATH` or `postgres://` URL. */
export function createDb(url: string): Db {
  if (url.startsWith("file:")) {
    const file = path.resolve(url.slice("file:".length));
    mkdirSync(path.dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    // FULL: a commit is on disk before it is acknowledged, even across power loss.
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    // 16 MB of pages (the default is 2 MB): at 100,000 products the list and search indexes a
    // page reads stay in the process instead of being read from the file on every request.
    sqlite.pragma("cache_size = -16000");
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new SqliteBooleanPlugin()],
    });
  }
  // A database that does not answer fails a request (and /healthz) in 5 s instead of hanging it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server ends (restart, failover, a dropped test database) is discarded
  // by the pool and the next query opens a new one; unhandled, the event would end the process.
  pool.on("error", (error) => {
    process.emitWarning(`PostgreSQL idle connection closed: ${error.message}`);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
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

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
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
  holder[key] ??= createDb(getEnv().DATABASE_URL);
  return holder[key];
}

export async function closeDb(): Promise<void> {
  const holder = globalThis as Holder;
  const db = holder[key];
  delete holder[key];
  await db?.destroy();
}
