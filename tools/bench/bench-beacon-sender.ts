import { readFileSync } from "node:fs";
import autocannon from "autocannon";

// The beacon bench's load generator (tools/bench/bench-beacon.ts), in a process of its own: driven
// from the same event loop as the page's autocannon, the beacons were paced by that loop, not by
// the server (a shopper's beacons come from their own phones). Reads its orders from the
// environment, sends POST /api/events at BEACON_RATE a second for BEACON_SECONDS, and prints one
// JSON line: what autocannon counted and how many beacons it built.

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const TERMS = [
  "furadeira",
  "martelo",
  "chave de fenda",
  "parafusadeira",
  "serra circular",
  "alicate",
  "product 12",
  "trena",
  "makita",
  "paleteira",
  "nada disso",
  "lixadeira orbital",
];
const LOCALES = ["pt", "en", "es"];

/** The i-th beacon: a product view, a search (some finding nothing) or a quote add. */
function beaconBody(i: number, productIds: readonly number[]): string {
  const id = productIds[(i * 7919) % productIds.length]!;
  const locale = LOCALES[i % LOCALES.length];
  const event =
    i % 10 < 6
      ? { kind: "product_view", id }
      : i % 10 < 9
        ? { kind: "search", q: TERMS[i % TERMS.length], results: i % 4 === 0 ? 0 : (i * 13) % 1000 }
        : { kind: "quote_add", id };
  return JSON.stringify({ locale, events: [event] });
}

/** A client address of its own for each beacon: 198.18.0.0/15, the range kept for benchmarks. */
function address(i: number): string {
  const n = i % (1 << 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const base = env("BEACON_BASE");
const ids = JSON.parse(readFileSync(env("BEACON_IDS_FILE"), "utf8")) as number[];
let next = Number(env("BEACON_FIRST"));
const first = next;
const headers = { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER, origin: base };

const result = await autocannon({
  url: `${base}/api/events`,
  connections: Number(env("BEACON_CONNECTIONS")),
  overallRate: Number(env("BEACON_RATE")),
  duration: Number(env("BEACON_SECONDS")),
  requests: [
    {
      method: "POST",
      setupRequest: (req) => {
        const i = next++;
        return {
          ...req,
          method: "POST",
          path: "/api/events",
          headers: { ...headers, "x-forwarded-for": address(i) },
          body: beaconBody(i, ids),
        };
      },
    },
  ],
});
console.log(
  JSON.stringify({
    total: result.requests.total,
    duration: result.duration,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent: next - first,
  }),
);
