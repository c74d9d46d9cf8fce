import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { installAuthTestDb } from "../../../tests/fixtures/auth";
import type { TestDb } from "../../../tests/fixtures/databases";
import { TEST_DB_KINDS } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";
import { startTestSmtp, type TestSmtp } from "../../../tests/fixtures/smtp";
import { createDb, type Db } from "../db/kysely";
import { createEnquiry, type CreatedEnquiry } from "../enquiries/enquiries.server";
import { startBackgroundJobs } from "../jobs/background.server";
import { getStoreProfile } from "../settings/store-profile.server";
import { deliverDueMessages, outboxMessageId, smtpMailer } from "./worker.server";

// The outbox over a real SMTP server (the smtp-server package on a free port), on each
// database: an enquiry's notice arrives once; a server refusing mail for the first minute gets
// every notice once after it recovers; two workers on one database deliver each message once;
// without SMTP_URL nothing is sent and nothing is lost. docs/decisions/053-outbox.md.

const BASE = "http://localhost:3000";
const envKey = Symbol.for("vitrine.env");

const rowsOf = (db: Db) => db.selectFrom("outbox").selectAll().orderBy("id").execute();
const countOf = (smtp: TestSmtp, reference: string) =>
  smtp.received.filter((m) => m.subject.includes(reference)).length;

