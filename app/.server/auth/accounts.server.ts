import type { Messages } from "~/i18n/pt";
import type { RegisterInput, SignInInput } from "~/lib/account-schemas";
import { getAuth } from "./auth.server";
import { callAuthEndpoint, retryAfterOf, sessionCookieHeaders } from "./http.server";

/** A user as our API shows it (docs/product-rules.md §3 "user", without the password). */
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

/**
 * Why a sign-in failed: bad e-mail or password (or inactive account), too many tries, too many
 * sign-ins at once on the server (its password hash queue is full), anything else.
 */
export type SignInFailure = "invalid" | "rate-limited" | "busy" | "unavailable";
/** A refusal for too many attempts, with the seconds to wait (the answer's Retry-After). */
export type RateLimited = { ok: false; reason: "rate-limited"; retryAfter: number };
/** A refusal because the server is busy hashing, with the seconds to wait (Retry-After). */
export type Busy = { ok: false; reason: "busy"; retryAfter: number };
export type SignInResult =
  | { ok: true; headers: Headers }
  | Failure<Exclude<SignInFailure, "rate-limited" | "busy">>
  | RateLimited
  | Busy;

export type RegisterFailure = "email-taken" | "invalid" | "rate-limited" | "unavailable";
/** A key of app/i18n/{pt,en}/admin.ts `errors`: the server's reason, in the caller's language. */
export type RegisterMessage = keyof Messages["admin"]["errors"];
export type RegisterResult =
  | { ok: true; user: AccountUser; headers: Headers }
  | ((Failure<Exclude<RegisterFailure, "rate-limited">> | RateLimited | Busy) & {
      /**
       * The server's message when it gave one we word (docs/product-rules.md §8), else null:
       * "Registration failed".
       */
      message: RegisterMessage | null;
    });

/**
 * better-auth's sign-up refusals (its error codes, whose English texts no user should see) and
 * the catalogue message that says the same in either language. A code not listed has no message
 * of ours: the form then says "Registration failed".
 */
const REGISTER_MESSAGES: Readonly<Record<string, RegisterMessage>> = {
  INVALID_EMAIL: "invalidEmail",
  INVALID_PASSWORD: "invalidPassword",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  USER_ALREADY_EXISTS: "emailTaken",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "emailTaken",
  FAILED_TO_CREATE_USER: "failedToCreateUser",
  // Its request-body check; the message names the field first ("[body.email] Invalid email…").
  VALIDATION_ERROR: "invalidInput",
};

/**
 * The catalogue message for a better-auth refusal (its error code and English message), or null
 * when we have none for it.
 */
export function registerMessage(
  code: string | undefined,
  serverMessage?: string,
): RegisterMessage | null {
  if (code === "VALIDATION_ERROR" && serverMessage?.startsWith("[body.email]")) {
    return "invalidEmail";
  }
  return (code && Object.hasOwn(REGISTER_MESSAGES, code) && REGISTER_MESSAGES[code]) || null;
}

interface AuthErrorBody {
  code?: unknown;
  message?: unknown;
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
  if (response.status === 429) {
    return { ok: false, reason: "rate-limited", retryAfter: retryAfterOf(response) };
  }
  if (isBusy(response)) return { ok: false, reason: "busy", retryAfter: retryAfterOf(response) };
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
    return { ok: false, reason: "unavailable", message: null };
  }
  const body = await readJson(response);
  if (response.ok && body && typeof body === "object" && "user" in body) {
    return {
      ok: true,
      user: toAccountUser(body.user as Record<string, unknown>),
      headers: sessionCookieHeaders(response.headers),
    };
  }
  const error: AuthErrorBody = body && typeof body === "object" ? body : {};
  const code = typeof error.code === "string" ? error.code : undefined;
  const message = registerMessage(
    code,
    typeof error.message === "string" ? error.message : undefined,
  );
  if (response.status === 429) {
    return {
      ok: false,
      reason: "rate-limited",
      retryAfter: retryAfterOf(response),
      message: "tooManyAttempts",
    };
  }
  if (code?.startsWith("USER_ALREADY_EXISTS")) {
    return { ok: false, reason: "email-taken", message: message ?? "emailTaken" };
  }
  if (response.status === 400 || response.status === 422) {
    return { ok: false, reason: "invalid", message };
  }
  if (isBusy(response)) {
    return { ok: false, reason: "busy", retryAfter: retryAfterOf(response), message: "serverBusy" };
  }
  return { ok: false, reason: "unavailable", message };
}

/** A full hash queue's refusal (http.server.ts serverBusy): 503 with Retry-After. */
const isBusy = (response: Response) =>
  response.status === 503 && response.headers.has("retry-after");

/** Ends the request's session on the server; the headers expire the cookie. */
export async function signOut(request: Request): Promise<Headers> {
  const { headers } = await getAuth().api.signOut({
    headers: request.headers,
    returnHeaders: true,
  });
  return sessionCookieHeaders(headers);
}
