import { DEMO_STORE_PROFILE, storeProfileSchema, type StoreProfile } from "~/lib/store-profile";
import { bumpCatalogueVersion } from "../catalogue/version.server";
import type { Db } from "../db/kysely";
import { readSetting, writeSetting } from "./setting-store.server";

const KEY = "store_profile";

/** The store profile; missing or outdated fields fall back to the demo values. */
export async function getStoreProfile(db: Db): Promise<StoreProfile> {
  return readSetting(
    db,
    KEY,
    (value) =>
      value && typeof value === "object"
        ? storeProfileSchema.safeParse({ ...DEMO_STORE_PROFILE, ...value }).data
        : undefined,
    DEMO_STORE_PROFILE,
  );
}

export async function saveStoreProfile(
  db: Db,
  profile: StoreProfile,
  /** More writes that must commit with the profile or not at all (the audit row). */
  alongside?: (trx: Db) => Promise<void>,
): Promise<void> {
  await writeSetting(db, KEY, storeProfileSchema.parse(profile), {
    alongside: async (trx) => {
      // Pages show the profile (footer, contact): cached pages must go too.
      await bumpCatalogueVersion(trx);
      await alongside?.(trx);
    },
  });
}
