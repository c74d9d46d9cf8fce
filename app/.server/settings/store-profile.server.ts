import { DEMO_STORE_PROFILE, storeProfileSchema, type StoreProfile } from "~/lib/store-profile";
import { deepFreeze } from "~/lib/deep-freeze";
import { bumpCatalogueVersion, byCatalogueVersion } from "../catalogue/version.server";
import type { Db } from "../db/kysely";
import { readSetting, writeSetting } from "./setting-store.server";

const KEY = "store_profile";

// Kept on globalThis: the server entry, which answers while the database is away, and the React
// Router build, which reads the profile, each hold a copy of this module.
const lastKey = Symbol.for("vitrine.lastKnownStoreProfile");
type Holder = { [lastKey]?: StoreProfile };

/**
 * The profile this process last read, or null when it never could: the page a shopper gets while
 * the database does not answer shows its phone and WhatsApp.
 */
export function lastKnownStoreProfile(): StoreProfile | null {
  return (globalThis as Holder)[lastKey] ?? null;
}

/**
 * The store profile; missing or outdated fields fall back to the demo values. Read and checked
 * once per catalogue version (saving it moves the version): its schema's check took a third of a
 * millisecond of every product page. Shared, so frozen.
 */
export async function getStoreProfile(db: Db): Promise<StoreProfile> {
  const profile = await (db.isTransaction
    ? readProfile(db)
    : byCatalogueVersion(db, KEY, () => readProfile(db)));
  (globalThis as Holder)[lastKey] = profile;
  return profile;
}

async function readProfile(db: Db): Promise<StoreProfile> {
  const profile = await readSetting(
    db,
    KEY,
    (value) =>
      value && typeof value === "object"
        ? storeProfileSchema.safeParse({ ...DEMO_STORE_PROFILE, ...value }).data
        : undefined,
    DEMO_STORE_PROFILE,
  );
  return deepFreeze(profile);
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
