import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/languages";
import type { Db } from "../db/kysely";
import { readSetting, writeSetting } from "./setting-store.server";

// The language the shop's notice e-mails are written in (docs/decisions/053-outbox.md): a store
// setting under its own key, apart from the store profile, whose form and schema it does not touch.
// The storefront never shows it, so saving it leaves the catalogue version (and cached pages) be.

const KEY = "notification_locale";

/** The notices' language; Portuguese (the default language) until an administrator picks one. */
export async function getNotificationLocale(db: Db): Promise<Locale> {
  return readSetting(db, KEY, (value) => (isLocale(value) ? value : undefined), DEFAULT_LOCALE);
}

/** Saves the notices' language with its audit entry (who, and the language chosen). */
export async function saveNotificationLocale(
  db: Db,
  locale: Locale,
  actor: string | null,
): Promise<void> {
  await writeSetting(db, KEY, locale, { actor, detail: locale });
}
