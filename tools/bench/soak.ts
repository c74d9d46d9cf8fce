import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createApiToken } from "../../app/.server/auth/tokens.server";
import { createAdmin } from "../../app/.server/auth/admins.server";
import { createDb } from "../../app/.server/db/kysely";
import {
  makeDatabase,
  seedBenchCatalogue,
  memoryMb,
  startServer,
  stopServer,
  type BenchDbKind,
} from "../measured-server";
import { administrator, lostWrites, shopper, type Stats, type Writes } from "./soak-traffic";

// npm run bench -- --soak S: the realistic mix. 50 connections ask as
// browsers do (Accept-Encoding br, gzip): 70% cached pages and lists (home, categories, brands,
// products, offers, in every language, and JSON lists), 30% searches nobody asked before; and an
// administrator writes every 2 s through the API (creates a product, or changes the price of one
// it created), which empties the page cache each time, as a real shop's edits do. At the end
// every acknowledged write is read back from the database: one missing or stale is "lost".
// Prints throughput, p50/p99, peak resident memory and writes acknowledged/lost; fails on any
// error, a lost write, p99 over 150 ms, resident memory at or over 300 MB, or memory that grows
// more than 20% after the sample taken once warm (at 10 s, or a third of a longer soak).
// The shoppers, the administrator and the read-back of its writes are tools/bench/soak-traffic.ts;
// here, the throwaway database and server, the memory and CPU samples, and the verdict.

const CONNECTIONS = 50;
/** The mixed soak's latency target: p99 at most this many ms. */
const MAX_P99_MS = 150;
const SAMPLE_MS = 5_000;

interface Options {
  kind: BenchDbKind;
  seconds: number;
  products: number;
}

