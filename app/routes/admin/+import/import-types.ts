import type { Toast } from "~/lib/admin-result";

// What the "Importar" page's action answers (import-action.server.ts), for its components.

/** How many rows, errors and lines a page shows at most; the rest is counted (and downloadable). */
export const SHOWN_ROWS = 100;

export interface PreviewCounts {
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  newBrands: number;
  newCategories: number;
  errors: number;
  skipped: number;
  /** A product's variants the import creates, changes and removes (shown when any). */
  variantsCreate: number;
  variantsUpdate: number;
  variantsRemove: number;
}

/** A line of the preview's table: a product created or updated, or one of its variants. */
export type ChangeAction =
  "create" | "update" | "createVariant" | "updateVariant" | "removeVariant";

export interface ImportPreview {
  /** The plan's token: sent back with the same file to apply exactly this preview. */
  token: string;
  format: string;
  updateOnly: boolean;
  createMissing: boolean;
  counts: PreviewCounts;
  changes: {
    /** Its row in the file; null for a variant removed (no row names it). */
    row: number | null;
    sku: string | null;
    name: string | null;
    /** A variant's options' values as the file writes them ("voltagem: 220v"). */
    variant: string | null;
    action: ChangeAction;
    fields: string[];
  }[];
  /** How many lines the table would have in all (it shows SHOWN_ROWS). */
  changesTotal: number;
  errors: { row: number; column: string | null; message: string }[];
  skipped: { row: number; sku: string | null; message: string }[];
  newBrands: string[];
  newCategories: string[];
}

export interface PhotoLine {
  file: string;
  ok: boolean;
  message: string;
  /** An unknown SKU, listed apart. */
  unknownSku: string | null;
}

export interface ImportPageResult {
  intent: string;
  ok: boolean;
  toast?: Toast;
  /** A message about the whole form (file missing, unreadable, stale plan). */
  formError?: string;
  preview?: ImportPreview;
  applied?: PreviewCounts;
  photos?: { added: number; products: number; lines: PhotoLine[] };
}
