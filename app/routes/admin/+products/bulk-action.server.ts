import { z } from "zod";
import { formIntent, type FormContext, type Reply } from "~/.server/admin/admin-form.server";
import {
  applyBulkChange,
  BulkRefusal,
  countBulkTarget,
  type BulkTarget,
} from "~/.server/catalogue/bulk/bulk-change.server";
import { undoBulkChange } from "~/.server/catalogue/bulk/bulk-undo.server";
import { resolveAdminSpec } from "~/.server/catalogue/admin-products.server";
import { loadAttributes } from "~/.server/catalogue/attributes.server";
import type { Db } from "~/.server/db/kysely";
import { getLowStockThreshold } from "~/.server/settings/stock-settings.server";
import { fill } from "~/i18n/fill";
import { formatNumber } from "~/i18n/format";
import { plural } from "~/i18n/plural";
import {
  bulkFilterOf,
  MAX_BULK_PRODUCTS,
  parseBulkAction,
  selectedIds,
  SELECT_PREFIX,
  type BulkErrorCode,
} from "~/lib/bulk-schemas";
import { parseId } from "~/lib/id";

/** The fields of the bulk form that say what to do and to which products, as sent. */
function reviewedFields(fields: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== "string") continue;
    if (
      key.startsWith(SELECT_PREFIX) ||
      [
        "bulk_action",
        "scope",
        "price",
        "percent",
        "offer_starts_at",
        "offer_ends_at",
        "category_id",
        "brand_id",
        "attribute_id",
        "attribute_value",
        "q",
        "category",
        "brand",
        "spec",
        "stock",
      ].includes(key)
    ) {
      kept[key] = value;
    }
  }
  return kept;
}

/**
 * The ticked rows, or everything the table's filter matches; a specification filter that names
 * nothing now (its value deleted since the page showed it) is refused rather than dropped, which
 * would widen the change to products the page did not list. The stock filter is read with the
 * shop's threshold now, as the table reads it.
 */
async function targetOf(db: Db, fields: Record<string, unknown>): Promise<BulkTarget> {
  if (fields.scope !== "filter") return { ids: selectedIds(fields) };
  const { spec, stock: state, ...rest } = bulkFilterOf(fields);
  const stock = state && { state, threshold: await getLowStockThreshold(db) };
  const filter = { ...rest, stock };
  if (spec === undefined) return { filter };
  const attribute = resolveAdminSpec(await loadAttributes(db), spec);
  if (!attribute) throw new BulkRefusal("unknownAttribute");
  return { filter: { ...filter, attribute } };
}

/** A refusal of the bulk rules: its reason as the toast, and beside its field when it names one. */
function refused(
  { s, locale }: FormContext,
  code: BulkErrorCode,
  status = 400,
  field?: string,
): Reply {
  const message = fill(s.productTable.bulk.errors[code], {
    max: formatNumber(locale, MAX_BULK_PRODUCTS),
  });
  return { ok: false, toast: message, fields: field ? { [field]: message } : undefined, status };
}

/** What `run` answers, or the refusal it met (anything else goes on). */
async function orRefused(ctx: FormContext, run: () => Promise<Reply>): Promise<Reply> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BulkRefusal) return refused(ctx, error.code, error.status);
    throw error;
  }
}

/**
 * bulk-review (the count, nothing written) or bulk-apply (after the confirm step). The bulk form
 * is read whole: its selection is one field a row (`sel-<id>`), and its refusals are worded by
 * the bulk rules (app/lib/bulk-schemas.ts), not per field.
 */
const bulkChange = (review: boolean) =>
  formIntent({
    schema: z.record(z.string(), z.unknown()),
    input: (form) => form.fields,
    failed: (s) => s.toasts.error,
    async handle(fields, ctx) {
      const parsed = parseBulkAction(fields);
      if (!parsed.ok) return refused(ctx, parsed.error, 400, parsed.field);
      const { db, adminId, s, locale } = ctx;
      return orRefused(ctx, async () => {
        const target = await targetOf(db, fields);
        if (review) {
          const count = await countBulkTarget(db, target);
          return { bulk: { confirm: { count, fields: reviewedFields(fields) } } };
        }
        const { changeId, count } = await applyBulkChange(db, target, parsed.action, adminId);
        return {
          toast: plural(locale, s.productTable.bulk.applied, count),
          bulk: { applied: { changeId, count } },
        };
      });
    },
  });

/**
 * The bulk intents of the products page: review, apply and undo. The rules live in
 * app/.server/catalogue/bulk/.
 */
export const bulkIntents = {
  "bulk-review": bulkChange(true),
  "bulk-apply": bulkChange(false),
  "bulk-undo": formIntent({
    schema: z.object({ change: z.unknown().transform((v) => parseId(v)) }),
    failed: (s) => s.toasts.error,
    async handle({ change }, ctx) {
      if (change === null) return refused(ctx, "notFound", 404);
      const { db, adminId, s, locale } = ctx;
      return orRefused(ctx, async () => {
        const { count } = await undoBulkChange(db, change, adminId);
        return { toast: plural(locale, s.productTable.bulk.undone, count) };
      });
    },
  }),
};
