import {
  createProduct,
  freePort,
  lostProducts,
  sleep,
  spawnApp,
  startApp,
  waitHealthy,
  type Acknowledged,
} from "./faults-lib";
import {
  apiErrorCode,
  ask,
  describe,
  htmlText,
  metric,
  newSearch,
  showErrors,
  type Report,
  type Scenario,
} from "./faults-report";
import { seededCluster } from "./faults-postgres";

// npm run faults: PostgreSQL goes away under a running shop (pg-stop), and the shop starts
// before its PostgreSQL (pg-unreachable-start).

const JSON_ACCEPT = { accept: "application/json", "accept-language": "pt-BR" };
const HEADINGS = [
  ["", "Voltamos em instantes"],
  ["/es", "Volvemos en un momento"],
  ["/en", "We'll be back in a moment"],
] as const;

async function pgStop(r: Report): Promise<void> {
  const { pg, seeded } = await seededCluster();
  const app = await startApp(pg.url());
  const { base } = app;
  const acknowledged: Acknowledged = new Map();
  // Products nobody asks for before the outage: their pages are not in the page cache.
  const [pageId, apiId] = seeded.productIds.slice(-2);
  const category = "/produtos/1";
  await ask(base + category);
  const warm = await ask(base + category);
  r.check(
    warm.status === 200 && warm.headers.get("x-page-cache") === "hit",
    `warm-up: GET ${category} twice, the second: ${describe(warm, ["x-page-cache"])}`,
  );
  const metricsBefore = (await ask(`${base}/metrics`)).text;

  await pg.stop();
  r.say(`PostgreSQL stopped (pg_ctl stop -m fast); the app keeps running (pid ${app.pid})`);

  const cached = await ask(base + category);
  const cacheControl = cached.headers.get("cache-control") ?? "";
  r.check(
    cached.status === 200 && cached.headers.get("x-page-cache") === "stale",
    `shopper, cached category ${category}: ${describe(cached, ["x-page-cache", "cache-control"])}`,
  );
  r.check(
    cacheControl.includes("stale-if-error="),
    `  its Cache-Control carries stale-if-error: "${cacheControl}"`,
  );
  const pages: string[] = [];
  for (const [prefix, heading] of HEADINGS) {
    const page = await ask(`${base}${prefix}/produto/${pageId}`);
    const ok =
      page.status === 503 &&
      page.headers.get("retry-after") === "30" &&
      (page.headers.get("cache-control") ?? "").includes("no-store") &&
      page.text.includes(`<h1>${htmlText(heading)}</h1>`);
    r.check(
      ok,
      `shopper, uncached ${prefix}/produto/${pageId}: ${describe(page, ["retry-after", "cache-control"])}, heading "${(/<h1>([^<]*)<\/h1>/.exec(page.text)?.[1] ?? "none").replace(/&#x27;/g, "'")}"`,
    );
    pages.push(`${prefix || "/pt"} ${page.status}`);
  }
  const apiRead = await ask(`${base}/api/products/${apiId}`, { headers: JSON_ACCEPT });
  r.check(
    apiRead.status === 503 && apiErrorCode(apiRead) === "unavailable",
    `shopper, GET /api/products/${apiId} (never asked before): ${describe(apiRead, ["retry-after"])}, ${apiRead.text.slice(0, 120)}`,
  );
  const write = await createProduct(base, seeded.token, acknowledged);
  r.check(
    write.status === 503 && apiErrorCode(write) === "unavailable",
    `administrator, POST /api/products with an API token: ${describe(write, ["retry-after"])}, code "${apiErrorCode(write)}"`,
  );
  const ready = await ask(`${base}/readyz`);
  r.check(ready.status === 503, `/readyz: ${describe(ready)} ${ready.text}`);
  // Not an expectation: docs/operations.md has /healthz answer 503 while the database is away.
  const live = await ask(`${base}/healthz`);
  r.say(`/healthz: ${describe(live)} ${live.text} (the process itself answers)`);
  const metrics = await ask(`${base}/metrics`);
  const grew = (series: string) => metric(metrics.text, series) - metric(metricsBefore, series);
  const stale = grew("vitrine_page_cache_stale_total");
  const unavailable = grew('vitrine_db_faults_total{kind="unavailable"}');
  r.check(
    metrics.status === 200 && stale >= 1 && unavailable >= 1,
    `/metrics from loopback: ${metrics.status}; vitrine_page_cache_stale_total +${stale}, vitrine_db_faults_total{kind="unavailable"} +${unavailable}`,
  );

  const startAt = Date.now();
  await pg.start();
  const upAt = Date.now();
  r.say(`PostgreSQL started again (pg_ctl start took ${((upAt - startAt) / 1000).toFixed(1)} s)`);
  let back = await ask(base + newSearch());
  while (back.status !== 200 && Date.now() - upAt < 60_000) {
    await sleep(250);
    back = await ask(base + newSearch());
  }
  const recoveryS = (Date.now() - upAt) / 1000;
  r.check(
    back.status === 200 && app.child.exitCode === null,
    `shopper, a new search after the start: ${describe(back)}, ${recoveryS.toFixed(1)} s after PostgreSQL answered, same process (pid ${app.pid}, no restart)`,
  );
  const after = await createProduct(base, seeded.token, acknowledged);
  r.check(after.status === 201, `administrator, the same write again: ${describe(after)}`);
  const readyAgain = await ask(`${base}/readyz`);
  r.check(readyAgain.status === 200, `/readyz again: ${describe(readyAgain)}`);
  showErrors(r, app);
  const lost = await lostProducts(pg.url(), acknowledged);
  r.check(
    lost === 0,
    `acknowledged writes held by the database: ${acknowledged.size - lost} of ${acknowledged.size}`,
  );

  r.shopper = `cached page 200 stale; new pages 503 "back in a moment" (${pages.join(", ")}); API 503 unavailable; 200 again ${recoveryS.toFixed(1)} s after PG start`;
  r.administrator = `API write ${write.status} ${apiErrorCode(write)} while down, ${after.status} after`;
  r.lost = `${lost} of ${acknowledged.size}`;
}

