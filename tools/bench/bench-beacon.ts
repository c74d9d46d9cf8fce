import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BROWSER_HEADERS, startBare } from "./bench-bare";
import autocannon from "autocannon";
import { insightEvents, productIds, sendBeacons } from "./bench-beacon-load";
import type { Target } from "./bench-targets";

// The beacon endpoint (POST /api/events) takes 1,000 events a second while the
// store's pages keep their p99. Each page is driven alone, then again while a second autocannon,
// in a process of its own (tools/bench/bench-beacon-sender.ts), sends beacons of one event each at a
// fixed overall rate. Driven at full speed, the page's p99 is the length of its own queue, so any
// other work at all lengthens it; the page is driven again at a steady rate, half of what it
// reached alone, as shoppers ask: alone, with the beacons, and with the same beacons sent to a
// bare node:http server in a process of its own (tools/bench/bare-server.mjs answering 204). On this
// machine's two cores the page's load, the beacons' sender and the server share the CPU, and the
// sender and any server answering it take their share from the page whatever the endpoint does:
// that last run is the yardstick, and the page keeps its p99 (keepsP99) when the app's own
// endpoint adds no more than that. Afterwards the events the server wrote
// (every INSIGHTS_FLUSH_MS, by its background job) are counted: sent, accepted and stored.
// The server must believe one proxy (TRUST_PROXY=1): each beacon names an address of its own in
// X-Forwarded-For, so the per-address limit (120 a minute) drops none of them.

/** The beacons' rate, in requests (events) a second. */
export const BEACON_RATE = 1000;
/** The pages' connections, as the bench's other targets. */
const PAGE_CONNECTIONS = 10;
/** The pages driven alone and with the beacon load (bench-targets' names). */
export const BEACON_PAGES = ["category p1 relevance", "product page"];

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface BeaconRun {
  page: string;
  /** The page at full speed (PAGE_CONNECTIONS asking back to back): its p99 is its queue's. */
  alone: LoadFigures;
  withBeacon: LoadFigures;
  /** The page asked at a steady rate, half of what it reached alone: a shop's busy hour. */
  steadyRate: number;
  steadyAlone: LoadFigures;
  steadyWithBeacon: LoadFigures;
  /** The same, the beacons sent to a bare server instead: what the machine itself costs. */
  steadyWithBareBeacon: LoadFigures;
  beacon: LoadFigures & {
    /** Beacons sent (each one event). */
    sent: number;
    /** Answered 204: taken by the endpoint. */
    accepted: number;
  };
  /** Rows the server wrote to insight_event for this run's beacons. */
  stored: number;
}

export interface BeaconResult {
  targetRate: number;
  seconds: number;
  runs: BeaconRun[];
}

const figures = (r: autocannon.Result): LoadFigures => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/**
 * Drives each page alone for `seconds`, then for as long again with beacons at `rate` a second,
 * then waits for the server's next flushes and counts what it stored. Prints one block a page.
 */
