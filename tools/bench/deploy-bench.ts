import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { integerFlag, parseCommandLine } from "../../scripts/cli";

// The scale-out recipe's measurement (README "Scale-out with nginx"), run by
// `bash deploy/run.sh --bench` once nginx and two instances are up:
//   1. checks that nginx caches what it should and nothing else (deploy/vitrine-locations.conf);
//   2. drives the store's main pages and a JSON list with a browser's headers, 50 connections,
//      through nginx and straight to one instance, alternating, and prints them side by side;
//   3. kills one instance (SIGKILL, as a crash) during a run of pages nginx holds no copy of, and
//      counts what the shoppers got; deploy/run.sh's supervisor then starts it again.

const usage = `Usage: npx tsx tools/bench/deploy-bench.ts [--nginx URL] [--direct URL] [--duration S]
       [--connections N] [--failover-pid-file FILE --failover-url URL] [--failover-seconds S]
       [--nginx-log FILE]`;
const { values: args } = parseCommandLine({
  usage,
  options: {
    nginx: { type: "string" },
    direct: { type: "string" },
    duration: { type: "string" },
    connections: { type: "string" },
    "failover-pid-file": { type: "string" },
    "failover-url": { type: "string" },
    "failover-seconds": { type: "string" },
    "nginx-log": { type: "string" },
  },
});
const nginx = (args.nginx ?? "http://127.0.0.1:8080").replace(/\/$/, "");
const direct = (args.direct ?? "http://127.0.0.1:3101").replace(/\/$/, "");
const duration = integerFlag(usage, args.duration, "duration", { min: 1, max: 600, fallback: 5 });
const connections = integerFlag(usage, args.connections, "connections", {
  min: 1,
  max: 1000,
  fallback: 50,
});
const failoverSeconds = integerFlag(usage, args["failover-seconds"], "failover-seconds", {
  min: 5,
  max: 600,
  fallback: 10,
});

const PAGE_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "br, gzip, deflate",
  "accept-language": "pt-BR,pt;q=0.9,en;q=0.8",
};
const JSON_HEADERS = { ...PAGE_HEADERS, accept: "application/json" };

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** The first address of a sitemap part, as a path (the sitemap names BASE_URL's origin). */
async function firstPathOf(part: string): Promise<string> {
  const xml = await (await fetch(`${nginx}/sitemap.xml?part=${part}`)).text();
  const loc = /<loc>([^<]+)<\/loc>/.exec(xml)?.[1];
  if (!loc) throw new Error(`sitemap part ${part} names no page`);
  return new URL(loc).pathname;
}

async function targets(): Promise<Target[]> {
  const index = await (await fetch(`${nginx}/sitemap.xml`)).text();
  const productPart = /part=(products-\d+)/.exec(index)?.[1] ?? "products-1";
  return [
    { name: "home", path: "/", headers: PAGE_HEADERS },
    { name: "category", path: await firstPathOf("categories"), headers: PAGE_HEADERS },
    { name: "product", path: await firstPathOf(productPart), headers: PAGE_HEADERS },
    { name: "home /en", path: "/en", headers: PAGE_HEADERS },
    { name: "home /es", path: "/es", headers: PAGE_HEADERS },
    { name: "JSON list", path: "/api/products", headers: JSON_HEADERS },
  ];
}

// --- 1. What is cached --------------------------------------------------------------------------

const failures: string[] = [];
function expect(what: string, ok: boolean, seen: string) {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${what}${ok ? "" : ` (saw ${seen})`}`);
  if (!ok) failures.push(what);
}

async function get(path: string, init: RequestInit = {}) {
  const res = await fetch(nginx + path, { ...init, headers: { ...PAGE_HEADERS, ...init.headers } });
  const body = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  return { res, body, nonce, cache: res.headers.get("x-cache-status") ?? "none" };
}

async function checkCaching(): Promise<void> {
  console.log("\n== What nginx caches ==");
  const fresh = `_check=${Date.now()}`;
  await get(`/?${fresh}`);
  const second = await get(`/?${fresh}`);
  expect("an anonymous page is cached", second.cache === "HIT", second.cache);
  expect(
    "a cached copy is the instance's bytes, sent as brotli (its nonce in the header and the page)",
    second.res.headers.get("content-encoding") === "br" &&
      !!second.nonce &&
      second.body.includes(`nonce="${second.nonce}"`),
    `${second.res.headers.get("content-encoding")}, nonce ${second.nonce}`,
  );
  const otherBrowser = await get(`/?${fresh}`, {
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  });
  expect(
    "another browser's Accept-Encoding is served the same copy",
    otherBrowser.cache === "HIT" && otherBrowser.res.headers.get("content-encoding") === "br",
    otherBrowser.cache,
  );
  const plain = await get(`/?${fresh}`, { headers: { "accept-encoding": "identity" } });
  expect(
    "a client without compression gets the plain page",
    !plain.res.headers.get("content-encoding") && plain.body.includes("</html>"),
    plain.res.headers.get("content-encoding") ?? "plain",
  );
  const tracked = await get(`/?utm_source=news&${fresh}&fbclid=x&utm_medium=mail`);
  expect("tracking parameters are left out of the key", tracked.cache === "HIT", tracked.cache);
  const session = await get(`/?${fresh}`, { headers: { cookie: "vitrine.session_token=x.y" } });
  expect(
    "a request with the session cookie bypasses it",
    session.cache === "BYPASS",
    session.cache,
  );
  const bearer = await get(`/api/products?${fresh}`, { headers: { authorization: "Bearer x" } });
  expect("a request with Authorization bypasses it", bearer.cache === "BYPASS", bearer.cache);
  for (const path of ["/admin", "/en/admin", "/api/auth/get-session"]) {
    const r = await get(path, { redirect: "manual" });
    expect(`${path} bypasses it`, r.cache === "BYPASS", r.cache);
  }
  const post = await get(`/api/enquiries?${fresh}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect("a POST is not cached", !["HIT", "MISS", "EXPIRED"].includes(post.cache), post.cache);
  const api = (lang: string) =>
    get(`/api/products?${fresh}`, { headers: { ...JSON_HEADERS, "accept-language": lang } });
  await api("pt-BR");
  const apiPt = await api("pt-BR");
  const apiEn = await api("en");
  expect(
    "the JSON API is cached per Accept-Language",
    apiPt.cache === "HIT" && apiEn.cache === "MISS",
    `${apiPt.cache}, ${apiEn.cache}`,
  );
  const metrics = await get("/metrics");
  expect("/metrics is not served", metrics.res.status === 404, String(metrics.res.status));
}

// --- 2. Through nginx and direct ----------------------------------------------------------------

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  non2xx: number;
}

