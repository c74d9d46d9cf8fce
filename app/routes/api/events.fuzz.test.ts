import { once } from "node:events";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/auth/client-ip.server";
import { insightRecorder } from "~/.server/insights/recorder.server";
import { LOCALES } from "~/i18n/languages";
import { LIMITS } from "~/lib/catalogue-schemas";
import { BEACON_KINDS, INSIGHT_LIMITS, insightTerm } from "~/lib/insights";
import { exchanges, mismatchesWithDocument, servedDocument } from "../../../tests/fixtures/api";
import { installAuthTestDb, TEST_BASE_URL, uniqueClientIp } from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { testServerBuild } from "../../../tests/fixtures/app-server";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";
import { createApp } from "../../../server/app";
import { fuzzOptions, junk, sendChecked, text } from "../../../tests/fixtures/fuzz";

// At least 1,000 generated bad bodies on POST /api/events (the store's beacon)
// are each answered with the 4xx that fits them (415 for another content type, 413 past 2 kB,
// 400 for anything else that is not a valid beacon), in the error shape, never a 2xx or a 5xx;
// and none of them leaves anything in insight_event or insight_daily once the recorder flushes.

/** 1,000 bodies on every run, not only in CI: the endpoint is public; none reaches the database. */
const RUNS = 1000;
/** Of those, the ones sent through the production server's lean path as well. */
const LEAN_RUNS = 200;
/** The same 1,000 bodies on every run (fast-check's seeded generator); FUZZ_SEED tries others. */
const SEED = 2001;

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const ROBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const ITEM_KINDS = BEACON_KINDS.filter((k) => k !== "search");

// ---- Values written into the JSON text as they are (JSON.stringify cannot write them) ----

/** A token written into the body's text unquoted: `1e309`, `NaN`, `01`. */
const raw = (token: string) => `@raw(${token})@`;

/** The body's text: JSON, with each raw() token unquoted. */
function serialize(value: unknown): string {
  return (JSON.stringify(value) ?? "").replace(/"@raw\(([^)"]*)\)@"/g, "$1");
}

/** An object whose own key is `key`, even `__proto__` (as JSON.parse would make it). */
function own(key: string, value: unknown, rest: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = { ...rest };
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

// ---- The parts of a valid beacon ----

const validId = fc.integer({ min: 1, max: 5000 });
const validResults = fc.integer({ min: 0, max: INSIGHT_LIMITS.results });
const word = fc.stringMatching(/^[a-z]{1,12}( [a-z]{1,12})?$/);
const locale = fc.constantFrom(...LOCALES);
const validEvent: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ kind: fc.constantFrom(...ITEM_KINDS), id: validId }),
  fc.record({ kind: fc.constant("search"), q: word, results: validResults }),
);
const validEvents = fc.array(validEvent, { minLength: 1, maxLength: 4 });
const validBeacon = fc.record({ locale, events: validEvents });

// ---- Values each field must refuse ----

const isValidId = (v: unknown) =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= LIMITS.id;
const badId: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    0,
    -1,
    0.5,
    1.5,
    LIMITS.id + 1,
    2 ** 53,
    1e21,
    Number.MAX_VALUE,
    -(2 ** 31),
    "1",
    "01",
    " 1",
    "",
    null,
    true,
    false,
    [],
    [1],
    {},
    { id: 1 },
    raw("1e309"),
    raw("-1e309"),
    raw("NaN"),
    raw("Infinity"),
    raw("0x10"),
    raw("01"),
    raw("+1"),
    raw(".5"),
  ),
  fc.integer({ max: 0 }),
  fc.integer({ min: LIMITS.id + 1, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  junk.filter((v) => !isValidId(v)),
);

const isValidResults = (v: unknown) =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= INSIGHT_LIMITS.results;
const badResults: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    -1,
    INSIGHT_LIMITS.results + 1,
    1.5,
    "0",
    "3",
    null,
    true,
    [],
    {},
    2 ** 31,
    raw("1e309"),
    raw("NaN"),
    raw("00"),
  ),
  fc.integer({ max: -1 }),
  fc.integer({ min: INSIGHT_LIMITS.results + 1 }),
  fc.double({ min: -10, max: 2000, noNaN: true }).filter((n) => !Number.isInteger(n)),
  junk.filter((v) => !isValidResults(v)),
);

/** Nothing left once normalised (control characters, spaces of every kind, lone accents). */
const BLANK_BITS = [
  "",
  " ",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u0001",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\ufeff",
  "\u2028",
  "\u2029",
  "\u3000",
  "\u0301",
  "\u0308",
];
const isValidQ = (v: unknown) =>
  typeof v === "string" && [...v].length <= 200 && insightTerm(v) !== "";
