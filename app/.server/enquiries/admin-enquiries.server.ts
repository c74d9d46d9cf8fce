import { liveOffer } from "~/lib/offer-window";
import { parseOptionLabels, type OptionLabel } from "~/lib/variant-labels";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import type { EnquiryItem, EnquiryStatus } from "../db/schema";
import {
  getEnquiry,
  listEnquiries,
  type EnquiryDetail,
  type EnquirySummary,
} from "./enquiries.server";

// The back office's side of enquiries (docs/decisions/051-enquiries.md): the
// detail with today's prices, status and notes changed with an audit entry, the dashboard's count.

/**
 * A line of an enquiry beside its product, or its variant, as the catalogue holds it now: the
 * price today, null once the product or the variant is gone.
 */
export interface EnquiryLineNow {
  id: number;
  position: number;
  productId: number | null;
  /** The variant asked for, its SKU in `sku` and its options as the shopper saw them. */
  variantId: number | null;
  options: OptionLabel[] | null;
  /** The product is still there but the variant is not. */
  variantRemoved: boolean;
  sku: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  currentPriceCents: number | null;
}

export interface EnquiryWithPrices extends Omit<EnquiryDetail, "items"> {
  items: EnquiryLineNow[];
}

/** An enquiry with each line's product (or variant) price today; undefined for an unknown id. */
export async function getEnquiryWithPrices(
  db: Db,
  id: number,
): Promise<EnquiryWithPrices | undefined> {
  const enquiry = await getEnquiry(db, id);
  if (!enquiry) return undefined;
  const ids = [...new Set(enquiry.items.flatMap((i) => (i.product_id ? [i.product_id] : [])))];
  const variantIds = [
    ...new Set(enquiry.items.flatMap((i) => (i.variant_id ? [i.variant_id] : []))),
  ];
  const [rows, variantRows] = await Promise.all([
    ids.length
      ? db
          .selectFrom("product")
          .select(["id", "live_price_cents as price_cents"])
          .where("id", "in", ids)
          .execute()
      : [],
    variantIds.length
      ? db
          .selectFrom("variant")
          .select([
            "id",
            "product_id",
            "price_cents",
            "original_price_cents",
            "is_special_offer",
            "offer_starts_at",
            "offer_ends_at",
          ])
          .where("id", "in", variantIds)
          .execute()
          .then((list) =>
            list.map((v) => ({ ...v, price_cents: liveOffer(v, Date.now()).price_cents })),
          )
      : [],
  ]);
  const prices = new Map(rows.map((r) => [r.id, r.price_cents]));
  const variants = new Map(variantRows.map((r) => [r.id, r]));
  return {
    ...enquiry,
    items: enquiry.items.map((i) => {
      const product = i.product_id ? (prices.get(i.product_id) ?? null) : null;
      const variant = i.variant_id ? variants.get(i.variant_id) : undefined;
      const variantRemoved =
        i.variant_id != null && product !== null && variant?.product_id !== i.product_id;
      return {
        id: i.id,
        position: i.position,
        productId: i.product_id,
        variantId: i.variant_id,
        options: parseOptionLabels(i.options),
        variantRemoved,
        sku: i.sku,
        name: i.name,
        quantity: i.quantity,
        unitPriceCents: i.unit_price_cents,
        currentPriceCents:
          i.variant_id == null ? product : variantRemoved || !variant ? null : variant.price_cents,
      };
    }),
  };
}

/** What the audit entry of an enquiry's change holds (JSON in `detail`). */
export interface EnquiryAuditDetail {
  reference: string;
  /** The status before and after, when it changed. */
  status?: [EnquiryStatus, EnquiryStatus];
  /** The notes were changed (their text stays out of the log: it may hold personal data). */
  notes?: true;
  /** Its personal data was erased (app/.server/enquiries/privacy.server.ts). */
  erased?: true;
}

export interface EnquiryChange {
  status?: EnquiryStatus;
  /** Blank clears them. */
  notes?: string | null;
}

/**
 * Changes an enquiry's status and/or notes and records who did it in the audit log, in one
 * transaction. Answers the enquiry's reference and statuses, or undefined when there is no such
 * enquiry. A status set to the one it has, or notes unchanged, writes nothing and logs nothing.
 */
