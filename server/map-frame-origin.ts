import { getCatalogueVersion } from "../app/.server/catalogue/version.server";
import { getDb } from "../app/.server/db/kysely";
import { getStoreProfile } from "../app/.server/settings/store-profile.server";
import { frameOriginOf } from "./security-headers";

/**
 * The origin the store's map is embedded from (docs/decisions/029-store-profile-settings.md: an
 * administrator sets the map's embed URL), the one origin pages may frame. Kept per catalogue
 * version, which every settings write bumps, so each instance re-reads the profile only after a
 * change.
 */
export class MapFrameOrigin {
  #version = -1;
  #origin: string | null = null;

  async get(knownVersion?: number): Promise<string | null> {
    try {
      const db = getDb();
      const version = knownVersion ?? (await getCatalogueVersion(db));
      if (version !== this.#version) {
        this.#origin = frameOriginOf((await getStoreProfile(db)).map_embed_url);
        this.#version = version;
      }
      return this.#origin;
    } catch {
      // No database, no map on the page either: frame nothing.
      return null;
    }
  }
}
