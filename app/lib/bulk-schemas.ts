import type { ActionResult } from "./admin-result";
import { STOCK_FILTERS, type StockFilter } from "./admin-table";
import { priceCents } from "./catalogue-schemas";
import { parseId } from "./id";
import { parseOfferDate, windowInOrder } from "./offer-window";

// What the admin product table's bulk form sends
// (docs/decisions/049-bulk-edits-and-product-table.md), parsed into one action; shared by the
// page's action and its tests. Refusals are keys of adminSections.productTable.bulk.errors.

export const BULK_KINDS = [
  "set_price",
  "change_price",
  "offer_on",
  "offer_off",
  "set_category",
  "set_brand",
  "in_stock",
  "out_of_stock",
  "delete",
  // One specification's value on every product of the change.
  "set_attribute",
] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export type BulkAction =
  | { kind: "set_price"; price: number }
  | { kind: "change_price"; percent: number }
  /**
   * The offer's window on every product and variant (decision 066): UTC ISO instants, null (or
   * absent, in changes recorded before windows) open on that side.
   */
  | { kind: "offer_on"; percent: number; startsAt?: string | null; endsAt?: string | null }
  | { kind: "set_category"; categoryId: number }
  | { kind: "set_brand"; brandId: number }
  /** `value` as the product form sends it: a value's code, a number, "1"/"0"; "" empties it. */
  | { kind: "set_attribute"; attributeId: number; value: string }
  | { kind: "offer_off" | "in_stock" | "out_of_stock" | "delete" };

export type BulkErrorCode =
  | "noSelection"
  | "tooMany"
  | "invalidAction"
  | "invalidPrice"
  | "invalidPercent"
  | "invalidDiscount"
  | "invalidDate"
  | "windowOrder"
  | "priceTooHigh"
  | "unknownCategory"
  | "unknownBrand"
  | "notFound"
  | "expired"
  | "alreadyUndone"
  | "changedSince"
  | "brandGone"
  | "unknownAttribute"
  | "invalidAttributeValue"
  | "attributeGone";

/** The most products one bulk change may touch (its undo record is one row). */
export const MAX_BULK_PRODUCTS = 10_000;

/** How long a bulk change can be undone. */
export const BULK_UNDO_HOURS = 24;

/** A checkbox of the table's selection: `sel-<id>`. */
export const SELECT_PREFIX = "sel-";

/** "10", "-5", "+12,5", "0.25": a percentage with at most two decimals, or null. */
export function parsePercent(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(",", ".");
  if (!/^[+-]?\d{1,4}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

const kinds: ReadonlySet<string> = new Set(BULK_KINDS);

export function isBulkKind(value: unknown): value is BulkKind {
  return typeof value === "string" && kinds.has(value);
}

/** The action a bulk form names, with its value checked, or the reason it is refused. */
export function parseBulkAction(
  fields: Record<string, unknown>,
): { ok: true; action: BulkAction } | { ok: false; error: BulkErrorCode; field?: string } {
  const kind = fields.bulk_action;
  if (!isBulkKind(kind)) return { ok: false, error: "invalidAction", field: "bulk_action" };
  switch (kind) {
    case "set_price": {
      const parsed = priceCents.safeParse(fields.price);
      if (!parsed.success) return { ok: false, error: "invalidPrice", field: "price" };
      return { ok: true, action: { kind, price: parsed.data } };
    }
    case "change_price": {
      const percent = parsePercent(fields.percent);
      if (percent === null || percent === 0 || percent <= -100 || percent > 1000) {
        return { ok: false, error: "invalidPercent", field: "percent" };
      }
      return { ok: true, action: { kind, percent } };
    }
    case "offer_on": {
      const percent = parsePercent(fields.percent);
      if (percent === null || percent < 1 || percent > 99) {
        return { ok: false, error: "invalidDiscount", field: "percent" };
      }
      // Its optional window, in the shop's time as a datetime-local field sends it.
      const side = (name: string): string | null | undefined => {
        const text = fields[name];
        if (text === undefined || text === null || (typeof text === "string" && !text.trim()))
          return null;
        return typeof text === "string" ? parseOfferDate(text) : undefined;
      };
      const startsAt = side("offer_starts_at");
      if (startsAt === undefined)
        return { ok: false, error: "invalidDate", field: "offer_starts_at" };
      const endsAt = side("offer_ends_at");
      if (endsAt === undefined) return { ok: false, error: "invalidDate", field: "offer_ends_at" };
      if (!windowInOrder({ starts_at: startsAt, ends_at: endsAt })) {
        return { ok: false, error: "windowOrder", field: "offer_ends_at" };
      }
      return { ok: true, action: { kind, percent, startsAt, endsAt } };
    }
    case "set_category": {
      const categoryId = parseId(fields.category_id);
      if (categoryId === null) return { ok: false, error: "unknownCategory", field: "category_id" };
      return { ok: true, action: { kind, categoryId } };
    }
    case "set_brand": {
      const brandId = parseId(fields.brand_id);
      if (brandId === null) return { ok: false, error: "unknownBrand", field: "brand_id" };
      return { ok: true, action: { kind, brandId } };
    }
    case "set_attribute": {
      const attributeId = parseId(fields.attribute_id);
      if (attributeId === null) {
        return { ok: false, error: "unknownAttribute", field: "attribute_id" };
      }
      const value = typeof fields.attribute_value === "string" ? fields.attribute_value.trim() : "";
      if (value.length > 100) {
        return { ok: false, error: "invalidAttributeValue", field: "attribute_value" };
      }
      return { ok: true, action: { kind, attributeId, value } };
    }
    default:
      return { ok: true, action: { kind } };
  }
}

/** The ids the table's checkboxes selected (`sel-<id>` fields), each once. */
export function selectedIds(fields: Record<string, unknown>): number[] {
  const ids = new Set<number>();
  for (const [key, value] of Object.entries(fields)) {
    if (!key.startsWith(SELECT_PREFIX) || value === "" || value == null) continue;
    const id = parseId(key.slice(SELECT_PREFIX.length));
    if (id !== null) ids.add(id);
  }
  return [...ids];
}

/**
 * The filter a bulk change "on everything matching" names: the table's own URL filters, its
 * specification filter (`spec`) as the URL holds it and its stock filter, resolved by the server.
 */
export function bulkFilterOf(fields: Record<string, unknown>): {
  q?: string;
  categoryId?: number;
  brandId?: number;
  spec?: string;
  stock?: StockFilter;
} {
  const q = typeof fields.q === "string" ? fields.q.trim().slice(0, 200) : "";
  const categoryId = parseId(fields.category) ?? undefined;
  const brandId = parseId(fields.brand) ?? undefined;
  const spec = typeof fields.spec === "string" ? fields.spec.trim().slice(0, 200) : "";
  const stock = STOCK_FILTERS.find((s) => s === fields.stock);
  return { ...(q ? { q } : {}), categoryId, brandId, ...(spec ? { spec } : {}), stock };
}

/**
 * What a bulk intent answers besides a toast: the confirm step's count and the fields to send
 * again, or the change to offer Undo for.
 */
export interface BulkResult extends ActionResult {
  bulk?: {
    /** bulk-review: "N produtos serão alterados", and the reviewed form to post on Apply. */
    confirm?: { count: number; fields: Record<string, string> };
    /** bulk-apply: the change just made, for its Undo button. */
    applied?: { changeId: number; count: number };
  };
}

/** The bulk part of a page's action answer, when it has one. */
export function bulkOf(result: ActionResult | undefined): BulkResult["bulk"] {
  return result && "bulk" in result ? (result as BulkResult).bulk : undefined;
}