/** Polls until `check` holds (a real timer runs the job), failing after `ms`. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(TEST_DB_KINDS)("e-mail notices over SMTP on %s", (kind) => {
  let t: TestDb;
  let ids: number[];
  let smtp: TestSmtp | undefined;
  const enquiry = () =>
    createEnquiry(t.db, {
      channel: "form",
      locale: "pt",
      name: "Ana",
      contact: "ana@example.com",
      items: [
        { productId: ids[0]!, quantity: 3 },
        { productId: ids[1]!, quantity: 1 },
      ],
    });
  /** Sends what is due until nothing is; every earlier test's notices go out too. */
  const drain = async (url: string) => {
    const mailer = smtpMailer(url);
    try {
      await deliverDueMessages({ db: t.db, mailer, baseUrl: BASE, batch: 1000 });
    } finally {
      mailer.close();
    }
  };

  beforeAll(async () => {
    delete process.env.SMTP_URL;
    t = await installAuthTestDb(kind);
    ids = await enquiryProducts(t.db, ["12.5", "3"]);
  });
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });
  afterAll(() => t.cleanup());

  it("an enquiry submitted arrives as exactly one mail to the shop, with the reference, its items and the link", async () => {
    smtp = await startTestSmtp();
    const e = await enquiry();
    await drain(smtp.url);
    await drain(smtp.url); // a second run finds nothing to send
    expect(countOf(smtp, e.reference)).toBe(1);
    const mail = smtp.received.find((m) => m.subject.includes(e.reference))!;
    const profile = await getStoreProfile(t.db);
    expect(mail.subject).toBe(`Novo orçamento ${e.reference}`);
    expect(mail.to).toBe(profile.email);
    expect(mail.from).toContain(profile.email);
    expect(mail.replyTo).toBe("ana@example.com");
    const text = mail.text.replace(/\s/g, " ");
    expect(text).toMatch(/3 × Produto 1 \(SKU SKU-\w+-1\) — \$ 12,50 cada/);
    expect(text).toMatch(/1 × Produto 2 \(SKU SKU-\w+-2\) — \$ 3,00 cada/);
    expect(text).toContain("Total: $ 40,50");
    expect(text).toContain(`Abrir no painel: ${BASE}/admin/orcamentos/${e.id}`);
    const row = (await rowsOf(t.db)).find(
      (r) => r.payload === JSON.stringify({ enquiryId: e.id }),
    )!;
    expect(row).toMatchObject({ state: "sent", attempts: 1, last_error: null, locked_until: null });
    expect(mail.messageId).toBe(outboxMessageId(row, BASE));
  });

  it("a server refusing mail for the first minute: both enquiries arrive once each after it recovers, attempts and backoff recorded", async () => {
    const start = Date.now();
    let clock = start;
    smtp = await startTestSmtp({ refusing: () => clock < start + 60_000 });
    const mailer = smtpMailer(smtp.url);
    const both: CreatedEnquiry[] = [await enquiry(), await enquiry()];
    const rowOf = async (e: CreatedEnquiry) =>
      (await rowsOf(t.db)).find((r) => r.payload === JSON.stringify({ enquiryId: e.id }))!;
    await t.db
      .updateTable("outbox")
      .set({
        next_attempt_at: new Date(start).toISOString(),
        created_at: new Date(start).toISOString(),
      })
      .where("state", "=", "pending")
      .execute();
    const schedule: number[] = [];
    try {
      // The worker's 5-second rounds over five minutes of a clock the test moves.
      for (; clock <= start + 5 * 60_000; clock += 5_000) {
        await deliverDueMessages({ db: t.db, mailer, baseUrl: BASE, now: () => new Date(clock) });
        const row = await rowOf(both[0]!);
        if (row.state === "pending") {
          const next = (Date.parse(row.next_attempt_at) - start) / 1000;
          if (schedule.at(-1) !== next) schedule.push(next);
          expect(row.last_error).toMatch(/451/);
        }
      }
    } finally {
      mailer.close();
    }
    expect(smtp.refusals).toBeGreaterThanOrEqual(6);
    for (const e of both) {
      expect(countOf(smtp, e.reference)).toBe(1);
      const row = await rowOf(e);
      // Tried at 0 s, 15 s, 45 s (refused), then at 105 s, after the minute: delivered.
      expect(row).toMatchObject({ state: "sent", attempts: 4, last_error: null });
      expect(Date.parse(row.sent_at!) - start).toBe(105_000);
    }
    expect(schedule).toEqual([15, 45, 105]);
  });

  it("two workers racing on one database deliver each message exactly once", async () => {
    smtp = await startTestSmtp();
    await drain(smtp.url);
    const before = smtp.received.length;
    const created: CreatedEnquiry[] = [];
    for (let i = 0; i < 12; i++) created.push(await enquiry());
    // A second connection pool (PostgreSQL) or connection to the same file (SQLite): another process.
    const other = createDb(t.url);
    const [a, b] = [smtpMailer(smtp.url), smtpMailer(smtp.url)];
    try {
      const reports = await Promise.all([
        deliverDueMessages({ db: t.db, mailer: a, baseUrl: BASE, batch: 100 }),
        deliverDueMessages({ db: other, mailer: b, baseUrl: BASE, batch: 100 }),
      ]);
      expect(reports[0]!.sent + reports[1]!.sent).toBe(12);
      // Both took part (each claims just before sending): the race was real.
      expect(Math.min(reports[0]!.sent, reports[1]!.sent)).toBeGreaterThan(0);
    } finally {
      a.close();
      b.close();
      await other.destroy();
    }
    expect(smtp.received.length - before).toBe(12);
    for (const e of created) expect(countOf(smtp, e.reference)).toBe(1);
    expect((await rowsOf(t.db)).filter((r) => r.state === "pending")).toEqual([]);
  });

  it("without SMTP_URL nothing is sent and nothing is lost: notices stay pending until a server is set", async () => {
    smtp = await startTestSmtp();
    await drain(smtp.url);
    const e = await enquiry();
    delete process.env.SMTP_URL;
    delete (globalThis as { [envKey]?: unknown })[envKey];
    const stopIdle = startBackgroundJobs({ outboxIntervalMs: 10 });
    await new Promise((r) => setTimeout(r, 200));
    await stopIdle();
    const pending = (await rowsOf(t.db)).filter((r) => r.state === "pending");
    expect(pending.map((r) => r.payload)).toEqual([JSON.stringify({ enquiryId: e.id })]);
    expect(pending[0]).toMatchObject({ attempts: 0, last_error: null });
    expect(countOf(smtp, e.reference)).toBe(0);

    // The production wiring, once SMTP_URL is set: the job sends what waited.
    process.env.SMTP_URL = smtp.url;
    delete (globalThis as { [envKey]?: unknown })[envKey];
    const stop = startBackgroundJobs({ outboxIntervalMs: 10 });
    try {
      await eventually(() => countOf(smtp!, e.reference) === 1);
    } finally {
      await stop();
      delete process.env.SMTP_URL;
      delete (globalThis as { [envKey]?: unknown })[envKey];
    }
    expect((await rowsOf(t.db)).filter((r) => r.state === "pending")).toEqual([]);
  });
});
