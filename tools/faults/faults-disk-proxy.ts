import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statfsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { createDb } from "../../app/.server/db/kysely";
import {
  createProduct,
  defer,
  freePort,
  lostProducts,
  seedWithToken,
  startApp,
  stopApp,
  type Acknowledged,
} from "./faults-lib";
import {
  apiErrorCode,
  ask,
  describe,
  metric,
  newSearch,
  type Answer,
  type Report,
  type Scenario,
} from "./faults-report";
import { seededCluster } from "./faults-postgres";

// npm run faults: a real full disk under SQLite (sqlite-full), and an instance killed behind
// nginx (nginx-kill, the recipe's own bench: deploy/run.sh --bench).

const MB = 1024 * 1024;
/** What the ballast leaves free: room for small writes, not for an image's variants. */
const LEFT_FREE = 256 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const run = (command: string, args: string[]) =>
  spawnSync(command, args, { encoding: "utf8", timeout: 60_000 });

/** A PNG of random pixels: it does not compress, and neither do its WebP variants. */
const noisyPng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** POST /api/brands, multipart: a name and a logo file. */
function postBrand(base: string, token: string, name: string, logo: Buffer): Promise<Answer> {
  const form = new FormData();
  form.set("name", name);
  form.set("logo", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
  return ask(`${base}/api/brands`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    body: form,
    timeoutMs: 60_000,
  });
}

async function sqliteFull(r: Report): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-faults-sqlite-"));
  defer("remove the SQLite work directory", () => rmSync(work, { recursive: true, force: true }));
  const seededFile = path.join(work, "seed.sqlite");
  const seeded = await seedWithToken(`file:${seededFile}`);
  // Everything in the main file: the copy is the whole database.
  const checkpoint = new SQLite(seededFile);
  checkpoint.pragma("wal_checkpoint(TRUNCATE)");
  checkpoint.close();
  const size = statSync(seededFile).size;
  const disk = path.join(work, "disk");
  mkdirSync(disk);
  const sizeMb = Math.ceil(size / MB) + 6;
  const mount = run("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m`, "tmpfs", disk]);
  if (mount.status !== 0) {
    // PRAGMA max_page_count would have to be set on the server's own connection (app code).
    r.skipped = `cannot mount a tmpfs (${(mount.stderr || mount.error?.message || "").trim()})`;
    return;
  }
  defer(`unmount the tmpfs ${disk}`, () => {
    const unmounted = run("umount", [disk]);
    if (unmounted.status !== 0) throw new Error(`umount: ${unmounted.stderr.trim()}`);
  });
  const file = path.join(disk, "vitrine.sqlite");
  copyFileSync(seededFile, file);
  const url = `file:${file}`;
  const app = await startApp(url);
  const { base } = app;
  const acknowledged: Acknowledged = new Map();
  for (let i = 0; i < 2; i++) await createProduct(base, seeded.token, acknowledged);
  r.say(
    `tmpfs of ${sizeMb} MB at ${disk}; the database (${mb(size)}) on it; ${acknowledged.size} products created before (201)`,
  );
  await ask(`${base}/produtos/1`);
  await ask(`${base}/produtos/1`);
  const metricsBefore = (await ask(`${base}/metrics`)).text;

  const free = () => {
    const stats = statfsSync(disk);
    return stats.bavail * stats.bsize;
  };
  const ballast = path.join(disk, "ballast");
  const fill = run("fallocate", ["-l", String(free() - LEFT_FREE), ballast]);
  if (fill.status !== 0) throw new Error(`fallocate: ${fill.stderr.trim()}`);
  r.say(`ballast of ${mb(statSync(ballast).size)} written: ${Math.round(free() / 1024)} kB left`);

  const logo = await noisyPng(1200);
  const brand = `Marca cheia ${randomBytes(3).toString("hex")}`;
  const refused = await postBrand(base, seeded.token, brand, logo);
  const code = apiErrorCode(refused);
  r.check(
    (refused.status === 507 && code === "storageFull") ||
      (refused.status === 503 && code === "unavailable"),
    `administrator, POST /api/brands "${brand}" with a ${mb(logo.length)} noisy PNG logo: ${describe(refused, ["retry-after"])}, ${refused.text.slice(0, 140)}`,
  );
  const cached = await ask(`${base}/produtos/1`);
  r.check(
    cached.status === 200,
    `shopper, cached /produtos/1: ${describe(cached, ["x-page-cache"])}`,
  );
  const search = await ask(base + newSearch());
  r.check(search.status === 200, `shopper, a new search (rendered now): ${describe(search)}`);
  // Small enough for the space left (or not): either way nothing acknowledged may be lost.
  const small = await createProduct(base, seeded.token, acknowledged);
  r.say(
    `administrator, a small product create meanwhile: ${describe(small)} ${apiErrorCode(small)}`,
  );
  const logged = app.output.filter((line) => /SQLITE_FULL|ENOSPC/.test(line));
  r.check(
    logged.length > 0,
    `server log names the cause: ${logged[0]?.slice(0, 300) ?? "no line with SQLITE_FULL or ENOSPC"}`,
  );
  const metrics = (await ask(`${base}/metrics`)).text;
  const series = 'vitrine_db_faults_total{kind="full"}';
  const fullFaults = metric(metrics, series) - metric(metricsBefore, series);
  r.check(fullFaults >= 1, `/metrics: ${series} +${fullFaults}`);

  rmSync(ballast);
  r.say(`ballast deleted: ${mb(free())} free; the app was not restarted (pid ${app.pid})`);
  const saved = await postBrand(base, seeded.token, brand, logo);
  r.check(saved.status === 201, `administrator, the same brand write again: ${describe(saved)}`);
  const brandId = saved.status === 201 ? (JSON.parse(saved.text) as { id: number }).id : 0;
  const after = await createProduct(base, seeded.token, acknowledged);
  r.check(after.status === 201, `administrator, a product create: ${describe(after)}`);
  await stopApp(app);

  const check = new SQLite(file);
  const integrity = check.pragma("integrity_check", { simple: true });
  check.close();
  r.check(integrity === "ok", `PRAGMA integrity_check after the app stopped: ${String(integrity)}`);
  const lostProductCount = await lostProducts(url, acknowledged);
  const db = createDb(url);
  const held = await db
    .selectFrom("brand")
    .select(["name", "logo_hash"])
    .where("id", "=", brandId)
    .executeTakeFirst()
    .finally(() => db.destroy());
  const brandLost = brandId && !(held?.name === brand && held.logo_hash) ? 1 : 0;
  const total = acknowledged.size + (brandId ? 1 : 0);
  const lost = lostProductCount + brandLost;
  r.check(
    lost === 0,
    `acknowledged writes held: ${total - lost} of ${total} (products and the brand with its logo)`,
  );
  r.shopper = `pages 200 throughout (cached ${cached.status}, new search ${search.status})`;
  r.administrator = `big write ${refused.status} ${code} while full (small write ${small.status}); ${saved.status} once freed`;
  r.lost = `${lost} of ${total}; integrity_check ${String(integrity)}`;
}

