import { z } from "zod";
import { apiAttributeValueSchema, attributeOrderSchema } from "~/lib/api-attribute-schemas";
import {
  attributeInputSchema,
  attributePatchSchema,
  attributeValueInputSchema,
  attributeValuePatchSchema,
  valueMergeSchema,
} from "~/lib/attribute-schemas";
import {
  ADMIN,
  idParam,
  jsonBody,
  listHeaders,
  ok,
  PUBLIC,
  ref,
  refusals,
  type SharedStatus,
} from "./openapi-parts.server";

// The OpenAPI paths and components of specifications, kept apart from
// openapi.server.ts, which spreads them into the document. Schemas are generated from the Zod
// schemas the handlers parse with (app/lib/attribute-schemas.ts) and answer by.

type JsonSchema = Record<string, unknown>;

const generate = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
};

/**
 * Components besides the Attribute answer (registered with the other answers): a value alone,
 * and the request bodies.
 */
export function attributeComponents(): Record<string, JsonSchema> {
  return {
    AttributeValue: generate(apiAttributeValueSchema, "output"),
    AttributeInput: generate(attributeInputSchema, "input"),
    AttributeUpdate: generate(attributePatchSchema, "input"),
    AttributeValueInput: generate(attributeValueInputSchema, "input"),
    AttributeValueUpdate: generate(attributeValuePatchSchema, "input"),
    AttributeValueMerge: generate(valueMergeSchema, "input"),
    AttributeOrder: generate(
      z.union([attributeOrderSchema, attributeOrderSchema.shape.ids]),
      "input",
    ),
  };
}

const many = (name: string) => ({ type: "array", items: ref(name) });
const valueParam = { ...idParam, name: "valueId" };
const confirmParam = {
  name: "confirm",
  in: "query",
  required: false,
  schema: { type: "integer", minimum: 0 },
  description:
    "While products carry it, the delete is refused (409, their number in the message) unless this names that number",
};

/** A PUT that changes only the fields sent; PATCH is the same. */
function update(thing: string, summary: string, input: string, answer: string) {
  const operation = {
    summary,
    security: ADMIN,
    requestBody: jsonBody(input),
    responses: {
      200: ok(ref(answer)),
      ...refusals(400, 401, 403, 404, 409, 413, 415),
    },
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
  parameters: [confirmParam],
  responses: { 204: { description: "Deleted" }, ...refusals(...codes) },
});

export function attributePaths() {
  const writes = refusals(400, 401, 403, 404, 413, 415);
  return {
    "/api/attributes": {
      get: {
        operationId: "listAttributes",
        summary:
          "Specifications, in order: values, names and labels in every language, and the categories that list each",
        security: PUBLIC,
        responses: { 200: ok(many("Attribute"), "A bare JSON array", listHeaders) },
      },
      post: {
        operationId: "createAttribute",
        summary: "Create a specification (last in order)",
        security: ADMIN,
        requestBody: jsonBody("AttributeInput"),
        responses: {
          201: ok(ref("Attribute"), "Created"),
          ...refusals(400, 401, 403, 409, 413, 415),
        },
      },
    },
    "/api/attributes/order": {
      put: {
        operationId: "reorderAttributes",
        summary: "Reorder specifications: every id once, in display order",
        security: ADMIN,
        requestBody: jsonBody("AttributeOrder"),
        responses: { 200: ok(many("Attribute")), ...refusals(400, 401, 403, 413, 415) },
      },
    },
    "/api/attributes/{id}": {
      parameters: [idParam],
      get: {
        operationId: "getAttribute",
        summary: "One specification",
        security: PUBLIC,
        responses: { 200: ok(ref("Attribute")), ...refusals(404) },
      },
      ...update(
        "Attribute",
        "Update a specification (only the fields sent change; its type only while no product has it)",
        "AttributeUpdate",
        "Attribute",
      ),
      delete: remove(
        "deleteAttribute",
        "Delete a specification, its values and every product's value of it",
        401,
        403,
        404,
        409,
      ),
    },
    "/api/attributes/{id}/values": {
      parameters: [idParam],
      post: {
        operationId: "createAttributeValue",
        summary: "Add a value to a choice specification (last in order)",
        security: ADMIN,
        requestBody: jsonBody("AttributeValueInput"),
        responses: {
          201: ok(ref("AttributeValue"), "Created"),
          ...refusals(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    "/api/attributes/{id}/values/order": {
      parameters: [idParam],
      put: {
        operationId: "reorderAttributeValues",
        summary: "Reorder a specification's values: every id once, in display order",
        security: ADMIN,
        requestBody: jsonBody("AttributeOrder"),
        responses: { 200: ok(many("AttributeValue")), ...writes },
      },
    },
    "/api/attributes/{id}/values/{valueId}": {
      parameters: [idParam, valueParam],
      get: {
        operationId: "getAttributeValue",
        summary: "One value of a specification",
        security: PUBLIC,
        responses: { 200: ok(ref("AttributeValue")), ...refusals(404) },
      },
      ...update(
        "AttributeValue",
        "Rename a value (its code, its label in any language)",
        "AttributeValueUpdate",
        "AttributeValue",
      ),
      delete: remove(
        "deleteAttributeValue",
        "Delete a value; its products are left without one",
        401,
        403,
        404,
        409,
      ),
    },
    "/api/attributes/{id}/values/{valueId}/merge": {
      parameters: [idParam, valueParam],
      post: {
        operationId: "mergeAttributeValues",
        summary:
          "Merge this value into another of the same specification: its products get that one, this one is deleted",
        security: ADMIN,
        requestBody: jsonBody("AttributeValueMerge"),
        responses: { 200: ok(ref("AttributeValue"), "The value kept"), ...writes },
      },
    },
    "/api/categories/{id}/attributes": {
      parameters: [idParam],
      get: {
        operationId: "listCategoryAttributes",
        summary: "The specifications a category lists, in its order",
        security: PUBLIC,
        responses: { 200: ok(many("Attribute")), ...refusals(404) },
      },
      put: {
        operationId: "setCategoryAttributes",
        summary:
          "Set the specifications a category lists, in order (ids left out stop being listed there)",
        security: ADMIN,
        requestBody: jsonBody("AttributeOrder"),
        responses: { 200: ok(many("Attribute")), ...writes },
      },
    },
  };
}