const badQ: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(fc.constantFrom(...BLANK_BITS), { maxLength: 12 }).map((bits) => bits.join("")),
  // Over 200 characters (one UTF-16 unit each, so characters and units agree).
  fc
    .tuple(fc.integer({ min: 201, max: 600 }), fc.constantFrom("x", "é", "漢", "-", "a"))
    .map(([n, c]) => c.repeat(n)),
  fc.constantFrom<unknown>(1, 0, null, true, [], ["furadeira"], { q: "x" }, raw("NaN")),
  junk.filter((v) => !isValidQ(v)),
);

const isKind = (v: unknown) =>
  typeof v === "string" && (BEACON_KINDS as readonly string[]).includes(v);
const badKind: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    "search_zero",
    "whatsapp",
    "enquiry",
    "PRODUCT_VIEW",
    "Product_view",
    " product_view",
    "product_view ",
    "product_view\u0000",
    "productView",
    "view",
    "",
    "__proto__",
    "constructor",
    "toString",
    "valueOf",
    "hasOwnProperty",
    null,
    1,
    true,
    [],
    ["product_view"],
    {},
  ),
  fc.string({ maxLength: 20 }).filter((v) => !isKind(v)),
  junk.filter((v) => !isKind(v)),
);

const badLocale: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    "fr",
    "PT",
    "pt-BR",
    "pt ",
    " en",
    "",
    "EN",
    "es_ES",
    "pt\u0000",
    "\u0000pt",
    null,
    1,
    true,
    ["pt"],
    { locale: "pt" },
  ),
  junk.filter((v) => typeof v !== "string" || !(LOCALES as readonly string[]).includes(v)),
);

/** An event the schema refuses, whatever the rest of the beacon. */
const badEvent: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ kind: fc.constantFrom(...ITEM_KINDS), id: badId }),
  fc.constantFrom(...ITEM_KINDS).map((kind) => ({ kind })),
  fc.record({ kind: fc.constantFrom(...ITEM_KINDS), q: word, results: validResults }),
  fc.record({ kind: badKind, id: validId }),
  fc.record({ kind: badKind, q: word, results: validResults }),
  fc.record({ kind: fc.constant("search"), q: badQ, results: validResults }),
  fc.record({ kind: fc.constant("search"), q: word, results: badResults }),
  fc.record({ kind: fc.constant("search"), id: validId }),
  fc.record({ kind: fc.constant("search"), q: word }),
  fc.record({ kind: fc.constant("search"), results: validResults }),
  fc.record({ id: validId, q: word, results: validResults }),
  // Extra nesting: an event in an array, or under a key.
  validEvent.map((e) => [e]),
  validEvent.map((e) => ({ event: e })),
  // The fields only under `__proto__` or `constructor.prototype`: not the event's own.
  validEvent.map((e) => own("__proto__", e)),
  validEvent.map((e) => ({ constructor: { prototype: e } })),
  fc.constantFrom<unknown>(null, 0, 1, "product_view", true, "", "{}"),
);

/** A JSON value the schema refuses. */
const badBeacon: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ locale: badLocale, events: validEvents }),
  validEvents.map((events) => ({ events })),
  locale.map((l) => ({ locale: l })),
  fc.record({ locale, events: fc.constant([]) }),
  fc.record({
    locale,
    events: fc.array(validEvent, { minLength: INSIGHT_LIMITS.events + 1, maxLength: 40 }),
  }),
  fc.record({
    locale,
    events: fc.oneof(
      fc.constantFrom<unknown>(null, {}, "[]", 1, true),
      validEvent,
      validEvent.map((e) => ({ 0: e })),
      validEvents.map((es) => JSON.stringify(es)),
    ),
  }),
  // One bad event among good ones.
  fc
    .record({ locale, events: validEvents, bad: badEvent, at: fc.nat() })
    .map(({ locale: l, events, bad, at }) => {
      const list: unknown[] = [...events];
      list.splice(at % (events.length + 1), 0, bad);
      return { locale: l, events: list };
    }),
  // Prototype pollution: the required fields only where a careless merge would find them.
  validBeacon.map((b) => own("__proto__", b)),
  validBeacon.map((b) => own("__proto__", { locale: b.locale }, { events: b.events })),
  validBeacon.map((b) => own("__proto__", { events: b.events }, { locale: b.locale })),
  validBeacon.map((b) => ({ constructor: { prototype: { locale: b.locale } }, events: b.events })),
  validBeacon.map((b) => ({ locale: b.locale, events: own("__proto__", b.events) })),
  // Pollution keys beside a field that is wrong anyway.
  fc
    .record({
      locale: badLocale,
      events: validEvents,
      key: fc.constantFrom("__proto__", "constructor", "prototype"),
      value: junk,
    })
    .map(({ locale: l, events, key, value }) => own(key, value, { locale: l, events })),
  // Wrapped, double-encoded, or not an object at all.
  validBeacon.map((b) => ({ beacon: b })),
  validBeacon.map((b) => [b]),
  validBeacon.map((b) => JSON.stringify(b)),
  validBeacon.map((b) => ({ data: JSON.stringify(b) })),
  validEvents,
  fc
    .jsonValue({ maxDepth: 3 })
    .filter((v) => v === null || typeof v !== "object" || Array.isArray(v)),
  junk.filter((v) => v === null || typeof v !== "object" || Array.isArray(v)),
);