/** The app's lines, shortened: pino's JSON keeps `msg` readable. */
function showLines(r: Report, lines: string[]): void {
  for (const line of lines) r.say(`| ${line.length > 220 ? `${line.slice(0, 217)}...` : line}`);
}

async function pgUnreachableStart(r: Report): Promise<void> {
  const { pg } = await seededCluster({ started: false });
  r.say(`PostgreSQL on port ${pg.port} is not running`);

  const started = Date.now();
  const first = spawnApp(pg.url(), await freePort(), { DB_STARTUP_WAIT_S: "6" });
  const timer = setTimeout(() => first.child.kill("SIGKILL"), 60_000);
  const code = await first.exited;
  clearTimeout(timer);
  const seconds = (Date.now() - started) / 1000;
  r.say(
    `DB_STARTUP_WAIT_S=6: node build/start.js exited ${code} after ${seconds.toFixed(1)} s; its output:`,
  );
  showLines(r, first.output);
  const retries = first.output.filter((line) => /not reachable .*retrying in \d+ s/.test(line));
  const last = first.output.at(-1) ?? "";
  const stack = first.output.filter((line) => /^\s+at /.test(line));
  r.check(retries.length >= 2, `one readable line per try: ${retries.length} "retrying" lines`);
  r.check(
    /not reachable after 6 s .*giving up/.test(last),
    `the last line gives the reason in one line: ${JSON.stringify((/"msg":"([^"]*)"/.exec(last) ?? [])[1] ?? last)}`,
  );
  r.check(stack.length === 0, `no stack trace ("    at " lines: ${stack.length})`);
  r.check(code !== 0 && code !== null, `exit code non-zero: ${code}`);

  const second = spawnApp(pg.url(), await freePort(), { DB_STARTUP_WAIT_S: "30" });
  const secondAt = Date.now();
  await sleep(4000);
  await pg.start();
  r.say(`DB_STARTUP_WAIT_S=30: PostgreSQL started 4 s after the app`);
  const healthy = await waitHealthy(second, 60_000);
  const healthyS = (Date.now() - secondAt) / 1000;
  r.check(healthy, `/healthz 200 ${healthyS.toFixed(1)} s after the app was started`);
  const page = await ask(`${second.base}/produtos/1`);
  r.check(page.status === 200, `shopper, /produtos/1: ${describe(page)}`);
  r.say("its output:");
  showLines(r, second.output);

  r.shopper = `6 s wait: exit ${code}, ${retries.length} retry lines, no stack; 30 s wait: up ${healthyS.toFixed(1)} s after start, page ${page.status}`;
  r.administrator = "– (start-up only)";
}

export const outageScenarios: Scenario[] = [
  {
    name: "pg-stop",
    what: "PostgreSQL stops under a running shop, then starts again",
    run: pgStop,
  },
  {
    name: "pg-unreachable-start",
    what: "the shop starts before its PostgreSQL (6 s wait: gives up; 30 s: waits)",
    run: pgUnreachableStart,
  },
];
