import { sql } from "kysely";
import type { WhatsappClick } from "~/lib/whatsapp-clicks";
import type { Db } from "../db/kysely";

// WhatsApp clicks counted per product, day (UTC) and source, for the insights to come
// (docs/decisions/055-enquiry-privacy-and-clicks.md). Counts only: no address, no agent, no time
// of day.

/** The day a click counts under: its UTC date, YYYY-MM-DD. */
export const clickDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Adds one click to each product named (once each, whatever repeats) that exists; unknown ids are
 * ignored, as a click on a product deleted since is nobody's error. One statement.
 */
export async function countWhatsappClicks(
  db: Db,
  click: WhatsappClick,
  now = new Date(),
): Promise<void> {
  const ids = [...new Set(click.product_ids)];
  const day = clickDay(now);
  await db
    .insertInto("whatsapp_click")
    .columns(["product_id", "day", "source", "clicks"])
    .expression((eb) =>
      eb
        .selectFrom("product")
        .select((s) => [
          "product.id",
          sql<string>`${day}`.as("day"),
          sql<string>`${click.source}`.as("source"),
          s.lit(1).as("clicks"),
        ])
        // SQLite reads an INSERT … SELECT … ON CONFLICT only with a WHERE before the ON.
        .where("product.id", "in", ids),
    )
    .onConflict((oc) =>
      oc
        .columns(["product_id", "day", "source"])
        .doUpdateSet({ clicks: sql<number>`whatsapp_click.clicks + 1` }),
    )
    .execute();
}

export interface ProductClicks {
  productId: number;
  sku: string | null;
  name: string;
  clicks: number;
}

/** The products with most WhatsApp clicks from `days` days ago to today, most first. */
export async function topWhatsappProducts(
  db: Db,
  { days = 7, limit = 5, now = new Date() }: { days?: number; limit?: number; now?: Date } = {},
): Promise<{ total: number; top: ProductClicks[] }> {
  const since = clickDay(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
  const [top, total] = await Promise.all([
    db
      .selectFrom("whatsapp_click as w")
      .innerJoin("product as p", "p.id", "w.product_id")
      .select((eb) => ["p.id", "p.sku", "p.name", eb.fn.sum<number>("w.clicks").as("clicks")])
      .where("w.day", ">=", since)
      .groupBy(["p.id", "p.sku", "p.name"])
      .orderBy("clicks", "desc")
      .orderBy("p.id")
      .limit(limit)
      .execute(),
    db
      .selectFrom("whatsapp_click")
      .select((eb) => eb.fn.sum<number>("clicks").as("n"))
      .where("day", ">=", since)
      .executeTakeFirst(),
  ]);
  return {
    total: Number(total?.n ?? 0),
    top: top.map((r) => ({
      productId: r.id,
      sku: r.sku,
      name: r.name,
      clicks: Number(r.clicks),
    })),
  };
}
