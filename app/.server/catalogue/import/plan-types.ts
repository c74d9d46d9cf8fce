import type { ProductAttributeValue } from "~/lib/attributes";
import type { ProductVariantsInput } from "~/lib/variant-schemas";
import type { LinkType } from "~/lib/product-links";
import type { GalleryImage } from "../product-images.server";
import type { AttributeChange } from "./attribute-changes.server";
import type { NewProductColumns, ProductChange } from "./changes.server";
import type { NewBrand, NewCategory, Ref } from "./references.server";
import type { FieldKey, ImportOptions, ParsedFile, RowError, SkipReason } from "./types";

// The plan of an import (plan.server.ts makes it, apply.server.ts writes it).

/** One variant the import creates, changes or removes, as the preview names it. */
export interface VariantNote {
  action: "create" | "update" | "remove";
  /** Its row in the file; null for a variant the product's rows leave out (it is removed). */
  row: number | null;
  sku: string | null;
  /** Its options' values as the file writes them: attribute code → value code. */
  options: Record<string, string>;
  /** What an update changes: sku, price, original_price, is_special_offer, stock, options. */
  fields: FieldKey[];
}

/** A variant's columns an import sets without changing its product's variants as a whole. */
export interface VariantPatch {
  id: number;
  set: {
    price_cents?: number;
    original_price_cents?: number | null;
    is_special_offer?: boolean;
    offer_starts_at?: string | null;
    offer_ends_at?: string | null;
    stock?: number | null;
  };
}

/**
 * What an import does to a product's variants: the whole list through writeVariants when it
 * creates, removes, reorders or re-keys variants or changes the options; otherwise patches of
 * the variants that change (no per-product write for a stock sheet).
 */
export interface PlannedVariants {
  write?: ProductVariantsInput;
  patches?: VariantPatch[];
  notes: VariantNote[];
}

export interface PlannedCreate {
  row: number;
  columns: NewProductColumns;
  brand: Ref;
  category: Ref;
  gallery: GalleryImage[];
  /** Its specifications' values. */
  attributes: ProductAttributeValue[];
  /** Without options: its one variant's stock, when the file has the column. */
  stock?: number | null;
  /** With options: its variants, written once the product row is in. */
  variants?: PlannedVariants;
}

export interface PlannedUpdate extends ProductChange {
  row: number;
  id: number;
  sku: string | null;
  /** The specifications it sets and empties; `fields` names them as `attributes.{code}`. */
  attributes?: AttributeChange;
  /** Without options: its one variant's new stock. */
  stock?: number | null;
  /** Its name, for a preview that lists its variants' changes under it. */
  name?: string;
  /** Its variants' changes (fields names them: `variants`, and the variants' own columns). */
  variants?: PlannedVariants;
}

/** A column of the file: a product field's, a specification's, or neither (null: ignored). */
export interface PlanColumn {
  header: string;
  key: FieldKey | null;
}

export interface ImportPlan {
  /** The catalogue version the plan was made at: applying it at any other is refused. */
  catalogueVersion: number;
  options: ImportOptions;
  file: Pick<ParsedFile, "format" | "encoding" | "delimiter"> & { columns: PlanColumn[] };
  /** Data rows read (blank rows not counted). */
  rows: number;
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: { row: number; id: number; sku: string | null }[];
  skipped: { row: number; sku: string | null; reason: SkipReason }[];
  newBrands: NewBrand[];
  newCategories: NewCategory[];
  errors: RowError[];
  /** Its link columns' lists, row by row (link-columns.server.ts); absent without such columns. */
  links?: PlannedLinks[];
}

/** A row's link columns (link-columns.server.ts): by type, the linked products' SKUs, or `#id`. */
export interface PlannedLinks {
  row: number;
  id: number | null;
  sku: string | null;
  /** By type: the linked products' SKUs, or `#id`. */
  lists: Partial<Record<LinkType, string[]>>;
}