async function drive(base: string, target: Target, seconds: number): Promise<Figures> {
  const r = await autocannon({
    url: base + target.path,
    connections,
    duration: seconds,
    headers: target.headers,
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    non2xx: r.non2xx + r.errors,
  };
}

async function compare(list: Target[]) {
  console.log(`\n== ${connections} connections, ${duration} s each, after 1 s of warm-up ==`);
  const rows: { target: Target; via: Figures; direct: Figures }[] = [];
  for (const [i, target] of list.entries()) {
    // The order alternates, so neither side always runs on a machine the other has just warmed.
    const order = i % 2 === 0 ? [nginx, direct] : [direct, nginx];
    const figures = new Map<string, Figures>();
    for (const base of order) {
      // One request alone first: it fills the caches, so the warm-up is not 50 renders at once.
      await (await fetch(base + target.path, { headers: target.headers })).arrayBuffer();
      await drive(base, target, 1);
      figures.set(base, await drive(base, target, duration));
    }
    const row = { target, via: figures.get(nginx)!, direct: figures.get(direct)! };
    console.log(`  ${target.name.padEnd(10)} ${format(row.via)}   |   ${format(row.direct)}`);
    rows.push(row);
  }
  console.log(
    "\n| Target | Path | nginx req/s | p50 / p99 ms | bytes/resp | direct req/s | p50 / p99 ms | bytes/resp |",
  );
  console.log("| --- | --- | --: | --: | --: | --: | --: | --: |");
  for (const { target, via, direct: d } of rows) {
    console.log(
      `| ${target.name} | \`${target.path}\` | ${via.rps} | ${via.p50} / ${via.p99} | ${via.bytes} | ${d.rps} | ${d.p50} / ${d.p99} | ${d.bytes} |`,
    );
  }
  const failed = rows.filter((r) => r.via.non2xx + r.direct.non2xx > 0);
  for (const r of failed) failures.push(`${r.target.name}: answers other than 2xx`);
}

function format(f: Figures): string {
  const bad = f.non2xx ? `  non-2xx/errors ${f.non2xx}` : "";
  return `${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  ${f.bytes} B${bad}`;
}

// --- 3. One instance dies -----------------------------------------------------------------------

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function failover(pidFile: string, victim: string, productPath: string) {
  const killAt = Math.min(3, Math.floor(failoverSeconds / 3));
  console.log(
    `\n== Failover: ${failoverSeconds} s of product pages nginx holds no copy of; the instance at ${victim} is killed (SIGKILL) after ${killAt} s ==`,
  );
  let unique = 0;
  const run = autocannon({
    url: nginx + productPath,
    connections,
    duration: failoverSeconds,
    headers: PAGE_HEADERS,
    // A query of its own per request: nginx holds no copy, so every request reaches an instance
    // (which drops the parameter and answers from its own page cache).
    requests: [{ setupRequest: (req) => ({ ...req, path: `${productPath}?_f=${++unique}` }) }],
  });
  const killed = new Promise<number>((resolve) =>
    setTimeout(() => {
      const pid = Number(readFileSync(pidFile, "utf8").trim());
      process.kill(pid, "SIGKILL");
      resolve(Date.now());
    }, killAt * 1000),
  );
  const r = await run;
  const killedAt = await killed;
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(
    `  ${r.requests.total} answers, ${r["2xx"]} 2xx, ${r.non2xx} other, ${r.errors} errors (${r.timeouts} timeouts); p99 ${r.latency.p99} ms`,
  );
  if (bad > 0) failures.push(`failover: ${bad} answers other than 2xx`);
  const log = args["nginx-log"];
  if (log) {
    // nginx writes its access log every 2 s (deploy/nginx.conf); a request it sent to a second
    // instance lists both in its upstream field.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const retried = readFileSync(log, "utf8")
      .split("\n")
      .filter((line) => line.includes("_f=") && /upstream=\S+, /.test(line)).length;
    console.log(`  ${retried} of them were sent to the other instance after the first failed`);
  }
  const deadline = Date.now() + 60_000;
  while (!(await healthy(victim)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (await healthy(victim)) {
    console.log(
      `  restarted: healthy again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );
  } else {
    failures.push("failover: the instance did not come back within 60 s");
  }
  return { total: r.requests.total, non2xx: r.non2xx, errors: r.errors };
}

const list = await targets();
await checkCaching();
await compare(list);
const pidFile = args["failover-pid-file"];
if (pidFile && args["failover-url"]) {
  await failover(pidFile, args["failover-url"].replace(/\/$/, ""), list[2]!.path);
} else {
  console.log("\n(failover skipped: give --failover-pid-file and --failover-url)");
}
if (failures.length) {
  console.error(`\n${failures.length} check(s) failed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nAll checks passed.");
