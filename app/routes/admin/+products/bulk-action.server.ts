import { answer, toast, type IntentContext } from "~/.server/admin/forms.server";
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
import { fill } from "~/i18n/fill";
import { formatNumber } from "~/i18n/format";
import type { Locale } from "~/i18n/languages";
import { plural } from "~/i18n/plural";
import {
  bulkFilterOf,
  MAX_BULK_PRODUCTS,
  parseBulkAction,
  selectedIds,
  SELECT_PREFIX,
  type BulkErrorCode,
  type BulkResult,
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
        "category_id",
        "brand_id",
        "attribute_id",
        "attribute_value",
        "q",
        "category",
        "brand",
        "spec",
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
 * would widen the change to products the page did not list.
 */
async function targetOf(db: Db, fields: Record<string, unknown>): Promise<BulkTarget> {
  if (fields.scope !== "filter") return { ids: selectedIds(fields) };
  const { spec, ...filter } = bulkFilterOf(fields);
  if (spec === undefined) return { filter };
  const attribute = resolveAdminSpec(await loadAttributes(db), spec);
  if (!attribute) throw new BulkRefusal("unknownAttribute");
  return { filter: { ...filter, attribute } };
}

type BulkContext = IntentContext & { locale: Locale };

function refused(
  { intent, t, locale }: BulkContext,
  code: BulkErrorCode,
  status = 400,
  field?: string,
) {
  const message = fill(t.adminSections.productTable.bulk.errors[code], {
    max: formatNumber(locale, MAX_BULK_PRODUCTS),
  });
  const result: BulkResult = {
    intent,
    ok: false,
    toast: toast("error", message),
    fields: field ? { [field]: message } : undefined,
  };
  return answer(result, status);
}

function refusal(ctx: BulkContext, error: unknown) {
  if (error instanceof BulkRefusal) return refused(ctx, error.code, error.status);
  throw error;
}

/**
 * The bulk intents of the products page: review (the count, nothing written),
 * apply (after the confirm step) and undo. The rules live in app/.server/catalogue/bulk/.
 */
export async function bulkIntent(ctx: BulkContext) {
  const { intent, form, db, adminId, t, locale } = ctx;
  const texts = t.adminSections.productTable.bulk;
  if (intent === "bulk-undo") {
    const changeId = parseId(form.fields.change);
    if (changeId === null) return refused(ctx, "notFound", 404);
    try {
      const { count } = await undoBulkChange(db, changeId, adminId);
      const message = plural(locale, texts.undone, count);
      return answer({ intent, ok: true, toast: toast("success", message) } satisfies BulkResult);
    } catch (error) {
      return refusal(ctx, error);
    }
  }
  const parsed = parseBulkAction(form.fields);
  if (!parsed.ok) return refused(ctx, parsed.error, 400, parsed.field);
  try {
    const target = await targetOf(db, form.fields);
    if (intent === "bulk-review") {
      const count = await countBulkTarget(db, target);
      const result: BulkResult = {
        intent,
        ok: true,
        bulk: { confirm: { count, fields: reviewedFields(form.fields) } },
      };
      return answer(result);
    }
    const { changeId, count } = await applyBulkChange(db, target, parsed.action, adminId);
    const result: BulkResult = {
      intent,
      ok: true,
      toast: toast("success", plural(locale, texts.applied, count)),
      bulk: { applied: { changeId, count } },
    };
    return answer(result);
  } catch (error) {
    return refusal(ctx, error);
  }
}

export const BULK_INTENTS: ReadonlySet<string> = new Set([
  "bulk-review",
  "bulk-apply",
  "bulk-undo",
]);
