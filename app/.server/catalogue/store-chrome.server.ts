import type { Locale } from "~/i18n/locale";
import type { Db } from "../db/kysely";
import { getStoreProfile } from "../settings/store-profile.server";
import { listCategories } from "./categories.server";
import { listPosters } from "./posters.server";
import { byCatalogueVersion } from "./version.server";

/**
 * What every store page reads around its own content: the categories for the navigation, the
 * store profile (strip, footer, rates) and the active posters (the share image). Kept while the
 * catalogue version stays the same, as every write of them bumps it (the profile's, the posters',
 * the catalogue import's new categories): one primary-key read per page instead of three queries and a
 * parse of the profile. What depends on the clock (whether the rates are fresh) is decided by the
 * caller, never kept here.
 */
export function storeChrome(db: Db, locale: Locale) {
  return byCatalogueVersion(db, `store-chrome:${locale}`, async () => {
    const [categories, profile, posters] = await Promise.all([
      listCategories(db, locale),
      getStoreProfile(db),
      listPosters(db, { activeOnly: true }),
    ]);
    return { categories, profile, posters };
  });
}
