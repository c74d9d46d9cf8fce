import type { Transaction } from "kysely";
import type { NewAdminInput } from "~/lib/account-schemas";
import { recordAudit } from "../audit/audit.server";
import { createAdmin, type CreateAdminResult } from "../auth/admins.server";
import { dbKind, type Db } from "../db/kysely";
import type { Database } from "../db/schema";

export interface AccountView {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  active: boolean;
}

export type AccountChangeResult = { ok: true } | { ok: false; error: "lastAdmin" | "notFound" };

/** User actions recorded in the audit log (detail "code:e-mail"); the dashboard names them. */
export type UserAuditCode = "addAdmin" | "removeAdmin" | "deactivate" | "reactivate" | "endSession";

export async function auditUser(
  db: Db | Transaction<Database>,
  actor: string,
  code: UserAuditCode,
  target: { id: string; email?: string },
): Promise<void> {
  await recordAudit(db, {
    actor,
    action: "user",
    entity: code === "endSession" ? "session" : "user",
    entityId: target.id,
    detail: target.email ? `${code}:${target.email}` : code,
  });
}

/** Every account, administrators first, then by e-mail; paged. */
export async function listAccounts(
  db: Db,
  { page = 1, perPage = 50 }: { page?: number; perPage?: number } = {},
): Promise<{ items: AccountView[]; total: number }> {
  const rows = await db
    .selectFrom("user")
    .select(["id", "name", "first_name", "last_name", "email", "role", "status", "banned"])
    .orderBy((eb) => eb.case().when("role", "=", "admin").then(0).else(1).end())
    .orderBy("email")
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const count = await db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return {
    items: rows.map((r) => ({
      id: r.id,
      fullName: [r.first_name, r.last_name].filter(Boolean).join(" ") || r.name,
      email: r.email,
      isAdmin: r.role === "admin",
      active: r.status === "active" && !r.banned,
    })),
    total: Number(count?.count ?? 0),
  };
}

/**
 * The ids of the active administrators. On PostgreSQL the rows are locked for the rest of the
 * transaction, so two administrators demoting each other at the same moment cannot both pass the
 * "another one remains" check (the second waits, then sees the first's change). SQLite runs one
 * write transaction at a time.
 */
async function lockActiveAdmins(trx: Transaction<Database>, postgres: boolean): Promise<string[]> {
  let q = trx
    .selectFrom("user")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "active")
    .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]));
  if (postgres) q = q.forUpdate();
  return (await q.execute()).map((r) => r.id);
}

/**
 * docs/decisions/031-back-office-sections.md: a change that would leave the shop without an active
 * administrator is refused; the target's other changes run in the same transaction.
 */
async function changeAccount(
  db: Db,
  targetId: string,
  change: (
    trx: Transaction<Database>,
    target: { id: string; email: string },
    activeAdmins: string[],
  ) => Promise<AccountChangeResult>,
): Promise<AccountChangeResult> {
  const postgres = dbKind(db) === "postgres";
  return db.transaction().execute(async (trx) => {
    const activeAdmins = await lockActiveAdmins(trx, postgres);
    const target = await trx
      .selectFrom("user")
      .select(["id", "email"])
      .where("id", "=", targetId)
      .executeTakeFirst();
    if (!target) return { ok: false, error: "notFound" };
    return change(trx, target, activeAdmins);
  });
}

const leavesNoAdmin = (activeAdmins: string[], targetId: string) =>
  activeAdmins.includes(targetId) && activeAdmins.length <= 1;

/** Takes the admin role away (role "user"); administrators are never granted it back here. */
export function removeAdminRole(
  db: Db,
  targetId: string,
  actor: string,
): Promise<AccountChangeResult> {
  return changeAccount(db, targetId, async (trx, target, activeAdmins) => {
    if (leavesNoAdmin(activeAdmins, target.id)) return { ok: false, error: "lastAdmin" };
    await trx
      .updateTable("user")
      .set({ role: "user", updatedAt: new Date().toISOString() })
      .where("id", "=", target.id)
      .execute();
    await auditUser(trx, actor, "removeAdmin", target);
    return { ok: true };
  });
}

/** Deactivates (ending every session of the account) or reactivates an account. */
export function setAccountActive(
  db: Db,
  targetId: string,
  active: boolean,
  actor: string,
): Promise<AccountChangeResult> {
  return changeAccount(db, targetId, async (trx, target, activeAdmins) => {
    if (!active && leavesNoAdmin(activeAdmins, target.id)) return { ok: false, error: "lastAdmin" };
    await trx
      .updateTable("user")
      .set({ status: active ? "active" : "inactive", updatedAt: new Date().toISOString() })
      .where("id", "=", target.id)
      .execute();
    if (!active) await trx.deleteFrom("session").where("userId", "=", target.id).execute();
    await auditUser(trx, actor, active ? "reactivate" : "deactivate", target);
    return { ok: true };
  });
}

/** createAdmin (12-character passwords, never a promotion), recorded in the audit log. */
export async function addAdministrator(
  db: Db,
  input: NewAdminInput,
  actor: string,
): Promise<CreateAdminResult> {
  const result = await createAdmin(db, input);
  if (!result.ok) return result;
  // better-auth writes the account through its own connection, so the two writes cannot share
  // a transaction: an account whose creation could not be audited is taken back.
  try {
    await auditUser(db, actor, "addAdmin", result.admin);
  } catch (error) {
    await db.deleteFrom("account").where("userId", "=", result.admin.id).execute();
    await db.deleteFrom("user").where("id", "=", result.admin.id).execute();
    throw error;
  }
  return result;
}
