import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` waits for an unreachable database with backoff, one readable log
// line per try, then ends with a one-line reason and exit code 1; a database that comes up within
// the wait is used as if it had always been there. Real processes (as scripts/cli.test.ts runs
// them), a real closed port, and a TCP proxy to PostgreSQL opened during the wait.

const env = {
  ...process.env,
  LOG_LEVEL: "info",
  // Vite puts its own BASE_URL ("/") in the test process's environment; ours is an origin.
  BASE_URL: "http://localhost:3357",
  PORT: "3357",
};
const startArgs = ["--import", "tsx", "scripts/start.ts"];

/** A port nothing listens on (the system's choice, closed again). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The messages of pino's JSON lines (stdout is a pipe here, so the log is JSON). */
function messages(stdout: string): string[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));
}

describe("npm start with its database away", () => {
  it("retries with backoff, one line per try, then exits 1 with a one-line reason and no stack trace", async () => {
    const port = await freePort();
    const started = Date.now();
    const out = spawnSync(process.execPath, startArgs, {
      env: {
        ...env,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/none`,
        DB_STARTUP_WAIT_S: "3",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    const seconds = (Date.now() - started) / 1000;
    expect(out.status, out.stderr).toBe(1);
    const lines = messages(out.stdout);
    expect(lines).toContain("database not reachable (ECONNREFUSED), retrying in 1 s");
    expect(lines).toContain("database not reachable (ECONNREFUSED), retrying in 2 s");
    expect(lines.at(-1)).toBe(
      `database 127.0.0.1:${port}/none not reachable after 3 s (ECONNREFUSED): giving up`,
    );
    // No stack trace anywhere, and the wait was the one asked for (plus tsx's start).
    expect(`${out.stdout}${out.stderr}`).not.toMatch(/\n\s+at /);
    expect(seconds).toBeGreaterThanOrEqual(3);
    expect(seconds).toBeLessThan(20);
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("npm start with its database coming up", () => {
  const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://x");
  const name = `vitrine_test_start_${Date.now()}`;
  let child: ChildProcess | undefined;
  let proxy: net.Server | undefined;
  afterAll(async () => {
    // Its own process group: the server and anything it started (a build) end together.
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    proxy?.close();
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("starts normally (migrates the empty database) once the database answers within the wait", async () => {
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const port = await freePort();
    const url = new URL(adminUrl);
    url.host = `127.0.0.1:${port}`;
    url.pathname = `/${name}`;

    let stdout = "";
    child = spawn(process.execPath, startArgs, {
      env: { ...env, DATABASE_URL: url.toString(), DB_STARTUP_WAIT_S: "30" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const until = async (done: () => boolean, ms: number) => {
      const end = Date.now() + ms;
      while (!done() && Date.now() < end && child?.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return done();
    };

    // Refused until the proxy to the real server listens on that port.
    expect(await until(() => /retrying in 2 s/.test(stdout), 20_000), stdout).toBe(true);
    proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(adminUrl.port || 5432), adminUrl.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
    await new Promise<void>((resolve) => proxy?.listen(port, "127.0.0.1", resolve));

    expect(
      await until(() => messages(stdout).includes("Applied migrations."), 30_000),
      stdout,
    ).toBe(true);
    const lines = messages(stdout);
    expect(lines.some((line) => /^database .* reachable after \d+ tries$/.test(line))).toBe(true);
    expect(lines.filter((line) => line.includes("not reachable after"))).toEqual([]);
  }, 90_000);
});
