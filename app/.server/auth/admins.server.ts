import { isAPIError } from "better-auth/api";
import {
  accountErrorCode,
  newAdminSchema,
  type AccountErrorCode,
  type NewAdminInput,
} from "~/lib/account-schemas";
import { fieldMessages } from "~/lib/form-errors";
import type { Db } from "../db/kysely";
import { authFor } from "./auth.server";

export interface CreatedAdmin {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export type CreateAdminResult =
  | { ok: true; admin: CreatedAdmin }
  | { ok: false; error: "emailTaken" }
  | { ok: false; error: "invalid"; fields: Partial<Record<string, AccountErrorCode>> };

/**
 * Creates an active administrator (role admin). docs/decisions/013-passwords.md: administrators are
 * only ever created (by `admin:create` or by another administrator), never promoted from a
 * shopper's account, and their passwords need 12 characters. Expected refusals come back as data.
 */
export async function createAdmin(db: Db, input: NewAdminInput): Promise<CreateAdminResult> {
  const parsed = newAdminSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, error: "invalid", fields: fieldMessages(parsed.error, accountErrorCode) };
  const { email, password, first_name, last_name } = parsed.data;

  const existing = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing) return { ok: false, error: "emailTaken" };

  try {
    // A server call without headers: better-auth's admin plugin lets trusted code create users.
    const { user } = await authFor(db).api.createUser({
      body: {
        email,
        password,
        name: [first_name, last_name].filter(Boolean).join(" "),
        role: "admin",
        data: { first_name, last_name, status: "active" },
      },
    });
    return { ok: true, admin: { id: user.id, email: user.email, first_name, last_name } };
  } catch (error) {
    // Another request took the address between our check and the insert.
    if (isAPIError(error) && String(error.body?.code ?? "").startsWith("USER_ALREADY_EXISTS")) {
      return { ok: false, error: "emailTaken" };
    }
    throw error;
  }
}
