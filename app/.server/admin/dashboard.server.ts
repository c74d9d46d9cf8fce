import { latestAudit } from "../audit/audit.server";
import { countProducts } from "../catalogue/products.server";
import type { Db } from "../db/kysely";
import { getLowStockThreshold } from "../settings/stock-settings.server";

export interface DashboardCounts {
  products: number;
  admins: number;
  categories: number;
  brands: number;
  posters: number;
  outOfStock: number;
  offers: number;
}

async function countRows(db: Db, table: "category" | "brand" | "poster"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Active administrators: role admin, status active and not banned, the same test the guard
 * applies on every request (docs/decisions/031-back-office-sections.md: the real count, not the
 * spec's fixed 2).
 */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The dashboard's figures (docs/product-rules.md §2 "Dashboard", widened by
 * docs/decisions/031-back-office-sections.md).
 */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const [products, admins, categories, brands, posters, outOfStock, offers] = await Promise.all([
    countProducts(db),
    countActiveAdmins(db),
    countRows(db, "category"),
    countRows(db, "brand"),
    countRows(db, "poster"),
    countProducts(db, { inStock: false }),
    countProducts(db, { offers: true }),
  ]);
  return { products, admins, categories, brands, posters, outOfStock, offers };
}

/** How many variants need stock: low (tracked, above 0, at or under the threshold) and sold out. */
export interface VariantStockCounts {
  low: number;
  soldOut: number;
}

/**
 * The dashboard's stock figures (docs/decisions/065-product-variants.md): variants, not products,
 * so a drill whose 127 V is sold out counts though its 220 V is in stock. The product table's
 * "estoque baixo" and "esgotado" filters list the products that hold them.
 */
export async function variantStockCounts(db: Db): Promise<VariantStockCounts> {
  const threshold = await getLowStockThreshold(db);
  const row = await db
    .selectFrom("variant")
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb("stock", ">", 0), eb("stock", "<=", threshold)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("low"),
      eb.fn
        .sum<number | string | null>(eb.case().when("stock", "=", 0).then(1).else(0).end())
        .as("sold_out"),
    ])
    .where("stock", "is not", null)
    .executeTakeFirst();
  // PostgreSQL sums are bigint, which pg gives as text; no row sums to null.
  return { low: Number(row?.low ?? 0), soldOut: Number(row?.sold_out ?? 0) };
}

export interface ActivityEntry {
  id: number;
  who: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  detail: string | null;
  at: string;
}

/** The latest administrator actions from the audit log: who, what, when. */
export async function recentActivity(db: Db, limit = 10): Promise<ActivityEntry[]> {
  const rows = await latestAudit(db, limit);
  return rows.map((r) => ({
    id: Number(r.id),
    who: r.user_name,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    detail: r.detail,
    at: r.created_at,
  }));
}
