import { data } from "react-router";
import { toast } from "~/.server/admin/forms.server";
import { ApiError } from "~/.server/api/errors.server";
import { requireAdminData } from "~/.server/auth/guards.server";
import { adminLocale } from "~/.server/auth/locale.server";
import { applyImport } from "~/.server/catalogue/import/apply.server";
import { rowErrorMessage, skipMessage } from "~/.server/catalogue/import/messages.server";
import { importPhotos, type PhotoOutcome } from "~/.server/catalogue/import/photos.server";
import type { ImportPlan } from "~/.server/catalogue/import/plan.server";
import { tokenVersion } from "~/.server/catalogue/import/token.server";
import { ImportRefusal } from "~/.server/catalogue/import/types";
import { getDb } from "~/.server/db/kysely";
import { allMessagesFor } from "~/i18n/all-messages";
import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/languages";
import type { Messages } from "~/i18n/pt";
import { planFromForm, readImportForm } from "./import-plan.server";
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

const answer = (result: ImportPageResult, status = result.ok ? 200 : 400) =>
  data(result, { status });

export async function importAction(request: Request) {
  const admin = await requireAdminData(request);
  const { locale } = await adminLocale(request);
  const t = allMessagesFor(locale);
  let form: FormData;
  try {
    form = await readImportForm(request);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const tooLarge = error.status === 413;
    const message = tooLarge ? t.api.errors.importTooLarge : t.api.errors.validation;
    return answer({ intent: "", ok: false, formError: message }, tooLarge ? 413 : 400);
  }
  const intent = typeof form.get("intent") === "string" ? String(form.get("intent")) : "";
  switch (intent) {
    case "preview":
    case "apply":
      return planned(intent, form, admin.id, t, locale);
    case "photos":
      return photos(form, admin.id, t);
    default:
      return answer({ intent, ok: false, toast: toast("error", t.adminSections.toasts.error) });
  }
}

/** The file planned: its preview, or (`apply`) the plan written if it is the one previewed. */
async function planned(
  intent: "preview" | "apply",
  form: FormData,
  adminId: string,
  t: Messages,
  locale: Locale,
) {
  const result = await planFromForm(form, t);
  if ("refusal" in result) {
    const { message, status } = result.refusal;
    return answer({ intent, ok: false, formError: message }, status);
  }
  const { plan, token } = result;
  const preview = previewOf(plan, token, locale);
  if (intent === "preview") return answer({ intent, ok: true, preview });
  return apply(plan, preview, form, adminId, t, locale);
}

async function apply(
  plan: ImportPlan,
  preview: ImportPreview,
  form: FormData,
  adminId: string,
  t: Messages,
  locale: Locale,
) {
  const s = t.adminSections.importPage;
  const sent = form.get("plan_token");
  // Another token: the catalogue moved (or the file or options differ) since the preview shown.
  if (sent !== preview.token) {
    const sameVersion = typeof sent === "string" && tokenVersion(sent) === plan.catalogueVersion;
    const formError = sameVersion ? t.api.errors.importPlanChanged : s.stale;
    return answer({ intent: "apply", ok: false, formError, preview }, 409);
  }
  if (plan.errors.length > 0) {
    return answer({ intent: "apply", ok: false, formError: s.errorsBlock, preview }, 422);
  }
  try {
    await applyImport(getDb(), plan, adminId);
  } catch (error) {
    if (!(error instanceof ImportRefusal) || error.code !== "importStale") throw error;
    // Stale between this plan and its write: a fresh preview, so what is shown is current.
    const fresh = await planFromForm(form, t);
    const view = "plan" in fresh ? previewOf(fresh.plan, fresh.token, locale) : undefined;
    return answer({ intent: "apply", ok: false, formError: s.stale, preview: view }, 409);
  }
  const counts = countsOf(plan);
  return answer({
    intent: "apply",
    ok: true,
    applied: counts,
    toast: toast("success", fill(s.appliedSummary, counts)),
  });
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

async function photos(form: FormData, adminId: string, t: Messages) {
  const s = t.adminSections.importPage.photos;
  const files = form
    .getAll("photos")
    .filter((f): f is File => f instanceof File && f.size > 0 && f.name !== "");
  if (files.length === 0) return answer({ intent: "photos", ok: false, formError: s.none });
  const uploads = await Promise.all(
    files.map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
  const result = await importPhotos(getDb(), uploads, adminId);
  const summary = fill(s.summary, { added: result.added, products: result.products });
  return answer({
    intent: "photos",
    ok: true,
    toast: toast(result.added > 0 ? "success" : "error", summary),
    photos: {
      added: result.added,
      products: result.products,
      lines: result.outcomes.map((o) => photoLine(o, t)),
    },
  });
}
