import "./zod-csp";
import { z } from "zod";
import { CODE_MAX_LENGTH, CODE_PATTERN } from "./attributes";
import { coerceBool, LIMITS, withoutNul } from "./catalogue-schemas";
import { localizedShape } from "./localized";

// Specifications (docs/decisions/062-specifications-and-facets.md): what the back office's
// Especificações section and the JSON API's attribute writes read. One schema per write, shared by
// both (docs/decisions/007-one-zod-schema-per-input.md); messages are keys of app/i18n/*/api.ts
// `fields`, worded where shown.

export const ATTRIBUTE_TYPES = ["choice", "number", "boolean"] as const;

export const ATTRIBUTE_LIMITS = {
  name: 100,
  label: 100,
  unit: 20,
  /** Values of one choice attribute: a filter group longer than this is not a filter anymore. */
  values: 500,
} as const;

/** A code as typed: trimmed and lower-cased, then letters, digits and dashes (as in a URL). */
export const codeSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z
    .string({ message: "required" })
    .min(1, "required")
    .max(CODE_MAX_LENGTH, "tooLong")
    .regex(CODE_PATTERN, "invalidCode"),
);

const requiredText = (max: number) =>
  z
    .string({ message: "required" })
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .refine(withoutNul, "invalid");

const optionalText = (max: number) =>
  z
    .preprocess(
      (v) => (v == null ? null : typeof v === "string" && v.trim() === "" ? null : v),
      z.string().trim().max(max, "tooLong").refine(withoutNul, "invalid").nullable(),
    )
    .optional()
    .transform((v) => v ?? null);

const bool = z.preprocess(coerceBool, z.boolean());

const id = z.coerce
  .number({ message: "invalid" })
  .int("invalid")
  .positive("invalid")
  .max(LIMITS.id, "invalid");

/** An attribute's fields as an update reads them: each parsed when sent, none filled in. */
const attributeFieldsSchema = z.object({
  code: codeSchema.describe(
    "Language-neutral: the filter's query parameter and the key of a product's `attributes`",
  ),
  name: requiredText(ATTRIBUTE_LIMITS.name),
  ...localizedShape("name", () => optionalText(ATTRIBUTE_LIMITS.name)),
  type: z
    .enum(ATTRIBUTE_TYPES, { message: "invalid" })
    .describe("choice: one of its values; number: a number in `unit`; boolean: yes or no"),
  unit: optionalText(ATTRIBUTE_LIMITS.unit).describe(
    'A number\'s unit as shown after it ("W", "mm"); ignored for other types',
  ),
  unit_code: z
    .preprocess(
      (v) => (v == null || (typeof v === "string" && v.trim() === "") ? null : v),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2,3}$/, "invalidUnitCode")
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null)
    .describe('The unit\'s UN/CEFACT common code for JSON-LD ("WTT", "MMT", "KGM")'),
  is_filter: bool.describe("Whether shoppers filter product lists by it"),
  categories: z
    .array(id, { message: "invalid" })
    .max(1000, "invalid")
    .describe(
      "The ids of the categories that list it; a category new to the list gets it last, one left out loses it",
    ),
});

/** A new attribute: a filter unless told otherwise; no categories unless given. */
export const attributeInputSchema = attributeFieldsSchema.extend({
  is_filter: bool.default(true),
  categories: attributeFieldsSchema.shape.categories.default([]),
});
export type AttributeInput = z.infer<typeof attributeInputSchema>;

/** Only the fields sent change (the API's PUT and PATCH; the back office sends them all). */
export const attributePatchSchema = attributeFieldsSchema.partial();
export type AttributePatch = z.infer<typeof attributePatchSchema>;

const valueFieldsSchema = z.object({
  code: codeSchema.describe("Language-neutral: in filter URLs and in a product's `attributes`"),
  label: requiredText(ATTRIBUTE_LIMITS.label),
  ...localizedShape("label", () => optionalText(ATTRIBUTE_LIMITS.label)),
});

/** A value of a choice attribute: its code and its label in every language. */
export const attributeValueInputSchema = valueFieldsSchema;
export type AttributeValueInput = z.infer<typeof attributeValueInputSchema>;
export const attributeValuePatchSchema = valueFieldsSchema.partial();
export type AttributeValuePatch = z.infer<typeof attributeValuePatchSchema>;

/** Merging a value into another of the same attribute: its products get `into`, it goes. */
export const valueMergeSchema = z.object({
  into: z
    .preprocess(
      (v) => (v === "" || v == null ? undefined : v),
      z.coerce
        .number({ message: "required" })
        .int("invalid")
        .positive("invalid")
        .max(LIMITS.id, "invalid"),
    )
    .describe("The value kept: products with the merged value get this one"),
});

/** "Delete it anyway": the number of products that lose it, as the refusal (409) named it. */
export const deleteConfirmSchema = z.object({
  confirm: z.coerce.number().int().min(0).max(LIMITS.id).optional().catch(undefined),
});
