import { getSessionUser } from "../auth/guards.server";
import { isCrossOriginSessionWrite } from "../auth/origin.server";
import { getDb } from "../db/kysely";
import { userForApiToken } from "../auth/tokens.server";
import { ApiError } from "./errors.server";

export interface ApiCaller {
  userId: string;
  isAdmin: boolean;
}

/**
 * The caller: an API token (`Authorization: Bearer vt_…`) or the session cookie; null when neither.
 * A bearer header that names no usable token is refused (401), even on public reads. A write that
 * would ride the session cookie must come from our own origin (403 `crossOrigin`); a token is
 * not sent by browsers on their own, so token calls need no Origin.
 */
export async function apiCaller(request: Request): Promise<ApiCaller | null> {
  const header = request.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? await userForApiToken(getDb(), match[1]!) : null;
    // Unknown, revoked, or its owner inactive or banned: 401 (docs/decisions/014-access-table.md).
    if (!user) throw new ApiError(401, "unauthorized");
    return { userId: user.id, isAdmin: user.role === "admin" };
  }
  if (isCrossOriginSessionWrite(request)) throw new ApiError(403, "crossOrigin");
  const user = await getSessionUser(request);
  return user ? { userId: user.id, isAdmin: user.isAdmin } : null;
}

/**
 * docs/decisions/014-access-table.md for API writes: 401 without a caller, 403 for
 * non-administrators.
 */
export async function requireApiAdmin(request: Request): Promise<string> {
  const caller = await apiCaller(request);
  if (!caller) throw new ApiError(401, "unauthorized");
  if (!caller.isAdmin) throw new ApiError(403, "forbidden");
  return caller.userId;
}
