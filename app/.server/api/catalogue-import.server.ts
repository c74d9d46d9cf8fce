import { textsFor } from "~/i18n/texts";
import type { Locale } from "~/i18n/languages";
import {
  exportQuerySchema,
  importQuerySchema,
  type ApiImportPlan,
  type ApiImportRefusal,
} from "~/lib/catalogue-import-schemas";
import { categorySlug } from "~/lib/slug";
import { applyAsPreviewed } from "../catalogue/import/apply.server";
import { EXPORT_CONTENT_TYPES, exportProducts } from "../catalogue/import/export.server";
import { MAX_IMPORT_BYTES } from "../catalogue/import/limits";
import { rowErrorMessage, skipMessage } from "../catalogue/import/messages.server";
import { parseImportFile } from "../catalogue/import/parse.server";
import { planImport, type ImportPlan } from "../catalogue/import/plan.server";
import type { PlannedVariants } from "../catalogue/import/plan-types";
import { planToken, tokenVersion } from "../catalogue/import/token.server";
import { ImportRefusal, type ImportOptions } from "../catalogue/import/types";
import { getBrandBySlug } from "../catalogue/brands.server";
import type { Actor } from "../catalogue/product-writes.server";
import { getDb } from "../db/kysely";
import { formDataOf, readLimitedAs } from "../http/body.server";
import { ApiError } from "./errors.server";
import { apiLocale } from "./locale.server";

// POST /api/products/import and GET /api/products/export: the HTTP side of
// app/.server/catalogue/import/. The protocol is in docs/decisions/047-catalogue-import.md.

/** A multipart body carries the file and its form's fields; its overhead is allowed for. */
const BODY_LIMIT = MAX_IMPORT_BYTES + 64 * 1024;

const refusal = (error: ImportRefusal) => new ApiError(error.status, error.code);

/**
 * The uploaded file: the `file` field of a multipart form (its other fields as options), or the
 * whole body as sent (text/csv, an XLSX type, application/octet-stream). Over 20 MB: 413.
 */
export async function readImportUpload(request: Request) {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type === "application/x-www-form-urlencoded") {
    throw new ApiError(415, "unsupportedType");
  }
  const bytes = await readLimitedAs(request, BODY_LIMIT, "importTooLarge");
  if (type !== "multipart/form-data") return { bytes, filename: "", fields: {} };
  const form = await formDataOf(bytes, request.headers.get("content-type")!);
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw refusal(new ImportRefusal("importFileMissing"));
  const fields = Object.fromEntries(
    [...form].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])),
  );
  return { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name, fields };
}

type ApiVariantLine = ApiImportPlan["create"][number]["variants"][number];

/** A product's variant lines, as the back office's preview lists them under it. */
const variantLines = (variants: PlannedVariants | undefined): ApiVariantLine[] =>
  (variants?.notes ?? []).map((n) => ({
    action: n.action,
    row: n.row,
    sku: n.sku,
    options: n.options,
    fields: n.fields,
  }));

/** The plan's variants created, changed and removed, over every product. */
function variantCounts(plan: ImportPlan) {
  const notes = [...plan.creates, ...plan.updates].flatMap((p) => p.variants?.notes ?? []);
  const count = (action: string) => notes.filter((n) => n.action === action).length;
  return {
    variants_create: count("create"),
    variants_update: count("update"),
    variants_remove: count("remove"),
  };
}

