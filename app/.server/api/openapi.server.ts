import { DEFAULT_LOCALE, LOCALES } from "~/i18n/locale";
import { AUTH_COOKIE_PREFIX } from "../auth/cookie-prefix";
import { attributePaths } from "./openapi-attributes.server";
import { catalogueIoPaths } from "./openapi-catalogue-io.server";
import { enquiryPaths } from "./openapi-enquiries.server";
import { ATTRIBUTE_FILTERS, facetPaths, filterQueryParameters } from "./openapi-filters.server";
import {
  ADMIN,
  ANYONE_OR_ADMIN,
  idParam,
  jsonBody,
  listHeaders,
  multipartOr,
  ok,
  PUBLIC,
  ref,
  refusals,
  responseComponents,
  type SharedStatus,
  withFaultAnswers,
} from "./openapi-parts.server";
import { productQueryParameters, schemaComponents } from "./openapi-schemas.server";
import { variantPaths } from "./openapi-variants.server";
import { withLinks } from "./openapi-links.server";
import { documentPaths } from "./openapi-documents.server";

// The OpenAPI 3.1 document. Every schema in it is generated from Zod (openapi-schemas.server.ts);
// this file says which path answers what. Tests check that it lists exactly the paths and methods
// the server answers under /api, that every answer of the contract tests matches it, and that it
// passes Redocly's recommended lint and compiles to a typed client (openapi-lint.server.test.ts).
// Each operation names its `operationId` (a generated client's method), its `security` ([] for
// public ones) and the refusals its handler really gives; the public lists and this document
// refuse nothing.

const list = (schema: string) =>
  ok({ type: "array", items: ref(schema) }, "A bare JSON array", listHeaders);

const registerRefusals = {
  400: "Malformed JSON, failed validation (`error.fields`), or refused by the account service",
  409: "The e-mail is already registered",
  413: "Body over the limit",
  415: "Neither JSON nor a form",
  429: "Too many attempts from this client",
  503: "The account service is unavailable",
};

const retryAfter = {
  "Retry-After": {
    required: true,
    schema: { type: "integer" },
    description: "Seconds until another attempt is accepted",
  },
};

/** A PUT that changes only the fields sent (`update<Thing>`); PATCH is the same (`patch<Thing>`). */
function update(thing: string, summary: string, file: string, ...codes: SharedStatus[]) {
  const operation = {
    summary,
    security: ADMIN,
    requestBody: multipartOr(`${thing}Update`, file),
    responses: { 200: ok(ref(thing)), ...refusals(...codes) },
  };
  return {
    put: { operationId: `update${thing}`, ...operation },
    patch: { operationId: `patch${thing}`, ...operation, summary: `${summary} (same as PUT)` },
  };
}

const remove = (operationId: string, summary: string, ...codes: SharedStatus[]) => ({
  operationId,
  summary,
  security: ADMIN,
  responses: { 204: { description: "Deleted" }, ...refusals(...codes) },
});

export function openApiDocument(baseUrl: string) {
  return withFaultAnswers(document(baseUrl));
}

