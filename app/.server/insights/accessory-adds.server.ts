import { contentColumns, localized } from "~/lib/localized";
import type { Db } from "../db/kysely";
import { accessoryIds } from "./recorder.server";
import { periodDays, type InsightQuery } from "./insight-rollups.server";

// Which accessories shoppers add to the quote list from a product's page
// (docs/decisions/067-product-links.md), from the daily rollups of `accessory_add`, whose item is
// "<accessory id>:<product id>" (recorder.server.ts).

export interface AccessoryAddRow {
  accessory: { id: number; name: string; sku: string | null };
  from: { id: number; name: string; sku: string | null };
  count: number;
}

/** The most added accessories with the product whose page they were added from; deleted ones left out. */
export async function readAccessoryAdds(
  db: Db,
  q: InsightQuery,
  limit = 10,
): Promise<AccessoryAddRow[]> {
  const { from } = periodDays(q.days, q.now);
  let query = db
    .selectFrom("insight_daily")
    .select((eb) => ["item", eb.fn.sum<number>("count").as("n")])
    .where("kind", "=", "accessory_add")
    .where("day", ">=", from);
  if (q.locale) query = query.where("locale", "=", q.locale);
  const top = await query
    .groupBy("item")
    .orderBy("n", "desc")
    .orderBy("item")
    .limit(limit)
    .execute();
  const pairs = top.map((r) => ({ ids: accessoryIds(r.item), count: Number(r.n) }));
  const ids = [...new Set(pairs.flatMap((p) => p.ids))].filter(Number.isInteger);
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("product")
    .select(["id", "sku", ...contentColumns("name")])
    .where("id", "in", ids)
    .execute();
  const named = new Map(
    rows.map((r) => [r.id, { id: r.id, name: localized(r, "name", q.namesIn), sku: r.sku }]),
  );
  return pairs.flatMap(({ ids: [a, b], count }) => {
    const accessory = named.get(a);
    const product = named.get(b);
    return accessory && product ? [{ accessory, from: product, count }] : [];
  });
}
