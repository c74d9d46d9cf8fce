import { RETENTION_DEFAULT_MONTHS, retentionSchema } from "~/lib/enquiry-admin";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";
import { readSetting, writeSetting } from "../settings/setting-store.server";

// Privacy (docs/decisions/055-enquiry-privacy-and-clicks.md): an enquiry's personal data
// (the shopper's name, contact, city and message, and the staff's notes about them) is kept for
// the months the shop sets, 12 by default, then erased by a daily job; an enquiry's data can be
// erased at once on the shopper's request. What remains (reference, date, language, channel,
// status, the lines and their prices) names nobody and keeps the shop's figures whole.

const KEY = "enquiry_retention";

/** How many months an enquiry's personal data is kept (the setting, or the default). */
export async function getRetentionMonths(db: Db): Promise<number> {
  return readSetting(
    db,
    KEY,
    (value) => retentionSchema.safeParse(value).data?.months,
    RETENTION_DEFAULT_MONTHS,
  );
}

/** Sets the retention and records who did, in one transaction. */
export async function saveRetentionMonths(
  db: Db,
  months: number,
  actor: string | null,
): Promise<void> {
  const value = retentionSchema.parse({ months });
  await writeSetting(db, KEY, value, { actor, detail: JSON.stringify(value) });
}

/**
 * The instant before which enquiries lose their personal data: `months` calendar months before
 * `now` (UTC; the 31st of a shorter month falls on its last day, as people count months).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/** The columns that name or describe a person, emptied by an erasure. */
const ERASED = { name: null, contact: null, city: null, message: null, notes: null } as const;

/**
 * Erases one enquiry's personal data now (a shopper's request) and records it in the audit log
 * (reference only). Answers its reference, or undefined for an unknown id; erasing again changes
 * nothing and logs nothing.
 */
export async function eraseEnquiry(
  db: Db,
  id: number,
  actor: string | null,
  now = new Date(),
): Promise<{ reference: string; erasedAt: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("enquiry")
      .select(["reference", "erased_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.erased_at) return { reference: row.reference, erasedAt: row.erased_at };
    const at = now.toISOString();
    await trx
      .updateTable("enquiry")
      .set({ ...ERASED, erased_at: at, updated_at: at })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, {
      actor,
      action: "update",
      entity: "enquiry",
      entityId: id,
      detail: JSON.stringify({ reference: row.reference, erased: true }),
    });
    return { reference: row.reference, erasedAt: at };
  });
}

/**
 * The daily job: erases the personal data of every enquiry sent before the retention's cut-off
 * and not erased yet, in one statement, with one audit entry saying how many (none when none).
 */
export async function eraseExpiredEnquiries(db: Db, now = new Date()): Promise<number> {
  const months = await getRetentionMonths(db);
  const cutoff = retentionCutoff(now, months).toISOString();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("enquiry")
      .set({ ...ERASED, erased_at: at, updated_at: at })
      .where("erased_at", "is", null)
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    const erased = Number(result.numUpdatedRows);
    if (erased > 0) {
      await recordAudit(trx, {
        actor: null,
        action: "delete",
        entity: "enquiry_data",
        detail: JSON.stringify({ erased, before: cutoff, months }),
      });
    }
    return erased;
  });
}
