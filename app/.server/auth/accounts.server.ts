import type { RegisterInput, SignInInput } from "~/lib/account-schemas";
import { getAuth } from "./auth.server";
import { callAuthEndpoint, sessionCookieHeaders } from "./http.server";

/** A user as our API shows it (spec §3 "user", without the password). */
export interface AccountUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  is_admin: boolean;
  status: string;
}

type Failure<Reason extends string> = { ok: false; reason: Reason };

/** Why a sign-in failed: bad e-mail or password (or inactive account), too many tries, anything else. */
export type SignInFailure = "invalid" | "rate-limited" | "unavailable";
export type SignInResult = { ok: true; headers: Headers } | Failure<SignInFailure>;

export type RegisterFailure = "email-taken" | "invalid" | "rate-limited" | "unavailable";
export type RegisterResult =
  { ok: true; user: AccountUser; headers: Headers } | Failure<RegisterFailure>;

interface AuthErrorBody {
  code?: string;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function toAccountUser(user: Record<string, unknown>): AccountUser {
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    id: String(user.id),
    first_name: text(user.first_name) ?? "",
    last_name: text(user.last_name) ?? "",
    email: text(user.email) ?? "",
    phone: text(user.phone),
    address: text(user.address),
    is_admin: user.role === "admin",
    status: text(user.status) ?? "active",
  };
}

/**
 * Signs in with e-mail and password. On success the headers carry the session cookie for the
 * caller's response.
 */
export async function signInWithPassword(
  request: Request,
  input: SignInInput,
): Promise<SignInResult> {
  let response: Response;
  try {
    response = await callAuthEndpoint(request, "/sign-in/email", {
      email: input.email,
      password: input.password,
    });
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  if (response.ok) return { ok: true, headers: sessionCookieHeaders(response.headers) };
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  // 400 (malformed e-mail), 401 (unknown e-mail, wrong password, inactive account).
  if (response.status === 400 || response.status === 401) return { ok: false, reason: "invalid" };
  return { ok: false, reason: "unavailable" };
}

/**
 * Creates a shopper's account (role "user": sign-up can never choose a role) and signs it in.
 * Takes only the fields of the spec's body, so nothing else reaches better-auth.
 */
export async function registerAccount(
  request: Request,
  input: RegisterInput,
): Promise<RegisterResult> {
  let response: Response;
  try {
    response = await callAuthEndpoint(request, "/sign-up/email", {
      name: `${input.first_name} ${input.last_name}`,
      email: input.email,
      password: input.password,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      address: input.address,
    });
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  const body = await readJson(response);
  if (response.ok && body && typeof body === "object" && "user" in body) {
    return {
      ok: true,
      user: toAccountUser(body.user as Record<string, unknown>),
      headers: sessionCookieHeaders(response.headers),
    };
  }
  const error = (body ?? {}) as AuthErrorBody;
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  if (error.code?.startsWith("USER_ALREADY_EXISTS")) return { ok: false, reason: "email-taken" };
  if (response.status === 400 || response.status === 422) return { ok: false, reason: "invalid" };
  return { ok: false, reason: "unavailable" };
}

/** Ends the request's session on the server; the headers expire the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const { headers } = await getAuth().api.signOut({
    headers: request.headers,
    returnHeaders: true,
  });
  return sessionCookieHeaders(headers);
}
