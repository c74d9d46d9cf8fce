import { z } from "zod";
import {
  adminForm,
  formIntent,
  type FormContext,
  type Reply,
} from "~/.server/admin/admin-form.server";
import { applyAsPreviewed } from "~/.server/catalogue/import/apply.server";
import { importPhotos, type PhotoOutcome } from "~/.server/catalogue/import/photos.server";
import { refusalCode, sameImport } from "~/.server/catalogue/import/token.server";
import { fill } from "~/i18n/fill";
import type { Messages } from "~/i18n/pt";
import {
  importFileSchema,
  planFromForm,
  readImportBody,
  type ImportFileInput,
} from "./import-plan.server";
import { countsOf, previewOf } from "./import-preview.server";
import type { ImportPageResult, PhotoLine } from "./import-types";

// The back office's "Importar" page (docs/decisions/047-catalogue-import.md, "The
// back office"): the same parse → plan → apply as POST /api/products/import, with the plan token
// carried in the form, and photos in bulk.

/** What the page reads besides a toast and its message: the preview, the counts, the photos. */
const more = (extra: Partial<ImportPageResult>) => extra;

/** A file the planner refused (missing, unreadable, too many rows): the message above the form. */
const refused = ({ message, status }: { message: string; status: number }): Reply => ({
  ok: false,
  formError: message,
  status,
});

/**
 * Applies the plan if it does what the preview showed (its token): refused with a fresh preview
 * when it no longer does, and while rows have errors.
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
  // Another import than the one previewed: what it would do changed (the catalogue moved under
  // the rows it touches), or the file or the options differ.
  if (sent === undefined || !sameImport(sent, token)) {
    const code = refusalCode(sent, plan);
    const formError = code === "importPlanChanged" ? t.api.errors.importPlanChanged : s.stale;
    return { ok: false, formError, status: 409, extra: more({ preview }) };
  }
  if (plan.errors.length > 0) {
    return { ok: false, formError: s.errorsBlock, status: 422, extra: more({ preview }) };
  }
  const replan = async () => {
    const fresh = await planFromForm(input, t);
    return "refusal" in fresh ? null : fresh;
  };
  const outcome = await applyAsPreviewed(db, sent, { plan, token }, replan, adminId);
  if ("refusal" in outcome) {
    const { plan: fresh, token: freshToken } = outcome.planned;
    const view = previewOf(fresh, freshToken, locale);
    return { ok: false, formError: s.stale, status: 409, extra: more({ preview: view }) };
  }
  const counts = countsOf(plan);
  return { toast: fill(s.appliedSummary, { ...counts }), extra: more({ applied: counts }) };
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
