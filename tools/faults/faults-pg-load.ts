import pg from "pg";
import {
  createProduct,
  defer,
  lostProducts,
  sleep,
  startApp,
  type Acknowledged,
} from "./faults-lib";
import {
  ask,
  describe,
  metric,
  newSearch,
  PAGE_HEADERS,
  percentile,
  showErrors,
  Tally,
  type Answer,
  type Report,
  type Scenario,
} from "./faults-report";
import { seededCluster } from "./faults-postgres";
import { memoryMb } from "../measured-server";

// npm run faults: PostgreSQL restarted under shoppers' and an administrator's load
// (pg-restart-load), and a table locked for 20 s (pg-lock).

const JSON_HEADERS = { accept: "application/json", "accept-language": "pt-BR" };
const seconds = (ms: number) => (ms / 1000).toFixed(1);
/** Answers other than 2xx, 3xx, 404 and 503: a 500 or no answer at all. */
const broken = (tally: Tally) =>
  [...tally.counts].filter(([status]) => !/^(2\d\d|3\d\d|404|503)$/.test(status));

/** The fault counters from /metrics: "unavailable 40, timeout 12, full 0". */
async function faultCounts(base: string): Promise<string> {
  const text = (await ask(`${base}/metrics`)).text;
  return ["unavailable", "timeout", "full"]
    .map((kind) => `${kind} ${metric(text, `vitrine_db_faults_total{kind="${kind}"}`)}`)
    .join(", ");
}

