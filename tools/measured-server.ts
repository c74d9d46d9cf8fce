import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateToLatest, type Db } from "../app/.server/db/kysely";
import { seedDemo, seedGeneratedProducts } from "../app/.server/db/seed/seed.server";

// What `npm run bench`, its --soak mode and `npm run audit` share: the production build, a
// throwaway database, the production server and its memory.

/** Builds the app and the compiled server as `npm start` would; exits the script on failure. */
export function buildProduction(): void {
  for (const step of [
    ["node_modules/@react-router/dev/bin.js", "build"],
    ["scripts/build-server.mjs"],
  ]) {
    const build = spawnSync(process.execPath, step, { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

export type BenchDbKind = "sqlite" | "postgres";

/**
 * A measured catalogue: the schema, the demo catalogue and `products` generated products on
 * `db`. Returns how long the generated products took, ms.
 */
export async function seedBenchCatalogue(db: Db, products: number): Promise<number> {
  await migrateToLatest(db);
  await seedDemo(db);
  const started = performance.now();
  await seedGeneratedProducts(db, { count: products, batchSize: 2000 });
  return Math.round(performance.now() - started);
}

export async function makeDatabase(
  kind: BenchDbKind,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-"));
    return {
      url: `file:${path.join(dir, "bench.sqlite")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error("--db postgres needs TEST_DATABASE_URL");
  const name = `vitrine_bench_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The Node options `npm start` gives the server (package.json's start script: the heap limit that
 * keeps its memory under 300 MB), so the measured process runs as a shopper's server does.
 */
export function startScriptNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

export function startServer(
  url: string,
  port: number,
  /**
   * `trustProxy`: proxies whose X-Forwarded-For the server believes (TRUST_PROXY), so a bench
   * can send requests from many client addresses (tools/bench/bench-beacon.ts); none by default.
   */
  options: { trustProxy?: number; env?: Record<string, string> } = {},
): Promise<ChildProcess> {
  // The compiled server, as `npm start` runs it (no TypeScript loader in the measured process).
  const child = spawn(process.execPath, [...startScriptNodeFlags(), "build/start.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      LOG_LEVEL: "warn",
      BASE_URL: `http://127.0.0.1:${port}`,
      ...(options.trustProxy === undefined ? {} : { TRUST_PROXY: String(options.trustProxy) }),
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return new Promise((resolve, reject) => {
    // A new demo database is migrated and seeded (pictures included) before the server listens.
    const deadline = Date.now() + 180_000;
    const poll = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill("SIGTERM");
        return reject(new Error("server did not start"));
      }
      setTimeout(poll, 300);
    };
    void poll();
  });
}

/**
 * A port nothing listens on now (the system's pick), for a server about to start: a fixed or
 * random port may be another bench's server, whose /healthz would then answer for ours.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The process's memory in MB from /proc: `VmRSS` now or `VmHWM`, the peak; 0 where unknown. */
export function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}
