import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";

/**
 * docs/decisions/022-stateless-instances-and-catalogue-version.md: every catalogue write bumps one
 * row in the same transaction, so any instance can tell with one primary-key read whether what it
 * holds is current.
 */
export async function bumpCatalogueVersion(
  trx: Transaction<Database> | Kysely<Database>,
): Promise<void> {
  await trx
    .updateTable("catalogue_version")
    .set({ version: sql`version + 1` })
    .where("id", "=", 1)
    .execute();
}