/** Text that is not JSON at all, or a valid beacon's text broken. */
const brokenText: fc.Arbitrary<string> = fc.oneof(
  validBeacon
    .map((b) => JSON.stringify(b))
    .chain((t) => fc.integer({ min: 0, max: t.length - 1 }).map((n) => t.slice(0, n))),
  validBeacon.map((b) => JSON.stringify(b).replaceAll('"', "'")),
  validBeacon.map((b) => JSON.stringify(b).replace(/\}$/, ",}")),
  validBeacon.map((b) => JSON.stringify(b).replace(/\]\}$/, ",]}")),
  validBeacon.map((b) => `${JSON.stringify(b)}}`),
  validBeacon.map((b) => `${JSON.stringify(b)}x`),
  validBeacon.map((b) => JSON.stringify(b).repeat(2)),
  validBeacon.map((b) => JSON.stringify(b).replace(/"(\w+)":/g, "$1:")),
  validBeacon.map((b) => `/* beacon */${JSON.stringify(b)}`),
  validBeacon.map((b) => JSON.stringify(b).replace(":", "")),
  // A raw control character inside a string: JSON allows none.
  fc
    .record({
      b: validBeacon,
      c: fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n)),
      where: fc.constantFrom('"locale":"', '"kind":"', '"events'),
    })
    .map(({ b, c, where }) => JSON.stringify(b).replace(where, `${where}${c}`)),
  // Deep nesting within the size limit.
  fc.integer({ min: 1, max: 1000 }).map((n) => "[".repeat(n) + "]".repeat(n)),
  fc.integer({ min: 1, max: 200 }).map((n) => '{"locale":'.repeat(n) + '"pt"' + "}".repeat(n)),
  fc.constantFrom(
    "",
    " ",
    "\n",
    "null",
    "nul",
    "{",
    "}",
    "{}",
    "[",
    "]",
    "[]",
    '{"locale"}',
    "undefined",
    "NaN",
    '""',
    "true",
    "0",
    '{"locale":"pt","events":[{"kind":"product_view","id":1}]',
    '{"locale":"pt","events":[{"kind":"product_view","id":1}],}',
    '{"locale":"pt" "events":[]}',
    "locale=pt&events=1",
    "<beacon/>",
  ),
  text(300),
);

/** Bytes that are not UTF-8 before or around a valid beacon. */
const badBytes: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc
  .record({
    b: validBeacon,
    junkBytes: fc.constantFrom([0xff, 0xfe], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0x80], [0xf8]),
    where: fc.constantFrom("start", "key"),
  })
  .map(({ b, junkBytes, where }) => {
    const textBytes = new TextEncoder().encode(JSON.stringify(b));
    // At the start, or in the middle of the first key's name: either way no longer JSON or a beacon.
    const at = where === "start" ? 0 : 3;
    return new Uint8Array([...textBytes.slice(0, at), ...junkBytes, ...textBytes.slice(at)]);
  });

