import { sql } from "kysely";
import type { Db } from "../db/kysely";

/** A per-address limit: at most `limit` requests every `windowMs`, counted under `keyPrefix`. */
export interface FixedWindowLimit {
  keyPrefix: string;
  /** The client's address (clientIpOf); requests without one share one count. */
  address: string | null;
  limit: number;
  windowMs: number;
}

/**
 * Counts one request for an address in the shared fixed-window counters (the auth_limit table:
 * key, count, window start; the sign-in limits use it under their own keys), so every instance
 * sharing the database shares the count. Answers whether it was within the limit, with a way to
 * give the slot back when the request is refused for another reason; when over, the seconds until
 * the window ends (the slot is given back at once).
 */
export async function takeSlot(
  db: Db,
  { keyPrefix, address, limit, windowMs }: FixedWindowLimit,
): Promise<{ ok: true; release: () => Promise<void> } | { ok: false; retryAfter: number }> {
  const now = Date.now();
  const cutoff = now - windowMs;
  const key = `${keyPrefix}${address ?? "unknown"}`;
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
  const windowStart = Number(row.window_start);
  const release = async () => {
    await db
      .updateTable("auth_limit")
      .set({ count: sql<number>`count - 1` })
      .where("key", "=", key)
      .where("window_start", "=", windowStart)
      .where("count", ">", 0)
      .execute();
  };
  if (Number(row.count) > limit) {
    await release();
    return {
      ok: false,
      retryAfter: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
    };
  }
  // Ended windows of other addresses: their next request would restart them anyway.
  await db
    .deleteFrom("auth_limit")
    .where("key", "like", `${keyPrefix}%`)
    .where("window_start", "<=", cutoff)
    .execute();
  return { ok: true, release };
}
