import "./zod-csp";
import { z } from "zod";
import { apiErrorSchema } from "./api-schemas";
import { coerceBool, productQuerySchema } from "./catalogue-schemas";

// The wire shapes of the catalogue import and export (docs/decisions/047-catalogue-
// import.md): POST /api/products/import and GET /api/products/export. The back office's import
// page reads the same plan. /api/openapi.json is generated from these.

const flag = (description: string) =>
  z.preprocess(coerceBool, z.boolean()).default(false).catch(false).describe(description);

/** POST /api/products/import's query (a multipart body may send the same names as fields). */
export const importQuerySchema = z.object({
  dry_run: flag("1: answer the plan (the preview) and write nothing"),
  plan_token: z
    .string()
    .trim()
    .max(64)
    .optional()
    .catch(undefined)
    .describe(
      "The preview's plan_token: applies the same file, refused if what it does changed since",
    ),
  create_missing: flag("1: create the brands and categories the file names that the shop lacks"),
  update_only: flag("1: only update products the shop has (by SKU); list the other rows"),
});
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** GET /api/products/export's query: the list's filters (no paging, no sort: id order). */
export const exportQuerySchema = productQuerySchema
  .pick({ category: true, brand: true, q: true, offers: true, in_stock: true })
  .extend({
    format: z
      .enum(["csv", "xlsx"])
      .catch("csv")
      .default("csv")
      .describe("csv (UTF-8, BOM, ;) or xlsx"),
  });

const row = z
  .int()
  .positive()
  .describe("The row's number as a spreadsheet shows it (the titles are row 1)");
const fieldName = z
  .string()
  .nullable()
  .describe(
    "The field the column fills (sku, name, price, ...; a specification's is attributes.{code}); null when unknown",
  );

/**
 * A product's variants the import creates, changes or removes, as the back office's preview
 * lists them under the product (docs/decisions/065-product-variants.md).
 */
const variantLines = z
  .array(
    z.strictObject({
      action: z.enum(["create", "update", "remove"]),
      row: row
        .nullable()
        .describe("Its row in the file; null for a variant the product's rows leave out (removed)"),
      sku: z.string().nullable(),
      options: z
        .record(z.string(), z.string())
        .describe("Its options' values as the file writes them: attribute code → value code"),
      fields: z
        .array(z.string())
        .describe("What an update changes: sku, price, original_price, is_special_offer, stock"),
    }),
  )
  .describe("The product's variants this import creates, changes or removes; empty when none");

/** A preview, or an import done: what the file does to the catalogue, row by row. */
export const apiImportPlanSchema = z.strictObject({
  dry_run: z.boolean(),
  applied: z.boolean().describe("true once written; a preview is never applied"),
  plan_token: z
    .string()
    .nullable()
    .describe("Send it back with the same file to apply this plan; null once applied"),
  catalogue_version: z
    .int()
    .describe("The version the plan was made at; after applying, the version it made"),
  file: z.strictObject({
    format: z.enum(["csv", "xlsx"]),
    encoding: z.string().nullable().describe("CSV: utf-8, windows-1252 or utf-16le"),
    delimiter: z.string().nullable(),
    columns: z.array(z.strictObject({ title: z.string(), field: fieldName })),
  }),
  counts: z.strictObject({
    rows: z.int().nonnegative(),
    create: z.int().nonnegative(),
    update: z.int().nonnegative(),
    unchanged: z.int().nonnegative(),
    skipped: z.int().nonnegative(),
    errors: z.int().nonnegative(),
    new_brands: z.int().nonnegative(),
    new_categories: z.int().nonnegative(),
    variants_create: z.int().nonnegative().describe("Variants created, over every product"),
    variants_update: z.int().nonnegative(),
    variants_remove: z
      .int()
      .nonnegative()
      .describe("Variants removed: their products' rows leave them out"),
  }),
  create: z.array(
    z.strictObject({ row, sku: z.string().nullable(), name: z.string(), variants: variantLines }),
  ),
  update: z.array(
    z.strictObject({
      row,
      id: z.int().positive(),
      sku: z.string().nullable(),
      fields: z
        .array(z.string())
        .describe("The fields this row changes (specifications as attributes.{code})"),
      variants: variantLines,
    }),
  ),
  unchanged: z.array(z.strictObject({ row, id: z.int().positive(), sku: z.string().nullable() })),
  skipped: z.array(
    z.strictObject({
      row,
      sku: z.string().nullable(),
      reason: z.enum(["unknownSku", "noSku"]),
      message: z.string(),
    }),
  ),
  new_brands: z.array(z.strictObject({ name: z.string(), slug: z.string() })),
  new_categories: z.array(z.strictObject({ name: z.string(), slug: z.string() })),
  errors: z.array(
    z.strictObject({
      row,
      column: z.string().nullable().describe("The column's title as the file writes it"),
      field: fieldName,
      code: z.string().describe("Stable, for programs"),
      message: z.string().describe("In the caller's language"),
    }),
  ),
});
export type ApiImportPlan = z.output<typeof apiImportPlanSchema>;

/**
 * 409 (the catalogue, the file or the options changed since the preview) and 422 (the plan has row
 * errors): the error, and the plan as it stands now, so a client can show the fresh preview.
 */
export const apiImportRefusalSchema = z.strictObject({
  error: apiErrorSchema.shape.error,
  plan: apiImportPlanSchema,
});
export type ApiImportRefusal = z.output<typeof apiImportRefusalSchema>;
