import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportDatabaseFault } from "~/.server/db/faults.server";
import { DEMO_CATEGORIES } from "~/.server/db/seed/demo-data";
import { createApp } from "../../server/app";
import { pageCacheHit, pageCacheMiss, pageCacheStale } from "../../server/metrics";
import { testServerBuild } from "../fixtures/app-server";
import { installAuthTestDb } from "../fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../fixtures/databases";
import { closeServers, scrape, serve, valueOf } from "../fixtures/metrics-server";

// /metrics in Prometheus' text format (server/metrics.ts), through the app on a
// real socket: what it shows, what it counts, and that it answers while the database does not.
// Who may read it: metrics-access.test.ts; the counting itself: request-metrics.test.ts.

describe.each(TEST_DB_KINDS)("/metrics, %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(async () => {
    await closeServers();
    await t.cleanup();
  });

  it("answers loopback 200 in Prometheus' text format, every metric docs/operations.md lists named", async () => {
    const base = await serve(0);
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    for (const name of [
      "vitrine_http_requests_total",
      "vitrine_http_request_duration_seconds",
      "vitrine_page_cache_hits_total",
      "vitrine_page_cache_misses_total",
      "vitrine_page_cache_stale_total",
      "vitrine_db_pool_connections_in_use",
      "vitrine_db_pool_waiting",
      "vitrine_db_faults_total",
      "vitrine_outbox_pending",
      "vitrine_outbox_oldest_pending_age_seconds",
      "nodejs_eventloop_lag_seconds",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    // Every request series exists from the start, so a 5xx rate is defined before the first 5xx.
    expect(valueOf(text, 'vitrine_http_requests_total{group="store",status="5xx"}')).toBe(0);
    expect(
      valueOf(text, 'vitrine_http_request_duration_seconds_bucket{le="+Inf",group="api"}'),
    ).toBe(valueOf(text, 'vitrine_http_request_duration_seconds_count{group="api"}'));
  });

  it("reads the pool (SQLite: 1 in use, 0 waiting; PostgreSQL: pg.Pool's counts) and the outbox's backlog at scrape time", async () => {
    const base = await serve(0);
    const created = new Date(Date.now() - 120_000).toISOString();
    await t.db
      .insertInto("outbox")
      .values({
        kind: "enquiry_email",
        payload: "{}",
        next_attempt_at: created,
        created_at: created,
      })
      .execute();
    const text = await scrape(base);
    expect(valueOf(text, "vitrine_outbox_pending")).toBe(1);
    expect(valueOf(text, "vitrine_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(120);
    expect(valueOf(text, "vitrine_outbox_oldest_pending_age_seconds")).toBeLessThan(180);
    const inUse = valueOf(text, "vitrine_db_pool_connections_in_use");
    const waiting = valueOf(text, "vitrine_db_pool_waiting");
    if (kind === "sqlite") {
      expect([inUse, waiting]).toEqual([1, 0]);
    } else {
      // pg.Pool's own counts: between scrapes every connection is idle and nobody waits.
      expect(inUse).toBe(0);
      expect(waiting).toBe(0);
      expect(valueOf(text, "vitrine_db_pool_connections")).toBeGreaterThanOrEqual(1);
    }
  });

  it("counts a request in its route group and status class, and its latency", async () => {
    const base = await serve(0);
    const before = await scrape(base);
    const series = 'vitrine_http_requests_total{group="api",status="4xx"}';
    const count = 'vitrine_http_request_duration_seconds_count{group="api"}';
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/teapot`)).status).toBe(418);
    await expect
      .poll(async () => valueOf(await scrape(base), series))
      .toBe(valueOf(before, series)! + 3);
    const after = await scrape(base);
    expect(valueOf(after, count)).toBe(valueOf(before, count)! + 3);
    // The scrapes themselves are not counted: no group grew but the API's.
    expect(valueOf(after, 'vitrine_http_requests_total{group="other",status="2xx"}')).toBe(
      valueOf(before, 'vitrine_http_requests_total{group="other",status="2xx"}'),
    );
  });

  it("counts page-cache hits, misses and stale serves, and database faults by kind", async () => {
    const base = await serve(0);
    const before = await scrape(base);
    pageCacheHit();
    pageCacheHit();
    pageCacheMiss();
    pageCacheStale();
    reportDatabaseFault(Object.assign(new Error("canceling statement"), { code: "57014" }));
    const after = await scrape(base);
    const grew = (series: string) => valueOf(after, series)! - valueOf(before, series)!;
    expect(grew("vitrine_page_cache_hits_total")).toBe(2);
    expect(grew("vitrine_page_cache_misses_total")).toBe(1);
    expect(grew("vitrine_page_cache_stale_total")).toBe(1);
    expect(grew('vitrine_db_faults_total{kind="timeout"}')).toBe(1);
    expect(grew('vitrine_db_faults_total{kind="full"}')).toBe(0);
  });
});

describe("/metrics and the page cache, through the real routes", () => {
  it("counts the first request of a page a miss and the next a hit (server/cached-pages.ts)", async () => {
    const t = await installAuthTestDb("sqlite");
    const now = new Date().toISOString();
    await t.db
      .insertInto("category")
      .values(DEMO_CATEGORIES.map((c) => ({ ...c, created_at: now })))
      .execute();
    const server = createApp("/nonexistent", await testServerBuild(), { https: false });
    const listening = server.listen(0, "127.0.0.1");
    try {
      await new Promise((resolve) => listening.once("listening", resolve));
      const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
      const before = await scrape(base);
      const grew = (after: string, series: string) =>
        valueOf(after, series)! - valueOf(before, series)!;
      const first = await fetch(`${base}/produtos/1`);
      expect(first.headers.get("x-page-cache")).toBe("miss");
      const second = await fetch(`${base}/produtos/1`);
      expect(second.headers.get("x-page-cache")).toBe("hit");
      const after = await scrape(base);
      expect(grew(after, "vitrine_page_cache_misses_total")).toBe(1);
      expect(grew(after, "vitrine_page_cache_hits_total")).toBe(1);
      expect(grew(after, 'vitrine_http_requests_total{group="store",status="2xx"}')).toBe(2);
    } finally {
      await new Promise((resolve) => listening.close(resolve));
      await t.cleanup();
    }
  });
});

// Runs where TEST_DATABASE_URL names a PostgreSQL server (.ci/run sets it); skipped otherwise.
describe.skipIf(!TEST_DB_KINDS.includes("postgres"))("/metrics behind a lock, postgres", () => {
  it("answers within its 1 s deadline, the outbox NaN, and queues no second query behind the lock", async () => {
    const t = await installAuthTestDb("postgres");
    const locker = new pg.Client({ connectionString: t.url });
    await locker.connect();
    try {
      const base = await serve(0);
      await locker.query("begin");
      await locker.query("lock table outbox in access exclusive mode");
      for (let scrapeNo = 0; scrapeNo < 2; scrapeNo++) {
        const started = performance.now();
        const response = await fetch(`${base}/metrics`);
        const text = await response.text();
        expect(response.status).toBe(200);
        expect(performance.now() - started).toBeLessThan(2_000);
        expect(valueOf(text, "vitrine_outbox_pending")).toBeNaN();
        // The pool's figures need no query. The first scrape reads them before its outbox query
        // starts; the second sees that query holding a connection behind the lock.
        expect(valueOf(text, "vitrine_db_pool_connections_in_use")).toBe(scrapeNo);
      }
      const waiting = await locker.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query like '%"outbox"%'`,
      );
      expect(waiting.rows[0]!.n).toBe(1);
      await locker.query("commit");
      await expect
        .poll(async () => valueOf(await scrape(base), "vitrine_outbox_pending"), { timeout: 5_000 })
        .toBe(0);
    } finally {
      await locker.end();
      await closeServers();
      await t.cleanup();
    }
  });
});

describe("/metrics while the database is away", () => {
  it("still answers 200, the outbox's figures NaN (a gap, not a made-up zero)", async () => {
    const t = await installAuthTestDb("sqlite");
    try {
      const base = await serve(0);
      // The process's database closed under the app: every query fails.
      await t.db.destroy();
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(valueOf(text, "vitrine_outbox_pending")).toBeNaN();
      expect(valueOf(text, "vitrine_outbox_oldest_pending_age_seconds")).toBeNaN();
      expect(text).toContain("# TYPE vitrine_http_requests_total counter");
    } finally {
      await closeServers();
      await t.cleanup().catch(() => undefined);
    }
  });
});