function document(baseUrl: string) {
  const secure = baseUrl.startsWith("https://");
  const queryParams = productQueryParameters();
  const listParams = [...queryParams, ...filterQueryParameters()];
  return {
    openapi: "3.1.0",
    info: {
      title: "Vitrine API",
      version: "1.0.0",
      description: `The shop's catalogue (products, brands, posters, categories). Lists are bare arrays with paging in X-Total-Count and Link. Writes need an administrator: the session cookie or an API token (Authorization: Bearer) created in the back office. Every error answers { error: { code, message, fields? } }, its message in the caller's language: ?lang= (${LOCALES.join(", ")}), else the first of those Accept-Language prefers, else ${DEFAULT_LOCALE}.`,
      // package.json: private, no licence granted (an SPDX reference for a licence of one's own).
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
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
      responses: responseComponents(),
    },
    paths: {
      "/api/products": {
        get: {
          operationId: "listProducts",
          summary: "List products",
          description: ATTRIBUTE_FILTERS,
          security: PUBLIC,
          parameters: listParams,
          responses: { 200: list("Product") },
        },
        post: {
          operationId: "createProduct",
          summary: "Create a product",
          security: ADMIN,
          requestBody: multipartOr("ProductCreate", "image"),
          responses: {
            201: ok(ref("Product"), "Created"),
            ...refusals(400, 401, 403, 409, 413, 415),
          },
        },
      },
      "/api/products/special-offers": {
        get: {
          operationId: "listSpecialOffers",
          summary: "Products on offer",
          security: PUBLIC,
          parameters: queryParams,
          responses: { 200: list("Product") },
        },
      },
      ...catalogueIoPaths(),
      ...facetPaths(listParams),
      "/api/products/{id}": {
        parameters: [idParam],
        get: {
          operationId: "getProduct",
          summary: "One product",
          security: PUBLIC,
          responses: { 200: ok(ref("Product")), ...refusals(404) },
        },
        ...withLinks(
          update(
            "Product",
            "Update a product (only the fields sent change)",
            "image",
            400,
            401,
            403,
            404,
            409,
            413,
            415,
          ),
        ),
        delete: remove("deleteProduct", "Delete a product", 401, 403, 404),
      },
      ...variantPaths(),
      ...documentPaths(),
      "/api/categories": {
        get: {
          operationId: "listCategories",
          summary: "Categories, by name in the caller's language",
          security: PUBLIC,
          responses: { 200: list("Category") },
        },
      },
      "/api/brands": {
        get: {
          operationId: "listBrands",
          summary: "Brands, by position",
          security: PUBLIC,
          responses: { 200: list("Brand") },
        },
        post: {
          operationId: "createBrand",
          summary: "Create a brand (slug derived from the name)",
          security: ADMIN,
          requestBody: multipartOr("BrandInput", "logo"),
          responses: {
            201: ok(ref("Brand"), "Created"),
            ...refusals(400, 401, 403, 409, 413, 415),
          },
        },
      },
      "/api/brands/order": {
        put: {
          operationId: "reorderBrands",
          summary: "Reorder brands: ids in display order become positions 1..n",
          security: ADMIN,
          requestBody: jsonBody("BrandOrder"),
          responses: {
            200: ok({ type: "array", items: ref("Brand") }),
            ...refusals(400, 401, 403, 413, 415),
          },
        },
      },
      "/api/brands/{id}": {
        parameters: [idParam],
        get: {
          operationId: "getBrand",
          summary: "One brand",
          security: PUBLIC,
          responses: { 200: ok(ref("Brand")), ...refusals(404) },
        },
        ...update("Brand", "Update a brand", "logo", 400, 401, 403, 404, 409, 413, 415),
        delete: remove("deleteBrand", "Delete a brand without products", 401, 403, 404, 409),
      },
      "/api/posters": {
        get: {
          operationId: "listPosters",
          summary: "Posters: active ones, or all for administrators",
          description:
            "Public. Credentials are optional, but checked when sent: an administrator's also lists the inactive posters, and a bearer token that names no usable token is refused (401).",
          security: ANYONE_OR_ADMIN,
          responses: { 200: list("Poster"), ...refusals(401) },
        },
        post: {
          operationId: "createPoster",
          summary: "Add a poster by image_url or file",
          security: ADMIN,
          requestBody: multipartOr("PosterInput", "image"),
          responses: { 201: ok(ref("Poster"), "Created"), ...refusals(400, 401, 403, 413, 415) },
        },
      },
      "/api/posters/{id}": {
        parameters: [idParam],
        ...update("Poster", "Update a poster", "image", 400, 401, 403, 404, 413, 415),
        delete: remove("deletePoster", "Delete a poster", 401, 403, 404),
      },
      "/api/auth/register": {
        post: {
          operationId: "register",
          summary: "Sign up a shopper; the session travels in the cookie, never in the body",
          security: PUBLIC,
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
                ok(ref("RegisterError"), description, code === "429" ? retryAfter : undefined),
              ]),
            ),
          },
        },
      },
      ...attributePaths(),
      ...enquiryPaths(),
      "/api/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          summary: "This document",
          security: PUBLIC,
          responses: { 200: ok({ type: "object" }) },
        },
      },
      "/api/docs": {
        get: {
          operationId: "getApiReference",
          summary: "Readable reference",
          security: PUBLIC,
          responses: { 200: { description: "HTML", content: { "text/html": {} } } },
        },
      },
    },
  };
}