async function pgRestartLoad(r: Report): Promise<void> {
  const { pg: instance, seeded } = await seededCluster();
  const app = await startApp(instance.url());
  const { base } = app;
  const acknowledged: Acknowledged = new Map();
  const writes = new Tally();
  const searches = new Tally();
  /** Every answer: when it was asked (ms from the start), its kind, status and time. */
  const answers: { at: number; kind: string; status: number; ms: number; error?: string }[] = [];
  const started = Date.now();
  const until = started + 15_000;
  const inFlight = new Set<Promise<void>>();
  const launch = (kind: string, tally: Tally, request: Promise<Answer>) => {
    const at = Date.now() - started;
    const done = request.then((answer) => {
      tally.add(answer);
      answers.push({ at, kind, ...answer });
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  let restart = { from: 0, to: 0 };
  const restarting = sleep(5000).then(async () => {
    const from = Date.now() - started;
    await instance.restart();
    restart = { from, to: Date.now() - started };
  });
  r.say(
    "15 s of ~20 admin writes/s (POST /api/products) and ~20 new searches/s; PostgreSQL restarted at 5 s",
  );
  while (Date.now() < until) {
    const tick = Date.now();
    if (inFlight.size < 100) {
      launch("writes", writes, createProduct(base, seeded.token, acknowledged, 15_000));
      launch("searches", searches, ask(base + newSearch(), { timeoutMs: 15_000 }));
    }
    await sleep(Math.max(0, 50 - (Date.now() - tick)));
  }
  await restarting;
  while (inFlight.size) await Promise.all([...inFlight]);
  r.say(`pg_ctl restart -m fast ran from ${seconds(restart.from)} s to ${seconds(restart.to)} s`);
  const phases = [
    ["before the restart", 0, restart.from],
    ["during it (to 2 s after)", restart.from, restart.to + 2000],
    ["after", restart.to + 2000, Infinity],
  ] as const;
  for (const [phase, from, to] of phases) {
    for (const kind of ["searches", "writes"]) {
      const tally = new Tally();
      for (const a of answers) if (a.kind === kind && a.at >= from && a.at < to) tally.add(a);
      r.say(`${kind} ${phase}: ${tally} (p50 ${Math.round(percentile(tally.ms, 0.5))} ms)`);
    }
  }
  const faults = await faultCounts(base);
  r.say(`vitrine_db_faults_total: ${faults}`);
  const lost = await lostProducts(instance.url(), acknowledged);
  const recovered = answers.filter(
    (a) => a.at > restart.to + 2000 && a.status >= 200 && a.status < 300,
  ).length;
  r.check(
    broken(searches).length === 0,
    `shopper, ${searches.total} new searches: ${searches} (p50 ${Math.round(percentile(searches.ms, 0.5))} ms, max ${Math.round(Math.max(...searches.ms))} ms)`,
  );
  r.check(
    broken(writes).length === 0,
    `administrator, ${writes.total} writes: ${writes} (p50 ${Math.round(percentile(writes.ms, 0.5))} ms, max ${Math.round(Math.max(...writes.ms))} ms)`,
  );
  r.check(recovered > 0, `${recovered} answers 2xx to requests made 2 s or more after the restart`);
  r.check(app.child.exitCode === null, `the app process kept running (pid ${app.pid})`);
  showErrors(r, app);
  r.check(
    lost === 0,
    `acknowledged writes (201) held by the database afterwards: ${acknowledged.size - lost} of ${acknowledged.size}`,
  );
  r.shopper = `searches ${searches}`;
  r.administrator = `writes ${writes}`;
  r.lost = `${lost} of ${acknowledged.size}`;
}

async function pgLock(r: Report): Promise<void> {
  const { pg: instance, seeded } = await seededCluster();
  const app = await startApp(instance.url());
  const { base, pid } = app;
  const cachedPaths = ["/", "/produtos/1"];
  for (const path of [...cachedPaths, ...cachedPaths]) await ask(base + path);
  const rss: number[] = [memoryMb(pid, "VmRSS")];
  const locker = new pg.Client({ connectionString: instance.url() });
  await locker.connect();
  defer("end the locking client", () => locker.end());
  await locker.query("BEGIN");
  await locker.query("LOCK TABLE product IN ACCESS EXCLUSIVE MODE");
  const lockedAt = Date.now();
  const until = lockedAt + 20_000;
  r.say("a separate client holds LOCK TABLE product IN ACCESS EXCLUSIVE MODE for 20 s");
  // Each second: the server's resident memory, and how many queries wait for a pooled connection.
  const poolWaiting: number[] = [];
  const scrapeMs: number[] = [];
  const sampler = setInterval(() => {
    rss.push(memoryMb(pid, "VmRSS"));
    void ask(`${base}/metrics`, { timeoutMs: 5000 }).then((m) => {
      poolWaiting.push(metric(m.text, "vitrine_db_pool_waiting"));
      scrapeMs.push(m.ms);
    });
  }, 1000);
  let heldMs = 0;
  const released = sleep(20_000).then(() =>
    locker.query("ROLLBACK").then(
      () => ((heldMs = Date.now() - lockedAt), true),
      () => false,
    ),
  );
  const uncached = new Tally();
  const cached = new Tally();
  const cacheStates = new Map<string, number>();
  const writes = new Tally();
  const acknowledged: Acknowledged = new Map();
  let page = 1000;
  const loops = Array.from({ length: 10 }, async (_, i) => {
    while (Date.now() < until) {
      const [path, headers] =
        i % 2 ? [newSearch(), PAGE_HEADERS] : [`/api/products?page=${++page}`, JSON_HEADERS];
      uncached.add(await ask(base + path, { headers, timeoutMs: 30_000 }));
    }
  });
  const cachedLoop = (async () => {
    for (let i = 0; Date.now() < until; i++) {
      const answer = await ask(base + cachedPaths[i % 2]!);
      cached.add(answer);
      const from = answer.headers.get("x-page-cache") ?? "none";
      cacheStates.set(from, (cacheStates.get(from) ?? 0) + 1);
      await sleep(200);
    }
  })();
  const writeLoop = (async () => {
    while (Date.now() < until) {
      writes.add(await createProduct(base, seeded.token, acknowledged, 30_000));
      await sleep(1000);
    }
  })();
  const [releasedOk] = await Promise.all([released, ...loops, cachedLoop, writeLoop]);
  r.check(releasedOk, `the lock released (ROLLBACK) after ${seconds(heldMs)} s`);
  await sleep(1000);
  clearInterval(sampler);
  rss.push(memoryMb(pid, "VmRSS"));

  const maxMs = Math.max(...uncached.ms);
  r.check(
    maxMs <= 6500 && broken(uncached).length === 0,
    `shopper, ${uncached.total} uncached requests (new searches, /api/products?page=N) during the lock: ${uncached}; p50 ${Math.round(percentile(uncached.ms, 0.5))} ms, max ${Math.round(maxMs)} ms`,
  );
  const cachedMax = Math.max(...cached.ms);
  r.check(
    cached.count("200") === cached.total && cachedMax < 500,
    `shopper, ${cached.total} cached pages (/, /produtos/1) during the lock: ${cached}; p50 ${Math.round(percentile(cached.ms, 0.5))} ms, max ${Math.round(cachedMax)} ms`,
  );
  r.say(
    `  X-Page-Cache of those: ${[...cacheStates].map(([k, n]) => `${k}×${n}`).join(", ")}; vitrine_db_pool_waiting each second: ${poolWaiting.join(" ")} (a /metrics scrape took up to ${Math.round(Math.max(0, ...scrapeMs))} ms)`,
  );
  r.say(`vitrine_db_faults_total: ${await faultCounts(base)}`);
  r.check(
    broken(writes).length === 0,
    `administrator, ${writes.total} writes during the lock: ${writes}; max ${Math.round(Math.max(...writes.ms))} ms`,
  );
  const [start, end] = [rss[0]!, rss.at(-1)!];
  const peak = Math.max(...rss);
  r.check(
    peak - start <= 60 && end - start <= 30,
    `server RSS: start ${start} MB, peak ${peak} MB, end ${end} MB (samples: ${rss.join(" ")})`,
  );

  const after: Answer[] = [];
  for (const [path, headers] of [
    [newSearch(), PAGE_HEADERS],
    [`/api/products?page=2&per_page=3`, JSON_HEADERS],
    ["/produtos/1", PAGE_HEADERS],
  ] as const) {
    const answer = await ask(base + path, { headers });
    after.push(answer);
    r.check(answer.status === 200, `after the lock: GET ${path} → ${describe(answer)}`);
  }
  const write = await createProduct(base, seeded.token, acknowledged);
  r.check(write.status === 201, `after the lock: an admin write → ${describe(write)}`);
  showErrors(r, app);
  const lost = await lostProducts(instance.url(), acknowledged);
  r.check(
    lost === 0,
    `acknowledged writes held: ${acknowledged.size - lost} of ${acknowledged.size}`,
  );
  r.shopper = `uncached ${uncached} (max ${seconds(maxMs)} s); cached ${cached} (max ${Math.round(cachedMax)} ms); RSS ${start}→${peak}→${end} MB`;
  r.administrator = `writes ${writes} during, ${write.status} after`;
  r.lost = `${lost} of ${acknowledged.size}`;
}

export const loadScenarios: Scenario[] = [
  {
    name: "pg-restart-load",
    what: "PostgreSQL restarted (pg_ctl restart -m fast) under searches and admin writes",
    run: pgRestartLoad,
  },
  {
    name: "pg-lock",
    what: "a client holds an ACCESS EXCLUSIVE lock on product for 20 s",
    run: pgLock,
  },
];
