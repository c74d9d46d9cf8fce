import { spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createDb } from "../../app/.server/db/kysely";
import {
  freePort,
  makeDatabase,
  seedBenchCatalogue,
  memoryMb,
  startServer,
  stopServer,
  type BenchDbKind,
} from "../measured-server";

// npm run bench -- cpu [--db sqlite|postgres] [--products N] [--small N] [--no-build]
// The server's CPU time per uncached render of the store's main pages: home, the largest
// category, a product and a search matching many products. Each size is a throwaway database
// seeded with N generated products (1,000 and 100,000 unless --products names one size), served
// by the production server told to render afresh any URL carrying BYPASS. After a warm-up, each
// page is asked REQUESTS times in a row, as a browser asks (Accept-Encoding: br, gzip), every URL
// made unique by BYPASS, and the process's CPU time (user + system, all its threads: the thread
// pool's compression included) is read from /proc/PID/stat before and after: wall time would
// count waiting on the database and the client. Two passes: the first after WARM_UP rounds (a
// server that has just started: V8 is still optimizing its hot code, 0.5-1 ms a render of
// compilation on its worker threads, docs/perf/README.md, "A server that has just started"), the
// second after STEADY_ROUNDS more, as a server that has served a few thousand pages renders. Both are printed; the second is held
// to its target (cpuTargetMs); exits 1 when one misses. `npm run bench` runs the same passes on
// its two sizes.

/** The parameter the bench's servers render afresh (server/page-cache.ts, PAGE_CACHE_BYPASS_PARAM). */
export const CPU_BYPASS = "_b";
/** Requests measured per page, one at a time. */
const REQUESTS = 150;
/** Rounds of every page before the first pass (the JIT's first tiers, the database's caches). */
const WARM_UP = 40;
/**
 * Rounds of every page between the two passes. A category page's CPU falls for a few thousand
 * renders after a start, while V8 still optimizes hot code: 250 rounds of four pages make 1,760
 * renders before the second pass (160 of warm-up, 600 of the first pass, 1,000).
 */
const STEADY_ROUNDS = 250;

export interface CpuPage {
  name: "home" | "category" | "product" | "search";
  path: string;
}

export interface CpuRow {
  name: CpuPage["name"];
  path: string;
  /** CPU ms of the server process per render, after STEADY_ROUNDS: the figure held to the target. */
  ms: number;
  /** The same right after the warm-up (a server that has just started). */
  firstMs: number;
  /** Wall ms per request, for reference (the client waits on the server and the database). */
  wallMs: number;
  requests: number;
  /** Bytes of the last answer on the wire, and its Content-Encoding. */
  bytes: number;
  encoding: string;
  problems: string[];
}

export interface CpuResult {
  products: number;
  targetMs: number;
  rows: CpuRow[];
  /** The server's resident memory after the pass, and its peak so far, MB. */
  rssMb: number;
  peakRssMb: number;
}

/** The goal per uncached render: 5 ms up to 1,000 products, 8 ms for larger catalogues. */
export function cpuTargetMs(products: number): number {
  return products <= 1_000 ? 5 : 8;
}

/** The pages measured; `category` is the catalogue's largest (largestCategory). */
export function cpuPages(category: number): CpuPage[] {
  return [
    { name: "home", path: "/" },
    { name: "category", path: `/produtos/${category}` },
    { name: "product", path: "/produto/11" },
    // Every generated product is named "Product N": the search finds as many as it lists.
    { name: "search", path: "/busca?q=product" },
  ];
}

