import { z } from "zod";
import { apiProductCreateSchema, apiProductUpdateSchema } from "~/lib/api-schemas";
import { registerSchema } from "~/lib/account-schemas";
import {
  brandInputSchema,
  orderSchema,
  posterInputSchema,
  posterPatchSchema,
  productQuerySchema,
} from "~/lib/catalogue-schemas";

// The OpenAPI 3.1 document, generated from the same Zod schemas the handlers parse with.

const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" });

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (name: string) => ({
  required: true,
  content: { "application/json": { schema: ref(name) } },
});
const multipartOr = (name: string, fileField: string) => ({
  required: true,
  content: {
    "application/json": { schema: ref(name) },
    "multipart/form-data": {
      schema: {
        allOf: [
          ref(name),
          { type: "object", properties: { [fileField]: { type: "string", format: "binary" } } },
        ],
      },
    },
  },
});
const ok = (schema: object, description = "OK", headers?: object) => ({
  description,
  content: { "application/json": { schema } },
  ...(headers ? { headers } : {}),
});
const listHeaders = {
  "X-Total-Count": { schema: { type: "integer" }, description: "Items in the whole list" },
  Link: { schema: { type: "string" }, description: "first, prev, next, last pages (RFC 8288)" },
};
const errors = (...codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { $ref: `#/components/responses/E${c}` }]));
const idParam = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "integer", minimum: 1 },
};
const secured = [{ bearerToken: [] }, { sessionCookie: [] }];

const queryParams = Object.entries(
  (json(productQuerySchema) as { properties: Record<string, object> }).properties,
).map(([name, schema]) => ({ name, in: "query", required: false, schema }));

const product = {
  type: "object",
  required: [
    "id",
    "name",
    "brand",
    "price",
    "category",
    "image",
    "image_url",
    "description",
    "in_stock",
    "position",
    "is_special_offer",
    "original_price",
  ],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    name_en: { type: ["string", "null"] },
    brand: { type: "string", description: "the brand's slug" },
    price: { type: "number" },
    category: { type: ["integer", "null"], description: "the category's id" },
    image: { type: ["string", "null"] },
    image_url: { type: ["string", "null"] },
    description: { type: "string" },
    description_en: { type: ["string", "null"] },
    in_stock: { type: "boolean" },
    position: { type: "integer" },
    is_special_offer: { type: "boolean" },
    original_price: { type: ["number", "null"] },
  },
};
const brand = {
  type: "object",
  required: ["id", "name", "slug", "logo", "position"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    slug: { type: "string" },
    logo: { type: ["string", "null"] },
    position: { type: "integer" },
  },
};
const poster = {
  type: "object",
  required: ["id", "title", "image", "image_url", "position", "active"],
  properties: {
    id: { type: "integer" },
    title: { type: ["string", "null"] },
    title_en: { type: ["string", "null"] },
    image: { type: ["string", "null"] },
    image_url: { type: ["string", "null"] },
    position: { type: "integer" },
    active: { type: "boolean" },
  },
};
const category = {
  type: "object",
  required: ["id", "name", "created_at"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    name_en: { type: "string" },
    slug: { type: "string" },
    created_at: { type: "string", format: "date-time" },
  },
};
const error = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string" },
        message: { type: "string", description: "in the language of Accept-Language (pt default)" },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
    },
  },
};

const errorNames: Record<number, string> = {
  400: "Malformed JSON or failed validation",
  401: "No session or token",
  403: "Not an administrator",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict (duplicate slug, brand still in use)",
  413: "Body over the limit",
  415: "Unsupported content type",
};

const list = (schema: string) =>
  ok({ type: "array", items: ref(schema) }, "A bare JSON array", listHeaders);

