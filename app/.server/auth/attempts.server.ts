import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/kysely";

/**
 * Sign-in and sign-up limits (docs/security.md lists the same numbers).
 *
 * Two layers, each counted in the database so that every instance shares it:
 *
 * 1. Every attempt, per client address and endpoint: better-auth's own rate limiter, configured
 *    with ADDRESS_LIMITS (auth.server.ts). It runs before the password is hashed.
 * 2. Failures (a wrong password or unknown e-mail; a refused sign-up), here, over FAILURE_WINDOW:
 *    - per address, whatever the accounts (password spraying): MAX_FAILURES_PER_ADDRESS;
 *    - per account and address: MAX_FAILURES_PER_ACCOUNT_ADDRESS;
 *    - per account from all addresses: past ACCOUNT_UNDER_ATTACK failures, an address that has
 *      already failed on the account in the window is refused until the window ends. An address
 *      with no failure on it still gets its attempt: the owner signing in from their own device
 *      succeeds while an attack from other addresses goes on, and the attacker gets at most one
 *      guess per address per window.
 *
 * A success clears the address's failures on that account and leaves the other counters as they
 * were. Each attempt is reserved before it runs (so concurrent guesses cannot all slip under a
 * limit) and given back unless it failed.
 */
export const ADDRESS_LIMITS = {
  "/sign-in/email": { window: 60, max: 10 },
  "/sign-up/email": { window: 60, max: 5 },
} as const;

export type LimitedAuthPath = keyof typeof ADDRESS_LIMITS;

export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ADDRESS = 30;
export const MAX_FAILURES_PER_ACCOUNT_ADDRESS = 5;
export const ACCOUNT_UNDER_ATTACK = 20;

export function isLimitedAuthPath(path: string): path is LimitedAuthPath {
  return Object.hasOwn(ADDRESS_LIMITS, path);
}

interface Counter {
  key: string;
  count: number;
  windowStart: number;
}

/** What became of an attempt: it failed (kept), it succeeded, or it was not a try at all. */
export type AttemptOutcome = "failure" | "success" | "other";

export type Attempt =
  | { allowed: false; retryAfter: number }
  | { allowed: true; finish: (outcome: AttemptOutcome) => Promise<void> };

const WINDOW_MS = FAILURE_WINDOW_SECONDS * 1000;

/** Accounts are counted by a digest of their e-mail, so the table holds no addresses of people. */
const digest = (text: string) => createHash("sha256").update(text).digest("base64url");

/** Adds one to a counter, starting a new window when the last one is over; answers the new state. */
async function increment(db: Db, key: string, now: number): Promise<Counter> {
  const cutoff = now - WINDOW_MS;
  const row = await db
    .insertInto("auth_limit")
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when auth_limit.window_start <= ${cutoff} then 1 else auth_limit.count + 1 end`,
        window_start: sql<number>`case when auth_limit.window_start <= ${cutoff} then cast(${now} as bigint) else auth_limit.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  return { key, count: Number(row.count), windowStart: Number(row.window_start) };
}

/** Gives back what increment took, unless that window has ended since. */
async function release(db: Db, counter: Counter): Promise<void> {
  await db
    .updateTable("auth_limit")
    .set({ count: sql<number>`count - 1` })
    .where("key", "=", counter.key)
    .where("window_start", "=", counter.windowStart)
    .where("count", ">", 0)
    .execute();
}

async function current(db: Db, key: string, now: number): Promise<Counter> {
  const row = await db
    .selectFrom("auth_limit")
    .select(["count", "window_start"])
    .where("key", "=", key)
    .executeTakeFirst();
  const windowStart = Number(row?.window_start ?? now);
  const live = row !== undefined && windowStart > now - WINDOW_MS;
  return { key, count: live ? Number(row.count) : 0, windowStart: live ? windowStart : now };
}

/** Whole seconds until a counter's window ends, at least 1. */
const secondsLeft = (counter: Counter, now: number) =>
  Math.max(1, Math.ceil((counter.windowStart + WINDOW_MS - now) / 1000));

/**
 * Reserves one attempt at `path` for the account named by `email` from `address`, or says how long
 * to wait. The caller runs the attempt, then calls `finish` with its outcome.
 */
export async function beginAttempt(
  db: Db,
  { path, email, address }: { path: LimitedAuthPath; email: string; address: string | null },
): Promise<Attempt> {
  const now = Date.now();
  const account = digest(email.toLowerCase());
  const from = address ?? "unknown";
  const keys = {
    account: `${path}|account|${account}`,
    pair: `${path}|account-address|${account}|${from}`,
    address: `${path}|address|${from}`,
  };

  const accountCount = await current(db, keys.account, now);
  const underAttack = accountCount.count >= ACCOUNT_UNDER_ATTACK;
  const pair = await increment(db, keys.pair, now);
  const pairLimit = underAttack ? 1 : MAX_FAILURES_PER_ACCOUNT_ADDRESS;
  if (pair.count > pairLimit) {
    await release(db, pair);
    const wait =
      pair.count > MAX_FAILURES_PER_ACCOUNT_ADDRESS
        ? secondsLeft(pair, now)
        : Math.min(secondsLeft(pair, now), secondsLeft(accountCount, now));
    return { allowed: false, retryAfter: wait };
  }
  const byAddress = await increment(db, keys.address, now);
  if (byAddress.count > MAX_FAILURES_PER_ADDRESS) {
    await release(db, byAddress);
    await release(db, pair);
    return { allowed: false, retryAfter: secondsLeft(byAddress, now) };
  }
  const byAccount = await increment(db, keys.account, now);

  return {
    allowed: true,
    finish: async (outcome) => {
      if (outcome === "failure") {
        // Counters whose window ended are reset by their next increment; this keeps the table small.
        await db
          .deleteFrom("auth_limit")
          .where("window_start", "<", Date.now() - WINDOW_MS)
          .execute();
        return;
      }
      await release(db, byAccount);
      await release(db, byAddress);
      if (outcome === "success") {
        await db.deleteFrom("auth_limit").where("key", "=", keys.pair).execute();
      } else {
        await release(db, pair);
      }
    },
  };
}
