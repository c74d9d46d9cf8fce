import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { databaseFault } from "../app/.server/db/faults.server";
import { closeDb, getDb, migrateToLatest } from "../app/.server/db/kysely";
import { seedDemo } from "../app/.server/db/seed/seed.server";
import { startBackgroundJobs } from "../app/.server/jobs/background.server";
import { getLogger } from "../app/.server/logger";
import { createApp } from "../server/app";
import { createShutdown } from "../server/shutdown";
import { loadEnvOrExit } from "./cli";
import { describeDatabase, waitForDatabase } from "./wait-for-database";

// npm start: wait for the database, migrate, seed an empty database, build if there is no build,
// serve.
const env = loadEnvOrExit();
const log = getLogger();
const buildDir = path.resolve("build");
const serverEntry = path.join(buildDir, "server", "index.js");

/** Ends the start with one line saying why: no stack trace, which would only hide it. */
function exitWith(reason: string): never {
  log.error(reason);
  process.exit(1);
}

if (!process.env.BETTER_AUTH_SECRET && !env.DATABASE_URL.startsWith("file:")) {
  log.warn(
    `BETTER_AUTH_SECRET is not set: using the one generated in ${env.DATA_DIR}. Instances on other machines sharing this database must be given the same BETTER_AUTH_SECRET.`,
  );
}

// The database first: a start before the database waits for it, then ends
// with one line, not a stack trace, if it never comes.
const db = getDb();
const where = describeDatabase(env.DATABASE_URL);
const reached = await waitForDatabase(db, {
  waitS: env.DB_STARTUP_WAIT_S,
  where,
  log: (line) => log.warn(line),
});
if (!reached.ok) exitWith(reached.reason);
if (reached.tries > 1) log.info(`database ${where} reachable after ${reached.tries} tries`);
try {
  const applied = await migrateToLatest(db);
  if (applied.length) log.info({ applied }, "Applied migrations.");
  if (await seedDemo(db)) log.info("Seeded the demo catalogue.");
} catch (error) {
  // The database went away (or timed out) between the wait and here: the same one-line end.
  const fault = databaseFault(error);
  if (!fault) throw error;
  exitWith(`database ${where} failed during start-up (${fault.code}): ${(error as Error).message}`);
}

if (!existsSync(serverEntry)) {
  log.info("No build found: building.");
  const result = spawnSync(
    process.execPath,
    [path.resolve("node_modules/@react-router/dev/bin.js"), "build"],
    {
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const server = createApp(buildDir, build).listen(env.PORT, env.HOST, () => {
  log.info(`Vitrine listening on ${env.BASE_URL} (port ${env.PORT})`);
});

// After the migrations: the jobs read tables they create.
const stopBackgroundJobs = startBackgroundJobs();

// The jobs stop first (a send in hand finishes), then the database closes.
const shutdown = createShutdown(server, async () => {
  await stopBackgroundJobs();
  await closeDb();
});
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    log.info(`${signal}: finishing in-flight requests.`);
    shutdown();
  });
}
