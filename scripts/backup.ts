import path from "node:path";
import { BackupError, backupDatabase } from "../app/.server/db/backup.server";
import { loadEnvOrExit, parseCommandLine } from "./cli";

// npm run db:backup [-- --out FILE]
// SQLite: an online copy (VACUUM INTO) taken while the server keeps serving, checked with
// PRAGMA integrity_check. PostgreSQL: pg_dump --format=custom (pg_dump must be on PATH).
// Without --out: data/backups/vitrine-<time>.sqlite (or .dump).
const { values: args } = parseCommandLine({
  usage: "Usage: npm run db:backup -- [--out FILE]",
  options: { out: { type: "string" } },
});
const env = loadEnvOrExit();
const sqlite = env.DATABASE_URL.startsWith("file:");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out =
  args.out ?? path.join(env.DATA_DIR, "backups", `vitrine-${stamp}.${sqlite ? "sqlite" : "dump"}`);

const started = performance.now();
try {
  const result = await backupDatabase(env.DATABASE_URL, out);
  const ms = Math.round(performance.now() - started);
  console.log(
    `Backed up the ${result.kind === "sqlite" ? "SQLite" : "PostgreSQL"} database to ${result.file} (${Math.round(result.bytes / 1024)} KB, ${ms} ms, verified).`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
