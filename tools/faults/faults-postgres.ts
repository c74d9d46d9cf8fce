import { spawn } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { defer, freePort, seedWithToken, type Seeded } from "./faults-lib";

// npm run faults: PostgreSQL instances of the suite's own (never the machine's shared one on
// 5432, which other suites use at the same time). Each lives in a temporary directory owned by
// the `postgres` user, runs as that user (`runuser`), listens on 127.0.0.1 at a free port of its
// own and keeps its unix socket in that directory. Its log is `postgres.log` beside the data.

const BIN = "/usr/lib/postgresql/15/bin";

interface Ran {
  code: number;
  output: string;
}

/** Runs a PostgreSQL program as the `postgres` user; never throws, gives the exit code. */
function asPostgres(program: string, args: string[], timeoutMs = 90_000): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn("runuser", ["-u", "postgres", "--", path.join(BIN, program), ...args], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      resolve({ code: -1, output: `${output}${error.message}` });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });
}

/** The `postgres` user's uid and gid, from /etc/passwd. */
function postgresIds(): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (uid === undefined || gid === undefined) throw new Error("there is no user `postgres`");
  return { uid: Number(uid), gid: Number(gid) };
}

export class PrivatePostgres {
  constructor(
    /** The temporary directory: data/, the socket, postgres.log. */
    readonly dir: string,
    readonly port: number,
  ) {}

  get data(): string {
    return path.join(this.dir, "data");
  }

  url(database = "vitrine"): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private ctl(action: string, extra: string[] = []): Promise<Ran> {
    return asPostgres("pg_ctl", ["-D", this.data, ...extra, action]);
  }

  /** pg_ctl's options for a start: wait, the log, this instance's port and socket. */
  private get startOptions(): string[] {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`;
    return ["-w", "-t", "60", "-l", path.join(this.dir, "postgres.log"), "-o", options];
  }

  async start(): Promise<void> {
    const started = await this.ctl("start", this.startOptions);
    if (started.code !== 0) throw new Error(`pg_ctl start failed: ${started.output.trim()}`);
  }

  /** pg_ctl stop -m fast: sessions are ended, the shutdown is clean. */
  async stop(mode: "fast" | "immediate" = "fast"): Promise<void> {
    const stopped = await this.ctl("stop", ["-w", "-t", "60", "-m", mode]);
    if (stopped.code !== 0) throw new Error(`pg_ctl stop failed: ${stopped.output.trim()}`);
  }

  /** pg_ctl restart -m fast, with the same port and socket. */
  async restart(): Promise<void> {
    const restarted = await this.ctl("restart", [...this.startOptions, "-m", "fast"]);
    if (restarted.code !== 0) throw new Error(`pg_ctl restart failed: ${restarted.output.trim()}`);
  }

  async running(): Promise<boolean> {
    return (await this.ctl("status")).code === 0;
  }

  /** Stops it if it runs and removes its directory. */
  async destroy(): Promise<void> {
    if (await this.running()) {
      await this.stop().catch(() => this.stop("immediate"));
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function ownedTempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-faults-pg-"));
  const { uid, gid } = postgresIds();
  chownSync(dir, uid, gid);
  return dir;
}

/** A new cluster (initdb, trust authentication, UTF-8), not started. */
export async function initCluster(): Promise<PrivatePostgres> {
  const dir = ownedTempDir();
  const instance = new PrivatePostgres(dir, await freePort());
  const init = await asPostgres("initdb", [
    "-D",
    instance.data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  if (init.code !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.output.trim()}`);
  }
  return instance;
}

/**
 * A copy of a stopped cluster (its data directory, byte for byte, as `postgres`), on a port of
 * its own: each scenario gets the seeded database without seeding it again.
 */
export async function copyCluster(template: PrivatePostgres): Promise<PrivatePostgres> {
  const dir = ownedTempDir();
  const copied = await new Promise<number>((resolve) => {
    const cp = spawn("cp", ["-a", template.data, path.join(dir, "data")], { stdio: "ignore" });
    cp.on("close", (code) => resolve(code ?? -1));
  });
  if (copied !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not copy the template cluster (cp exited ${copied})`);
  }
  return new PrivatePostgres(dir, await freePort());
}

/** Runs SQL on a database of the instance with a client of its own. */
export async function pgQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// --- The seeded template: seeded once per run, copied by each scenario ----------------------------

let template: Promise<{ cluster: PrivatePostgres; seeded: Seeded }> | undefined;

async function makeTemplate(): Promise<{ cluster: PrivatePostgres; seeded: Seeded }> {
  const started = Date.now();
  const cluster = await initCluster();
  try {
    await cluster.start();
    await pgQuery(cluster.url("postgres"), "CREATE DATABASE vitrine");
    const seeded = await seedWithToken(cluster.url());
    await cluster.stop();
    console.log(
      `    (seeded the template PostgreSQL cluster in ${((Date.now() - started) / 1000).toFixed(1)} s: demo catalogue, an administrator and an API token)`,
    );
    return { cluster, seeded };
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
}

/** Removes the template cluster, if one was made. */
export async function disposeTemplate(): Promise<void> {
  const made = await template?.catch(() => undefined);
  template = undefined;
  await made?.cluster.destroy();
}

/**
 * A private instance holding the seeded demo database `vitrine` (with an administrator's API
 * token), started unless `started` is false; stopped and removed by the scenario's clean-up.
 */
export async function seededCluster(
  options: { started?: boolean } = {},
): Promise<{ pg: PrivatePostgres; seeded: Seeded }> {
  template ??= makeTemplate();
  const { cluster, seeded } = await template;
  const pg = await copyCluster(cluster);
  defer(`remove the private PostgreSQL on port ${pg.port}`, () => pg.destroy());
  if (options.started !== false) await pg.start();
  return { pg, seeded };
}
