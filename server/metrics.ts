import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import { onDatabaseFault, type DatabaseFaultKind } from "../app/.server/db/faults.server";
import { dbKind, getDb } from "../app/.server/db/kysely";
import { poolStatsOf } from "../app/.server/db/pool-stats.server";
import { getEnv } from "../app/.server/env";
import { getLogger } from "../app/.server/logger";
import { readOutboxBacklog } from "./metrics-outbox";
import {
  countAnswered,
  createRequestCounts,
  requestMetricsText,
  type RequestCounts,
} from "./request-metrics";
import { routeGroupIndex } from "./route-group";

// `/metrics` in Prometheus' text format, answered on the lean path before
// anything else (server/app.ts `dispatch`), so a scrape costs nothing of the app and still answers
// while the database is away. Only to loopback or to `Authorization: Bearer <METRICS_TOKEN>`;
// anything else gets the 404 of a path that does not exist. docs/operations.md ("Metrics") lists
// the metrics, a scrape configuration and the alerts.

const DATABASE_FAULTS: DatabaseFaultKind[] = ["unavailable", "timeout", "full"];

interface Metrics {
  registry: Registry;
  requests: RequestCounts;
  cacheHits: Counter;
  cacheMisses: Counter;
  cacheStale: Counter;
  faults: Counter<"kind">;
  pool: { inUse: Gauge; waiting: Gauge; size: Gauge };
  outbox: { pending: Gauge; oldestAge: Gauge };
}

function createMetrics(): Metrics {
  const registry = new Registry();
  // Event-loop lag, resident memory, heap, handles, GC: prom-client's own, under their usual names.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = (name: string, help: string) => new Counter({ name, help, registers });
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers });
  const faults = new Counter({
    name: "vitrine_db_faults_total",
    help: "Database faults the app answered itself: unavailable, timeout (statement or pool wait), full.",
    labelNames: ["kind"] as const,
    registers,
  });
  // Every series from the start at 0, so a rate over them is defined before the first fault.
  for (const kind of DATABASE_FAULTS) faults.inc({ kind }, 0);
  // Every fault the app answered itself (a 503, a 507, an admin's message), reported once where it
  // was met (reportDatabaseFault); `timeout` counts statement and pool deadlines.
  onDatabaseFault((fault) => faults.inc({ kind: fault.kind }));
  return {
    registry,
    requests: createRequestCounts(),
    cacheHits: counter("vitrine_page_cache_hits_total", "Pages answered from the page cache."),
    cacheMisses: counter(
      "vitrine_page_cache_misses_total",
      "Cacheable pages the page cache did not hold (rendered).",
    ),
    cacheStale: counter(
      "vitrine_page_cache_stale_total",
      "Cached pages served stale because the catalogue version could not be read.",
    ),
    faults,
    pool: {
      inUse: gauge("vitrine_db_pool_connections_in_use", "Database connections running a query."),
      waiting: gauge(
        "vitrine_db_pool_waiting",
        "Queries waiting for a pooled database connection.",
      ),
      size: gauge("vitrine_db_pool_connections", "Database connections open."),
    },
    outbox: {
      pending: gauge("vitrine_outbox_pending", "Outbox messages not yet sent."),
      oldestAge: gauge(
        "vitrine_outbox_oldest_pending_age_seconds",
        "Age of the oldest outbox message not yet sent (0 when none).",
      ),
    },
  };
}

// One set per process, whichever bundle asks first: the server entry and the React Router build
// each hold a copy of this module (the database's own holder in kysely.ts does the same).
const key = Symbol.for("vitrine.metrics");
type Holder = { [key]?: Metrics };
function metrics(): Metrics {
  const holder = globalThis as Holder;
  holder[key] ??= createMetrics();
  return holder[key];
}

const STARTED = Symbol("vitrine.metrics.started");
const GROUP = Symbol("vitrine.metrics.group");
type Timed = ServerResponse & { [STARTED]?: number; [GROUP]?: number };

/**
 * Counts `res` when its answer is finished: its route group (read now, before anything rewrites
 * `req.url`), status class and duration. One listener, the same function for every request.
 */
export function countRequest(req: IncomingMessage, res: ServerResponse): void {
  const timed = res as Timed;
  timed[STARTED] = performance.now();
  timed[GROUP] = routeGroupIndex(req.url ?? "/");
  res.on("finish", recordFinished);
}

function recordFinished(this: Timed) {
  const seconds = (performance.now() - (this[STARTED] ?? 0)) / 1000;
  countAnswered(metrics().requests, this[GROUP] ?? 0, this.statusCode, seconds);
}

/** server/cached-pages.ts: a page answered from the page cache. */
export const pageCacheHit = () => metrics().cacheHits.inc();
/** server/cached-pages.ts: a cacheable page the cache did not hold. */
export const pageCacheMiss = () => metrics().cacheMisses.inc();
/** server/cached-pages.ts: a cached page served stale while the database is away. */
export const pageCacheStale = () => metrics().cacheStale.inc();

/** True for the one path answered by sendMetrics (with or without a query). */
export const isMetricsPath = (url: string | undefined) =>
  url === "/metrics" || url?.startsWith("/metrics?") === true;

// The socket's peer, never a header: a client writes X-Forwarded-For itself.
const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;
// A request that came through a proxy on this machine (the nginx recipe) has a loopback peer but
// someone else's request: it is answered only with the token.
const FORWARDED = ["x-forwarded-for", "forwarded", "x-real-ip"];

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Loopback (not forwarded) or the right bearer token, compared in constant time. */
export function mayScrape(req: IncomingMessage): boolean {
  const peer = req.socket.remoteAddress ?? "";
  if (LOOPBACK.test(peer) && !FORWARDED.some((name) => req.headers[name] !== undefined)) {
    return true;
  }
  const token = getEnv().METRICS_TOKEN;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1];
  return (
    token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token))
  );
}

const PLAIN = { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" };

/** Answers `/metrics`: the figures to a scraper allowed by mayScrape, 404 to anyone else. */
export async function sendMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!mayScrape(req)) {
    res.writeHead(404, PLAIN).end("Not Found");
    return;
  }
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { ...PLAIN, Allow: "GET, HEAD" }).end("Method Not Allowed");
    return;
  }
  try {
    const m = metrics();
    await readAtScrape(m);
    const body = `${await m.registry.metrics()}\n${requestMetricsText(m.requests)}`;
    res.writeHead(200, {
      "Content-Type": m.registry.contentType,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    getLogger().error({ err: error }, "metrics failed");
    if (res.headersSent) res.destroy();
    else res.writeHead(500, PLAIN).end("Internal Server Error");
  }
}

/** The figures read when scraped: the pool's connections and the outbox's backlog. */
async function readAtScrape(m: Metrics) {
  const db = getDb();
  // SQLite: one connection, always open and in use by the process; nothing waits in a pool.
  const pool =
    poolStatsOf(db) ?? (dbKind(db) === "sqlite" ? { total: 1, idle: 0, waiting: 0 } : undefined);
  m.pool.size.set(pool?.total ?? Number.NaN);
  m.pool.inUse.set(pool ? pool.total - pool.idle : Number.NaN);
  m.pool.waiting.set(pool?.waiting ?? Number.NaN);
  // NaN while the database does not answer: a gap in the graph, not a made-up zero.
  const backlog = await readOutboxBacklog(db, Date.now());
  m.outbox.pending.set(backlog?.pending ?? Number.NaN);
  m.outbox.oldestAge.set(backlog?.oldestAgeSeconds ?? Number.NaN);
}
