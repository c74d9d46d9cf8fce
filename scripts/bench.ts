import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { closeDb, createDb, migrateToLatest } from "../app/.server/db/kysely";
import { seedDemo, seedGeneratedProducts } from "../app/.server/db/seed/seed.server";
import {
  BEACON_PAGES,
  beaconFailures,
  describeBeaconRun,
  runBeaconBench,
  type BeaconResult,
} from "./bench-beacon";
import { allTargets, MEDIA_PATH, type Target } from "./bench-targets";
import {
  BROWSER_HEADERS,
  capture,
  startBare,
  wireProblems,
  type Bare,
  type Captured,
} from "./bench-bare";
import {
  buildProduction,
  makeDatabase,
  memoryMb,
  startServer,
  stopServer,
} from "./measured-server";
import { readBenchArgs } from "./bench-args";
import { runFacetsBench } from "./bench-facets";
import { runImportBench } from "./bench-import";
import { checkGoogleFeed, checkMetaFeed, type FeedReport } from "./feed-check";
import { checkSitemap } from "./sitemap-check";
import { runSoak } from "./soak";

// npm run bench [-- --db sqlite|postgres] [--products N] [--small N] [--duration S] [--no-build]
// Builds, seeds a throwaway database with N generated products (and again with --small for the
// growth ratio), starts the production server and drives it with autocannon (50 connections,
// asking as a browser does: Accept-Encoding br, gzip; warm-up, then S seconds per target). Each
// target is then driven for BARE_SECONDS on a bare node:http server answering the very bytes the
// app sent for it (scripts/bench-bare.ts), and its figure is given as a ratio to that (issue #21).
// Prints a table and writes bench/results.json.
// npm run bench -- --soak S [--db …] [--products N] [--no-build]: the soak (scripts/soak.ts).
// npm run bench -- import [--db …] [--rows N]: the catalogue import (scripts/bench-import.ts).
// npm run bench -- facets [--db …] [--products N] [--small N]: the filters (scripts/bench-facets.ts).
// npm run bench -- beacon [--db …] [--products N] [--duration S]: the beacons beside pages only.
// npm run bench -- --crawl [--db …] [--products N]: only the sitemap and feeds of N products, read
// whole and checked, with the time and the server's peak memory (issue #20 on PostgreSQL).

const { kind, mode, rows, large, small, duration, soak, soakProducts, build, crawl } =
  readBenchArgs();
if (mode === "import") process.exit(await runImportBench({ kind, rows }));
if (mode === "facets") {
  if (build) buildProduction();
  process.exit(await runFacetsBench({ kind, sizes: [small, large], seconds: duration }));
}
const connections = 50;
/** Seconds each target is driven on the bare server (its figures barely move). */
const BARE_SECONDS = 3;
/** The parameter the bench's servers render afresh (server/page-cache.ts, PAGE_CACHE_BYPASS_PARAM). */
const BYPASS = "_b";

interface Row {
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
  await migrateToLatest(db);
  await seedDemo(db);
  const started = performance.now();
  await seedGeneratedProducts(db, { count: products, batchSize: 2000 });
  console.log(`  seeded ${products} products in ${Math.round(performance.now() - started)} ms`);
  await db.destroy();
}

