import type { StoreProfile } from "~/lib/store-profile";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import { saveStoreProfile } from "../settings/store-profile.server";

/**
 * Saves the store profile (which bumps the catalogue version, so cached pages refresh) and
 * records who changed it, naming the fields that changed.
 */
export async function saveStoreSettings(
  db: Db,
  before: StoreProfile,
  profile: StoreProfile,
  actor: string,
): Promise<void> {
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
