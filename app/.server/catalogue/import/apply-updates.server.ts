import type { Transaction } from "kysely";
import { writeProductRows, type ProductRowUpdate } from "../product-rows.server";
import { variantsFollowProducts } from "../variant-summary.server";
import type { Database } from "../../db/schema";

type Trx = Transaction<Database>;
export type { ProductRowUpdate };

/**
 * Writes each row's columns to its product; then (unless `follow` is false: the rows are the
 * summary of the variants) the variants follow the prices, offer, stock or SKU set.
 */
export async function writeProductUpdates(
  trx: Trx,
  rows: readonly ProductRowUpdate[],
  { follow = true } = {},
): Promise<void> {
  await writeProductRows(trx, rows);
  if (!follow) return;
  // Prices, offer, stock or SKU set on the rows: their variants follow.
  await variantsFollowProducts(
    trx,
    rows.filter((r) => Object.keys(r.set).some((c) => VARIANT_COLUMNS.has(c))).map((r) => r.id),
  );
}

/** The product columns its variants carry (variant-summary.server.ts). */
const VARIANT_COLUMNS: ReadonlySet<string> = new Set([
  "sku",
  "price_cents",
  "original_price_cents",
  "is_special_offer",
  "offer_starts_at",
  "offer_ends_at",
  "in_stock",
]);
