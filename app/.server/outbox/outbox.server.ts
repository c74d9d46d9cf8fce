import { sql } from "kysely";
import type { Db } from "../db/kysely";
import type { OutboxRow } from "../db/schema";

// The outbox (docs/decisions/053-outbox.md): messages written in the same
// transaction as what caused them, claimed by a worker with a lease, sent, marked sent; retried
// with a growing delay while the mail server refuses. Every function takes the time it acts at,
// so tests run a day of retries in milliseconds.

/** What this version of the app knows how to send; a worker claims no other kind. */
export const OUTBOX_KINDS = ["enquiry_email"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** An `enquiry_email` row's payload: which enquiry; the message is rendered when it is sent. */
export interface EnquiryEmailPayload {
  enquiryId: number;
}

/**
 * The delay after the nth failed attempt: 15 s, doubling, at most 15 minutes. A mail server down
 * for a minute delays a notice by about a minute; one down for a day is asked four times an hour.
 */
export const OUTBOX_RETRY = { firstDelayMs: 15_000, maxDelayMs: 15 * 60_000 } as const;

/**
 * How long a claim keeps other workers off a row. Longer than a send can take with the mailer's
 * timeouts (worker.server.ts), so a slow send is never claimed twice; a worker that dies holding
 * a row delays its message by at most this.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;

/** Longest last_error kept: a server's reply, not a transcript. */
const ERROR_MAX = 500;

export function retryDelayMs(failedAttempts: number): number {
  const n = Math.max(1, failedAttempts);
  // 2^n overflows nothing here: the cap is reached at n = 7.
  return Math.min(OUTBOX_RETRY.maxDelayMs, OUTBOX_RETRY.firstDelayMs * 2 ** Math.min(n - 1, 30));
}

/** Writes the notice of a new enquiry; call it inside the transaction that stores the enquiry. */
export async function enqueueEnquiryEmail(
  trx: Db,
  enquiryId: number,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const payload: EnquiryEmailPayload = { enquiryId };
  await trx
    .insertInto("outbox")
    .values({
      kind: "enquiry_email",
      payload: JSON.stringify(payload),
      next_attempt_at: at,
      created_at: at,
    })
    .execute();
}

/** Pending rows of a known kind that are due and not leased, oldest first. */
export async function dueOutboxIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom("outbox")
    .select("id")
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .where("kind", "in", OUTBOX_KINDS)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A row this worker holds: `lease` (its locked_until) fences every later write to it. */
export interface OutboxClaim {
  row: OutboxRow;
  lease: string;
}

/**
 * Claims a row for `leaseMs`, counting the attempt: one conditional UPDATE, so of two workers
 * (processes, instances) asking at once exactly one changes the row. PostgreSQL re-checks the
 * WHERE on the row after waiting for the other's lock; SQLite runs one writer at a time. A later
 * claim's lease ends later than any earlier one (it starts after that one ended), so the lease's
 * timestamp tells this claim from any other.
 */
export async function claimOutboxRow(
  db: Db,
  id: number,
  now: Date,
  leaseMs = OUTBOX_LEASE_MS,
): Promise<OutboxClaim | undefined> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  // RETURNING: the row comes back only when this statement changed it (one row affected).
  const row = await db
    .updateTable("outbox")
    .set({ locked_until: lease, attempts: sql<number>`attempts + 1` })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .returningAll()
    .executeTakeFirst();
  return row ? { row, lease } : undefined;
}

/**
 * Marks a message sent. Not fenced by the lease: once the mail server took it, it is sent, even if
 * the lease ran out meanwhile (another worker sending it again is the window decision 053 names).
 */
export async function markOutboxSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ state: "sent", sent_at: now.toISOString(), locked_until: null, last_error: null })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .execute();
}

/** Records a failed attempt and when to try again; a no-op when the lease is no longer ours. */
export async function markOutboxFailed(
  db: Db,
  claim: OutboxClaim,
  now: Date,
  error: string,
): Promise<void> {
  const next = new Date(now.getTime() + retryDelayMs(claim.row.attempts)).toISOString();
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: next, locked_until: null, last_error: error.slice(0, ERROR_MAX) })
    .where("id", "=", claim.row.id)
    .where("state", "=", "pending")
    .where("locked_until", "=", claim.lease)
    .execute();
}

/** Ends a message whose subject no longer exists; a no-op when the lease is no longer ours. */
export async function markOutboxCancelled(
  db: Db,
  claim: OutboxClaim,
  reason: string,
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ state: "cancelled", locked_until: null, last_error: reason.slice(0, ERROR_MAX) })
    .where("id", "=", claim.row.id)
    .where("state", "=", "pending")
    .where("locked_until", "=", claim.lease)
    .execute();
}

/**
 * Makes a pending message due now ("Tentar agora"). The lease stays: a message being sent this
 * moment is not sent a second time because someone pressed the button.
 */
export async function retryOutboxNow(
  db: Db,
  id: number,
  now: Date = new Date(),
): Promise<"due" | "notPending" | "notFound"> {
  const row = await db.selectFrom("outbox").select("state").where("id", "=", id).executeTakeFirst();
  if (!row) return "notFound";
  const result = await db
    .updateTable("outbox")
    .set({ next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? "due" : "notPending";
}

/** The enquiry an `enquiry_email` payload names; null for another kind or a damaged payload. */
export function enquiryIdOf(row: Pick<OutboxRow, "kind" | "payload">): number | null {
  if (row.kind !== "enquiry_email") return null;
  try {
    const { enquiryId } = JSON.parse(row.payload) as Partial<EnquiryEmailPayload>;
    return Number.isSafeInteger(enquiryId) && enquiryId! > 0 ? enquiryId! : null;
  } catch {
    return null;
  }
}

export const OUTBOX_PER_PAGE = 50;

export interface OutboxListItem extends OutboxRow {
  enquiry: { id: number; reference: string } | null;
}

/** The outbox newest first, OUTBOX_PER_PAGE a page, each row with the enquiry it is about. */
export async function listOutbox(
  db: Db,
  { page = 1 }: { page?: number } = {},
): Promise<{ items: OutboxListItem[]; total: number }> {
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const [rows, count] = await Promise.all([
    db
      .selectFrom("outbox")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(OUTBOX_PER_PAGE)
      .offset((safePage - 1) * OUTBOX_PER_PAGE)
      .execute(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = [...new Set(rows.map(enquiryIdOf).filter((id): id is number => id !== null))];
  const enquiries = ids.length
    ? await db.selectFrom("enquiry").select(["id", "reference"]).where("id", "in", ids).execute()
    : [];
  const byId = new Map(enquiries.map((e) => [e.id, e]));
  return {
    items: rows.map((row) => ({ ...row, enquiry: byId.get(enquiryIdOf(row) ?? 0) ?? null })),
    total: Number(count.n),
  };
}
