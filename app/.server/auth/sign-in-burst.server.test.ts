import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textsFor } from "~/i18n/texts";
import { entryAction } from "~/routes/admin/+entry/entry-action.server";
import {
  formRequest,
  installAuthTestDb,
  jsonRequest,
  newAdmin,
  outcomeOf,
  uniqueClientIp,
  uniqueEmail,
  type Outcome,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { getHashQueue } from "./hash-queue.server";
import { handleAuthRequest } from "./http.server";

// A burst of sign-ins must not exhaust the process's memory. Each costs an
// Argon2id hash (19 MiB), an unknown e-mail's too; at most PASSWORD_HASH_CONCURRENCY (2) run at
// once and 16 wait, and the rest are refused with 503 and Retry-After rather than a 500. The real
// hashing runs here.

const signIn = async (email: string, password: string, ip: string, headers?: HeadersInit) =>
  outcomeOf(
    await handleAuthRequest(
      jsonRequest("/api/auth/sign-in/email", { email, password }, { ip, headers }),
    ),
  );

const retryAfter = (out: { headers: Headers }) => Number(out.headers.get("retry-after"));
const MiB = 1024 * 1024;

/** Takes every place in the process's hash queue until the returned function is called. */
function fillHashQueue(): () => void {
  const queue = getHashQueue();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // run() takes a slot or a waiting place before it returns; once full, it takes none.
  for (let places = -1; places !== queue.running + queue.waiting;) {
    places = queue.running + queue.waiting;
    queue.run(() => held).catch(() => undefined);
  }
  return release;
}

describe.each(TEST_DB_KINDS)("sign-in under load on %s", (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await installAuthTestDb(kind);
  });
  afterAll(() => t.cleanup());

  it("with the hash queue full, a sign-in is answered 503 with Retry-After in the caller's language, the form says so, and nothing counts as a failure", async () => {
    const admin = await newAdmin(t.db);
    const ip = uniqueClientIp();
    const release = fillHashQueue();
    try {
      const api = await signIn(admin.email, admin.password, ip, { "accept-language": "es" });
      expect(api.status).toBe(503);
      expect(retryAfter(api)).toBeGreaterThanOrEqual(1);
      expect(api.headers.get("cache-control")).toBe("no-store");
      expect(api.body).toEqual({
        error: { code: "serverBusy", message: textsFor("es").admin.errors.serverBusy },
      });

      const form = formRequest(
        "/admin",
        { intent: "sign-in", email: admin.email, password: admin.password },
        { ip },
      );
      const card = await outcomeOf(await entryAction(form).catch((thrown: unknown) => thrown));
      expect(card).toMatchObject({
        status: 503,
        body: { intent: "sign-in", error: "serverBusy", values: { email: admin.email } },
      });
      expect(retryAfter(card)).toBeGreaterThanOrEqual(1);
    } finally {
      release();
    }
    // The refusals were not failures: the address has none on record, and the owner signs in.
    const failures = await t.db
      .selectFrom("auth_limit")
      .select("count")
      .where("key", "=", `/sign-in/email|address|${ip}`)
      .executeTakeFirst();
    expect(Number(failures?.count ?? 0)).toBe(0);
    expect((await signIn(admin.email, admin.password, ip)).status).toBe(200);

    // What the card shows, in each language.
    expect(textsFor("pt").admin.errors.serverBusy).toMatch(/servidor está ocupado/);
    expect(textsFor("en").admin.errors.serverBusy).toMatch(/server is busy/);
    expect(textsFor("es").admin.errors.serverBusy).toMatch(/Espere unos segundos/);
  });

  it("100 concurrent sign-ins with unknown e-mails: each is 401 or 503 with Retry-After, never a 500, at most 2 hashes run at once, and memory stays bounded", async () => {
    // Loads and warms everything a sign-in touches, so the burst measures the burst.
    expect((await signIn(uniqueEmail("warm"), "not the password", uniqueClientIp())).status).toBe(
      401,
    );
    const queue = getHashQueue();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    let peakRunning = 0;
    const sample = () => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRunning = Math.max(peakRunning, queue.running);
    };
    const sampler = setInterval(sample, 5);
    let answers: Outcome[];
    try {
      // Each from an address of its own, so the per-address limit does not answer first.
      answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          signIn(uniqueEmail("nobody"), "not the password", uniqueClientIp()),
        ),
      );
    } finally {
      clearInterval(sampler);
    }
    sample();

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const out of refused) {
      expect(retryAfter(out)).toBeGreaterThanOrEqual(1);
      expect(out.body).toMatchObject({ error: { code: "serverBusy" } });
    }
    // Those let in were answered as any unknown e-mail is, after a hash.
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
    expect(peakRunning).toBeLessThanOrEqual(2);

    const rssGrowth = (peakRss - before.rss) / MiB;
    expect(rssGrowth, `RSS grew ${rssGrowth.toFixed(1)} MiB`).toBeLessThan(150);
    // What the burst adds to the heap (about 20 MiB measured), not the heap's size: this worker's
    // heap also holds the modules and garbage of the test files that ran before in it. A third of
    // the server's heap cap (`npm start`: --max-old-space-size=192) is the bound.
    const heapGrowth = (peakHeap - before.heapUsed) / MiB;
    expect(heapGrowth, `heap grew ${heapGrowth.toFixed(1)} MiB`).toBeLessThan(64);
  });
});
