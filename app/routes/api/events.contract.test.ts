import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/client-ip.server";
import { EVENTS_PER_ADDRESS_PER_MINUTE, insightRecorder } from "~/.server/insights/recorder.server";
import { INSIGHT_LIMITS } from "~/lib/insights";
import {
  callApi,
  exchanges,
  mismatchesWithDocument,
  servedDocument,
} from "../../../tests/fixtures/api";
import { installAuthTestDb, TEST_BASE_URL, uniqueClientIp } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";

// POST /api/events, the store's beacon. A valid beacon is 204 and, once the
// recorder writes (every INSIGHTS_FLUSH_MS in the server, by hand here), is in insight_event and
// insight_daily with nothing about who sent it; robots, browsers asking not to be tracked and
// events past an address's limit are answered alike and not kept; other sites' pages are 403;
// events about ids that do not exist are not kept.

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

describe.each(TEST_DB_KINDS)("POST /api/events on %s", (kind) => {
  let t: TestDb;
  let products: [number, number];
  let categoryId: number;
  let brandId: number;

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    products = (await enquiryProducts(t.db, ["10", "20"])) as [number, number];
    const p = await t.db
      .selectFrom("product")
      .select(["brand_id", "category_id"])
      .where("id", "=", products[0])
      .executeTakeFirstOrThrow();
    brandId = p.brand_id;
    categoryId = p.category_id!;
    exchanges.length = 0;
  });
  afterAll(() => t.cleanup());

  // Each test starts with nothing held and empty tables.
  beforeEach(async () => {
    await insightRecorder.flush(t.db).catch(() => undefined);
    await t.db.deleteFrom("insight_event").execute();
    await t.db.deleteFrom("insight_daily").execute();
  });

  /** A beacon as navigator.sendBeacon sends a string: text/plain, from our own page. */
  const beacon = (
    json: unknown,
    { ip = uniqueClientIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    callApi("POST", "/api/events", {
      body: typeof json === "string" ? json : JSON.stringify(json),
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": BROWSER,
        origin: TEST_BASE_URL,
        [CLIENT_IP_HEADER]: ip,
        ...headers,
      },
    });
  const events = () => t.db.selectFrom("insight_event").selectAll().orderBy("id").execute();
  const daily = () =>
    t.db
      .selectFrom("insight_daily")
      .selectAll()
      .orderBy("kind")
      .orderBy("item")
      .orderBy("locale")
      .execute();
  const nothingStored = async () => {
    expect(insightRecorder.pending).toBe(0);
    await insightRecorder.flush(t.db);
    expect(await events()).toEqual([]);
    expect(await daily()).toEqual([]);
  };

  it("keeps a valid beacon's events, once written, with nothing about the sender", async () => {
    const ip = uniqueClientIp();
    const sent = {
      locale: "en",
      events: [
        { kind: "product_view", id: products[0] },
        { kind: "category_view", id: categoryId },
        { kind: "brand_view", id: brandId },
        { kind: "quote_add", id: products[1] },
        { kind: "search", q: "  Furadeira   ÉLÉTRICA ", results: 0 },
        { kind: "search", q: "martelo", results: 7 },
      ],
    };
    const res = await beacon(sent, { ip });
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("");
    // Held in memory: the answer never waited on the database.
    expect(insightRecorder.pending).toBe(6);
    expect(await events()).toEqual([]);

    expect(await insightRecorder.flush(t.db)).toEqual({ written: 6, dropped: 0 });
    const rows = await events();
    // The table has no column for who sent it: no address, agent, cookie or session.
    expect(Object.keys(rows[0]!).sort()).toEqual(["at", "id", "item", "kind", "locale", "results"]);
    expect(
      rows.map(({ kind, item, results, locale }) => ({ kind, item, results, locale })),
    ).toEqual([
      { kind: "product_view", item: String(products[0]), results: null, locale: "en" },
      { kind: "category_view", item: String(categoryId), results: null, locale: "en" },
      { kind: "brand_view", item: String(brandId), results: null, locale: "en" },
      { kind: "quote_add", item: String(products[1]), results: null, locale: "en" },
      // Search terms are kept as search reads them: trimmed, lower-cased, without accents.
      { kind: "search", item: "furadeira eletrica", results: 0, locale: "en" },
      { kind: "search", item: "martelo", results: 7, locale: "en" },
    ]);
    const day = new Date().toISOString().slice(0, 10);
    for (const r of rows) {
      expect(r.at.slice(0, 10)).toBe(day);
      expect(new Date(r.at).toISOString()).toBe(r.at);
    }
    const everything = JSON.stringify([rows, await daily()]);
    expect(everything).not.toContain(ip);
    expect(everything).not.toContain("Mozilla");

    const rollups = await daily();
    expect(Object.keys(rollups[0]!).sort()).toEqual(["count", "day", "item", "kind", "locale"]);
    // A search that found nothing counts under both `search` and `search_zero`.
    const expected = [
      { kind: "brand_view", item: String(brandId) },
      { kind: "category_view", item: String(categoryId) },
      { kind: "product_view", item: String(products[0]) },
      { kind: "quote_add", item: String(products[1]) },
      { kind: "search", item: "furadeira eletrica" },
      { kind: "search", item: "martelo" },
      { kind: "search_zero", item: "furadeira eletrica" },
    ];
    expect(rollups).toEqual(expected.map((r) => ({ ...r, day, locale: "en", count: 1 })));

    // The same beacon again (as application/json this time): the day's counts add up.
    const again = await callApi("POST", "/api/events", {
      json: sent,
      headers: { "user-agent": BROWSER, origin: TEST_BASE_URL, [CLIENT_IP_HEADER]: ip },
    });
    expect(again.status).toBe(204);
    expect(await insightRecorder.flush(t.db)).toEqual({ written: 6, dropped: 0 });
    expect((await events()).length).toBe(12);
    expect(await daily()).toEqual(expected.map((r) => ({ ...r, day, locale: "en", count: 2 })));
  });

  it("answers robots, Sec-GPC: 1, DNT: 1 and no user agent with 204 and keeps nothing", async () => {
    const sent = { locale: "pt", events: [{ kind: "product_view", id: products[0] }] };
    const senders: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" },
      { "user-agent": "python-requests/2.32.3" },
      { "sec-gpc": "1" },
      { dnt: "1" },
      { "user-agent": "" },
    ];
    for (const headers of senders) {
      const res = await beacon(sent, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(204);
    }
    // No user agent at all (the helper's removed).
    const bare = await callApi("POST", "/api/events", {
      body: JSON.stringify(sent),
      headers: { "content-type": "text/plain", origin: TEST_BASE_URL },
    });
    expect(bare.status).toBe(204);
    await nothingStored();
  });

  it("refuses another site's pages with 403 and keeps nothing", async () => {
    const sent = { locale: "pt", events: [{ kind: "product_view", id: products[0] }] };
    const foreign = await beacon(sent, { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("crossOrigin");
    // A browser that sends only a Referer is held to it the same way.
    const referred = await callApi("POST", "/api/events", {
      body: JSON.stringify(sent),
      headers: {
        "content-type": "text/plain",
        "user-agent": BROWSER,
        referer: "https://evil.example/page",
      },
    });
    expect(referred.status).toBe(403);
    // Our own site's origin on another port is another site.
    const port = await beacon(sent, { headers: { origin: "http://localhost:3001" } });
    expect(port.status).toBe(403);
    await nothingStored();
  });

  it("answers other methods with 405 naming POST", async () => {
    for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE"]) {
      const res = await callApi(method, "/api/events", { headers: { "user-agent": BROWSER } });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("POST");
    }
    await nothingStored();
  });

  it("answers bad bodies with 400, 413 or 415 and keeps nothing", async () => {
    const bad: [unknown, number][] = [
      ["not json", 400],
      ["[]", 400],
      [{}, 400],
      [{ locale: "fr", events: [{ kind: "product_view", id: products[0] }] }, 400],
      [{ locale: "pt", events: [] }, 400],
      [{ locale: "pt", events: [{ kind: "search_zero", q: "x", results: 0 }] }, 400],
      [{ locale: "pt", events: [{ kind: "product_view", id: 0 }] }, 400],
      [{ locale: "pt", events: [{ kind: "search", q: " \u0301\u0000 ", results: 1 }] }, 400],
      [{ locale: "pt", events: [{ kind: "search", q: "x", results: 1001 }] }, 400],
      [
        {
          locale: "pt",
          events: Array.from({ length: INSIGHT_LIMITS.events + 1 }, () => ({
            kind: "product_view",
            id: products[0],
          })),
        },
        400,
      ],
      ["x".repeat(INSIGHT_LIMITS.bodyBytes + 1), 413],
    ];
    for (const [body, status] of bad) {
      const res = await beacon(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    const image = await callApi("POST", "/api/events", {
      body: "x",
      headers: { "content-type": "image/png", "user-agent": BROWSER },
    });
    expect(image.status).toBe(415);
    await nothingStored();
  });

  it("takes a body of exactly 2 kB and refuses one byte more", async () => {
    const json = JSON.stringify({
      locale: "pt",
      events: [{ kind: "product_view", id: products[0] }],
    });
    const padded = (bytes: number) => json + " ".repeat(bytes - json.length);
    expect((await beacon(padded(INSIGHT_LIMITS.bodyBytes))).status).toBe(204);
    expect((await beacon(padded(INSIGHT_LIMITS.bodyBytes + 1))).status).toBe(413);
    expect(await insightRecorder.flush(t.db)).toEqual({ written: 1, dropped: 0 });
  });

  it(`keeps at most ${EVENTS_PER_ADDRESS_PER_MINUTE} events per address a minute; the rest is answered alike`, async () => {
    // Date only: the window is a minute of the clock, and this test must not straddle two.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000);
      const ip = uniqueClientIp();
      const one = { locale: "pt", events: [{ kind: "product_view", id: products[0] }] };
      for (let i = 0; i < EVENTS_PER_ADDRESS_PER_MINUTE - 10; i++) {
        expect((await beacon(one, { ip })).status).toBe(204);
      }
      // A beacon of 20 with 10 left: its first 10 are kept.
      const twenty = {
        locale: "pt",
        events: Array.from({ length: INSIGHT_LIMITS.events }, () => ({
          kind: "quote_add",
          id: products[1],
        })),
      };
      expect((await beacon(twenty, { ip })).status).toBe(204);
      for (let i = 0; i < 5; i++) expect((await beacon(one, { ip })).status).toBe(204);
      expect(insightRecorder.pending).toBe(EVENTS_PER_ADDRESS_PER_MINUTE);
      // Another address is counted on its own.
      expect((await beacon(one)).status).toBe(204);
      expect(await insightRecorder.flush(t.db)).toEqual({
        written: EVENTS_PER_ADDRESS_PER_MINUTE + 1,
        dropped: 0,
      });
      const counts = Object.fromEntries((await daily()).map((r) => [r.kind, r.count] as const));
      expect(counts).toEqual({
        product_view: EVENTS_PER_ADDRESS_PER_MINUTE - 10 + 1,
        quote_add: 10,
      });
      expect((await events()).length).toBe(EVENTS_PER_ADDRESS_PER_MINUTE + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not keep events about a product, category or brand that does not exist", async () => {
    const missing = 2_000_000_000;
    const res = await beacon({
      locale: "es",
      events: [
        { kind: "product_view", id: missing },
        { kind: "quote_add", id: missing },
        { kind: "category_view", id: missing },
        { kind: "brand_view", id: missing },
        { kind: "product_view", id: products[1] },
      ],
    });
    expect(res.status).toBe(204);
    expect(await insightRecorder.flush(t.db)).toEqual({ written: 1, dropped: 0 });
    expect((await events()).map((e) => [e.kind, e.item])).toEqual([
      ["product_view", String(products[1])],
    ]);
    expect((await daily()).map((r) => [r.kind, r.item, r.count])).toEqual([
      ["product_view", String(products[1]), 1],
    ]);
  });

  it("every answer matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
