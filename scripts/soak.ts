import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createApiToken } from "../app/.server/api/tokens.server";
import { createAdmin } from "../app/.server/auth/admins.server";
import { createDb, migrateToLatest } from "../app/.server/db/kysely";
import { seedDemo, seedGeneratedProducts } from "../app/.server/db/seed/seed.server";
import {
  makeDatabase,
  memoryMb,
  startServer,
  stopServer,
  type BenchDbKind,
} from "./measured-server";

// npm run bench -- --soak S (issue 8 item 7): 50 connections for S seconds, each a client that
// reads pages, lists, products, search and JSON, and now and then writes as an administrator
// (create, update, delete products through the API with a token). Every answer must be a success;
// the server's resident memory, sampled every 5 s, must end within 20% of the sample taken once
// it is warm: at 10 s, or a third of the way through a longer soak (JIT, heap and page cache grow
// at first, more slowly on a busy machine).

const CONNECTIONS = 50;
const SAMPLE_MS = 5_000;
/** The share of requests that are writes. */
const WRITES = 0.1;

interface Options {
  kind: BenchDbKind;
  seconds: number;
  products: number;
}

interface Stats {
  requests: number;
  writes: number;
  latencies: number[];
  errors: Map<string, number>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function readPath(productIds: number[]): string {
  const id = pick(productIds);
  const page = 1 + Math.floor(Math.random() * 20);
  const sort = pick(["relevance", "price_asc", "price_desc", "discount", "name"]);
  return pick([
    "/",
    "/en",
    `/produtos/1?sort=${sort}&page=${page}`,
    `/en/produtos/2?sort=${sort}`,
    "/tramontina",
    `/produto/${id}`,
    `/en/produto/${id}`,
    "/ofertas",
    `/busca?q=${pick(["furadeira", "martelo", "product 1", "chave fenda", "serra"])}`,
    `/api/products?category=1&per_page=24&page=${page}&sort=${sort}`,
    `/api/products?q=${pick(["furadeira", "makita", "parafusadera"])}`,
    `/api/products/${id}`,
    "/api/brands",
    "/api/categories",
  ]);
}

/** One connection's client: reads, and writes products of its own (so its reads never 404). */
async function client(
  base: string,
  token: string,
  productIds: number[],
  stats: Stats,
  until: number,
) {
  const own: number[] = [];
  const headers = {
    authorization: `Bearer ${token}`,
    "content-type": "application/json",
    origin: base,
  };
  while (Date.now() < until) {
    let method = "GET";
    let url = readPath(productIds);
    let body: string | undefined;
    let expected = 200;
    if (Math.random() < WRITES) {
      const action = own.length < 2 ? "create" : pick(["create", "update", "delete"]);
      if (action === "create") {
        method = "POST";
        url = "/api/products";
        expected = 201;
        body = JSON.stringify({
          name: `Soak ${randomBytes(4).toString("hex")}`,
          price: (10 + Math.random() * 500).toFixed(2),
          brand: pick(["tramontina", "bosch", "makita"]),
          category: 1 + Math.floor(Math.random() * 5),
        });
      } else if (action === "update") {
        method = "PATCH";
        url = `/api/products/${pick(own)}`;
        body = JSON.stringify({ price: (10 + Math.random() * 500).toFixed(2), in_stock: true });
      } else {
        method = "DELETE";
        url = `/api/products/${own.pop()}`;
        expected = 204;
      }
    }
    const started = performance.now();
    try {
      const res = await fetch(base + url, {
        method,
        body,
        headers: method === "GET" ? undefined : headers,
        redirect: "manual",
      });
      const text = await res.text();
      stats.latencies.push(performance.now() - started);
      stats.requests++;
      if (method !== "GET") stats.writes++;
      if (res.status !== expected) {
        const key = `${method} ${url.replace(/\d+/g, "N")} → ${res.status}`;
        stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
      } else if (method === "POST") {
        own.push((JSON.parse(text) as { id: number }).id);
      }
    } catch (error) {
      const key = `${method} ${url.replace(/\d+/g, "N")} → ${(error as Error).message}`;
      stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
    }
  }
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
    await migrateToLatest(db);
    await seedDemo(db);
    await seedGeneratedProducts(db, { count: products, batchSize: 2000 });
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
  const stats: Stats = { requests: 0, writes: 0, latencies: [], errors: new Map() };
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
    await Promise.all(
      Array.from({ length: CONNECTIONS }, () => client(base, token, productIds, stats, until)),
    );
  } finally {
    clearInterval(sampler);
    samples.push({ at: Math.round((Date.now() - started) / 1000), rssMb: memoryMb(pid, "VmRSS") });
    serverCpu = cpuSeconds(pid) - cpuAtStart;
    await stopServer(server);
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
  console.log(`  admin writes: ${stats.writes} (${Math.round(stats.writes / elapsed)}/s)`);
  console.log(
    `  latency:      p50 ${percentile(sorted, 0.5)} ms, p99 ${percentile(sorted, 0.99)} ms`,
  );
  console.log(`  server CPU:   ${Math.round((serverCpu / elapsed) * 100)}% of one core`);
  console.log(`  errors:       ${errors}`);
  for (const [key, count] of stats.errors) console.log(`    ${count} × ${key}`);
  console.log(
    `  RSS:          ${samples.map((s) => `${s.rssMb}@${s.at}s`).join(" ")} (last vs ${reference.at} s: ${growth >= 0 ? "+" : ""}${Math.round(growth * 100)}%)`,
  );
  const failures = [
    ...(errors > 0 ? [`${errors} errors`] : []),
    ...(growth > 0.2 ? [`memory grew ${Math.round(growth * 100)}% (more than 20%)`] : []),
  ];
  if (failures.length) {
    console.log(`\nSoak failed: ${failures.join("; ")}`);
    return 1;
  }
  console.log("\nSoak passed: zero errors, flat memory.");
  return 0;
}