let unique = 0;
async function drive(base: string, target: Target, pathname: string, seconds: number) {
  const url = base + pathname;
  const options = { url, connections, duration: seconds, headers: BROWSER_HEADERS };
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

interface Size {
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
}

async function prepare(products: number, port: number): Promise<Size> {
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

async function measure(size: Size, target: Target): Promise<Row> {
  const pathname = target.path === MEDIA_PATH ? size.mediaPath : target.path;
  await drive(size.base, target, pathname, 1); // warm-up
  const r = await drive(size.base, target, pathname, duration);
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

/** One round of a target: driven on both sizes seconds apart, the order set by `smallFirst`. */
async function measurePair(
  smallSize: Size,
  largeSize: Size,
  pair: { small: Target; large: Target },
  smallFirst: boolean,
): Promise<{ small: Row; large: Row }> {
  if (smallFirst) {
    const smallRow = await measure(smallSize, pair.small);
    return { small: smallRow, large: await measure(largeSize, pair.large) };
  }
  const largeRow = await measure(largeSize, pair.large);
  return { small: await measure(smallSize, pair.small), large: largeRow };
}

const growthFloor = 0.8;

/**
 * A growth figure under the floor is measured in two more rounds and the round with the median
 * figure stands, marked with its rounds: one 10 s sample of a page rendered at about 200 req/s
 * moves by up to a fifth on this shared machine, while a read that really grows with the
 * catalogue is slow in all three rounds.
 */
async function remeasure(
  smallSize: Size,
  largeSize: Size,
  pair: { small: Target; large: Target },
  first: { small: Row; large: Row },
): Promise<{ small: Row; large: Row }> {
  const rounds = [first];
  for (const smallFirst of [false, true]) {
    console.log(`  again: ${pair.large.name}`);
    rounds.push(await measurePair(smallSize, largeSize, pair, smallFirst));
  }
  const ranked = [...rounds].sort(
    (a, b) => (growth(a.large, a.small) ?? 0) - (growth(b.large, b.small) ?? 0),
  );
  const median = ranked[1]!;
  return { small: median.small, large: { ...median.large, rounds: rounds.length } };
}

/**
 * Both sizes are seeded and served at once, and each target is driven on one size and then at
 * once on the other (the order alternating from target to target), so the two figures a growth
 * ratio compares are seconds apart: on a shared machine whose speed moves by a quarter over
 * minutes, runs of one size after the other measured the machine's drift more than the
 * catalogue's cost. The idle server waits on its socket and costs nothing meanwhile.
 */
async function runBoth(smallCount: number, largeCount: number) {
  const port = 4100 + Math.floor(Math.random() * 500);
  const sizes: Size[] = [];
  try {
    sizes.push(await prepare(smallCount, port));
    sizes.push(await prepare(largeCount, port + 1));
    const [smallSize, largeSize] = sizes as [Size, Size];
    console.log("");
    const smallTargets = allTargets(smallCount);
    const list = allTargets(largeCount).map((t, i) => ({ large: t, small: smallTargets[i]! }));
    for (const [i, pair] of list.entries()) {
      let rows = await measurePair(smallSize, largeSize, pair, i % 2 === 0);
      const g = growth(rows.large, rows.small);
      if (pair.large.group !== "baseline" && g !== undefined && g < growthFloor)
        rows = await remeasure(smallSize, largeSize, pair, rows);
      smallSize.rows.push(rows.small);
      largeSize.rows.push(rows.large);
    }
    // Issue #20 item 5: the beacon endpoint at 1,000 events/s beside the large catalogue's pages.
    largeSize.beacon = await runBeaconBench({
      base: largeSize.base,
      databaseUrl: largeSize.url,
      pages: allTargets(largeCount).filter((t) => !t.uncached && BEACON_PAGES.includes(t.name)),
      seconds: duration,
    });
    // Issue #20 item 4: the whole sitemap of the large catalogue, read as a crawler would, each
    // part checked against the protocol's limits and elements; its memory is in the peak below.
    for (const size of sizes) size.sitemap = await checkSitemap(size.base);
    // Issue #20 item 3: the product feeds of the whole catalogue, each item checked.
    for (const size of sizes) {
      size.feeds = [
        await checkGoogleFeed(`${size.base}/feeds/google.xml`),
        await checkMetaFeed(`${size.base}/feeds/meta.csv`),
      ];
    }
  } finally {
    for (const size of sizes) {
      size.peakRssMb = memoryMb(size.server.pid!, "VmHWM");
      await stopServer(size.server);
      await size.bare.stop();
      await size.drop();
    }
  }
  const result = (size: Size | undefined) => ({
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
  });
  return { small: result(sizes[0]), large: result(sizes[1]) };
}

type SizeResult = Awaited<ReturnType<typeof runBoth>>["large"];

/**
 * The sitemap and the feeds alone: one catalogue of `products`, its whole sitemap and every feed
 * read as a crawler would and checked, then the server's peak memory. Exit 1 on any problem.
 */
async function runCrawl(products: number): Promise<number> {
  const size = await prepare(products, 4100 + Math.floor(Math.random() * 500));
  try {
    size.sitemap = await checkSitemap(size.base);
    size.feeds = [
      await checkGoogleFeed(`${size.base}/feeds/google.xml`),
      await checkMetaFeed(`${size.base}/feeds/meta.csv`),
    ];
  } finally {
    size.peakRssMb = memoryMb(size.server.pid!, "VmHWM");
    await stopServer(size.server);
    await size.bare.stop();
    await size.drop();
  }
  const map = size.sitemap;
  const problems = [
    ...map.problems.map((p) => `sitemap: ${p}`),
    ...size.feeds.flatMap((f) => f.problems.map((p) => `feed ${f.url}: ${p}`)),
  ];
  const urls = map.parts.reduce((sum, p) => sum + p.urls, 0);
  const mb = Math.round(map.parts.reduce((sum, p) => sum + p.bytes, 0) / 1e5) / 10;
  console.log(
    `\n${kind}, ${products} products: sitemap index in ${Math.round(map.indexMs)} ms, ${map.parts.length} parts, ${urls} URLs, ${mb} MB, all read in ${Math.round(map.totalMs / 100) / 10} s, ${map.problems.length} problems`,
  );
  for (const f of size.feeds) {
    console.log(
      `feed ${f.url.split("/").pop()}: ${f.items} items, ${Math.round(f.bytes / 1e5) / 10} MB in ${Math.round(f.ms / 100) / 10} s, ${f.problems.length} problems`,
    );
  }
  console.log(`server peak memory: ${size.peakRssMb} MB (heap capped at 192 MB)`);
  mkdirSync("bench", { recursive: true });
  const file = path.join("bench", `crawl-${kind}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        kind,
        date: new Date().toISOString(),
        products,
        peakRssMb: size.peakRssMb,
        sitemap: { parts: map.parts, indexMs: map.indexMs, totalMs: map.totalMs, urls, mb },
        feeds: size.feeds,
        problems,
      },
      null,
      2,
    ),
  );
  console.log(`wrote ${file}`);
  if (problems.length) console.log(`\nProblems:\n- ${problems.join("\n- ")}`);
  return problems.length ? 1 : 0;
}

/**
 * A target's requests/s at the large size over the same at the small size, measured seconds
 * apart (runBoth). Both sizes hold their rows in the same order: the row at the same index is the
 * same target ("category p200 name" at 100,000 products is "category p41 name" at 1,000).
 */
function growth(row: Row, ref: Row | undefined): number | undefined {
  if (!ref || !ref.rps) return undefined;
  return row.rps / ref.rps;
}

function check(result: SizeResult, reference?: SizeResult) {
  const failures: string[] = [];
  for (const [i, row] of result.rows.entries()) {
    if (row.non2xx > 0 || row.errors > 0)
      failures.push(`${row.name}: ${row.non2xx} non-2xx, ${row.errors} errors`);
    const g = reference && growth(row, reference.rows[i]);
    if (g !== undefined && row.group !== "baseline" && g < growthFloor) {
      failures.push(
        `${row.name}: ${row.rps} req/s at ${result.products} products is ${Math.round(g * 100)}% of ${reference?.products} products' figure (≥ 80%)`,
      );
    }
    // Uncached rows are held to zero non-2xx and to the growth ratio (the cost of a read must not
    // grow with the catalogue), not to the ratio and p99 targets: their CPU per render is issue
    // #21 item 4's figure, given in docs/performance.md. A shopper mostly gets the cached figures.
    if (row.uncached) continue;
    // /en and /es pages come from the page cache at the Portuguese pages' rate (issue #16).
    const counterpart = row.counterpart && result.rows.find((r) => r.name === row.counterpart);
    if (counterpart && row.rps < counterpart.rps * growthFloor) {
      failures.push(
        `${row.name}: ${row.rps} req/s is ${Math.round((row.rps / counterpart.rps) * 100)}% of ${counterpart.name}'s ${counterpart.rps} (≥ 80%)`,
      );
    }
    // Issue #21 item 2: cached pages and JSON lists at ≥ 0.25 of the bare server answering the
    // same bytes, static files and media at ≥ 0.5; p99 ≤ 30 ms at 50 connections.
    const floor = row.group === "baseline" || row.group === "media" ? 0.5 : 0.25;
    if (row.group !== "search" && row.ratio < floor)
      failures.push(`${row.name}: ${row.ratio} of the bare server (≥ ${floor})`);
    if (row.group !== "search" && row.p99 > 30)
      failures.push(`${row.name}: p99 ${row.p99} ms (≤ 30)`);
    if (row.group === "search" && row.p99 > 60)
      failures.push(`${row.name}: p99 ${row.p99} ms (≤ 60)`);
  }
  for (const problem of result.wire) failures.push(`on the wire: ${problem}`);
  if (result.peakRssMb >= 300) failures.push(`server peak memory ${result.peakRssMb} MB (< 300)`);
  for (const problem of result.sitemap?.problems ?? []) failures.push(`sitemap: ${problem}`);
  if (result.beacon) failures.push(...beaconFailures(result.beacon));
  for (const feed of result.feeds ?? []) {
    for (const problem of feed.problems) failures.push(`feed ${feed.file}: ${problem}`);
  }
  return failures;
}

/** `npm run bench -- beacon`: only the beacon scenario (issue #20 item 5) beside the large catalogue. */
async function runBeaconOnly(products: number): Promise<number> {
  const size = await prepare(products, 4100 + Math.floor(Math.random() * 500));
  try {
    const result = await runBeaconBench({
      base: size.base,
      databaseUrl: size.url,
      pages: allTargets(products).filter((t) => !t.uncached && BEACON_PAGES.includes(t.name)),
      seconds: duration,
    });
    const failures = beaconFailures(result);
    for (const f of failures) console.log(`FAIL ${f}`);
    return failures.length ? 1 : 0;
  } finally {
    await stopServer(size.server);
    await size.bare.stop();
    await size.drop();
  }
}

if (build) buildProduction();
await closeDb();
if (soak !== undefined) {
  process.exit(await runSoak({ kind, seconds: soak, products: soakProducts }));
}
if (crawl) process.exit(await runCrawl(large));
if (mode === "beacon") process.exit(await runBeaconOnly(large));
const { small: smallResult, large: largeResult } = await runBoth(small, large);
const failures = [...check(smallResult), ...check(largeResult, smallResult)];

console.log(`\n${kind}: ${large} products vs ${small}`);
console.log(
  `| target | req/s | p50 ms | p99 ms | bytes | non-2xx | bare req/s | bare p99 ms | × bare | req/s at ${small} | × bare at ${small} | growth |`,
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const [i, row] of largeResult.rows.entries()) {
  const ref = smallResult.rows[i];
  const g = growth(row, ref);
  const shown =
    g === undefined
      ? ""
      : `${(Math.round(g * 100) / 100).toFixed(2)}${row.rounds ? ` (median of ${row.rounds})` : ""}`;
  console.log(
    `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.bytes} | ${row.non2xx} | ${row.bare} | ${row.bareP99} | ${row.ratio.toFixed(2)} | ${ref?.rps ?? ""} | ${ref?.ratio.toFixed(2) ?? ""} | ${shown} |`,
  );
}
console.log(
  `server peak memory: ${largeResult.peakRssMb} MB (${large}), ${smallResult.peakRssMb} MB (${small})`,
);
for (const result of [largeResult, smallResult]) {
  const map = result.sitemap;
  if (!map) continue;
  console.log(
    `sitemap at ${result.products} products: index in ${map.indexMs} ms, ${map.parts} parts, ${map.urls} URLs, ${map.mb} MB (largest part ${map.largestPartMb} MB), all read in ${map.seconds} s, ${map.problems.length} problems`,
  );
  for (const feed of result.feeds ?? []) {
    console.log(
      `feed ${feed.file} at ${result.products} products: ${feed.items} items, ${feed.mb} MB in ${feed.seconds} s, ${feed.problems.length} problems`,
    );
  }
}
if (largeResult.beacon) {
  console.log(`beacon at ${large} products, ${largeResult.beacon.seconds} s a page:`);
  for (const run of largeResult.beacon.runs) {
    for (const line of describeBeaconRun(run, largeResult.beacon.targetRate)) console.log(line);
  }
}

mkdirSync("bench", { recursive: true });
const file = path.join("bench", kind === "sqlite" ? "results.json" : "results-postgres.json");
writeFileSync(
  file,
  JSON.stringify(
    {
      kind,
      date: new Date().toISOString(),
      duration,
      connections,
      small: smallResult,
      large: largeResult,
      failures,
    },
    null,
    2,
  ),
);
console.log(`wrote ${file}`);
if (failures.length) {
  console.log(`\nBelow target:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("\nAll figures at or above target.");
