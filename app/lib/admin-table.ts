import "./zod-csp";
import { z } from "zod";
import { LIMITS } from "./catalogue-schemas";

// The admin product table's URL (issue #18 item 7): filters, sort, direction, page size and view,
// all in the query string so a sorted, filtered page is a link and works without JavaScript.

export const TABLE_SORTS = ["name", "sku", "brand", "category", "price", "offer", "stock"] as const;
export type TableSort = (typeof TABLE_SORTS)[number];
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
});
export type AdminTableQuery = z.infer<typeof adminTableQuerySchema>;
