import type { Db } from "../db/kysely";
import { getStoreProfile } from "./store-profile.server";

// The shop's low-stock threshold (Configurações, kept in the store profile): a tracked variant at
// or under it says "Últimas N unidades" (app/lib/stock.ts).

export async function getLowStockThreshold(db: Db): Promise<number> {
  return (await getStoreProfile(db)).low_stock_threshold;
}
