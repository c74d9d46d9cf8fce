import "./zod-csp";
import { z } from "zod";
import { CODE_MAX_LENGTH, CODE_PATTERN } from "./attributes";

// A product's specifications as the JSON API and the product form send
// them. Apart from attribute-schemas.ts because the product schemas (catalogue-schemas.ts) embed it
// and attribute-schemas.ts reads catalogue-schemas.ts: one file each way would be a cycle.

/** Attributes one product may carry in one write. */
export const MAX_PRODUCT_ATTRIBUTES = 100;

/** A value's text as sent (a choice's code, a number as text): never longer than a label. */
const MAX_VALUE_TEXT = 100;

/**
 * A product's values by attribute code: a choice's value code, a number (or its text, "1,5"),
 * true/false (or "1"/"0"); null or "" leaves it empty. The whole set: attributes not named are
 * emptied. Codes and values are checked against the definitions by the write
 * (app/.server/catalogue/attribute-writes-products.server.ts), in its transaction.
 */
export const productAttributesSchema = z
  .record(
    // A code as the definitions write it (any case, spaces around): nothing else reaches a query.
    z
      .string()
      .max(CODE_MAX_LENGTH, "invalid")
      .refine((code) => CODE_PATTERN.test(code.trim().toLowerCase()), "invalid"),
    z.union([
      z
        .string()
        .max(MAX_VALUE_TEXT, "tooLong")
        .refine((v) => !v.includes("\u0000"), "invalid"),
      z.number(),
      z.boolean(),
      z.null(),
    ]),
    { message: "invalid" },
  )
  .refine((v) => Object.keys(v).length <= MAX_PRODUCT_ATTRIBUTES, "invalid")
  .describe(
    "The product's specifications by attribute code (GET /api/attributes): a choice's value code, a number, or true/false; null empties one. Replaces them all (absent: unchanged).",
  );
export type ProductAttributesInput = z.infer<typeof productAttributesSchema>;

/** The product form's field of an attribute: `attributes.<code>`, as the write's errors name it. */
export const ATTRIBUTE_FIELD_PREFIX = "attributes.";

/** Sent by every product form that shows the attributes: without it the values stay as they are. */
export const ATTRIBUTES_MARKER = "attributes_form";

/**
 * The values a product form sent (`attributes.<code>` fields), or undefined when the form did not
 * show them (no marker): the form's whole set, an empty field an empty value.
 */
export function attributesFromForm(
  fields: Record<string, unknown>,
): Record<string, string> | undefined {
  if (fields[ATTRIBUTES_MARKER] === undefined) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith(ATTRIBUTE_FIELD_PREFIX) && typeof value === "string") {
      out[key.slice(ATTRIBUTE_FIELD_PREFIX.length)] = value;
    }
  }
  return out;
}

/**
 * A form field's name from an issue's path: `attributes.<code>` for a value the schema refused
 * (too long), else what `otherwise` names (the gallery's fields, or the path's first segment).
 */
export function attributeFieldOf(
  otherwise: (path: readonly PropertyKey[]) => string,
): (path: readonly PropertyKey[]) => string {
  return (path) =>
    path[0] === "attributes" && typeof path[1] === "string"
      ? `${ATTRIBUTE_FIELD_PREFIX}${path[1]}`
      : otherwise(path);
}
