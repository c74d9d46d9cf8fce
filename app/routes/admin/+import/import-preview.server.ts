import { rowErrorMessage, skipMessage } from "~/.server/catalogue/import/messages.server";
import type { ImportPlan } from "~/.server/catalogue/import/plan.server";
import type { PlannedVariants } from "~/.server/catalogue/import/plan-types";
import type { FieldKey } from "~/.server/catalogue/import/types";
import type { Locale } from "~/i18n/languages";
import { textsFor } from "~/i18n/texts";
import { SHOWN_ROWS, type ImportPreview, type PreviewCounts } from "./import-types";

// A plan as the "Importar" page shows it (docs/decisions/047-catalogue-import.md): counts, and
// the first lines, errors and skipped rows in words. A product's line is followed by a line per
// variant it creates, changes or removes, so a variant a group's rows leave out is seen before
// it is gone.

/** The plan's counts, with its variants' from each product's notes. */
export function countsOf(plan: ImportPlan): PreviewCounts {
  const counts = {
    rows: plan.rows,
    create: plan.creates.length,
    update: plan.updates.length,
    unchanged: plan.unchanged.length,
    newBrands: plan.newBrands.length,
    newCategories: plan.newCategories.length,
    errors: plan.errors.length,
    skipped: plan.skipped.length,
    variantsCreate: 0,
    variantsUpdate: 0,
    variantsRemove: 0,
  };
  for (const p of [...plan.creates, ...plan.updates]) {
    for (const n of p.variants?.notes ?? []) {
      if (n.action === "create") counts.variantsCreate++;
      else if (n.action === "update") counts.variantsUpdate++;
      else counts.variantsRemove++;
    }
  }
  return counts;
}

/** A variant's options' values as the file writes them: "voltagem: 220v, tamanho: g". */
const optionsText = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([code, value]) => `${code}: ${value}`)
    .join(", ") || null;

export function previewOf(plan: ImportPlan, token: string, locale: Locale): ImportPreview {
  const s = textsFor(locale).adminSections.importPage;
  const titleOf = new Map(plan.file.columns.map((c) => [c.key, c.header]));
  const fieldTitle = (f: FieldKey) => (f === "variants" ? s.variantsField : (titleOf.get(f) ?? f));
  const products: (ImportPreview["changes"][number] & {
    row: number;
    variants?: PlannedVariants;
  })[] = [
    ...plan.creates.map((c) => ({
      row: c.row,
      sku: c.columns.sku ?? c.variants?.notes[0]?.sku ?? null,
      name: c.columns.name,
      variant: null,
      action: "create" as const,
      fields: [],
      variants: c.variants,
    })),
    ...plan.updates.map((u) => ({
      row: u.row,
      sku: u.sku,
      name: typeof u.set.name === "string" ? u.set.name : (u.name ?? null),
      variant: null,
      action: "update" as const,
      fields: u.fields.map(fieldTitle),
      variants: u.variants,
    })),
  ].sort((a, b) => a.row - b.row);
  const changes: ImportPreview["changes"] = products.flatMap(({ variants, ...product }) => [
    product,
    ...(variants?.notes ?? []).map((n) => ({
      row: n.row,
      sku: n.sku,
      name: product.name,
      variant: optionsText(n.options),
      action: `${n.action}Variant` as const,
      fields: n.fields.map(fieldTitle),
    })),
  ]);
  return {
    token,
    format: plan.file.format.toUpperCase(),
    updateOnly: plan.options.updateOnly,
    createMissing: plan.options.createMissing,
    counts: countsOf(plan),
    changes: changes.slice(0, SHOWN_ROWS),
    changesTotal: changes.length,
    errors: plan.errors.slice(0, SHOWN_ROWS).map((e) => ({
      row: e.row,
      column: e.column,
      message: rowErrorMessage(e, locale),
    })),
    skipped: plan.skipped.slice(0, SHOWN_ROWS).map((k) => ({
      row: k.row,
      sku: k.sku,
      message: skipMessage(k.reason, locale),
    })),
    newBrands: plan.newBrands.map((b) => b.name),
    newCategories: plan.newCategories.map((c) => c.name),
  };
}
