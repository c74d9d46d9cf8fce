import type { GalleryImage } from "../product-images.server";
import type { NewProductColumns, ProductChange } from "./changes.server";
import type { NewBrand, NewCategory, Ref } from "./references.server";
import type { ImportOptions, ParsedFile, RowError, SkipReason } from "./types";

// The plan of an import (plan.server.ts makes it, apply.server.ts writes it).

export interface PlannedCreate {
  row: number;
  columns: NewProductColumns;
  brand: Ref;
  category: Ref;
  gallery: GalleryImage[];
}

export interface PlannedUpdate extends ProductChange {
  row: number;
  id: number;
  sku: string | null;
}

export interface ImportPlan {
  /** The catalogue version the plan was made at: applying it at any other is refused. */
  catalogueVersion: number;
  options: ImportOptions;
  file: Pick<ParsedFile, "format" | "encoding" | "delimiter" | "columns">;
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
