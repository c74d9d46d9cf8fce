import { BackupError, restoreDatabase } from "../app/.server/db/backup.server";
import { loadEnvOrExit, parseCommandLine } from "./cli";

// npm run db:restore -- FILE
// Replaces the database DATABASE_URL names with a backup made by db:backup. Stop the server
// first: on SQLite the restore refuses while another process has the database open, and keeps
// the replaced file as <database>.before-restore-<time>. PostgreSQL: pg_restore --clean in one
// transaction (stop every instance; take a backup first if the current data may be needed).
const { positionals } = parseCommandLine({
  usage: "Usage: npm run db:restore -- FILE",
  options: {},
  positionals: { min: 1, max: 1 },
});
// One argument: parseCommandLine refused the command line otherwise.
const file = positionals[0]!;
const env = loadEnvOrExit();
try {
  const { kept } = await restoreDatabase(env.DATABASE_URL, file);
  console.log(`Restored the database from ${file}.`);
  if (kept) console.log(`The replaced database was kept as ${kept}.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
