import type { Db } from "../db/kysely";
import {
  claimOutboxRow,
  dueOutboxIds,
  enquiryIdOf,
  markOutboxCancelled,
  markOutboxFailed,
  markOutboxSent,
  OUTBOX_LEASE_MS,
  type OutboxClaim,
} from "./outbox.server";
import { renderEnquiryEmail, type RenderedEmail } from "./enquiry-email.server";

// The outbox's worker (docs/decisions/053-outbox.md): every few seconds, in each app process, it
// claims the due messages one by one, sends each and marks it sent, or records the failure and
// when to try again. Two processes sharing a database never both hold a row (claimOutboxRow).

/** One message as the mail server receives it. */
export interface OutgoingMail extends Omit<RenderedEmail, "from"> {
  from: RenderedEmail["from"] | string;
  /** The same for every attempt of one outbox row, so a duplicate can be recognised. */
  messageId: string;
}

/** What sends mail: nodemailer over SMTP in the app, the same over a test server in tests. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Nodemailer over `smtpUrl`, with deadlines: its defaults wait up to 2 minutes to connect and
 * 10 minutes on a silent socket, longer than the claim's lease (OUTBOX_LEASE_MS), after which
 * another worker could send the same message. These keep the worst send well under it.
 */
export function smtpMailer(smtpUrl: string): Mailer {
  // Loaded with the first mail, not at every start.
  const transport = import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      dnsTimeout: 10_000,
    }),
  );
  // A failed load fails each send, where the outbox retries it; never an unhandled rejection.
  transport.catch(() => {});
  return {
    async send(mail) {
      const smtp = await transport;
      await smtp.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
      });
    },
    close: () => void transport.then((t) => t.close()),
  };
}

/**
 * A message id fixed by the outbox row (its id and creation time, so a database started afresh
 * never reuses one): sent twice after a crash, the copies carry the same Message-ID and mail
 * clients that thread or de-duplicate by it show one.
 */
export function outboxMessageId(row: { id: number; created_at: string }, baseUrl: string): string {
  const host = new URL(baseUrl).hostname || "localhost";
  const stamp = row.created_at.replace(/\D/g, "");
  return `<outbox-${row.id}-${stamp}@${host}>`;
}

/** A failure as kept in last_error: the server's words, never the connection URL's secrets. */
export function describeFailure(error: unknown, smtpUrl?: string): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  let text = typeof e?.message === "string" ? e.message : String(error);
  if (typeof e?.code === "string" && !text.includes(e.code)) text = `${e.code}: ${text}`;
  if (smtpUrl) {
    const { password } = new URL(smtpUrl);
    let decoded = password;
    try {
      decoded = decodeURIComponent(password);
    } catch {
      // A stray % in the password: it is masked as written.
    }
    // The whole URL first: masking its password alone would leave the user name beside it.
    for (const secret of [smtpUrl, password, decoded]) {
      if (secret) text = text.split(secret).join("***");
    }
  }
  return text.replace(/\s+/g, " ").trim();
}

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** Public origin of the links in the messages (BASE_URL). */
  baseUrl: string;
  /** MAIL_FROM; the shop's name and e-mail when unset. */
  from?: string;
  /** For describeFailure: the URL whose password never reaches last_error. */
  smtpUrl?: string;
  now?: () => Date;
  /** Messages claimed in one run at most. */
  batch?: number;
  leaseMs?: number;
  /** Set when the app stops: no further message is claimed. */
  signal?: AbortSignal;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  cancelled: number;
}

/** One run of the worker: the due messages, each claimed, sent and marked, in order. */
export async function deliverDueMessages(options: OutboxWorkerOptions): Promise<DeliveryReport> {
  const { db, batch = 20, now = () => new Date() } = options;
  const report: DeliveryReport = { sent: 0, failed: 0, cancelled: 0 };
  for (const id of await dueOutboxIds(db, now(), batch)) {
    if (options.signal?.aborted) break;
    // Claimed just before it is sent, so no lease runs down while earlier messages go out.
    const claim = await claimOutboxRow(db, id, now(), options.leaseMs ?? OUTBOX_LEASE_MS);
    if (!claim) continue; // another worker has it
    report[await deliver(claim, options, now)] += 1;
  }
  return report;
}

async function deliver(
  claim: OutboxClaim,
  { db, mailer, baseUrl, from, smtpUrl }: OutboxWorkerOptions,
  now: () => Date,
): Promise<keyof DeliveryReport> {
  const { row } = claim;
  try {
    const enquiryId = enquiryIdOf(row);
    const email = enquiryId === null ? null : await renderEnquiryEmail(db, enquiryId, baseUrl);
    if (!email) {
      await markOutboxCancelled(db, claim, `enquiry ${enquiryId ?? "?"} no longer exists`);
      return "cancelled";
    }
    await mailer.send({
      ...email,
      from: from ?? email.from,
      messageId: outboxMessageId(row, baseUrl),
    });
  } catch (error) {
    await markOutboxFailed(db, claim, now(), describeFailure(error, smtpUrl));
    return "failed";
  }
  // Outside the try: once the server took the message, a failure here must not schedule it
  // again as if it had not gone (the lease running out does, the window decision 053 names).
  await markOutboxSent(db, row.id, now());
  return "sent";
}