/** CPU seconds the process has used (user + system), from /proc; 0 where unknown. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10;

/** Runs the soak; returns the process exit code (1 on any error or growing memory). */
export async function runSoak({ kind, seconds, products }: Options): Promise<number> {
  console.log(
    `\n== soak: ${kind}, ${products} generated products, ${CONNECTIONS} connections, ${seconds} s ==`,
  );
  const database = await makeDatabase(kind);
  const db = createDb(database.url);
  // better-auth (through createAdmin) reads the environment: point it at the throwaway database.
  process.env.DATABASE_URL = database.url;
  let token: string;
  let productIds: number[];
  try {
    await seedBenchCatalogue(db, products);
    const created = await createAdmin(db, {
      email: `soak-${randomBytes(4).toString("hex")}@example.test`,
      password: randomBytes(18).toString("base64url"),
      first_name: "Soak",
      last_name: "Test",
    });
    if (!created.ok) throw new Error(`could not create the soak administrator: ${created.error}`);
    token = (await createApiToken(db, created.admin.id, "soak")).token;
    productIds = (await db.selectFrom("product").select("id").execute()).map((r) => r.id);
  } finally {
    await db.destroy();
  }

  const port = 5400 + Math.floor(Math.random() * 200);
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(database.url, port);
  const pid = server.pid!;
  let serverCpu = 0;
  const stats: Stats = { requests: 0, latencies: [], errors: new Map(), byAnswer: new Map() };
  const writes: Writes = { acknowledged: 0, failed: 0, products: new Map() };
  let peakRssMb = 0;
  let lost = 0;
  const samples: { at: number; rssMb: number }[] = [];
  const started = Date.now();
  const cpuAtStart = cpuSeconds(pid);
  let lastCount = 0;
  let lastCpu = cpuAtStart;
  samples.push({ at: 0, rssMb: memoryMb(pid, "VmRSS") });
  const sampler = setInterval(() => {
    const at = Math.round((Date.now() - started) / 1000);
    const rps = Math.round((stats.requests - lastCount) / (SAMPLE_MS / 1000));
    const cpu = cpuSeconds(pid);
    const load = Math.round(((cpu - lastCpu) / (SAMPLE_MS / 1000)) * 100);
    lastCount = stats.requests;
    lastCpu = cpu;
    const rssMb = memoryMb(pid, "VmRSS");
    samples.push({ at, rssMb });
    console.log(
      `  ${String(at).padStart(4)} s  RSS ${rssMb} MB  ${rps} req/s  server CPU ${load}%`,
    );
  }, SAMPLE_MS);
  try {
    const until = started + seconds * 1000;
    await Promise.all([
      administrator(base, token, writes, until),
      ...Array.from({ length: CONNECTIONS }, () => shopper(base, productIds, stats, until)),
    ]);
  } finally {
    clearInterval(sampler);
    samples.push({ at: Math.round((Date.now() - started) / 1000), rssMb: memoryMb(pid, "VmRSS") });
    serverCpu = cpuSeconds(pid) - cpuAtStart;
    peakRssMb = memoryMb(pid, "VmHWM");
    await stopServer(server);
    // Read back after the server stopped (and flushed): what was acknowledged must be there.
    lost = await lostWrites(database.url, writes);
    await database.drop();
  }

  const elapsed = (Date.now() - started) / 1000;
  const sorted = stats.latencies.sort((a, b) => a - b);
  const errors = [...stats.errors.values()].reduce((a, b) => a + b, 0);
  const reference = samples.find((s) => s.at >= Math.max(10, seconds / 3)) ?? samples[0]!;
  const last = samples[samples.length - 1]!;
  const growth = last.rssMb / reference.rssMb - 1;
  console.log(`\nsoak ${kind}: ${stats.requests} requests in ${elapsed.toFixed(1)} s`);
  console.log(`  requests/s:   ${Math.round(stats.requests / elapsed)}`);
  console.log(
    `  admin writes: ${writes.acknowledged} acknowledged, ${writes.failed} refused or failed, ${lost} lost`,
  );
  console.log(
    `  latency:      p50 ${percentile(sorted, 0.5)} ms, p99 ${percentile(sorted, 0.99)} ms`,
  );
  for (const [answer, list] of [...stats.byAnswer].sort((a, b) => b[1].length - a[1].length)) {
    const own = list.sort((a, b) => a - b);
    console.log(
      `    ${answer.padEnd(13)} ${String(own.length).padStart(6)} (${Math.round((own.length / stats.requests) * 100)}%): p50 ${percentile(own, 0.5)} ms, p99 ${percentile(own, 0.99)} ms`,
    );
  }
  console.log(`  server CPU:   ${Math.round((serverCpu / elapsed) * 100)}% of one core`);
  console.log(`  errors:       ${errors}`);
  console.log(`  peak RSS:     ${peakRssMb} MB (heap capped at 192 MB)`);
  for (const [key, count] of stats.errors) console.log(`    ${count} × ${key}`);
  console.log(
    `  RSS:          ${samples.map((s) => `${s.rssMb}@${s.at}s`).join(" ")} (last vs ${reference.at} s: ${growth >= 0 ? "+" : ""}${Math.round(growth * 100)}%)`,
  );
  const p99 = percentile(sorted, 0.99);
  const failures = [
    ...(errors > 0 ? [`${errors} errors`] : []),
    ...(writes.failed > 0 ? [`${writes.failed} writes refused or failed`] : []),
    ...(lost > 0 ? [`${lost} acknowledged writes lost`] : []),
    ...(p99 > MAX_P99_MS ? [`p99 ${p99} ms (≤ ${MAX_P99_MS})`] : []),
    ...(peakRssMb >= 300 ? [`peak RSS ${peakRssMb} MB (< 300)`] : []),
    ...(growth > 0.2 ? [`memory grew ${Math.round(growth * 100)}% (more than 20%)`] : []),
  ];
  if (failures.length) {
    console.log(`\nSoak failed: ${failures.join("; ")}`);
    return 1;
  }
  console.log(
    `\nSoak passed: zero errors, no write lost, p99 ≤ ${MAX_P99_MS} ms, memory under 300 MB and flat.`,
  );
  return 0;
}
