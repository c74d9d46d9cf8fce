import type { ProductAttributeValue } from "~/lib/attributes";
import type { GalleryImage } from "../product-images.server";
import type { AttributeChange } from "./attribute-changes.server";
import type { NewProductColumns, ProductChange } from "./changes.server";
import type { NewBrand, NewCategory, Ref } from "./references.server";
import type { FieldKey, ImportOptions, ParsedFile, RowError, SkipReason } from "./types";

// The plan of an import (plan.server.ts makes it, apply.server.ts writes it).

export interface PlannedCreate {
  row: number;
  columns: NewProductColumns;
  brand: Ref;
  category: Ref;
  gallery: GalleryImage[];
  /** Its specifications' values. */
  attributes: ProductAttributeValue[];
}

export interface PlannedUpdate extends ProductChange {
  row: number;
  id: number;
  sku: string | null;
  /** The specifications it sets and empties; `fields` names them as `attributes.{code}`. */
  attributes?: AttributeChange;
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
}
