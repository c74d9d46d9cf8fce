import { closeDb, getDb, migrateToLatest } from "../app/.server/db/kysely";
import { loadEnvOrExit } from "./cli";

loadEnvOrExit();
const applied = await migrateToLatest(getDb());
console.log(
  applied.length ? `Applied migrations: ${applied.join(", ")}` : "Database is up to date.",
);
await closeDb();
