import { createHash, randomBytes } from "node:crypto";
import { recordAudit } from "../audit/audit.server";
import type { Db } from "../db/kysely";

const PREFIX = "vt_";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates an API token for an administrator; the plain token is returned once, only its hash is kept. */
export async function createApiToken(
  db: Db,
  userId: string,
  name: string,
): Promise<{ id: number; token: string }> {
  const token = PREFIX + randomBytes(32).toString("base64url");
  const { id } = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("api_token")
      .values({
        user_id: userId,
        name,
        token_hash: hashToken(token),
        created_at: new Date().toISOString(),
        last_used_at: null,
        revoked_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: userId,
      action: "create",
      entity: "api_token",
      entityId: row.id,
      detail: name,
    });
    return row;
  });
  return { id, token };
}

export async function listApiTokens(db: Db) {
  return db
    .selectFrom("api_token")
    .innerJoin("user", "user.id", "api_token.user_id")
    .select([
      "api_token.id",
      "api_token.name",
      "api_token.created_at",
      "api_token.last_used_at",
      "api_token.revoked_at",
      "user.name as user_name",
    ])
    .orderBy("api_token.id", "desc")
    .execute();
}

export async function revokeApiToken(db: Db, id: number, actor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("api_token")
      .set({ revoked_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    const done = Number(result.numUpdatedRows) > 0;
    if (done)
      await recordAudit(trx, { actor, action: "delete", entity: "api_token", entityId: id });
    return done;
  });
}

/** How precisely a token's last use is kept: the tokens list shows it to the minute. */
export const LAST_USE_PRECISION_MS = 60_000;

/**
 * Whether a call made at `now` records itself as the token's last use: the first call, then once
 * a minute. A till that sets stock every second would otherwise write the token's row on every
 * call, a second write for each of its own.
 */
export function lastUseIsStale(lastUsedAt: string | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - Date.parse(lastUsedAt) >= LAST_USE_PRECISION_MS;
}

/**
 * The user behind a bearer token, if the token is known, not revoked, and its owner may still sign
 * in: an inactive or banned owner's tokens identify nobody (401, as a session of theirs would).
 * Read on every request; the caller checks the role (403 once it is no longer "admin").
 */
export async function userForApiToken(db: Db, token: string) {
  if (!token.startsWith(PREFIX)) return null;
  const row = await db
    .selectFrom("api_token")
    .innerJoin("user", "user.id", "api_token.user_id")
    .select([
      "api_token.id as token_id",
      "api_token.last_used_at",
      "user.id",
      "user.role",
      "user.status",
      "user.banned",
      "user.name",
    ])
    .where("api_token.token_hash", "=", hashToken(token))
    .where("api_token.revoked_at", "is", null)
    .executeTakeFirst();
  // SQLite keeps booleans as 0/1.
  if (!row || row.status !== "active" || Boolean(row.banned)) return null;
  const now = new Date();
  if (lastUseIsStale(row.last_used_at, now))
    await db
      .updateTable("api_token")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", row.token_id)
      .execute();
  return { id: row.id, role: row.role, status: row.status, name: row.name };
}
