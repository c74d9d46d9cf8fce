import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";

// The store_setting table holds one JSON value per key: the store profile, the enquiries'
// retention, the notices' language. One reader and one writer for all of them.

/**
 * A setting's value, or `fallback` when it was never saved or what is saved no longer reads
 * (`read` answers undefined for a value it does not accept).
 */
export async function readSetting<T>(
  db: Db,
  key: string,
  read: (value: unknown) => T | undefined,
  fallback: T,
): Promise<T> {
  const row = await db
    .selectFrom("store_setting")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return fallback;
  try {
    return read(JSON.parse(row.value)) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Saves a setting and its audit entry (`settings`, the key, `detail`) in one transaction, with
 * `alongside` for more writes that must commit with it (a catalogue version bump).
 */
export async function writeSetting(
  db: Db,
  key: string,
  value: unknown,
  {
    actor,
    detail,
    alongside,
  }: { actor?: string | null; detail?: string; alongside?: (trx: Db) => Promise<void> } = {},
): Promise<void> {
  const text = JSON.stringify(value);
  const updated_at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("store_setting")
      .values({ key, value: text, updated_at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: text, updated_at }))
      .execute();
    if (actor !== undefined) {
      await recordAudit(trx, { actor, action: "settings", entity: key, detail: detail ?? null });
    }
    await alongside?.(trx);
  });
}