export async function changeEnquiry(
  db: Db,
  id: number,
  change: EnquiryChange,
  actor: string | null,
): Promise<{ reference: string; from: EnquiryStatus; to: EnquiryStatus } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("enquiry")
      .select(["reference", "status", "notes"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    const detail: EnquiryAuditDetail = { reference: row.reference };
    const set: { status?: EnquiryStatus; notes?: string | null } = {};
    if (change.status && change.status !== row.status) {
      set.status = change.status;
      detail.status = [row.status, change.status];
    }
    if (change.notes !== undefined) {
      const notes = change.notes?.trim() || null;
      if (notes !== row.notes) {
        set.notes = notes;
        detail.notes = true;
      }
    }
    if (Object.keys(set).length > 0) {
      await trx
        .updateTable("enquiry")
        .set({ ...set, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      await recordAudit(trx, {
        actor,
        action: "update",
        entity: "enquiry",
        entityId: id,
        detail: JSON.stringify(detail),
      });
    }
    return { reference: row.reference, from: row.status, to: set.status ?? row.status };
  });
}

export interface EnquiryHistoryEntry {
  id: number;
  who: string | null;
  at: string;
  detail: EnquiryAuditDetail | null;
}

/** The audit entries of one enquiry, newest first. */
export async function enquiryHistory(db: Db, id: number): Promise<EnquiryHistoryEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .leftJoin("user", "user.id", "audit_log.user_id")
    .select(["audit_log.id", "audit_log.detail", "audit_log.created_at", "user.name as who"])
    .where("audit_log.entity", "=", "enquiry")
    .where("audit_log.entity_id", "=", String(id))
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    who: r.who,
    at: r.created_at,
    detail: parseAuditDetail(r.detail),
  }));
}

/** An enquiry's audit detail, or null when it is not one (an entry written elsewhere). */
export function parseAuditDetail(text: string | null): EnquiryAuditDetail | null {
  try {
    const value: unknown = JSON.parse(text ?? "");
    if (value && typeof value === "object" && "reference" in value) {
      return value as EnquiryAuditDetail;
    }
  } catch {
    // Not JSON: shown without its detail.
  }
  return null;
}

/** New enquiries sent in the last `days` days (the dashboard's card; an indexed count). */
export async function countNewEnquiries(db: Db, days = 7, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const row = await db
    .selectFrom("enquiry")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "new")
    .where("created_at", ">=", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every enquiry still new, whenever sent (the navigation's badge; an indexed count). */
export async function countOpenEnquiries(db: Db): Promise<number> {
  const row = await db
    .selectFrom("enquiry")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "new")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** At most this many rows in one export; a shop with more filters first. */
export const EXPORT_MAX_ROWS = 20_000;
const EXPORT_PAGE = 1_000;

/** An enquiry as the CSV export writes it: with its lines, by position. */
export interface EnquiryExportRow extends EnquirySummary {
  lines: EnquiryItem[];
}

/** Every enquiry the filter finds, newest first, with its lines, for the CSV export. */
export async function allEnquiries(
  db: Db,
  filter: { status?: EnquiryStatus; q?: string },
): Promise<EnquiryExportRow[]> {
  const rows: EnquiryExportRow[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
    const { items } = await listEnquiries(db, { ...filter, page, perPage: EXPORT_PAGE });
    const lines = items.length
      ? await db
          .selectFrom("enquiry_item")
          .selectAll()
          .where(
            "enquiry_id",
            "in",
            items.map((e) => e.id),
          )
          .orderBy("enquiry_id")
          .orderBy("position")
          .execute()
      : [];
    const byEnquiry = new Map<number, EnquiryItem[]>();
    for (const l of lines) {
      const own = byEnquiry.get(l.enquiry_id);
      if (own) own.push(l);
      else byEnquiry.set(l.enquiry_id, [l]);
    }
    for (const e of items) rows.push({ ...e, lines: byEnquiry.get(e.id) ?? [] });
    if (items.length < EXPORT_PAGE) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}