/** Over 2 kB, however valid the rest. */
const oversized: fc.Arbitrary<string> = fc.oneof(
  // A valid beacon, padded with whitespace (JSON allows it) to just over the limit or beyond.
  fc
    .record({
      b: validBeacon,
      size: fc.oneof(
        fc.constant(INSIGHT_LIMITS.bodyBytes + 1),
        fc.integer({ min: INSIGHT_LIMITS.bodyBytes + 1, max: 3 * INSIGHT_LIMITS.bodyBytes }),
      ),
      pad: fc.constantFrom(" ", "\n", "\t"),
    })
    .map(({ b, size, pad }) => {
      const t = JSON.stringify(b);
      return t + pad.repeat(Math.max(0, size - new TextEncoder().encode(t).byteLength));
    }),
  // One long search: in bytes over the limit even where 2 bytes a character keep it under 2,048 characters.
  fc
    .record({ n: fc.integer({ min: 1100, max: 4000 }), c: fc.constantFrom("x", "é", "😀") })
    .map(({ n, c }) =>
      serialize({ locale: "pt", events: [{ kind: "search", q: c.repeat(n), results: 1 }] }),
    ),
  // Twenty valid searches of long terms: each event fine, the body too big.
  fc.stringMatching(/^[a-z]{150,190}$/).map((q) =>
    serialize({
      locale: "es",
      events: Array.from({ length: INSIGHT_LIMITS.events }, (_, i) => ({
        kind: "search",
        q,
        results: i,
      })),
    }),
  ),
  fc.constantFrom(
    "x".repeat(100 * 1024),
    "[".repeat(3000),
    `"${"\u0000".repeat(3000)}"`,
    serialize({ locale: "pt", events: [{ kind: "product_view", id: 1 }], pad: "😀".repeat(600) }),
  ),
);

type Payload = { body: string | Uint8Array<ArrayBuffer>; what: string };
const payloads: fc.Arbitrary<Payload> = fc.oneof(
  {
    weight: 8,
    arbitrary: badBeacon.map((v) => ({ body: serialize(v), what: "refused by the schema" })),
  },
  { weight: 4, arbitrary: brokenText.map((body) => ({ body, what: "not JSON" })) },
  { weight: 1, arbitrary: badBytes.map((body) => ({ body, what: "not UTF-8" })) },
  { weight: 2, arbitrary: oversized.map((body) => ({ body, what: "over 2 kB" })) },
);

const ACCEPTED_TYPES = ["application/json", "text/plain"];
/** A content type, mostly one the endpoint takes (so the body reaches the parser); null for none. */
const contentType: fc.Arbitrary<string | null> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom<string | null>(
      "text/plain;charset=UTF-8",
      "text/plain",
      "TEXT/PLAIN; charset=utf-8",
      "application/json",
      "application/json; charset=utf-8",
      null,
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/html",
      "text/csv",
      "application/xml",
      "image/png",
      "application/octet-stream",
      "application/jsonp",
      "text/plainx",
      "application/json-patch+json",
    ),
  },
);

/** Who sends it: a browser mostly, sometimes one the endpoint would not count anyway. */
const senders = fc.record({
  agent: fc.constantFrom<string | null>(BROWSER, BROWSER, BROWSER, ROBOT, null),
  origin: fc.constantFrom<string | null>(TEST_BASE_URL, null),
  optOut: fc.constantFrom<Record<string, string>>({}, {}, {}, { "sec-gpc": "1" }, { dnt: "1" }),
});

const byteLength = (body: string | Uint8Array) =>
  typeof body === "string" ? new TextEncoder().encode(body).byteLength : body.byteLength;

/** The answer the endpoint owes a bad body: the type first, then the size, then the contents. */
function owed(type: string | null, body: string | Uint8Array): 400 | 413 | 415 {
  const bare = (type ?? "").split(";")[0]!.trim().toLowerCase();
  if (bare !== "" && !ACCEPTED_TYPES.includes(bare)) return 415;
  if (byteLength(body) > INSIGHT_LIMITS.bodyBytes) return 413;
  return 400;
}

