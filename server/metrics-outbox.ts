import type { Db } from "../app/.server/db/kysely";

// The outbox's backlog for /metrics (server/metrics.ts), one query at scrape time.
// A scrape must answer while the database is stuck (that is when it matters), so the query has a
// short deadline, and a scrape arriving while the last query is still running (past its deadline,
// behind a lock) waits for that one instead of queueing another behind the same lock.

/** How long a scrape waits for the backlog before answering without it. */
export const OUTBOX_READ_DEADLINE_MS = 1_000;

export interface OutboxBacklog {
  pending: number;
  /** Seconds since the oldest pending message was written; 0 when none is pending. */
  oldestAgeSeconds: number;
}

const key = Symbol.for("vitrine.metrics.outboxRead");
type Holder = { [key]?: Promise<OutboxBacklog | undefined> };

/** Pending messages and the oldest one's age, or undefined when the database did not answer in time. */
export function readOutboxBacklog(db: Db, now: number): Promise<OutboxBacklog | undefined> {
  const holder = globalThis as Holder;
  holder[key] ??= query(db, now)
    .catch(() => undefined)
    .finally(() => {
      delete holder[key];
    });
  return withDeadline(holder[key]);
}

async function query(db: Db, now: number): Promise<OutboxBacklog> {
  // The worker's index (state, next_attempt_at) finds the pending rows; they are few.
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll<number>().as("pending"), eb.fn.min("created_at").as("oldest")])
    .where("state", "=", "pending")
    .executeTakeFirstOrThrow();
  // Null (typed as a string by Kysely) when nothing is pending.
  const oldest = row.oldest ? Date.parse(row.oldest) : Number.NaN;
  return {
    pending: Number(row.pending),
    oldestAgeSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now - oldest) / 1000),
  };
}

function withDeadline(
  read: Promise<OutboxBacklog | undefined>,
): Promise<OutboxBacklog | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), OUTBOX_READ_DEADLINE_MS);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}
