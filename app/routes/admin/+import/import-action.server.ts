import { z } from "zod";
import {
  adminForm,
  formIntent,
  type FormContext,
  type Reply,
} from "~/.server/admin/admin-form.server";
import { applyImport } from "~/.server/catalogue/import/apply.server";
import { rowErrorMessage, skipMessage } from "~/.server/catalogue/import/messages.server";
import { importPhotos, type PhotoOutcome } from "~/.server/catalogue/import/photos.server";
import type { ImportPlan } from "~/.server/catalogue/import/plan.server";
import { tokenVersion } from "~/.server/catalogue/import/token.server";
import { ImportRefusal } from "~/.server/catalogue/import/types";
import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/languages";
import type { Messages } from "~/i18n/pt";
import {
  importFileSchema,
  planFromForm,
  readImportBody,
  type ImportFileInput,
} from "./import-plan.server";
import {
  SHOWN_ROWS,
  type ImportPageResult,
  type ImportPreview,
  type PhotoLine,
} from "./import-types";

// The back office's "Importar" page (docs/decisions/047-catalogue-import.md, "The
// back office"): the same parse → plan → apply as POST /api/products/import, with the plan token
// carried in the form, and photos in bulk.

/** A plan as the page shows it: counts, and the first rows, errors and skipped lines in words. */
function previewOf(plan: ImportPlan, token: string, locale: Locale): ImportPreview {
  const titleOf = new Map(plan.file.columns.map((c) => [c.key, c.header]));
  const changes: ImportPreview["changes"] = [
    ...plan.creates.map((c) => ({
      row: c.row,
      sku: c.columns.sku ?? null,
      name: c.columns.name,
      action: "create" as const,
      fields: [],
    })),
    ...plan.updates.map((u) => ({
      row: u.row,
      sku: u.sku,
      name: typeof u.set.name === "string" ? u.set.name : null,
      action: "update" as const,
      fields: u.fields.map((f) => titleOf.get(f) ?? f),
    })),
  ]
    .sort((a, b) => a.row - b.row)
    .slice(0, SHOWN_ROWS);
  return {
    token,
    format: plan.file.format.toUpperCase(),
    updateOnly: plan.options.updateOnly,
    createMissing: plan.options.createMissing,
    counts: countsOf(plan),
    changes,
    errors: plan.errors.slice(0, SHOWN_ROWS).map((e) => ({
      row: e.row,
      column: e.column,
      message: rowErrorMessage(e, locale),
    })),
    skipped: plan.skipped.slice(0, SHOWN_ROWS).map((s) => ({
      row: s.row,
      sku: s.sku,
      message: skipMessage(s.reason, locale),
    })),
    newBrands: plan.newBrands.map((b) => b.name),
    newCategories: plan.newCategories.map((c) => c.name),
  };
}

function countsOf(plan: ImportPlan) {
  return {
    rows: plan.rows,
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchanged.length,
    newBrands: plan.newBrands.length,
    newCategories: plan.newCategories.length,
    errors: plan.errors.length,
    skipped: plan.skipped.length,
  };
}

/** What the page reads besides a toast and its message: the preview, the counts, the photos. */
const more = (extra: Partial<ImportPageResult>) => extra;

/** A file the planner refused (missing, unreadable, too many rows): the message above the form. */
const refused = ({ message, status }: { message: string; status: number }): Reply => ({
  ok: false,
  formError: message,
  status,
});

/**
 * Applies the plan if it is the one previewed (its token): refused with a fresh preview when the
 * catalogue moved, and while rows have errors.
 */
async function apply(
  input: ImportFileInput & { plan_token?: string },
  { db, adminId, t, locale }: FormContext,
): Promise<Reply> {
  const s = t.adminSections.importPage;
  const planned = await planFromForm(input, t);
  if ("refusal" in planned) return refused(planned.refusal);
  const { plan, token } = planned;
  const preview = previewOf(plan, token, locale);
  const sent = input.plan_token;
  // Another token: the catalogue moved (or the file or options differ) since the preview shown.
  if (sent !== token) {
    const sameVersion = sent !== undefined && tokenVersion(sent) === plan.catalogueVersion;
    const formError = sameVersion ? t.api.errors.importPlanChanged : s.stale;
    return { ok: false, formError, status: 409, extra: more({ preview }) };
  }
  if (plan.errors.length > 0) {
    return { ok: false, formError: s.errorsBlock, status: 422, extra: more({ preview }) };
  }
  try {
    await applyImport(db, plan, adminId);
  } catch (error) {
    if (!(error instanceof ImportRefusal) || error.code !== "importStale") throw error;
    // Stale between this plan and its write: a fresh preview, so what is shown is current.
    const fresh = await planFromForm(input, t);
    const view = "plan" in fresh ? previewOf(fresh.plan, fresh.token, locale) : undefined;
    return { ok: false, formError: s.stale, status: 409, extra: more({ preview: view }) };
  }
  const counts = countsOf(plan);
  return { toast: fill(s.appliedSummary, counts), extra: more({ applied: counts }) };
}

function photoLine(o: PhotoOutcome, t: Messages): PhotoLine {
  const s = t.adminSections.importPage.photos;
  const values = {
    name: o.productName ?? "",
    sku: o.sku ?? "",
    position: o.position ?? 0,
  };
  return {
    file: o.file,
    ok: o.status === "added",
    message: fill(s[o.status], values),
    unknownSku: o.status === "unknownSku" ? o.sku : null,
  };
}

/**
 * The "Importar" page: a file previewed, then applied exactly as previewed; photos added by SKU.
 * Its body is the import's own (readImportBody, up to 20 MB); one refused is the form's message.
 */
export const importAction = adminForm(
  {
    preview: formIntent({
      schema: importFileSchema,
      failed: (s) => s.toasts.error,
      async handle(input, { t, locale }) {
        const planned = await planFromForm(input, t);
        if ("refusal" in planned) return refused(planned.refusal);
        return { extra: more({ preview: previewOf(planned.plan, planned.token, locale) }) };
      },
    }),
    apply: formIntent({
      schema: importFileSchema.extend({ plan_token: z.string().optional() }),
      failed: (s) => s.toasts.error,
      handle: apply,
    }),
    photos: formIntent({
      schema: z.object({ photos: z.array(z.instanceof(File)).catch([]) }),
      input: (form) => ({ photos: form.fields.photos }),
      failed: (s) => s.toasts.error,
      async handle({ photos }, { db, adminId, t }) {
        const s = t.adminSections.importPage.photos;
        if (photos.length === 0) return { ok: false, formError: s.none };
        const uploads = await Promise.all(
          photos.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
        );
        const result = await importPhotos(db, uploads, adminId);
        const lines = result.outcomes.map((o) => photoLine(o, t));
        return {
          // Done, with a line per file; nothing added (each refused or unknown) is an error toast.
          toastKind: result.added > 0 ? "success" : "error",
          toast: fill(s.summary, { added: result.added, products: result.products }),
          extra: more({ photos: { added: result.added, products: result.products, lines } }),
        };
      },
    }),
  },
  { readBody: readImportBody },
);
