import type { ColumnType, Generated, Selectable } from "kysely";

/** SQLite returns 0/1 for booleans, PostgreSQL true/false; we write booleans. */
type Bool = ColumnType<boolean | number, boolean, boolean>;

/**
 * One of a product's options (migration 2026-11-29T0000): a choice attribute of its category, in
 * the order the picker shows them (docs/decisions/065-product-variants.md).
 */
export interface ProductOptionTable {
  product_id: number;
  attribute_id: number;
  position: number;
}

/**
 * One variant of a product: its SKU (unique in the shop), prices, offer, stock (null: not
 * tracked), order, and `combination` (its sorted `attribute:value` ids; empty for a product
 * without options), unique per product.
 */
export interface VariantTable {
  id: Generated<number>;
  product_id: number;
  sku: string | null;
  combination: string;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: Bool;
  /** The offer's window (UTC ISO instants; null: open on that side): outside it, no offer. */
  offer_starts_at: string | null;
  offer_ends_at: string | null;
  stock: number | null;
  position: number;
  created_at: string;
  updated_at: string;
}

/** A variant's value of one of its product's options. */
export interface VariantValueTable {
  variant_id: number;
  attribute_id: number;
  value_id: number;
}

/** One of a variant's own pictures, named by the product gallery picture's hash or URL. */
export interface VariantImageTable {
  variant_id: number;
  position: number;
  image_hash: string | null;
  image_url: string | null;
}

export type Variant = Selectable<VariantTable>;
