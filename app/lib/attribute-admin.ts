import type { ActionResult } from "./admin-result";
import type { AttributeDef, ProductAttributeValue } from "./attributes";
import { coerceBool } from "./catalogue-schemas";

// The back office's specifications, shared by its pages, forms and actions:
// how their forms name fields, what their actions answer besides a toast, and the definitions as
// the product form and table receive them from their loaders.

/** A category's checkbox in the attribute form: `category-<id>`. */
export const CATEGORY_FIELD_PREFIX = "category-";

/**
 * The attribute form's fields as attributeInputSchema reads them: the ticked categories as one
 * list, the filter checkbox as a boolean (unticked sends nothing: not a filter).
 */
export function attributeFormInput(fields: Record<string, unknown>): Record<string, unknown> {
  const categories: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith(CATEGORY_FIELD_PREFIX))
      categories.push(key.slice(CATEGORY_FIELD_PREFIX.length));
    else rest[key] = value;
  }
  return { ...rest, categories, is_filter: coerceBool(fields.is_filter ?? "") };
}

/** A delete that waits for its confirmation: what goes, and how many products lose it. */
export interface PendingRemoval {
  kind: "attribute" | "value";
  id: number;
  /** The attribute's or the value's name, in the administrator's language. */
  label: string;
  /** Products that lose it: the number the confirmation sends back. */
  uses: number;
}

/** What the specifications' actions answer: a toast and field messages, or a delete to confirm. */
export interface AttributeResult extends ActionResult {
  remove?: PendingRemoval;
}

/** The delete to confirm in an action's answer, when it asks for one. */
export function removalOf(result: ActionResult | undefined): PendingRemoval | undefined {
  return result && "remove" in result ? (result as AttributeResult).remove : undefined;
}

/** The definitions as the product form and table receive them (JSON: a record, not a Map). */
export interface AdminAttributeCatalogue {
  attributes: AttributeDef[];
  /** Each category's attribute ids in its order, by category id. */
  byCategory: Record<string, number[]>;
}

/** A category's attributes, in its order (none without a category). */
export function categoryAttributes(
  catalogue: AdminAttributeCatalogue,
  categoryId: number | null | undefined,
): AttributeDef[] {
  if (categoryId == null) return [];
  const byId = new Map(catalogue.attributes.map((a) => [a.id, a]));
  return (catalogue.byCategory[String(categoryId)] ?? []).flatMap((id) => byId.get(id) ?? []);
}

/**
 * A product's values as the product form's fields hold them, by attribute code: a choice's value
 * code, a number as written in JSON ("1.5"), yes/no as "1"/"0".
 */
export function attributeFormValues(
  catalogue: AdminAttributeCatalogue,
  values: readonly ProductAttributeValue[],
): Record<string, string> {
  const byId = new Map(catalogue.attributes.map((a) => [a.id, a]));
  const out: Record<string, string> = {};
  for (const value of values) {
    const def = byId.get(value.attributeId);
    if (!def) continue;
    if (def.type === "choice") {
      const code = def.values.find((v) => v.id === value.valueId)?.code;
      if (code) out[def.code] = code;
    } else if (value.number != null) {
      out[def.code] = def.type === "boolean" ? (value.number ? "1" : "0") : String(value.number);
    }
  }
  return out;
}
