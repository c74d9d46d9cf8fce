import { DEMO_STORE_PROFILE, storeProfileSchema, type StoreProfile } from "~/lib/store-profile";
import { bumpCatalogueVersion } from "../catalogue/version.server";
import type { Db } from "../db/kysely";

const KEY = "store_profile";

/** The store profile; missing or outdated fields fall back to the demo values. */
export async function getStoreProfile(db: Db): Promise<StoreProfile> {
  const row = await db
    .selectFrom("store_setting")
    .select("value")
    .where("key", "=", KEY)
    .executeTakeFirst();
  if (!row) return DEMO_STORE_PROFILE;
  const parsed = storeProfileSchema.safeParse({ ...DEMO_STORE_PROFILE, ...JSON.parse(row.value) });
  return parsed.success ? parsed.data : DEMO_STORE_PROFILE;
}

export async function saveStoreProfile(
  db: Db,
  profile: StoreProfile,
  /** More writes that must commit with the profile or not at all (the audit row). */
  alongside?: (trx: Db) => Promise<void>,
): Promise<void> {
  const value = JSON.stringify(storeProfileSchema.parse(profile));
  const updated_at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("store_setting")
      .values({ key: KEY, value, updated_at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
      .execute();
    // Pages show the profile (footer, contact): cached pages must go too.
    await bumpCatalogueVersion(trx);
    await alongside?.(trx);
  });
}
