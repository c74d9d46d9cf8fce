import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locale";
import { AUTH_COOKIE_PREFIX } from "../auth/cookie-prefix";
import { catalogueIoPaths } from "./openapi-catalogue-io.server";
import { enquiryPaths } from "./openapi-enquiries.server";
import { productQueryParameters, schemaComponents } from "./openapi-schemas.server";

// The OpenAPI 3.1 document. Every schema in it is generated from Zod (openapi-schemas.server.ts);
// this file says which path answers what. Tests check that it lists exactly the paths and methods
// the server answers under /api and that every answer of the contract tests matches it.

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
  "X-Total-Count": {
    required: true,
    schema: { type: "integer" },
    description: "Items in the whole list",
  },
  Link: { schema: { type: "string" }, description: "first, prev, next, last pages (RFC 8288)" },
};
const list = (schema: string) =>
  ok({ type: "array", items: ref(schema) }, "A bare JSON array", listHeaders);

const errorNames = {
  400: "Malformed JSON or failed validation",
  401: "No session or token, or a token that is unknown, revoked or its owner's no longer usable",
  403: "Not an administrator",
  404: "Not found",
  405: "Method not allowed",
  409: "Conflict (duplicate slug, brand still in use)",
  413: "Body over the limit",
  415: "Unsupported content type",
} as const;
type ErrorStatus = keyof typeof errorNames;

const errors = (...codes: ErrorStatus[]) =>
  Object.fromEntries(codes.map((c) => [String(c), { $ref: `#/components/responses/E${c}` }]));

const registerRefusals = {
  400: "Malformed JSON, failed validation (`error.fields`), or refused by the account service",
  409: "The e-mail is already registered",
  413: "Body over the limit",
  415: "Neither JSON nor a form",
  429: "Too many attempts from this client",
  503: "The account service is unavailable",
};

const idParam = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
const secured = [{ bearerToken: [] }, { sessionCookie: [] }];

/** A PUT that changes only the fields sent; PATCH is the same operation. */
function update(summary: string, body: string, file: string, ...codes: ErrorStatus[]) {
  const operation = {
    summary,
    security: secured,
    requestBody: multipartOr(body, file),
    responses: { 200: ok(ref(body.replace(/Update$/, ""))), ...errors(...codes) },
  };
  return { put: operation, patch: { ...operation, summary: `${summary} (same as PUT)` } };
}

const remove = (summary: string, ...codes: ErrorStatus[]) => ({
  summary,
  security: secured,
  responses: { 204: { description: "Deleted" }, ...errors(...codes) },
});

export function openApiDocument(baseUrl: string) {
  const secure = baseUrl.startsWith("https://");
  const queryParams = productQueryParameters();
  return {
    openapi: "3.1.0",
    info: {
      title: "Vitrine API",
      version: "1.0.0",
      description: `The shop's catalogue (products, brands, posters, categories). Lists are bare arrays with paging in X-Total-Count and Link. Writes need an administrator: the session cookie or an API token (Authorization: Bearer) created in the back office. Every error answers { error: { code, message, fields? } }, its message in the caller's language: ?lang= (${LOCALES.join(", ")}), else the first of those Accept-Language prefers, else ${DEFAULT_LOCALE}.`,
    },
    servers: [{ url: baseUrl }],
    components: {
      securitySchemes: {
        bearerToken: { type: "http", scheme: "bearer" },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          // better-auth's session cookie under our prefix; browsers require __Secure- over https.
          name: `${secure ? "__Secure-" : ""}${AUTH_COOKIE_PREFIX}.session_token`,
        },
      },
      schemas: structuredClone(schemaComponents()),
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
      ...catalogueIoPaths(secured),
      "/api/products/{id}": {
        parameters: [idParam],
        get: { summary: "One product", responses: { 200: ok(ref("Product")), ...errors(404) } },
        ...update(
          "Update a product (only the fields sent change)",
          "ProductUpdate",
          "image",
          400,
          401,
          403,
          404,
          413,
          415,
        ),
        delete: remove("Delete a product", 401, 403, 404),
      },
      "/api/categories": {
        get: {
          summary: "Categories, by name in the caller's language",
          responses: { 200: list("Category") },
        },
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
          responses: {
            200: ok({ type: "array", items: ref("Brand") }),
            ...errors(400, 401, 403, 413, 415),
          },
        },
      },
      "/api/brands/{id}": {
        parameters: [idParam],
        get: { summary: "One brand", responses: { 200: ok(ref("Brand")), ...errors(404) } },
        ...update("Update a brand", "BrandUpdate", "logo", 400, 401, 403, 404, 409, 413, 415),
        delete: remove("Delete a brand without products", 401, 403, 404, 409),
      },
      "/api/posters": {
        get: {
          summary: "Posters: active ones, or all for administrators",
          responses: { 200: list("Poster"), ...errors(401) },
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
        ...update("Update a poster", "PosterUpdate", "image", 400, 401, 403, 404, 413, 415),
        delete: remove("Delete a poster", 401, 403, 404),
      },
      "/api/auth/register": {
        post: {
          summary: "Sign up a shopper; the session travels in the cookie, never in the body",
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: ref("Register") },
              "application/x-www-form-urlencoded": { schema: ref("Register") },
            },
          },
          responses: {
            201: ok(ref("RegisterAnswer"), "Registered and signed in", {
              "Set-Cookie": {
                schema: { type: "string" },
                description: "The session cookie (HttpOnly, for the browser session)",
              },
            }),
            ...Object.fromEntries(
              Object.entries(registerRefusals).map(([code, description]) => [
                code,
                ok(ref("RegisterError"), description),
              ]),
            ),
          },
        },
      },
      ...enquiryPaths(),
      "/api/openapi.json": {
        get: { summary: "This document", responses: { 200: ok({ type: "object" }) } },
      },
      "/api/docs": {
        get: {
          summary: "Readable reference",
          responses: { 200: { description: "HTML", content: { "text/html": {} } } },
        },
      },
    },
  };
}
