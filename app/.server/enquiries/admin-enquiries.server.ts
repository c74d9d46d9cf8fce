import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import type { EnquiryStatus } from "../db/schema";
import {
  getEnquiry,
  listEnquiries,
  type EnquiryDetail,
  type EnquirySummary,
} from "./enquiries.server";

// The back office's side of enquiries (docs/decisions/051-enquiries.md): the
// detail with today's prices, status and notes changed with an audit entry, the dashboard's count.

/** A line of an enquiry beside its product as the catalogue holds it now (null when deleted). */
export interface EnquiryLineNow {
  id: number;
  position: number;
  productId: number | null;
  sku: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  currentPriceCents: number | null;
}

export interface EnquiryWithPrices extends Omit<EnquiryDetail, "items"> {
  items: EnquiryLineNow[];
}

/** An enquiry with each line's product price today; undefined for an unknown id. */
export async function getEnquiryWithPrices(
  db: Db,
  id: number,
): Promise<EnquiryWithPrices | undefined> {
  const enquiry = await getEnquiry(db, id);
  if (!enquiry) return undefined;
  const ids = [...new Set(enquiry.items.flatMap((i) => (i.product_id ? [i.product_id] : [])))];
  const rows = ids.length
    ? await db.selectFrom("product").select(["id", "price_cents"]).where("id", "in", ids).execute()
    : [];
  const prices = new Map(rows.map((r) => [r.id, r.price_cents]));
  return {
    ...enquiry,
    items: enquiry.items.map((i) => ({
      id: i.id,
      position: i.position,
      productId: i.product_id,
      sku: i.sku,
      name: i.name,
      quantity: i.quantity,
      unitPriceCents: i.unit_price_cents,
      currentPriceCents: i.product_id ? (prices.get(i.product_id) ?? null) : null,
    })),
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

/** Every enquiry the filter finds, newest first, for the CSV export. */
export async function allEnquiries(
  db: Db,
  filter: { status?: EnquiryStatus; q?: string },
): Promise<EnquirySummary[]> {
  const rows: EnquirySummary[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
    const { items } = await listEnquiries(db, { ...filter, page, perPage: EXPORT_PAGE });
    rows.push(...items);
    if (items.length < EXPORT_PAGE) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}
