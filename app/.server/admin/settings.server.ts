import { ratesSetAt } from "~/lib/currency-rates";
import type { StoreProfile } from "~/lib/store-profile";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import { saveStoreProfile } from "../settings/store-profile.server";

/**
 * Saves the store profile (which bumps the catalogue version, so cached pages refresh) and
 * records who changed it, naming the fields that changed. The rates' date is the server's: now
 * when a rate changed or `renewRates` says the same rates hold today, else the one they had
 * (docs/decisions/054-currency-hint.md); whatever date the input carried is ignored.
 */
export async function saveStoreSettings(
  db: Db,
  before: StoreProfile,
  input: StoreProfile,
  actor: string,
  { renewRates = false, now = new Date() }: { renewRates?: boolean; now?: Date } = {},
): Promise<void> {
  const profile = { ...input, rates_set_at: ratesSetAt(before, input, now, renewRates) };
  const changed = (Object.keys(profile) as (keyof StoreProfile)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(profile[key]),
  );
  await saveStoreProfile(db, profile, (trx) =>
    recordAudit(trx, {
      actor,
      action: "settings",
      entity: "store_profile",
      detail: changed.join(",") || null,
    }),
  );
}
