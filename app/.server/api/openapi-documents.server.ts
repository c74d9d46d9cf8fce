import { contentColumns } from "~/lib/localized";
import { ADMIN, idParam, json, PUBLIC, ref, refusals } from "./openapi-parts.server";

// The OpenAPI paths of a product's documents (docs/decisions/068-product-documents-and-videos.md),
// kept apart from openapi.server.ts, which spreads them into the document.

/** `title_{code}` for each other language. */
const titleColumns = contentColumns("title").slice(1);

const documentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "url", "title", ...titleColumns, "language", "bytes", "pages"],
  properties: {
    id: { type: "integer" },
    url: { type: "string", description: "Where the PDF is served: content-addressed, immutable" },
    title: { type: "string" },
    ...Object.fromEntries(titleColumns.map((c) => [c, { type: ["string", "null"] }])),
    language: { type: ["string", "null"], enum: ["pt", "en", "es", null] },
    bytes: { type: "integer" },
    pages: { type: "integer", minimum: 1, maximum: 2000 },
  },
};

const documentIdParam = {
  name: "documentId",
  in: "path",
  required: true,
  schema: { type: "integer", minimum: 1 },
};

export function documentPaths() {
  return {
    "/api/products/{id}/documents": {
      parameters: [idParam],
      get: {
        operationId: "listProductDocuments",
        summary: "A product's manuals and datasheets, in order",
        security: PUBLIC,
        responses: {
          200: json(
            {
              type: "object",
              additionalProperties: false,
              required: ["data"],
              properties: { data: { type: "array", items: documentSchema } },
            },
            "The documents",
          ),
          ...refusals(404),
        },
      },
      post: {
        operationId: "uploadProductDocument",
        summary: "Attach a PDF manual or datasheet to a product (at most 10, 20 MB each)",
        description:
          "The PDF is checked by content: `%PDF-` and `%%EOF`, not encrypted, no JavaScript, launch actions, embedded files, rich media or XFA, at most 2,000 pages, compressed object streams within 32 MB. A refused file answers 422 `documentRefused`, its message naming why.",
        security: ADMIN,
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["file", "title"],
                properties: {
                  file: { type: "string", format: "binary" },
                  title: { type: "string" },
                  ...Object.fromEntries(titleColumns.map((c) => [c, { type: "string" }])),
                  language: { type: "string", enum: ["", "pt", "en", "es"] },
                },
              },
            },
          },
        },
        responses: {
          201: json(documentSchema, "Created"),
          ...refusals(400, 401, 403, 404, 413, 415),
          409: json(ref("Error"), "The product has 10 documents already (`documentRefused`)"),
          422: json(ref("Error"), "The PDF was refused (`documentRefused`), the message says why"),
        },
      },
    },
    "/api/products/{id}/documents/{documentId}": {
      parameters: [idParam, documentIdParam],
      delete: {
        operationId: "deleteProductDocument",
        summary: "Remove a product's document",
        security: ADMIN,
        responses: { 204: { description: "Deleted" }, ...refusals(401, 403, 404) },
      },
    },
  };
}
