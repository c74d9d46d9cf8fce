import type { ApiAttribute } from "~/lib/api-attribute-schemas";
import type { AttributeDef, ProductAttributeValue } from "~/lib/attributes";
import { perLanguage, type ContentColumns, type Localizable } from "~/lib/localized";
import {
  loadAttributes,
  orderedValues,
  type AttributeCatalogue,
} from "../catalogue/attributes.server";
import type { Db } from "../db/kysely";

// The JSON shapes of specifications, typed by their Zod output schemas
// (app/lib/api-attribute-schemas.ts), from which /api/openapi.json is generated.

/** The categories that list each attribute: the catalogue's lists read the other way round. */
function categoriesByAttribute(catalogue: AttributeCatalogue): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const [categoryId, ids] of catalogue.byCategory) {
    for (const id of ids) out.set(id, [...(out.get(id) ?? []), categoryId]);
  }
  return out;
}

export function apiAttribute(def: AttributeDef, categories: number[]): ApiAttribute {
  return {
    id: def.id,
    code: def.code,
    name: def.name,
    ...ownTexts(def, "name"),
    type: def.type,
    unit: def.unit,
    unit_code: def.unitCode,
    is_filter: def.isFilter,
    position: def.position,
    values: def.values.map((v) => ({
      id: v.id,
      code: v.code,
      label: v.label,
      ...ownTexts(v, "label"),
      position: v.position,
    })),
    categories: [...categories].sort((a, b) => a - b),
  };
}

/** A definition's own texts in the other languages, null where it has none (as the API says). */
function ownTexts<F extends string>(row: Localizable<F>, field: F): ContentColumns<F> {
  // Localizable's other-language keys are optional; indexing by a built key loses their type.
  const texts = row as Partial<Record<string, string | null>>;
  return perLanguage(field, (l) => texts[`${field}_${l}`] ?? null);
}

/** Every attribute, in order, with its values and categories. */
export async function apiAttributes(db: Db): Promise<ApiAttribute[]> {
  const catalogue = await loadAttributes(db);
  const categories = categoriesByAttribute(catalogue);
  return catalogue.attributes.map((a) => apiAttribute(a, categories.get(a.id) ?? []));
}

/** One attribute, or undefined. */
export async function apiAttributeById(db: Db, id: number): Promise<ApiAttribute | undefined> {
  const catalogue = await loadAttributes(db);
  const def = catalogue.byId.get(id);
  return def && apiAttribute(def, categoriesByAttribute(catalogue).get(id) ?? []);
}

/**
 * A product's `attributes`: `{ code: value }` in its category's order; a choice by its value's
 * code, a number as a number, yes/no as true/false.
 */
export function apiProductAttributes(
  catalogue: AttributeCatalogue,
  categoryId: number | null,
  values: readonly ProductAttributeValue[],
): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const { def, value } of orderedValues(catalogue, categoryId, values)) {
    if (def.type === "choice") {
      const code = def.values.find((v) => v.id === value.valueId)?.code;
      if (code !== undefined) out[def.code] = code;
    } else if (value.number != null) {
      out[def.code] = def.type === "boolean" ? value.number !== 0 : value.number;
    }
  }
  return out;
}
