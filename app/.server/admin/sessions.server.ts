import { SESSION_MAX_SECONDS } from "../auth/auth.server";
import type { Db } from "../db/kysely";
import { auditUser } from "./users.server";

export interface SessionView {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string | null;
  ipAddress: string | null;
  current: boolean;
}

/** better-auth's dates: Date objects on PostgreSQL, ISO text (or epoch numbers) on SQLite. */
function toDate(value: Date | string | number): Date {
  if (typeof value === "string" && /^\d+$/.test(value)) return new Date(Number(value));
  return new Date(value);
}

/**
 * The signed-in administrator's own live sessions, latest activity first. A session lives until
 * its idle expiry and at most SESSION_MAX_SECONDS after sign-in (the guard's ceiling); better-auth
 * pushes `updatedAt` forward with the expiry, so it is the last activity to within a minute.
 */
export async function listOwnSessions(
  db: Db,
  userId: string,
  currentSessionId: string,
): Promise<SessionView[]> {
  const rows = await db
    .selectFrom("session")
    .select(["id", "createdAt", "updatedAt", "expiresAt", "userAgent", "ipAddress"])
    .where("userId", "=", userId)
    .execute();
  const now = Date.now();
  return rows
    .filter(
      (r) =>
        toDate(r.expiresAt).getTime() > now &&
        now - toDate(r.createdAt).getTime() <= SESSION_MAX_SECONDS * 1000,
    )
    .map((r) => ({
      id: r.id,
      createdAt: toDate(r.createdAt).toISOString(),
      lastActiveAt: toDate(r.updatedAt).toISOString(),
      userAgent: r.userAgent,
      ipAddress: r.ipAddress,
      current: r.id === currentSessionId,
    }))
    .sort((a, b) => b.lastActiveAt.localeCompare(a.lastActiveAt) || a.id.localeCompare(b.id));
}

/** Ends one of the administrator's own sessions (only theirs); false when there was none. */
export async function endOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("session")
      .where("id", "=", sessionId)
      .where("userId", "=", userId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await auditUser(trx, userId, "endSession", { id: sessionId });
    return true;
  });
}
