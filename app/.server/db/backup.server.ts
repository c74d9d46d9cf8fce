import { spawn } from "node:child_process";
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";

// `npm run db:backup` / `npm run db:restore` (scripts/backup.ts, restore.ts).
// SQLite: an online copy with VACUUM INTO (one read transaction: a consistent snapshot that never
// blocks the server's writers), checked with PRAGMA integrity_check before it takes its name.
// PostgreSQL: pg_dump's custom format and pg_restore, which must be on PATH.

/** An expected failure, worded for the person at the terminal. */
export class BackupError extends Error {}

export interface BackupResult {
  kind: "sqlite" | "postgres";
  file: string;
  bytes: number;
}

const isSqliteUrl = (url: string) => url.startsWith("file:");
const sqlitePath = (url: string) => path.resolve(url.slice("file:".length));

/** Writes a verified backup of the database at `url` to `out` (refused if `out` exists). */
export async function backupDatabase(url: string, out: string): Promise<BackupResult> {
  const file = path.resolve(out);
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another --out.`);
  // Written beside the target and renamed when verified: `out` is either whole or absent.
  const temp = `${file}.partial-${process.pid}`;
  mkdirSync(path.dirname(file), { recursive: true });
  rmSync(temp, { force: true });
  try {
    if (isSqliteUrl(url)) backupSqlite(sqlitePath(url), temp);
    else await backupPostgres(url, temp);
    fsyncFile(temp);
    renameSync(temp, file);
    fsyncDir(path.dirname(file));
  } finally {
    rmSync(temp, { force: true });
  }
  return { kind: isSqliteUrl(url) ? "sqlite" : "postgres", file, bytes: statSync(file).size };
}

/**
 * Replaces the database at `url` with the backup in `file`. SQLite: refused while another process
 * (a running server) has the database open; the replaced file is kept beside it and its name
 * returned. PostgreSQL: pg_restore --clean in one transaction.
 */
export async function restoreDatabase(url: string, file: string): Promise<{ kept?: string }> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const format = fileFormat(source);
  if (isSqliteUrl(url)) {
    if (format !== "sqlite")
      throw new BackupError(`${source} is not a SQLite backup (DATABASE_URL is a SQLite file).`);
    return restoreSqlite(source, sqlitePath(url));
  }
  if (format !== "pg_dump")
    throw new BackupError(
      `${source} is not a pg_dump custom-format backup (DATABASE_URL is PostgreSQL).`,
    );
  await restorePostgres(url, source);
  return {};
}

function fileFormat(file: string): "sqlite" | "pg_dump" | "unknown" {
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return "sqlite";
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "pg_dump";
  return "unknown";
}

/** Throws unless the SQLite file is intact and holds a Vitrine schema. */
export function checkSqliteFile(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new BackupError(`${file} failed integrity_check: ${String(result)}`);
    const migrations = db
      .prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!migrations) throw new BackupError(`${file} is not a Vitrine database (no migrations).`);
  } finally {
    db.close();
  }
}

function backupSqlite(file: string, temp: string) {
  if (!existsSync(file)) throw new BackupError(`There is no database at ${file}.`);
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("VACUUM INTO ?").run(temp);
  } finally {
    db.close();
  }
  checkSqliteFile(temp);
}

function restoreSqlite(source: string, target: string): { kept?: string } {
  checkSqliteFile(source);
  const temp = `${target}.restore-${process.pid}`;
  let kept: string | undefined;
  let current: SQLite.Database | undefined;
  try {
    copyFileSync(source, temp);
    fsyncFile(temp);
    if (existsSync(target)) {
      current = new SQLite(target, { fileMustExist: true });
      current.pragma("busy_timeout = 0");
      // Leaving WAL needs every other connection closed: a running server keeps one open.
      try {
        current.pragma("journal_mode = DELETE");
      } catch (error) {
        if ((error as { code?: string }).code === "SQLITE_BUSY") {
          throw new BackupError(
            `${target} is in use (is the server running?). Stop the server, then restore.`,
          );
        }
        throw error;
      }
      // Held until the new file is in place: nobody writes to the old one meanwhile.
      current.exec("BEGIN EXCLUSIVE");
      kept = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      copyFileSync(target, kept);
      fsyncFile(kept);
    }
    // A WAL or journal left beside the new file would be replayed into it: remove them first.
    for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(target + suffix, { force: true });
    renameSync(temp, target);
    fsyncDir(path.dirname(target));
  } finally {
    current?.close();
    rmSync(temp, { force: true });
  }
  return { kept };
}

/** libpq connection settings without the password, which travels in PGPASSWORD (not in `ps`). */
function pgConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${command} was not found on PATH. Install the PostgreSQL client tools of the server's major version (Debian: apt install postgresql-client), or use your provider's backups.`,
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${command} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

async function backupPostgres(url: string, temp: string) {
  const { dbname, env } = pgConnection(url);
  await run("pg_dump", ["--format=custom", "--no-password", `--file=${temp}`, dbname], env);
  await checkPgDump(temp);
}

/** pg_restore reads the archive's table of contents: a truncated or foreign file fails here. */
async function checkPgDump(file: string) {
  const list = await run("pg_restore", ["--list", file], process.env);
  if (!/TABLE DATA \S+ kysely_migration /.test(list))
    throw new BackupError(`${file} is not a Vitrine database dump (no migrations).`);
}

async function catalogueVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number }>(
      "select version from catalogue_version where id = 1",
    );
    return Number(rows[0]?.version ?? 0);
  } catch {
    return 0; // an empty database: nothing cached anywhere
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, source: string) {
  await checkPgDump(source);
  const before = await catalogueVersion(url);
  const { dbname, env } = pgConnection(url);
  // One transaction: on any error nothing changes; --clean drops what the dump recreates.
  await run(
    "pg_restore",
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-acl",
      "--single-transaction",
      "--exit-on-error",
      "--no-password",
      `--dbname=${dbname}`,
      source,
    ],
    env,
  );
  // The restored version number may be one a running instance has cached pages under: move past
  // both, so every instance renders the restored catalogue afresh.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "update catalogue_version set version = greatest(version, $1::bigint) + 1 where id = 1",
      [before],
    );
  } finally {
    await client.end();
  }
}

function fsyncFile(file: string) {
  const fd = openSync(file, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A rename is durable once its directory is on disk. */
function fsyncDir(dir: string) {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
