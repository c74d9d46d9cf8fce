import "./zod-csp";
import { z } from "zod";
import { ATTRIBUTE_TYPES } from "./attribute-schemas";
import { translations } from "./api-schemas";
import { LIMITS } from "./catalogue-schemas";

// What the JSON API answers about specifications. Typed DTOs are built from
// these (app/.server/api/dto-attributes.server.ts) and /api/openapi.json is generated from them.

const id = z.int().positive();

export const apiAttributeValueSchema = z.strictObject({
  id,
  code: z.string().describe("In filter URLs and in a product's `attributes`"),
  label: z.string(),
  ...translations("label"),
  position: z.int(),
});
export type ApiAttributeValue = z.output<typeof apiAttributeValueSchema>;

export const apiAttributeSchema = z.strictObject({
  id,
  code: z.string().describe("The filter's query parameter and the key in a product's `attributes`"),
  name: z.string(),
  ...translations("name"),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().nullable().describe("A number's unit as shown after it, or null"),
  unit_code: z.string().nullable().describe("The unit's UN/CEFACT common code, or null"),
  is_filter: z.boolean(),
  position: z.int(),
  values: z.array(apiAttributeValueSchema).describe("A choice's values in order; [] for others"),
  categories: z.array(id).describe("The ids of the categories that list it"),
});
export type ApiAttribute = z.output<typeof apiAttributeSchema>;

/** PUT /api/categories/{id}/attributes and the order PUTs: ids in display order. */
export const attributeOrderSchema = z.object({
  ids: z.array(z.coerce.number().int().positive().max(LIMITS.id)).max(10_000),
});
