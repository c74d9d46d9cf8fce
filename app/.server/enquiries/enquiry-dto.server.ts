import type { ApiEnquiry, ApiEnquiryDetail } from "~/lib/enquiry-admin";
import { centsToNumber } from "~/lib/money";
import type { Enquiry } from "../db/schema";
import type { EnquiryLineNow } from "./admin-enquiries.server";

// The JSON shape of an enquiry for GET /api/enquiries and PATCH /api/enquiries/{id}: snake_case,
// prices in dollars, as the rest of the API (docs/decisions/020-json-api-shape.md).

export function apiEnquiry(e: Enquiry & { itemCount: number; totalCents: number }): ApiEnquiry {
  return {
    id: e.id,
    reference: e.reference,
    channel: e.channel,
    locale: e.locale,
    status: e.status,
    name: e.name,
    contact: e.contact,
    city: e.city,
    message: e.message,
    notes: e.notes,
    item_count: e.itemCount,
    total: centsToNumber(e.totalCents),
    created_at: e.created_at,
    updated_at: e.updated_at,
    erased_at: e.erased_at,
  };
}

/**
 * One enquiry with its lines (a variant's with its id and options), each beside the product's or
 * variant's price today (null once deleted).
 */
export function apiEnquiryWithItems(
  e: Enquiry & { items: EnquiryLineNow[]; totalCents: number },
): ApiEnquiryDetail {
  return {
    ...apiEnquiry({ ...e, itemCount: e.items.length }),
    items: e.items.map((i) => ({
      product_id: i.productId,
      variant_id: i.variantId,
      options: i.options,
      sku: i.sku,
      name: i.name,
      quantity: i.quantity,
      unit_price: centsToNumber(i.unitPriceCents),
      current_price: i.currentPriceCents === null ? null : centsToNumber(i.currentPriceCents),
    })),
  };
}
