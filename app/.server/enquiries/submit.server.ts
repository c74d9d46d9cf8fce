import { sql } from "kysely";
import { ENQUIRY_LIMITS, type EnquiryRequest } from "~/lib/enquiry-schemas";
import type { Db } from "../db/kysely";
import {
  createEnquiry,
  newReference,
  priceLines,
  totalCentsOf,
  UnknownProductsError,
  type CreatedEnquiry,
  type EnquiryInput,
} from "./enquiries.server";

// What a shopper's sending of a quote list goes through, for POST /api/enquiries and the store's
// form alike (docs/decisions/051-enquiries.md): the per-address limit, the honeypot, then the
// enquiry priced and stored by the server.

const WINDOW_MS = ENQUIRY_LIMITS.windowMinutes * 60 * 1000;
const KEY_PREFIX = "enquiry|address|";

/**
 * Counts one enquiry for `address` in the shared fixed-window counters (the auth_limit table:
 * key, count, window_start, which the sign-in limits use under their own keys), so every
 * instance sharing the database shares the count. Answers whether it was within the limit, and
 * when not, the seconds until the window ends; a refused one is given back.
 */
async function takeSlot(
  db: Db,
  address: string | null,
): Promise<{ ok: true; release: () => Promise<void> } | { ok: false; retryAfter: number }> {
  const now = Date.now();
  const cutoff = now - WINDOW_MS;
  const key = `${KEY_PREFIX}${address ?? "unknown"}`;
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
  if (Number(row.count) > ENQUIRY_LIMITS.perAddress) {
    await release();
    return {
      ok: false,
      retryAfter: Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000)),
    };
  }
  // Ended windows of other addresses: their next enquiry would restart them anyway.
  await db
    .deleteFrom("auth_limit")
    .where("key", "like", `${KEY_PREFIX}%`)
    .where("window_start", "<=", cutoff)
    .execute();
  return { ok: true, release };
}

export type SubmitOutcome =
  | { kind: "created"; enquiry: Omit<CreatedEnquiry, "id"> }
  | { kind: "unknownProducts"; productIds: number[] }
  | { kind: "rateLimited"; retryAfter: number };

/**
 * Sends a validated enquiry from `address` (clientIpOf). With the honeypot filled, the answer
 * looks like a stored enquiry, priced the same way, but nothing is written but the count.
 */
export async function submitEnquiry(
  db: Db,
  request: EnquiryRequest,
  address: string | null,
): Promise<SubmitOutcome> {
  const slot = await takeSlot(db, address);
  if (!slot.ok) return { kind: "rateLimited", retryAfter: slot.retryAfter };
  const input: EnquiryInput = {
    channel: request.channel,
    locale: request.locale,
    items: request.items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
    name: request.name,
    contact: request.contact,
    city: request.city,
    message: request.message,
  };
  try {
    if (request.website?.trim()) {
      const items = await priceLines(db, input.locale, input.items);
      return {
        kind: "created",
        enquiry: { reference: newReference(), items, totalCents: totalCentsOf(items) },
      };
    }
    const { id: _id, ...enquiry } = await createEnquiry(db, input);
    return { kind: "created", enquiry };
  } catch (error) {
    await slot.release();
    if (error instanceof UnknownProductsError) {
      return { kind: "unknownProducts", productIds: error.productIds };
    }
    throw error;
  }
}
