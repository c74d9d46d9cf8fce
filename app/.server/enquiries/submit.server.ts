import { ENQUIRY_LIMITS, type EnquiryRequest } from "~/lib/enquiry-schemas";
import { takeSlot } from "../auth/fixed-window.server";
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
  const slot = await takeSlot(db, {
    keyPrefix: KEY_PREFIX,
    address,
    limit: ENQUIRY_LIMITS.perAddress,
    windowMs: WINDOW_MS,
  });
  if (!slot.ok) return { kind: "rateLimited", retryAfter: slot.retryAfter };
  const input: EnquiryInput = {
    channel: request.channel,
    locale: request.locale,
    items: request.items.map((i) => ({
      productId: i.product_id,
      variantId: i.variant_id ?? null,
      quantity: i.quantity,
    })),
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
