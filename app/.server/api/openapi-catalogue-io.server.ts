import { z } from "zod";
import {
  apiImportRefusalSchema,
  exportQuerySchema,
  importQuerySchema,
} from "~/lib/catalogue-import-schemas";
import { MAX_IMPORT_BYTES } from "../catalogue/import/limits";
import { EXPORT_CONTENT_TYPES } from "../catalogue/import/export.server";
import { ADMIN, json, ref, refusals } from "./openapi-parts.server";

// The OpenAPI paths of the catalogue import and export, kept apart from
// openapi.server.ts, which spreads them into the document.

/** Query parameters from a Zod object, as the document lists them. */
function parameters(schema: z.ZodObject) {
  const { properties } = z.toJSONSchema(schema, {
    io: "input",
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as { properties: Record<string, object> };
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: "query",
    required: false,
    schema: s,
  }));
}

const file = { type: "string", format: "binary" };

/** 409 and 422: the error shape and the plan (the ImportPlan component) as it stands now. */
function refusalSchema() {
  const schema = z.toJSONSchema(apiImportRefusalSchema, {
    io: "output",
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as { $schema?: string; properties: Record<string, object> };
  const { $schema: _, ...rest } = schema;
  return { ...rest, properties: { ...rest.properties, plan: ref("ImportPlan") } };
}

export function catalogueIoPaths() {
  return {
    "/api/products/import": {
      post: {
        operationId: "importProducts",
        summary:
          "Import products from a CSV or XLSX file: preview with dry_run=1, then apply with the preview's plan_token",
        description: `CSV (UTF-8 with or without BOM, Windows-1252; ; or , between cells) or XLSX (the first sheet); titles in Portuguese, English or Spanish. At most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and 50,000 rows. The file is the raw body, or the \`file\` field of a multipart form. A row with a SKU the shop has updates that product (only the columns the file has); any other row creates one. Variants: rows that share a \`grupo\` (the product's id; for a new product, a key with letters) are one product, one variant a row; \`opções\` names its options (choice attributes of its category, by code, separated by |) and each option's column (titled by the attribute's code, e.g. \`voltagem\`) holds the variant's value; \`sku\`, \`preço\`, \`preço original\`, \`oferta\` and \`estoque\` (a whole number; empty: not tracked) are the variant's; a variant the group's rows leave out is removed. A row without a group whose SKU is a variant's updates that variant only. A plan's \`update[].fields\` names \`variants\` when a product's variants are created, removed or reordered, \`options\` when its options change, and a variant's own fields (\`stock\`, \`price\`, ...) when one of them changes. Applying sends the same file with the preview's plan_token: refused (409, with the fresh plan) when what the plan does (the rows it creates, changes or leaves, and their values), the file or the options changed since (writes to products the file does not touch refuse nothing), and (422) while the plan has row errors.`,
        security: ADMIN,
        parameters: parameters(importQuerySchema),
        requestBody: {
          required: true,
          content: {
            "text/csv": { schema: file },
            [EXPORT_CONTENT_TYPES.xlsx]: { schema: file },
            "application/octet-stream": { schema: file },
            "multipart/form-data": {
              schema: { type: "object", required: ["file"], properties: { file } },
            },
          },
        },
        responses: {
          200: json(ref("ImportPlan"), "The plan (dry_run), or the import done (applied)"),
          ...refusals(400, 401, 403, 413, 415),
          409: json(refusalSchema(), "Changed since the preview: the error and the fresh plan"),
          422: json(refusalSchema(), "The plan has row errors: fix the file first"),
        },
      },
    },
    "/api/products/export": {
      get: {
        operationId: "exportProducts",
        summary: "Export the products the filters match (all without filters) as CSV or XLSX",
        description:
          "The import's columns and words, in the caller's language, one row per variant: a product's own columns are repeated on each of its rows, `grupo` holds the product's id and `opções` its options, each option's column the variant's value, and `estoque` the variant's stock (empty: not tracked). CSV in UTF-8 with a BOM and ; between cells (Excel in Portuguese opens it as is); cells that could start a formula begin with an apostrophe. Importing the file unchanged changes nothing.",
        security: ADMIN,
        parameters: parameters(exportQuerySchema),
        responses: {
          200: {
            description: "The file, streamed",
            headers: {
              "Content-Disposition": {
                required: true,
                schema: { type: "string" },
                description: "attachment; filename=…",
              },
            },
            content: {
              "text/csv": { schema: file },
              [EXPORT_CONTENT_TYPES.xlsx]: { schema: file },
            },
          },
          ...refusals(401, 403),
        },
      },
    },
  };
}
