import { sql, type Transaction } from "kysely";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";

/**
 * docs/decisions/022-stateless-instances-and-catalogue-version.md: every catalogue write bumps one
 * row in the same transaction, so any instance can tell with one primary-key read whether what it
 * holds is current.
 */
export async function bumpCatalogueVersion(trx: Transaction<Database> | Db): Promise<void> {
  await trx
    .updateTable("catalogue_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .execute();
}

export async function getCatalogueVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom("catalogue_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}
