import { networkInterfaces } from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { installAuthTestDb } from "../fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../fixtures/databases";
import {
  closeServers,
  serve,
  setToken,
  TEST_METRICS_TOKEN as TOKEN,
} from "../fixtures/metrics-server";

// /metrics is answered to loopback or to `Authorization: Bearer <METRICS_TOKEN>`
// only (server/metrics.ts), anyone else 404. Real servers on real sockets and real addresses:
// nothing is faked, and X-Forwarded-For is shown not to be believed.

/** What a machine's own network address is, when it has one that is not loopback. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === "IPv4")?.address;

describe.each(TEST_DB_KINDS)("who may read /metrics, %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterEach(() => setToken(undefined));
  afterAll(async () => {
    await closeServers();
    await t.cleanup();
  });

  it("does not believe X-Forwarded-For: a request through a proxy, even one naming 127.0.0.1, is 404", async () => {
    // trustProxy 1: the app believes the proxy's X-Forwarded-For for rate limits; /metrics does not.
    const base = await serve(1);
    for (const forwarded of ["127.0.0.1", "203.0.113.9", "127.0.0.1, 127.0.0.1"]) {
      const response = await fetch(`${base}/metrics`, {
        headers: { "x-forwarded-for": forwarded },
      });
      expect(response.status, forwarded).toBe(404);
      expect(await response.text()).not.toContain("vitrine_");
    }
  });

  it("answers the bearer token from METRICS_TOKEN 200; a wrong or missing token 404", async () => {
    const base = await serve(1);
    const through = (authorization?: string) =>
      fetch(`${base}/metrics`, {
        headers: {
          "x-forwarded-for": "203.0.113.9",
          ...(authorization ? { authorization } : {}),
        },
      });
    expect((await through(`Bearer ${TOKEN}`)).status).toBe(404); // no token configured yet
    setToken(TOKEN);
    const allowed = await through(`Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("vitrine_http_requests_total");
    expect((await through(`Bearer ${TOKEN}x`)).status).toBe(404);
    expect((await through(`Bearer ${TOKEN.slice(0, -1)}`)).status).toBe(404);
    expect((await through(`Basic ${TOKEN}`)).status).toBe(404);
    expect((await through()).status).toBe(404);
  });

  // Skipped on a machine with no network address but loopback: there is no other address to ask from.
  it.skipIf(outsideAddress === undefined)(
    "refuses a client on this machine's own network address (not loopback) unless it has the token",
    async () => {
      const base = await serve(0, outsideAddress);
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      setToken(TOKEN);
      const response = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
    },
  );

  it("answers only GET and HEAD, and a HEAD without a body", async () => {
    const base = await serve(0);
    const post = await fetch(`${base}/metrics`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    const head = await fetch(`${base}/metrics`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
