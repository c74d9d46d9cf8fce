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
  await db
    .updateTable("api_token")
    .set({ last_used_at: new Date().toISOString() })
    .where("id", "=", row.token_id)
    .execute();
  return { id: row.id, role: row.role, status: row.status, name: row.name };
}
