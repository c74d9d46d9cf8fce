import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestAudit } from "~/.server/audit/audit.server";
import { createEnquiry } from "~/.server/enquiries/enquiries.server";
import { claimOutboxRow, markOutboxFailed } from "~/.server/outbox/outbox.server";
import { getNotificationLocale } from "~/.server/settings/notification-language.server";
import {
  appRequest,
  callHandler,
  formRequest,
  installAuthTestDb,
  newAdmin,
  type TestAccount,
} from "../../../tests/fixtures/auth";
import { TEST_DB_KINDS, type TestDb } from "../../../tests/fixtures/databases";
import { enquiryProducts } from "../../../tests/fixtures/enquiries";
import * as route from "./enquiry-emails";

// The notice e-mails' page — each message with its state, attempts, last error
// and next attempt, its enquiry linked; whether SMTP_URL is set; the notices' language; "Tentar
// agora". (Who may open it: app/routes/admin/authorization.test.ts.)

interface PageData {
  smtpConfigured: boolean;
  to: string;
  locale: string;
  total: number;
  messages: {
    id: number;
    state: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string;
    enquiry: { id: number; reference: string } | null;
  }[];
}

describe.each(TEST_DB_KINDS)("the notice e-mails' page on %s", (kind) => {
  let t: TestDb;
  let admin: TestAccount;
  let ids: number[];

  beforeAll(async () => {
    delete process.env.SMTP_URL;
    t = await installAuthTestDb(kind);
    admin = await newAdmin(t.db);
    ids = await enquiryProducts(t.db, ["5"]);
  });
  afterAll(() => t.cleanup());

  const page = async (query = "") =>
    (await callHandler(route.loader, appRequest(`/admin/orcamentos/emails${query}`, admin)))
      .body as PageData;
  const post = (fields: Record<string, string>) =>
    callHandler(route.action, formRequest("/admin/orcamentos/emails", fields, admin));
  const enquiry = () =>
    createEnquiry(t.db, {
      channel: "whatsapp",
      locale: "pt",
      items: [{ productId: ids[0]!, quantity: 1 }],
    });

  it("lists the notices newest first with their enquiry, state and attempts; says SMTP_URL is not set", async () => {
    const a = await enquiry();
    const b = await enquiry();
    const body = await page();
    expect(body.smtpConfigured).toBe(false);
    expect(body.locale).toBe("pt");
    expect(body.to).toMatch(/@/);
    expect(body.messages.slice(0, 2).map((m) => m.enquiry?.reference)).toEqual([
      b.reference,
      a.reference,
    ]);
    expect(body.messages[0]).toMatchObject({ state: "pending", attempts: 0, lastError: null });

    // A failed attempt reads as "retrying", with its error and when it is tried next.
    const row = body.messages[1]!;
    const now = new Date();
    await markOutboxFailed(t.db, (await claimOutboxRow(t.db, row.id, now))!, now, "451 busy");
    const after = (await page()).messages.find((m) => m.id === row.id)!;
    expect(after).toMatchObject({ state: "retrying", attempts: 1, lastError: "451 busy" });
    expect(Date.parse(after.nextAttemptAt) - now.getTime()).toBe(15_000);
  });

  it("'Tentar agora' makes a pending notice due now; a sent or unknown one answers so", async () => {
    await enquiry();
    const [row] = (await page()).messages;
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await t.db
      .updateTable("outbox")
      .set({ next_attempt_at: later })
      .where("id", "=", row!.id)
      .execute();
    const out = await post({ intent: "retry", id: String(row!.id) });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      ok: true,
      // Without SMTP_URL the page does not promise a send.
      toast: { message: "A mensagem está pendente, mas sem SMTP_URL nenhum e-mail é enviado." },
    });
    const due = (await page()).messages.find((m) => m.id === row!.id)!;
    expect(Date.parse(due.nextAttemptAt)).toBeLessThanOrEqual(Date.now());

    await t.db.updateTable("outbox").set({ state: "sent" }).where("id", "=", row!.id).execute();
    expect((await post({ intent: "retry", id: String(row!.id) })).status).toBe(409);
    expect((await post({ intent: "retry", id: "999999" })).status).toBe(404);
    expect((await post({ intent: "retry", id: "abc" })).status).toBe(400);
  });

  it("saves the notices' language with an audit entry, and refuses one the shop does not have", async () => {
    const out = await post({ intent: "language", locale: "es" });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ ok: true, toast: { message: "Idioma dos e-mails salvo." } });
    expect(await getNotificationLocale(t.db)).toBe("es");
    expect((await page()).locale).toBe("es");
    const [entry] = await latestAudit(t.db, 1);
    expect(entry).toMatchObject({
      action: "settings",
      entity: "notification_locale",
      detail: "es",
      user_name: "Ana Souza",
    });

    const wrong = await post({ intent: "language", locale: "fr" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ ok: false, fields: { locale: "Valor inválido." } });
    expect(await getNotificationLocale(t.db)).toBe("es");
    await post({ intent: "language", locale: "pt" });
  });
});