/** The id of the category holding the most products. */
export async function largestCategory(url: string): Promise<number> {
  const db = createDb(url);
  try {
    const row = await db
      .selectFrom("product")
      .select(["category_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("category_id", "is not", null)
      .groupBy("category_id")
      .orderBy("n", "desc")
      .orderBy("category_id")
      .executeTakeFirstOrThrow();
    return row.category_id!;
  } finally {
    await db.destroy();
  }
}

const clockTicks = (() => {
  const out = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim();
  const n = Number(out);
  return Number.isInteger(n) && n > 0 ? n : 100;
})();

/** The process's CPU time so far, user + system, all threads, in ms (/proc/PID/stat). */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command's closing parenthesis, from the 3rd (state): utime is the 14th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / clockTicks;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET as a browser asks; resolves with its status, encoding and bytes once read whole. */
function get(base: string, path: string) {
  return new Promise<{ status: number; encoding: string; cache: string; bytes: number }>(
    (resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { agent, headers: { "accept-encoding": "br, gzip", accept: "text/html" } },
        (res) => {
          let bytes = 0;
          res.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              encoding: String(res.headers["content-encoding"] ?? "identity"),
              cache: String(res.headers["x-page-cache"] ?? ""),
              bytes,
            }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

let unique = 0;
const uncached = (path: string) =>
  `${path}${path.includes("?") ? "&" : "?"}${CPU_BYPASS}=${Date.now().toString(36)}${++unique}`;

/** CPU per uncached render of each page on a server started with PAGE_CACHE_BYPASS_PARAM=CPU_BYPASS. */
export async function measureCpu(options: {
  base: string;
  pid: number;
  products: number;
  pages: CpuPage[];
  requests?: number;
  steadyRounds?: number;
}): Promise<CpuResult> {
  const { base, pid, products, pages } = options;
  const requests = options.requests ?? REQUESTS;
  const round = async () => {
    for (const page of pages) await get(base, uncached(page.path));
  };
  for (let i = 0; i < WARM_UP; i++) await round();
  const first = await measurePass(base, pid, pages, requests);
  for (let i = 0; i < (options.steadyRounds ?? STEADY_ROUNDS); i++) await round();
  const rows = await measurePass(base, pid, pages, requests);
  rows.forEach((row, n) => {
    row.firstMs = first[n]!.ms;
    row.problems = [...new Set([...first[n]!.problems, ...row.problems])];
  });
  return {
    products,
    targetMs: cpuTargetMs(products),
    rows,
    rssMb: memoryMb(pid, "VmRSS"),
    peakRssMb: memoryMb(pid, "VmHWM"),
  };
}

/** Each page asked `requests` times in a row: the server's CPU and the wall time per request. */
async function measurePass(
  base: string,
  pid: number,
  pages: CpuPage[],
  requests: number,
): Promise<CpuRow[]> {
  const rows: CpuRow[] = [];
  for (const page of pages) {
    const problems = new Set<string>();
    let last = { status: 0, encoding: "", cache: "", bytes: 0 };
    const startedAt = performance.now();
    const before = processCpuMs(pid);
    for (let i = 0; i < requests; i++) {
      last = await get(base, uncached(page.path));
      if (last.status !== 200) problems.add(`${page.path}: status ${last.status}`);
      if (last.encoding !== "br") problems.add(`${page.path}: sent as ${last.encoding}, not br`);
      // A render, not the page cache (nor another server's answer: its CPU is not counted).
      if (last.cache !== "miss") problems.add(`${page.path}: X-Page-Cache ${last.cache}, not miss`);
    }
    const cpu = processCpuMs(pid) - before;
    const wall = performance.now() - startedAt;
    const ms = Math.round((cpu / requests) * 100) / 100;
    rows.push({
      name: page.name,
      path: page.path,
      ms,
      firstMs: ms,
      wallMs: Math.round((wall / requests) * 100) / 100,
      requests,
      bytes: last.bytes,
      encoding: last.encoding,
      problems: [...problems],
    });
  }
  return rows;
}

/** Every figure over its target, and every page not answered as a browser should get it. */
export function cpuFailures(result: CpuResult): string[] {
  const failures: string[] = [];
  for (const row of result.rows) {
    if (row.ms > result.targetMs)
      failures.push(
        `uncached ${row.name} at ${result.products} products: ${row.ms} ms of server CPU (≤ ${result.targetMs})`,
      );
    failures.push(...row.problems);
  }
  return failures;
}

/** The figures as lines of a Markdown table (printCpuHeader first). */
export function printCpu(kind: BenchDbKind, result: CpuResult): void {
  for (const row of result.rows) {
    const mark = row.ms <= result.targetMs ? "ok" : "MISS";
    console.log(
      `| ${kind} | ${result.products} | ${row.name} | ${row.firstMs.toFixed(2)} | ${row.ms.toFixed(2)} | ≤ ${result.targetMs} | ${mark} | ${row.wallMs.toFixed(2)} | ${row.bytes} ${row.encoding} |`,
    );
  }
}

export function printCpuHeader(): void {
  console.log(
    "\n| db | products | uncached page | CPU ms / render, just started | CPU ms / render, steady | target | | wall ms / request | bytes |",
  );
  console.log("|---|---:|---|---:|---:|---|---|---:|---|");
}

/** `npm run bench -- cpu`: each size seeded, served and measured in turn. */
export async function runCpuBench(options: {
  kind: BenchDbKind;
  sizes: number[];
}): Promise<number> {
  const results: CpuResult[] = [];
  for (const products of options.sizes) {
    console.log(`\n== cpu, ${options.kind}, ${products} products ==`);
    const database = await makeDatabase(options.kind);
    let server: ChildProcess | undefined;
    try {
      const db = createDb(database.url);
      console.log(`  seeded in ${await seedBenchCatalogue(db, products)} ms`);
      await db.destroy();
      const category = await largestCategory(database.url);
      const port = await freePort();
      server = await startServer(database.url, port, {
        env: { PAGE_CACHE_BYPASS_PARAM: CPU_BYPASS },
      });
      const result = await measureCpu({
        base: `http://127.0.0.1:${port}`,
        pid: server.pid!,
        products,
        pages: cpuPages(category),
      });
      results.push(result);
      printCpuHeader();
      printCpu(options.kind, result);
      console.log(`  server memory: ${result.rssMb} MB now, ${result.peakRssMb} MB at peak`);
    } finally {
      if (server) await stopServer(server);
      await database.drop();
    }
  }
  printCpuHeader();
  for (const result of results) printCpu(options.kind, result);
  const failures = results.flatMap(cpuFailures);
  for (const failure of failures) console.log(`FAIL ${failure}`);
  if (!failures.length) console.log("\nEvery page at or under its CPU target.");
  return failures.length ? 1 : 0;
}
