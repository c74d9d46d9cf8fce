import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryPath } from "~/routes/admin/+enquiries/paths";
import { createTestDb, TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";
import { createDb, type Db } from "../db/kysely";
import { createEnquiry, UnknownProductsError } from "../enquiries/enquiries.server";
import { submitEnquiry } from "../enquiries/submit.server";
import { saveNotificationLocale } from "../settings/notification-language.server";
import { enquiryAdminPath, renderEnquiryEmail } from "./enquiry-email.server";
import {
  claimOutboxRow,
  markOutboxFailed,
  markOutboxSent,
  OUTBOX_LEASE_MS,
  retryDelayMs,
  retryOutboxNow,
} from "./outbox.server";
import {
  deliverDueMessages,
  describeFailure,
  type Mailer,
  type OutgoingMail,
} from "./worker.server";

// The outbox's rules without a mail server (docs/decisions/053-outbox.md):
// written with the enquiry or not at all, claimed by one worker at a time, fenced by its lease,
// retried with a capped, doubling delay; the message in the administrators' language.
// (Delivery over real SMTP: delivery.server.test.ts.)

const BASE = "https://loja.example.com";

/** A mailer that keeps what it is given, or fails with `fail` while set. */
function memoryMailer(): Mailer & { sent: OutgoingMail[]; fail?: Error } {
  const mailer: Mailer & { sent: OutgoingMail[]; fail?: Error } = {
    sent: [],
    async send(mail) {
      if (mailer.fail) throw mailer.fail;
      mailer.sent.push(mail);
    },
    close() {},
  };
  return mailer;
}

const outboxRows = (db: Db) => db.selectFrom("outbox").selectAll().orderBy("id").execute();
const payloadOf = (enquiryId: number) => JSON.stringify({ enquiryId });

describe("the retry delay", () => {
  it("starts at 15 s, doubles after each failure and stops growing at 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryDelayMs(n) / 1000)).toEqual([
      15, 30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });
  it("keeps the mail server's password out of the error it records", () => {
    const url = "smtps://loja:s%40gredo@mail.example.com:465";
    const text = describeFailure(new Error(`Invalid login for ${url} (s@gredo)`), url);
    expect(text).not.toContain("gredo");
    expect(text).toContain("Invalid login");
  });
});

