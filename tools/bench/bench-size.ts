import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { createDb } from "../../app/.server/db/kysely";
import type { BeaconResult } from "./bench-beacon";
import { CPU_BYPASS, type CpuResult } from "./bench-cpu";
import {
  BROWSER_HEADERS,
  capture,
  startBare,
  wireProblems,
  type Bare,
  type Captured,
} from "./bench-bare";
import { allTargets, MEDIA_PATH, type Target } from "./bench-targets";
import type { FeedReport } from "./feed-check";
import { makeDatabase, seedBenchCatalogue, startServer, type BenchDbKind } from "../measured-server";
import type { checkSitemap } from "./sitemap-check";

// One catalogue size of `npm run bench` (tools/bench/bench.ts): a throwaway database seeded with N
// generated products, the production server on it, and the bare node:http server answering the
// very bytes the app sent for each target (tools/bench/bench-bare.ts); each target is then measured
// on both with autocannon, and the size's figures are summed up as bench/results.json holds them.

export const CONNECTIONS = 50;
/** Seconds each target is driven on the bare server (its figures barely move). */
const BARE_SECONDS = 3;
/**
 * The parameter the bench's servers render afresh (server/page-cache.ts, PAGE_CACHE_BYPASS_PARAM),
 * the CPU pass's too (tools/bench/bench-cpu.ts).
 */
const BYPASS = CPU_BYPASS;

export interface Row {
  name: string;
  group: Target["group"];
  uncached: boolean;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Bytes a response took on the wire, headers included (autocannon's count). */
  bytes: number;
  /** The bare server's requests/s for the same bytes, in the same run. */
  bare: number;
  /** The bare server's p99: what the machine (and the load generator on it) allows at best. */
  bareP99: number;
  /** rps / bare. */
  ratio: number;
  /** How many rounds the growth figure is the median of (see remeasure); absent for one. */
  rounds?: number;
  /** Another language's page: its default-language counterpart's target name. */
  counterpart?: string;
}

async function seed(url: string, products: number) {
  const db = createDb(url);
  const ms = await seedBenchCatalogue(db, products);
  console.log(`  seeded ${products} products in ${ms} ms`);
  await db.destroy();
}

let unique = 0;
async function drive(base: string, target: Target, pathname: string, seconds: number) {
  const url = base + pathname;
  const options = { url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS };
  if (!target.uncached) return autocannon(options);
  const separator = pathname.includes("?") ? "&" : "?";
  return autocannon({
    ...options,
    requests: [
      {
        setupRequest: (req) => ({ ...req, path: `${pathname}${separator}${BYPASS}=${++unique}` }),
      },
    ],
  });
}

export interface Size {
  products: number;
  base: string;
  /** The database the server reads (the beacon bench counts what it stored). */
  url: string;
  server: ChildProcess;
  drop: () => Promise<void>;
  rows: Row[];
  /** The bare server answering what the app sent for each target. */
  bare: Bare;
  /** Targets whose answer was not as a browser should get it (an error, uncompressed text). */
  wire: string[];
  /** The media target's real path (MEDIA_PATH), found on the product page. */
  mediaPath: string;
  peakRssMb?: number;
  sitemap?: Awaited<ReturnType<typeof checkSitemap>>;
  feeds?: FeedReport[];
  beacon?: BeaconResult;
  /** The server's CPU per uncached render (tools/bench/bench-cpu.ts). */
  cpu?: CpuResult;
}

/**
 * A catalogue of `products` on a throwaway `kind` database, served on `port`, with its bare twin
 * on port + 1000.
 */
export async function prepare(kind: BenchDbKind, products: number, port: number): Promise<Size> {
  console.log(`\n== ${kind}, ${products} products ==`);
  const database = await makeDatabase(kind);
  await seed(database.url, products);
  // One proxy believed: the beacon bench sends each beacon from an address of its own
  // (X-Forwarded-For); no other target sends the header, so their figures are the same.
  const server = await startServer(database.url, port, {
    trustProxy: 1,
    env: { PAGE_CACHE_BYPASS_PARAM: BYPASS },
  });
  const base = `http://127.0.0.1:${port}`;
  const product = await fetch(`${base}/produto/11`).then((r) => r.text());
  const mediaPath = /\/media\/[0-9a-f]{32}-400\.webp/.exec(product)?.[0] ?? "/media/none-400.webp";
  // What a browser gets for each target, checked, and answered again by the bare server.
  const answers: Captured[] = [];
  const wire: string[] = [];
  for (const target of allTargets(products)) {
    if (target.uncached) continue;
    const answer = await capture(base, target.path === MEDIA_PATH ? mediaPath : target.path);
    wire.push(...wireProblems(answer));
    answers.push(answer);
  }
  const bare = await startBare(answers, port + 1000);
  return {
    products,
    base,
    url: database.url,
    server,
    drop: database.drop,
    rows: [],
    bare,
    wire,
    mediaPath,
  };
}

/**
 * One target on one size: a second's warm-up, `seconds` measured, then BARE_SECONDS on the bare
 * server answering the same bytes.
 */
export async function measure(size: Size, target: Target, seconds: number): Promise<Row> {
  const pathname = target.path === MEDIA_PATH ? size.mediaPath : target.path;
  await drive(size.base, target, pathname, 1); // warm-up
  const r = await drive(size.base, target, pathname, seconds);
  const bare = await drive(size.bare.base, target, pathname, BARE_SECONDS);
  const rps = r.requests.average;
  const row: Row = {
    name: target.name,
    group: target.group,
    uncached: target.uncached === true,
    rps: Math.round(rps),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    bare: Math.round(bare.requests.average),
    bareP99: bare.latency.p99,
    ratio: bare.requests.average ? Math.round((rps / bare.requests.average) * 100) / 100 : 0,
    ...(target.counterpart ? { counterpart: target.counterpart } : {}),
  };
  console.log(
    `  ${String(size.products).padStart(7)} ${row.name.padEnd(38)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ${row.bytes} B  non-2xx ${row.non2xx}  bare ${row.bare} (p99 ${row.bareP99} ms)  × bare ${row.ratio}`,
  );
  return row;
}

/**
 * A size's figures as bench/results.json holds them (zeros and empty lists for a size that was
 * never prepared).
 */
export function sizeResult(size: Size | undefined) {
  return {
    products: size?.products ?? 0,
    rows: size?.rows ?? [],
    wire: size?.wire ?? [],
    peakRssMb: size?.peakRssMb ?? 0,
    sitemap: size?.sitemap && {
      parts: size.sitemap.parts.length,
      urls: size.sitemap.parts.reduce((sum, p) => sum + p.urls, 0),
      mb: Math.round(size.sitemap.parts.reduce((sum, p) => sum + p.bytes, 0) / 1e5) / 10,
      largestPartMb: Math.round(Math.max(0, ...size.sitemap.parts.map((p) => p.bytes)) / 1e5) / 10,
      indexMs: Math.round(size.sitemap.indexMs),
      seconds: Math.round(size.sitemap.totalMs / 100) / 10,
      problems: size.sitemap.problems,
    },
    feeds: size?.feeds?.map((f) => ({
      file: f.url.split("/").pop(),
      items: f.items,
      mb: Math.round(f.bytes / 1e5) / 10,
      seconds: Math.round(f.ms / 100) / 10,
      problems: f.problems,
    })),
    beacon: size?.beacon,
    cpu: size?.cpu,
  };
}

export type SizeResult = ReturnType<typeof sizeResult>;
