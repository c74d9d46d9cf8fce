import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { closeDb, getDb, migrateToLatest } from "../app/.server/db/kysely";
import { seedDemo } from "../app/.server/db/seed/seed.server";
import { startBackgroundJobs } from "../app/.server/jobs/background.server";
import { getLogger } from "../app/.server/logger";
import { createApp } from "../server/app";
import { createShutdown } from "../server/shutdown";
import { loadEnvOrExit } from "./cli";

// npm start: build if there is no build, migrate, seed an empty database, serve.
const env = loadEnvOrExit();
const log = getLogger();
const buildDir = path.resolve("build");
const serverEntry = path.join(buildDir, "server", "index.js");

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

if (!process.env.BETTER_AUTH_SECRET && !env.DATABASE_URL.startsWith("file:")) {
  log.warn(
    `BETTER_AUTH_SECRET is not set: using the one generated in ${env.DATA_DIR}. Instances on other machines sharing this database must be given the same BETTER_AUTH_SECRET.`,
  );
}

const db = getDb();
const applied = await migrateToLatest(db);
if (applied.length) log.info({ applied }, "Applied migrations.");
if (await seedDemo(db)) log.info("Seeded the demo catalogue.");

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