export async function runBeaconBench(options: {
  base: string;
  databaseUrl: string;
  pages: Target[];
  seconds: number;
  rate?: number;
}): Promise<BeaconResult> {
  const { base, databaseUrl, pages, seconds, rate = BEACON_RATE } = options;
  const ids = await productIds(databaseUrl);
  if (ids.length === 0) throw new Error("beacon bench: the catalogue has no products");
  const flushMs = Number(process.env.INSIGHTS_FLUSH_MS) || 5_000;
  const idsFile = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-beacon-")), "ids.json");
  writeFileSync(idsFile, JSON.stringify(ids));
  /** Beacons sent so far, over every run (each beacon names an address of its own). */
  let sentSoFar = 0;
  const runs: BeaconRun[] = [];
  console.log(`\n  beacon: ${rate} events/s on POST /api/events beside each page`);
  const bare = await startBare(
    [
      {
        path: "/api/events",
        status: 204,
        headers: { "cache-control": "no-store" },
        body: Buffer.alloc(0),
      },
    ],
    4700 + Math.floor(Math.random() * 200),
  );
  try {
    for (const page of pages) {
      const drivePage = (overallRate?: number) =>
        autocannon({
          url: base + page.path,
          connections: PAGE_CONNECTIONS,
          duration: seconds,
          headers: BROWSER_HEADERS,
          ...(overallRate ? { overallRate } : {}),
        });
      await autocannon({
        url: base + page.path,
        connections: PAGE_CONNECTIONS,
        duration: 1,
        headers: BROWSER_HEADERS,
      });
      const alone = figures(await drivePage());

      const before = await insightEvents(databaseUrl);
      const firstBeacon = sentSoFar;
      const [withBeacon, beacons] = await Promise.all([
        drivePage(),
        sendBeacons({ base, rate, seconds, first: firstBeacon, idsFile }),
      ]);
      sentSoFar += beacons.sent;
      const steadyRate = Math.max(1, Math.round(alone.rps / 2));
      const steadyAlone = figures(await drivePage(steadyRate));
      const [steadyWithBeacon, steadyBeacons] = await Promise.all([
        drivePage(steadyRate),
        sendBeacons({ base, rate, seconds, first: sentSoFar, idsFile }),
      ]);
      sentSoFar += steadyBeacons.sent;
      const [steadyWithBareBeacon] = await Promise.all([
        drivePage(steadyRate),
        sendBeacons({ base: bare.base, rate, seconds, first: 0, idsFile }),
      ]);
      const accepted = beacons.ok + steadyBeacons.ok;
      const sent = beacons.sent + steadyBeacons.sent;
      // The server writes what it holds every flushMs: wait until it has written every beacon sent
      // (the last few were answered after autocannon stopped counting), or two flushes and more.
      let stored = 0;
      const deadline = Date.now() + 2 * flushMs + 5_000;
      for (;;) {
        stored = (await insightEvents(databaseUrl)) - before;
        if (stored >= sent || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      const run: BeaconRun = {
        page: page.name,
        alone,
        withBeacon: figures(withBeacon),
        steadyRate,
        steadyAlone,
        steadyWithBeacon: figures(steadyWithBeacon),
        steadyWithBareBeacon: figures(steadyWithBareBeacon),
        beacon: {
          rps: Math.min(
            Math.round(beacons.total / beacons.duration),
            Math.round(steadyBeacons.total / steadyBeacons.duration),
          ),
          p50: Math.max(beacons.p50, steadyBeacons.p50),
          p99: Math.max(beacons.p99, steadyBeacons.p99),
          non2xx: beacons.non2xx + steadyBeacons.non2xx,
          errors: beacons.errors + steadyBeacons.errors,
          sent,
          accepted,
        },
        stored,
      };
      runs.push(run);
      for (const line of describeBeaconRun(run, rate)) console.log(`  ${line}`);
    }
  } finally {
    await bare.stop();
  }
  return { targetRate: rate, seconds, runs };
}

/** The block a run prints: the beacon's figures, the page's p99 alone and with it, what was kept. */
export function describeBeaconRun(run: BeaconRun, rate: number): string[] {
  const b = run.beacon;
  return [
    `beacon: ${rate} events/s target, achieved ${b.rps}/s, p99 ${b.p99} ms, non-2xx ${b.non2xx}, errors ${b.errors}; ` +
      `page ${run.page} p99 alone ${run.alone.p99} ms, with beacon ${run.withBeacon.p99} ms ` +
      `(p50 ${run.alone.p50} → ${run.withBeacon.p50} ms, ${run.alone.rps} → ${run.withBeacon.rps} req/s); ` +
      `at a steady ${run.steadyRate} req/s p99 alone ${run.steadyAlone.p99} ms, with beacons to a bare server ` +
      `${run.steadyWithBareBeacon.p99} ms, with beacon ${run.steadyWithBeacon.p99} ms ` +
      `(p50 ${run.steadyAlone.p50} → ${run.steadyWithBareBeacon.p50} → ${run.steadyWithBeacon.p50} ms); ` +
      `stored ${run.stored} of sent ${b.sent} (accepted ${b.accepted})`,
  ];
}

/**
 * A page's p99 kept beside the beacons, at the steady rate a shopper meets:
 * with the app answering them, at most 5 ms or a quarter more than with a bare server answering
 * the same beacons on this machine, whichever allows more (two runs of one page alone differ by
 * that much here).
 */
export function keepsP99(withBareBeacon: number, withBeacon: number): boolean {
  return withBeacon <= Math.max(withBareBeacon + 5, withBareBeacon * 1.25);
}

/**
 * What falls short of the target above: the rate not reached (within 5%), a beacon refused or
 * lost, an accepted event not stored, a page's p99 over its target (60 ms) at full speed, or not
 * kept (keepsP99) at the steady rate.
 */
export function beaconFailures(result: BeaconResult, pageP99 = 60): string[] {
  const failures: string[] = [];
  for (const run of result.runs) {
    const b = run.beacon;
    const where = `beacon beside ${run.page}`;
    if (b.rps < result.targetRate * 0.95)
      failures.push(`${where}: ${b.rps} events/s (≥ ${result.targetRate})`);
    if (b.non2xx > 0 || b.errors > 0)
      failures.push(`${where}: ${b.non2xx} non-2xx, ${b.errors} errors`);
    if (run.stored < b.accepted) failures.push(`${where}: stored ${run.stored} of ${b.accepted}`);
    if (run.withBeacon.non2xx > 0 || run.withBeacon.errors > 0)
      failures.push(`${run.page} with beacon: ${run.withBeacon.non2xx} non-2xx`);
    if (run.withBeacon.p99 > pageP99)
      failures.push(`${run.page} with beacon: p99 ${run.withBeacon.p99} ms (≤ ${pageP99})`);
    if (run.steadyWithBeacon.non2xx > 0 || run.steadyWithBeacon.errors > 0)
      failures.push(
        `${run.page} at a steady rate with beacon: ${run.steadyWithBeacon.non2xx} non-2xx`,
      );
    if (!keepsP99(run.steadyWithBareBeacon.p99, run.steadyWithBeacon.p99))
      failures.push(
        `${run.page} at ${run.steadyRate} req/s: p99 ${run.steadyWithBeacon.p99} ms with beacons, ` +
          `${run.steadyWithBareBeacon.p99} ms with them sent to a bare server (not kept)`,
      );
  }
  return failures;
}