describe.each(TEST_DB_KINDS)("the outbox on %s", (kind) => {
  let t: TestDb;
  let ids: number[];
  const enquiry = (extra: Record<string, string> = {}) =>
    createEnquiry(t.db, {
      channel: "form",
      locale: "es",
      name: "María",
      contact: "maria@example.com",
      items: [
        { productId: ids[0]!, quantity: 2 },
        { productId: ids[1]!, quantity: 1 },
      ],
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestDb(kind);
    ids = await enquiryProducts(t.db, ["10", "2.5"]);
  });
  afterAll(() => t.cleanup());

  it("an enquiry writes its notice in its own transaction; a refused one or a honeypot answer writes none", async () => {
    const before = (await outboxRows(t.db)).length;
    const e = await enquiry();
    const rows = await outboxRows(t.db);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      kind: "enquiry_email",
      payload: payloadOf(e.id),
      state: "pending",
      attempts: 0,
      locked_until: null,
      last_error: null,
      sent_at: null,
    });
    await expect(
      createEnquiry(t.db, {
        channel: "whatsapp",
        locale: "pt",
        items: [{ productId: 999_999, quantity: 1 }],
      }),
    ).rejects.toBeInstanceOf(UnknownProductsError);
    const trap = await submitEnquiry(
      t.db,
      {
        channel: "form",
        locale: "pt",
        items: [{ product_id: ids[0]!, quantity: 1 }],
        name: "Robô",
        contact: "robo@example.com",
        city: null,
        message: null,
        website: "https://spam.example",
      },
      "10.9.9.9",
    );
    expect(trap.kind).toBe("created");
    expect(await outboxRows(t.db)).toHaveLength(before + 1);
  });

  it("a row is claimed by exactly one of two workers asking at once, and by nobody while leased", async () => {
    const e = await enquiry();
    const row = (await outboxRows(t.db)).find((r) => r.payload === payloadOf(e.id))!;
    const other = createDb(t.url);
    try {
      const now = new Date();
      const claims = await Promise.all(
        Array.from({ length: 6 }, (_, i) => claimOutboxRow(i % 2 ? other : t.db, row.id, now)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      const claim = claims.find(Boolean)!;
      expect(claim.row.attempts).toBe(1);
      // Still leased a minute later; free once the lease is over.
      expect(await claimOutboxRow(other, row.id, new Date(now.getTime() + 60_000))).toBeUndefined();
      const late = new Date(now.getTime() + OUTBOX_LEASE_MS + 1);
      const second = await claimOutboxRow(other, row.id, late);
      expect(second?.row.attempts).toBe(2);
      // The first worker's failure, reported after its lease ended, changes nothing.
      await markOutboxFailed(t.db, claim, late, "too late");
      const after = (await outboxRows(t.db)).find((r) => r.id === row.id)!;
      expect(after).toMatchObject({ last_error: null, locked_until: second!.lease });
      await markOutboxSent(t.db, row.id, late);
    } finally {
      await other.destroy();
    }
  });

  it("a failure records the error and the next attempt; 'Tentar agora' makes it due now, but never breaks a lease", async () => {
    const e = await enquiry();
    const row = (await outboxRows(t.db)).find((r) => r.payload === payloadOf(e.id))!;
    const t0 = new Date();
    const claim = (await claimOutboxRow(t.db, row.id, t0))!;
    await markOutboxFailed(t.db, claim, t0, "451 Mailbox temporarily unavailable");
    let now = (await outboxRows(t.db)).find((r) => r.id === row.id)!;
    expect(now).toMatchObject({ state: "pending", attempts: 1, locked_until: null });
    expect(now.last_error).toContain("451");
    expect(Date.parse(now.next_attempt_at) - t0.getTime()).toBe(15_000);
    expect(await claimOutboxRow(t.db, row.id, t0)).toBeUndefined(); // not due yet

    expect(await retryOutboxNow(t.db, row.id, t0)).toBe("due");
    const again = (await claimOutboxRow(t.db, row.id, t0))!;
    expect(again).toBeDefined();
    expect(await retryOutboxNow(t.db, row.id, t0)).toBe("due");
    expect(await claimOutboxRow(t.db, row.id, t0)).toBeUndefined(); // the lease holds
    await markOutboxSent(t.db, row.id, t0);
    now = (await outboxRows(t.db)).find((r) => r.id === row.id)!;
    expect(now).toMatchObject({ state: "sent", sent_at: t0.toISOString(), last_error: null });
    expect(await retryOutboxNow(t.db, row.id)).toBe("notPending");
    expect(await retryOutboxNow(t.db, 999_999)).toBe("notFound");
  });

  it("the message is in the administrators' language, with the reference, each line, the total and the back office's link", async () => {
    const e = await enquiry({ city: "Foz do Iguaçu", message: "Entrega\nem casa?" });
    const pt = (await renderEnquiryEmail(t.db, e.id, BASE))!;
    expect(pt.subject).toBe(`Novo orçamento ${e.reference}`);
    const link = `${BASE}${enquiryPath(e.id)}`;
    expect(enquiryAdminPath(e.id)).toBe(enquiryPath(e.id));
    const text = pt.text.replace(/\s/g, " ");
    expect(text).toContain(`Novo orçamento ${e.reference}`);
    expect(text).toMatch(/2 × Produto 1 \(SKU SKU-\w+-1\) — \$ 10,00 cada/);
    expect(text).toMatch(/1 × Produto 2 \(SKU SKU-\w+-2\) — \$ 2,50 cada/);
    expect(text).toContain("Total: $ 22,50");
    expect(text).toContain("Nome: María");
    expect(text).toContain("Cidade: Foz do Iguaçu");
    expect(pt.text).toContain("Mensagem:\nEntrega\nem casa?");
    expect(text).toContain(`Abrir no painel: ${link}`);
    expect(text).toContain("Idioma do cliente: Español");
    expect(pt.replyTo).toBe("maria@example.com");

    await saveNotificationLocale(t.db, "es", null);
    const es = (await renderEnquiryEmail(t.db, e.id, BASE))!;
    expect(es.subject).toBe(`Nuevo presupuesto ${e.reference}`);
    expect(es.text.replace(/\s/g, " ")).toContain(`Abrir en el panel: ${link}`);
    await saveNotificationLocale(t.db, "en", null);
    expect((await renderEnquiryEmail(t.db, e.id, BASE))!.text).toContain("Total: $22.50");
    await saveNotificationLocale(t.db, "pt", null);
  });

  it("a notice whose enquiry is gone is cancelled, not retried forever; the others still go", async () => {
    const gone = await enquiry();
    const kept = await enquiry({ contact: "+595 981 123 456" });
    await t.db.deleteFrom("enquiry").where("id", "=", gone.id).execute();
    const mailer = memoryMailer();
    const report = await deliverDueMessages({ db: t.db, mailer, baseUrl: BASE });
    expect(report.cancelled).toBeGreaterThanOrEqual(1);
    const rows = await outboxRows(t.db);
    expect(rows.find((r) => r.payload === payloadOf(gone.id))?.state).toBe("cancelled");
    expect(rows.find((r) => r.payload === payloadOf(kept.id))?.state).toBe("sent");
    const mail = mailer.sent.find((m) => m.subject.includes(kept.reference))!;
    // A phone number is no address to reply to.
    expect(mail.replyTo).toBeUndefined();
    expect(mail.messageId).toMatch(/^<outbox-\d+-\d+@loja\.example\.com>$/);
    expect(rows.every((r) => r.state !== "pending")).toBe(true);
  });

  it("never lost: while sending fails, every message stays pending with its error, and goes once it works", async () => {
    const e = await enquiry();
    const mailer = memoryMailer();
    mailer.fail = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), {
      code: "ESOCKET",
    });
    let clock = Date.now();
    const now = () => new Date(clock);
    for (let i = 0; i < 12; i++) {
      await deliverDueMessages({ db: t.db, mailer, baseUrl: BASE, now });
      clock += 20 * 60_000; // past the longest delay: every run is an attempt
    }
    const row = (await outboxRows(t.db)).find((r) => r.payload === payloadOf(e.id))!;
    expect(row).toMatchObject({ state: "pending", attempts: 12 });
    expect(row.last_error).toBe("ESOCKET: connect ECONNREFUSED 127.0.0.1:25");
    mailer.fail = undefined;
    await deliverDueMessages({ db: t.db, mailer, baseUrl: BASE, now });
    expect(mailer.sent.filter((m) => m.subject.includes(e.reference))).toHaveLength(1);
  });
});
