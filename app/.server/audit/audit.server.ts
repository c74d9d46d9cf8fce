import type { Transaction } from "kysely";
import type { Db } from "../db/kysely";
import type { Database } from "../db/schema";

export interface AuditEntry {
  actor: string | null;
  /** `import`: one entry per catalogue import, its counts as JSON in `detail`. */
  action: "create" | "update" | "delete" | "reorder" | "settings" | "user" | "import";
  entity: string;
  entityId?: string | number | null;
  detail?: string | null;
}

/** Records who did what and when; called inside the write's own transaction. */
export async function recordAudit(
  db: Db | Transaction<Database>,
  entry: AuditEntry,
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      user_id: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      detail: entry.detail ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export async function latestAudit(db: Db, limit = 10) {
  return db
    .selectFrom("audit_log")
    .leftJoin("user", "user.id", "audit_log.user_id")
    .select([
      "audit_log.id",
      "audit_log.action",
      "audit_log.entity",
      "audit_log.entity_id",
      "audit_log.detail",
      "audit_log.created_at",
      "user.name as user_name",
    ])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(limit)
    .execute();
}
