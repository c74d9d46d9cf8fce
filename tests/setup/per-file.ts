import { afterAll } from "vitest";

// Test files that share their worker's modules (vite.config.ts, project "shared") run one after
// another in one process. What a file's fixtures put in the process (tests/fixtures/auth.ts sets
// DATABASE_URL, BASE_URL and the secret and installs its database as the process's) is taken
// back when the file ends, so the next file starts as the first did.

const started = { ...process.env };

/** Process-wide holders whose value belongs to one file: its database, its environment read. */
const PER_FILE = ["vitrine.db", "vitrine.env", "vitrine.lastKnownStoreProfile"].map((name) =>
  Symbol.for(name),
);

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in started)) delete process.env[name];
  Object.assign(process.env, started);
  const holders = globalThis as Record<symbol, unknown>;
  for (const key of PER_FILE) delete holders[key];
});
