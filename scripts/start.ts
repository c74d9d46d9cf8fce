import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { closeDb, getDb, migrateToLatest } from "../app/.server/db/kysely";
import { seedDemo } from "../app/.server/db/seed/seed.server";
import { getLogger } from "../app/.server/logger";
import { createApp } from "../server/app";
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

const db = getDb();
const applied = await migrateToLatest(db);
if (applied.length) log.info({ applied }, "Applied migrations.");
if (await seedDemo(db)) log.info("Seeded the demo catalogue.");

const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
const server = createApp(buildDir, build).listen(env.PORT, env.HOST, () => {
  log.info(`Vitrine listening on ${env.BASE_URL} (port ${env.PORT})`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: finishing in-flight requests.`);
  // Stop accepting, let in-flight requests finish, then close the database.
  server.close(() => {
    void closeDb().then(() => process.exit(0));
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