export function openApiDocument(baseUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "Vitrine API",
      version: "1.0.0",
      description:
        "Catalogue of YouTools (products, brands, posters, categories). Lists are bare arrays with paging in X-Total-Count and Link. Writes need an administrator: the session cookie or an API token (Authorization: Bearer) created in the back office.",
    },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: {
        bearerToken: { type: "http", scheme: "bearer" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      },
      schemas: {
        Product: product,
        Brand: brand,
        Poster: poster,
        Category: category,
        Error: error,
        ProductCreate: json(apiProductCreateSchema),
        ProductUpdate: json(apiProductUpdateSchema),
        BrandInput: {
          ...json(brandInputSchema),
          properties: {
            ...(json(brandInputSchema) as { properties: object }).properties,
            logo: { type: "string", description: "https URL or data URL; or a multipart file" },
          },
        },
        BrandUpdate: json(brandInputSchema.partial()),
        PosterInput: json(posterInputSchema),
        PosterUpdate: json(posterPatchSchema),
        BrandOrder: { oneOf: [json(orderSchema), { type: "array", items: { type: "integer" } }] },
        Register: json(registerSchema),
      },
      responses: Object.fromEntries(
        Object.entries(errorNames).map(([code, description]) => [
          `E${code}`,
          { description, content: { "application/json": { schema: ref("Error") } } },
        ]),
      ),
    },
    paths: {
      "/api/products": {
        get: {
          summary: "List products",
          parameters: queryParams,
          responses: { 200: list("Product") },
        },
        post: {
          summary: "Create a product",
          security: secured,
          requestBody: multipartOr("ProductCreate", "image"),
          responses: { 201: ok(ref("Product"), "Created"), ...errors(400, 401, 403, 413, 415) },
        },
      },
      "/api/products/special-offers": {
        get: {
          summary: "Products on offer",
          parameters: queryParams,
          responses: { 200: list("Product") },
        },
      },
      "/api/products/{id}": {
        parameters: [idParam],
        get: { summary: "One product", responses: { 200: ok(ref("Product")), ...errors(404) } },
        put: {
          summary: "Update a product (only the fields sent change)",
          security: secured,
          requestBody: multipartOr("ProductUpdate", "image"),
          responses: { 200: ok(ref("Product")), ...errors(400, 401, 403, 404, 413, 415) },
        },
        delete: {
          summary: "Delete a product",
          security: secured,
          responses: { 204: { description: "Deleted" }, ...errors(401, 403, 404) },
        },
      },
      "/api/categories": {
        get: { summary: "Categories, by name", responses: { 200: list("Category") } },
      },
      "/api/brands": {
        get: { summary: "Brands, by position", responses: { 200: list("Brand") } },
        post: {
          summary: "Create a brand (slug derived from the name)",
          security: secured,
          requestBody: multipartOr("BrandInput", "logo"),
          responses: { 201: ok(ref("Brand"), "Created"), ...errors(400, 401, 403, 409, 413, 415) },
        },
      },
      "/api/brands/order": {
        put: {
          summary: "Reorder brands: ids in display order become positions 1..n",
          security: secured,
          requestBody: jsonBody("BrandOrder"),
          responses: { 200: ok({ type: "array", items: ref("Brand") }), ...errors(400, 401, 403) },
        },
      },
      "/api/brands/{id}": {
        parameters: [idParam],
        get: { summary: "One brand", responses: { 200: ok(ref("Brand")), ...errors(404) } },
        put: {
          summary: "Update a brand",
          security: secured,
          requestBody: multipartOr("BrandUpdate", "logo"),
          responses: { 200: ok(ref("Brand")), ...errors(400, 401, 403, 404, 409) },
        },
        delete: {
          summary: "Delete a brand without products",
          security: secured,
          responses: { 204: { description: "Deleted" }, ...errors(401, 403, 404, 409) },
        },
      },
      "/api/posters": {
        get: {
          summary: "Posters: active ones, or all for administrators",
          responses: { 200: list("Poster") },
        },
        post: {
          summary: "Add a poster by image_url or file",
          security: secured,
          requestBody: multipartOr("PosterInput", "image"),
          responses: { 201: ok(ref("Poster"), "Created"), ...errors(400, 401, 403, 413, 415) },
        },
      },
      "/api/posters/{id}": {
        parameters: [idParam],
        put: {
          summary: "Update a poster",
          security: secured,
          requestBody: multipartOr("PosterUpdate", "image"),
          responses: { 200: ok(ref("Poster")), ...errors(400, 401, 403, 404) },
        },
        delete: {
          summary: "Delete a poster",
          security: secured,
          responses: { 204: { description: "Deleted" }, ...errors(401, 403, 404) },
        },
      },
      "/api/auth/register": {
        post: {
          summary: "Sign up a shopper; sets the session cookie",
          requestBody: jsonBody("Register"),
          responses: {
            200: ok({
              type: "object",
              properties: {
                success: { type: "boolean" },
                user: { type: "object" },
                message: { type: "string" },
              },
            }),
            ...errors(400),
          },
        },
      },
      "/api/openapi.json": {
        get: { summary: "This document", responses: { 200: ok({ type: "object" }) } },
      },
      "/api/docs": {
        get: { summary: "Readable reference", responses: { 200: { description: "HTML" } } },
      },
    },
  };
}