/** Whether nginx is there, installing it from Debian if it is not (as deploy/run.sh would). */
function haveNginx(r: Report): boolean {
  if (run("sh", ["-c", "command -v nginx"]).status === 0) return true;
  r.say("nginx is not installed: apt-get install -y nginx");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-q"],
    ["install", "-y", "-q", "nginx"],
  ]) {
    const apt = spawnSync("apt-get", args, { encoding: "utf8", env, timeout: 300_000 });
    if (apt.status !== 0) {
      r.say(
        `apt-get ${args[0]} failed: ${(apt.stderr || apt.error?.message || "").trim().split("\n").at(-1)}`,
      );
    }
  }
  return run("sh", ["-c", "command -v nginx"]).status === 0;
}

async function nginxKill(r: Report): Promise<void> {
  if (!haveNginx(r)) {
    r.skipped = "nginx is not installed and could not be installed";
    return;
  }
  // deploy/run.sh makes its throwaway database on TEST_DATABASE_URL: a private instance here.
  const { pg } = await seededCluster();
  const [port, first, second] = [await freePort(), await freePort(), await freePort()];
  const args = [
    "deploy/run.sh",
    "--bench",
    "--port",
    String(port),
    "--app-ports",
    `${first} ${second}`,
  ];
  r.say(`bash ${args.join(" ")} (BENCH_DURATION=2, TEST_DATABASE_URL=${pg.url("postgres")})`);
  const child = spawn("bash", args, {
    env: { ...process.env, BENCH_DURATION: "2", TEST_DATABASE_URL: pg.url("postgres") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  // Its own trap stops nginx and the instances and drops its database on SIGTERM.
  defer("stop deploy/run.sh", async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  });
  const timer = setTimeout(() => child.kill("SIGTERM"), 600_000);
  const code = await exited;
  clearTimeout(timer);
  const failover = lines.findIndex((line) => line.startsWith("== Failover"));
  const shown = failover >= 0 ? lines.slice(failover, failover + 4) : lines.slice(-12);
  for (const line of shown) r.say(`| ${line}`);
  const failedAt = lines.findIndex((line) => /check\(s\) failed/.test(line));
  const failed = failedAt >= 0 ? lines.slice(failedAt, failedAt + 6).map((l) => l.trim()) : [];
  const counts = /(\d+) answers, (\d+) 2xx, (\d+) other, (\d+) errors \((\d+) timeouts\)/.exec(
    lines.slice(Math.max(0, failover)).join("\n"),
  );
  const [total, ok, other, errors] = counts ? counts.slice(1, 5).map(Number) : [0, 0, 0, 0];
  r.check(
    counts !== null,
    `the failover run reported its answers: ${counts?.[0] ?? "no failover line"}`,
  );
  r.check(
    other === 0 && errors === 0,
    `shopper, an instance killed (SIGKILL) mid-run: ${other} non-2xx, ${errors} errors`,
  );
  r.check(
    lines.some((line) => line.includes("restarted: healthy again")),
    "the killed instance was started again and is healthy",
  );
  r.check(
    code === 0,
    `deploy/run.sh --bench exited ${code}${failed.length ? `: ${failed.join(" / ")}` : ""}`,
  );
  r.shopper = `${total} answers through nginx while one of two instances was killed: ${ok} 2xx, ${other} other, ${errors} errors`;
  r.administrator = "– (no writes)";
}

export const proxyScenarios: Scenario[] = [
  {
    name: "sqlite-full",
    what: "the disk under SQLite fills up (a real tmpfs), then space is freed",
    run: sqliteFull,
  },
  {
    name: "nginx-kill",
    what: "one of two instances behind nginx is killed (deploy/run.sh --bench failover)",
    run: nginxKill,
  },
];
