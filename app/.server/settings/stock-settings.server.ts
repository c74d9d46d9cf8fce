import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from "~/lib/stock";
import type { Db } from "../db/kysely";
import { bumpCatalogueVersion } from "../catalogue/version.server";
import { readSetting, writeSetting } from "./setting-store.server";

// The shop's low-stock threshold (Configurações): a tracked variant at or under it says
// "Últimas N unidades" (app/lib/stock.ts).

export const LOW_STOCK_KEY = "low_stock_threshold";

const readThreshold = (v: unknown) =>
  typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= MAX_LOW_STOCK_THRESHOLD
    ? v
    : undefined;

export function getLowStockThreshold(db: Db): Promise<number> {
  return readSetting(db, LOW_STOCK_KEY, readThreshold, DEFAULT_LOW_STOCK_THRESHOLD);
}

/** Saves the threshold; pages show stock with it, so the catalogue version moves with it. */
export async function saveLowStockThreshold(
  db: Db,
  threshold: number,
  actor: string | null,
): Promise<void> {
  await writeSetting(db, LOW_STOCK_KEY, threshold, {
    actor,
    detail: String(threshold),
    alongside: bumpCatalogueVersion,
  });
}