describe.each(TEST_DB_KINDS)("POST /api/events fuzzed on %s", (kind) => {
  let t: TestDb;
  let productId: number;
  /** Every bad body comes from this one address: refusing one must not spend its allowance. */
  const sender = uniqueClientIp();
  const statuses = new Map<number, number>();
  const stored = async () => ({
    events: (await t.db.selectFrom("insight_event").select("id").execute()).length,
    daily: (await t.db.selectFrom("insight_daily").select("kind").execute()).length,
  });

  beforeAll(async () => {
    t = await installAuthTestDb(kind);
    [productId] = (await enquiryProducts(t.db, ["10"])) as [number];
    // Whatever an earlier suite left held is written to its own database, not this one.
    await insightRecorder.flush(t.db).catch(() => undefined);
    exchanges.length = 0;
  });
  afterAll(() => t.cleanup());

  it(`${RUNS} generated bad bodies: 400, 413 or 415 as fits, in the error shape; nothing held`, async () => {
    expect(await stored()).toEqual({ events: 0, daily: 0 });
    await fc.assert(
      fc.asyncProperty(payloads, contentType, senders, async (payload, type, who) => {
        const headers: Record<string, string> = { [CLIENT_IP_HEADER]: sender, ...who.optOut };
        if (type !== null) headers["content-type"] = type;
        if (who.agent !== null) headers["user-agent"] = who.agent;
        if (who.origin !== null) headers.origin = who.origin;
        const x = await sendChecked("POST", "/api/events", { body: payload.body, headers });
        statuses.set(x.status, (statuses.get(x.status) ?? 0) + 1);
        const preview =
          typeof payload.body === "string"
            ? JSON.stringify(payload.body.slice(0, 120))
            : `bytes ${[...payload.body.slice(0, 24)].join(",")}`;
        expect(x.status, `${payload.what}, ${type}: ${preview}`).toBe(owed(type, payload.body));
        expect(insightRecorder.pending).toBe(0);
      }),
      { ...fuzzOptions(RUNS), seed: Number(process.env.FUZZ_SEED ?? SEED) },
    );
    const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    // Every kind of refusal was met, and mostly the schema's and the parser's.
    expect(statuses.get(400)).toBeGreaterThan(RUNS / 2);
    expect(statuses.get(413)).toBeGreaterThan(0);
    expect(statuses.get(415)).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([400, 413, 415]);
  }, 300_000);

  it("nothing was stored once the recorder flushed, and no object's prototype was touched", async () => {
    expect(await insightRecorder.flush(t.db)).toEqual({ written: 0, dropped: 0 });
    expect(await stored()).toEqual({ events: 0, daily: 0 });
    const plain: Record<string, unknown> = {};
    for (const key of ["locale", "events", "kind", "id", "q", "results"]) {
      expect(plain[key], key).toBeUndefined();
    }
  });

  it("the refusals spent none of the sender's allowance: its next valid beacon is kept", async () => {
    const ok = await sendChecked("POST", "/api/events", {
      body: JSON.stringify({ locale: "pt", events: [{ kind: "product_view", id: productId }] }),
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": BROWSER,
        origin: TEST_BASE_URL,
        [CLIENT_IP_HEADER]: sender,
      },
    });
    expect(ok.status).toBe(204);
    expect(await insightRecorder.flush(t.db)).toEqual({ written: 1, dropped: 0 });
    expect(await stored()).toEqual({ events: 1, daily: 1 });
  });

  // The production server answers POST /api/events before React Router, from Node's own request
  // (server/app.ts answerBeacon): the same bodies get the same status and the same error body.
  it(`the server's lean path answers ${LEAN_RUNS} of the same bodies as the route does`, async () => {
    const server = createApp("/nonexistent", await testServerBuild(), { https: false }).listen(
      0,
      "127.0.0.1",
    );
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fc.assert(
        fc.asyncProperty(payloads, contentType, senders, async (payload, type, who) => {
          const headers: Record<string, string> = { ...who.optOut };
          if (type !== null) headers["content-type"] = type;
          if (who.agent !== null) headers["user-agent"] = who.agent;
          if (who.origin !== null) headers.origin = who.origin;
          const route = await sendChecked("POST", "/api/events", { body: payload.body, headers });
          const lean = await fetch(`${base}/api/events`, {
            method: "POST",
            headers,
            body: payload.body,
          });
          expect(lean.status, payload.what).toBe(route.status);
          expect(await lean.json(), payload.what).toEqual(route.body);
          expect(insightRecorder.pending).toBe(0);
        }),
        { ...fuzzOptions(LEAN_RUNS), seed: Number(process.env.FUZZ_SEED ?? SEED) + 1 },
      );
      // A valid beacon from another site is refused alike; from our own pages it is taken.
      const valid = JSON.stringify({
        locale: "pt",
        events: [{ kind: "product_view", id: productId }],
      });
      const from = (origin: string) =>
        fetch(`${base}/api/events`, {
          method: "POST",
          headers: { "content-type": "text/plain", "user-agent": BROWSER, origin },
          body: valid,
        });
      const foreign = await from("https://elsewhere.example");
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get("cache-control")).toBe("no-store");
      expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe(
        "crossOrigin",
      );
      const own = await from(TEST_BASE_URL);
      expect(own.status).toBe(204);
      expect(own.headers.get("cache-control")).toBe("no-store");
      expect(insightRecorder.pending).toBe(1);
      expect(await insightRecorder.flush(t.db)).toEqual({ written: 1, dropped: 0 });
      await t.db.deleteFrom("insight_event").execute();
      await t.db.deleteFrom("insight_daily").execute();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);

  it("every answer matches the response schema /api/openapi.json gives for it", async () => {
    const doc = await servedDocument();
    expect(mismatchesWithDocument(doc)).toEqual([]);
  });
});
