import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { createApiToken } from "../../app/.server/auth/tokens.server";
import { createAdmin } from "../../app/.server/auth/admins.server";
import { createDb, migrateToLatest } from "../../app/.server/db/kysely";
import { seedDemo } from "../../app/.server/db/seed/seed.server";
import { ask, type Answer } from "./faults-report";
import { startScriptNodeFlags } from "../measured-server";

// npm run faults: what the scenarios share — ports, the clean-up stack, the production server as
// a child process whose output is kept, and the demo data with an administrator's API token.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A random high port nothing listens on (checked by listening on it once). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 40_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

// --- Clean-up: everything started is stopped, in reverse order, whatever happens ----------------

const stack: { label: string; run: () => Promise<void> | void }[] = [];

/** Registers a clean-up; `unwindTo` (or an interrupt) runs it. */
export function defer(label: string, run: () => Promise<void> | void): void {
  stack.push({ label, run });
}

export const cleanupMark = () => stack.length;

/** Runs the clean-ups registered after `mark`, newest first; a failing one is reported, not fatal. */
export async function unwindTo(mark: number): Promise<void> {
  while (stack.length > mark) {
    const { label, run } = stack.pop()!;
    try {
      await run();
    } catch (error) {
      console.log(`  (clean-up "${label}" failed: ${(error as Error).message})`);
    }
  }
}

// --- The production server ----------------------------------------------------------------------

export const AUTH_SECRET = randomBytes(32).toString("hex");

export interface App {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** Everything it wrote (stdout and stderr), line by line. */
  output: string[];
  exited: Promise<number | null>;
}

/** Starts `node build/start.js` as `npm start` does, on 127.0.0.1; does not wait for it. */
export function spawnApp(url: string, port: number, env: Record<string, string> = {}): App {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...startScriptNodeFlags(), "build/start.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      BASE_URL: base,
      LOG_LEVEL: "warn",
      BETTER_AUTH_SECRET: AUTH_SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const app: App = { child, pid: child.pid ?? 0, port, base, output, exited };
  defer(`stop the app on port ${port}`, () => stopApp(app));
  return app;
}

/** True once /healthz answers 200; false if the process ends or `timeoutMs` passes first. */
export async function waitHealthy(app: App, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && app.child.exitCode === null) {
    if ((await ask(`${app.base}/healthz`, { timeoutMs: 2000 })).status === 200) return true;
    await sleep(200);
  }
  return false;
}

export async function startApp(
  url: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<App> {
  const app = spawnApp(url, port ?? (await freePort()), env);
  if (!(await waitHealthy(app, 120_000))) {
    throw new Error(`the app did not start:\n    ${app.output.slice(-8).join("\n    ")}`);
  }
  return app;
}

/** SIGTERM, then SIGKILL after 15 s. */
export async function stopApp(app: App): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGTERM");
  const timer = setTimeout(() => app.child.kill("SIGKILL"), 15_000);
  await app.exited;
  clearTimeout(timer);
}

// --- Data ------------------------------------------------------------------------------------------

export interface Seeded {
  token: string;
  productIds: number[];
}

/**
 * Migrates and seeds the demo catalogue (what build/start.js does to an empty database), and
 * makes an administrator with an API token, as tools/bench/soak.ts does.
 */
export async function seedWithToken(url: string): Promise<Seeded> {
  const db = createDb(url);
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const created = await createAdmin(db, {
      email: `faults-${randomBytes(4).toString("hex")}@example.test`,
      password: randomBytes(18).toString("base64url"),
      first_name: "Fault",
      last_name: "Suite",
    });
    if (!created.ok) throw new Error(`could not create the administrator: ${created.error}`);
    const { token } = await createApiToken(db, created.admin.id, "faults");
    const rows = await db.selectFrom("product").select("id").orderBy("id").execute();
    return { token, productIds: rows.map((r) => r.id) };
  } finally {
    await db.destroy();
  }
}

/** What the administrator was told was saved: product id → name and price. */
export type Acknowledged = Map<number, { name: string; price: string }>;

/** POST /api/products with the token: a new product of a unique name, remembered if 201. */
export async function createProduct(
  base: string,
  token: string,
  acknowledged: Acknowledged,
  timeoutMs = 20_000,
): Promise<Answer> {
  const name = `Falha ${randomBytes(5).toString("hex")}`;
  const price = (10 + Math.random() * 500).toFixed(2);
  const answer = await ask(`${base}/api/products`, {
    method: "POST",
    timeoutMs,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    body: JSON.stringify({ name, price, brand: "tramontina", category: 1 }),
  });
  if (answer.status === 201) {
    const id = (JSON.parse(answer.text) as { id?: number }).id;
    if (id) acknowledged.set(id, { name, price });
  }
  return answer;
}

/** How many acknowledged products the database does not hold as acknowledged. */
export async function lostProducts(url: string, acknowledged: Acknowledged): Promise<number> {
  if (!acknowledged.size) return 0;
  const db = createDb(url);
  try {
    const rows = await db
      .selectFrom("product")
      .select(["id", "name", "price_cents"])
      .where("id", "in", [...acknowledged.keys()])
      .execute();
    const held = new Map(rows.map((r) => [r.id, r]));
    let lost = 0;
    for (const [id, { name, price }] of acknowledged) {
      const row = held.get(id);
      if (!row || row.name !== name || row.price_cents !== Math.round(Number(price) * 100)) lost++;
    }
    return lost;
  } finally {
    await db.destroy();
  }
}
