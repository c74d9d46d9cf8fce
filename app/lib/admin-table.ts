import "./zod-csp";
import { z } from "zod";
import { LIMITS } from "./catalogue-schemas";

// The admin product table's URL: filters, sort, direction, page size and view,
// all in the query string so a sorted, filtered page is a link and works without JavaScript.

export const TABLE_SORTS = ["name", "sku", "brand", "category", "price", "offer", "stock"] as const;
export type TableSort = (typeof TABLE_SORTS)[number];
export const STOCK_FILTERS = ["low", "out"] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const PER_PAGE_CHOICES = [50, 100, 200] as const;
export type SortDirection = "asc" | "desc";

export const adminTableQuerySchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  category: z.coerce.number().int().positive().max(LIMITS.id).optional().catch(undefined),
  brand: z.coerce.number().int().positive().max(LIMITS.id).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  edit: z.string().max(20).optional().catch(undefined),
  sort: z.enum(TABLE_SORTS).catch("name").default("name"),
  dir: z.enum(["asc", "desc"]).catch("asc").default("asc"),
  per: z.coerce
    .number()
    .refine((n): n is (typeof PER_PAGE_CHOICES)[number] =>
      (PER_PAGE_CHOICES as readonly number[]).includes(n),
    )
    .catch(50)
    .default(50),
  view: z.enum(["table", "grid"]).catch("table").default("table"),
  /** An attribute's code: its column is shown. Unknown codes show none. */
  col: z.string().trim().max(100).optional().catch(undefined),
  /** A specification filter, `code:value` (specParam); an unknown one filters nothing. */
  spec: z.string().trim().max(200).optional().catch(undefined),
  /**
   * Products by their variants' stock: `low`, a tracked variant at or under the shop's threshold
   * (above 0); `out`, a variant sold out (tracked at 0).
   */
  stock: z.enum(STOCK_FILTERS).optional().catch(undefined),
});
export type AdminTableQuery = z.infer<typeof adminTableQuerySchema>;

/** The table's filters as its page holds them (empty or null: not filtered by it). */
export interface TableFilters {
  q: string;
  category: number | null;
  brand: number | null;
  spec: string;
  stock: StockFilter | "";
}

/** Whether any filter narrows the table. */
export const isFiltered = (f: TableFilters) =>
  f.q !== "" || f.category !== null || f.brand !== null || f.spec !== "" || f.stock !== "";

/** The table's "without a value" choice of a specification filter. */
export const SPEC_NONE = "-";

/**
 * A specification filter as the URL holds it: `voltagem:220v` (a choice's value code),
 * `potencia:650` (a number), `sem-fio:1` (yes/no as 1/0), `voltagem:-` (without a value).
 */
export const specParam = (code: string, value: string) => `${code}:${value}`;

/** The attribute code and value of a `spec` parameter, or null when it is not one. */
export function parseSpecParam(spec: string | undefined): { code: string; value: string } | null {
  const at = spec?.indexOf(":") ?? -1;
  if (!spec || at <= 0 || at === spec.length - 1) return null;
  return { code: spec.slice(0, at), value: spec.slice(at + 1) };
}
