import type { ColumnType, Generated, Selectable } from "kysely";
import type { ContentColumns } from "~/lib/localized";

/** SQLite returns 0/1 for booleans, PostgreSQL true/false; we write booleans. */
type Bool = ColumnType<boolean | number, boolean, boolean>;

/** How an attribute's value is given (app/lib/attributes.ts). */
export type AttributeType = "choice" | "number" | "boolean";

/**
 * A specification the administrator defines (migration 2026-11-28T0000): a language-neutral code
 * (the filter's query parameter), its name in every language, its type, a number's unit and its
 * UN/CEFACT code, whether shoppers filter by it, and its order.
 */
export interface AttributeTable extends ContentColumns<"name"> {
  id: Generated<number>;
  code: string;
  name: string;
  type: AttributeType;
  unit: string | null;
  unit_code: string | null;
  is_filter: Bool;
  position: number;
  created_at: string;
  updated_at: string;
}

/** One value of a choice attribute: a code (in filter URLs) and its label in every language. */
export interface AttributeValueTable extends ContentColumns<"label"> {
  id: Generated<number>;
  attribute_id: number;
  code: string;
  label: string;
  position: number;
}

/** The attributes a category's products carry, in order. */
export interface CategoryAttributeTable {
  category_id: number;
  attribute_id: number;
  position: number;
}

/** A product's value of one attribute: a choice's value id, or a number (yes/no as 1 or 0). */
export interface ProductAttributeTable {
  product_id: number;
  attribute_id: number;
  value_id: number | null;
  number_value: number | null;
}

export type Attribute = Selectable<AttributeTable>;
export type AttributeValue = Selectable<AttributeValueTable>;
