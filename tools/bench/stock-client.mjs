// The till of the stock scenario (tools/bench/bench-stock.ts), in a process of its own: it sets one
// variant's stock through PATCH /api/variants/{id} again and again, reading the product's page
// after each, and prints the PATCHes' times as JSON. Plain node:http with one kept-alive socket:
// the bench's own process holds the whole bench's memory, and its collections (4-14 ms, measured)
// landed inside the PATCHes it timed; a till is a small program of its own.
// Usage: node tools/bench/stock-client.mjs (BASE, TOKEN, VARIANT, PRODUCT, SKU, UPDATES, WARM_UP
// in the environment)
import { Agent, request } from "node:http";

const { BASE, TOKEN, VARIANT, PRODUCT, SKU } = process.env;
const UPDATES = Number(process.env.UPDATES);
const WARM_UP = Number(process.env.WARM_UP);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request; resolves with its status and body once read whole. */
function call(method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}${path}`, { agent, method, headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

const times = [];
let stale = 0;
let failed = 0;
for (let i = -WARM_UP; i < UPDATES; i++) {
  // 2 and 3 alternate: both under the default threshold, so the page says "Últimas N unidades".
  const stock = 2 + (i & 1);
  const t0 = performance.now();
  const res = await call(
    "PATCH",
    `/api/variants/${VARIANT}`,
    {
      authorization: `Bearer ${TOKEN}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    JSON.stringify({ stock }),
  );
  if (i >= 0) times.push(performance.now() - t0);
  if (res.status !== 200) {
    failed++;
    continue;
  }
  const page = await call("GET", `/produto/${PRODUCT}?variante=${encodeURIComponent(SKU)}`, {
    accept: "text/html",
  });
  if (!page.body.includes(`Últimas ${stock} unidades`)) stale++;
}
agent.destroy();
process.stdout.write(JSON.stringify({ times, stale, failed }));