/** A plan as the API answers it, its messages in the caller's language. */
export function planAnswer(
  plan: ImportPlan,
  locale: Locale,
  state: { token: string | null; applied: boolean; version: number },
): ApiImportPlan {
  return {
    dry_run: !state.applied,
    applied: state.applied,
    plan_token: state.token,
    catalogue_version: state.version,
    file: {
      format: plan.file.format,
      encoding: plan.file.encoding ?? null,
      delimiter: plan.file.delimiter ?? null,
      columns: plan.file.columns.map((c) => ({ title: c.header, field: c.key })),
    },
    counts: {
      rows: plan.rows,
      create: plan.creates.length,
      update: plan.updates.length,
      unchanged: plan.unchanged.length,
      skipped: plan.skipped.length,
      errors: plan.errors.length,
      new_brands: plan.newBrands.length,
      new_categories: plan.newCategories.length,
      ...variantCounts(plan),
    },
    create: plan.creates.map((c) => ({
      row: c.row,
      // A product with options is named by its first variant's SKU, as the back office does.
      sku: c.columns.sku ?? c.variants?.notes[0]?.sku ?? null,
      name: c.columns.name,
      variants: variantLines(c.variants),
    })),
    update: plan.updates.map((u) => ({
      row: u.row,
      id: u.id,
      sku: u.sku,
      fields: u.fields,
      variants: variantLines(u.variants),
    })),
    unchanged: plan.unchanged,
    skipped: plan.skipped.map((s) => ({ ...s, message: skipMessage(s.reason, locale) })),
    new_brands: plan.newBrands.map(({ name, slug }) => ({ name, slug })),
    new_categories: plan.newCategories.map(({ name, slug }) => ({ name, slug })),
    errors: plan.errors.map((e) => ({
      row: e.row,
      column: e.column,
      field: e.field,
      code: e.code,
      message: rowErrorMessage(e, locale),
    })),
  };
}

/** 409 or 422 with the plan as it stands: the client shows the fresh preview. */
function refusedWithPlan(request: Request, error: ImportRefusal, plan: ApiImportPlan): Response {
  const message = textsFor(apiLocale(request)).api.errors[error.code];
  const body: ApiImportRefusal = { error: { code: error.code, message }, plan };
  return Response.json(body, { status: error.status });
}

/**
 * POST /api/products/import: `?dry_run=1` answers the plan and its `plan_token`; the same file
 * sent again with `plan_token` applies that plan, refused (409, with the fresh plan) when what it
 * would do, the file or the options changed since.
 */
export async function importProducts(request: Request, actor: Actor): Promise<Response> {
  const upload = await readImportUpload(request);
  const query = importQuerySchema.parse({
    ...upload.fields,
    ...Object.fromEntries(new URL(request.url).searchParams),
  });
  const options: ImportOptions = {
    createMissing: query.create_missing,
    updateOnly: query.update_only,
  };
  const locale = apiLocale(request);
  const db = getDb();
  const makePlan = async () => {
    try {
      return await planImport(db, await parseImportFile(upload.bytes, upload.filename), options);
    } catch (error) {
      throw error instanceof ImportRefusal ? refusal(error) : error;
    }
  };
  const plan = await makePlan();
  const token = planToken(upload.bytes, options, plan);
  const preview = (p: ImportPlan, t: string) =>
    planAnswer(p, locale, { token: t, applied: false, version: p.catalogueVersion });
  if (query.dry_run) return Response.json(preview(plan, token));
  // A token no preview could have given is a client's mistake, not a changed catalogue.
  if (!query.plan_token || tokenVersion(query.plan_token) === null)
    throw new ApiError(400, "importTokenRequired");
  const planned = async () => {
    const fresh = await makePlan();
    return { plan: fresh, token: planToken(upload.bytes, options, fresh) };
  };
  const outcome = await applyAsPreviewed(db, query.plan_token, { plan, token }, planned, actor);
  if ("refusal" in outcome) {
    const { plan: shown, token: shownToken } = outcome.planned;
    return refusedWithPlan(request, outcome.refusal, preview(shown, shownToken));
  }
  return Response.json(
    planAnswer(plan, locale, {
      token: null,
      applied: true,
      version: outcome.result.catalogueVersion,
    }),
  );
}

/** GET /api/products/export: the list's filters, `format=csv|xlsx`, streamed as a download. */
export async function exportAnswer(request: Request): Promise<Response> {
  const query = exportQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const locale = apiLocale(request);
  const db = getDb();
  // An unknown brand matches nothing, as in the list (no brand has id 0).
  const brandId = query.brand ? ((await getBrandBySlug(db, query.brand))?.id ?? 0) : undefined;
  const filter = {
    categoryId: query.category,
    brandId,
    offers: query.offers,
    inStock: query.in_stock,
    q: query.q,
  };
  const name = categorySlug(textsFor(locale).adminSections.products.title);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(exportProducts(db, filter, query.format, locale), {
    headers: {
      "Content-Type": EXPORT_CONTENT_TYPES[query.format],
      "Content-Disposition": `attachment; filename="${name}-${date}.${query.format}"`,
      "Cache-Control": "no-store",
    },
  });
}
