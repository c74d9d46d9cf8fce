import { data, redirect } from "react-router";
import { registerAccount, signInWithPassword, signOut } from "~/.server/auth/accounts.server";
import { ADMIN_ENTRY, safeRedirectTo } from "~/.server/auth/guards.server";
import { assertSameOriginWrite } from "~/.server/auth/origin.server";
import { accountErrorCode, registerSchema, signInSchema } from "~/lib/account-schemas";
import { enteredValues, fieldMessages } from "~/lib/form-errors";
import type { EntryActionData } from "./entry-types";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : undefined);
const retryAfter = (seconds: number) => ({ "Retry-After": String(seconds) });

/**
 * The admin entry's one action (sign-in, sign-up, logout). Not guarded by requireAdmin: it is how
 * anyone becomes signed in, and logout only ends the caller's own session.
 */
export async function entryAction(request: Request) {
  // better-auth checks the origin of sign-in and sign-up itself; logout is ours.
  assertSameOriginWrite(request);
  // A body that is not a form (JSON, a broken multipart) is the client's mistake: 400, not 500.
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  switch (form.get("intent")) {
    case "sign-in":
      return signInAction(request, form);
    case "sign-up":
      return signUpAction(request, form);
    case "logout":
      throw redirect(ADMIN_ENTRY, { headers: await signOut(request) });
    default:
      throw data(null, { status: 400 });
  }
}

async function signInAction(request: Request, form: FormData) {
  const values = { email: text(form.get("email")) };
  const parsed = signInSchema.safeParse({
    email: values.email,
    password: text(form.get("password")),
  });
  const answer = (
    status: number,
    body: Omit<Extract<EntryActionData, { intent: "sign-in" }>, "intent" | "values">,
    headers?: HeadersInit,
  ) => data<EntryActionData>({ intent: "sign-in", values, ...body }, { status, headers });
  if (!parsed.success)
    return answer(400, { error: null, fields: fieldMessages(parsed.error, accountErrorCode) });

  const result = await signInWithPassword(request, parsed.data);
  if (result.ok) {
    throw redirect(safeRedirectTo(form.get("redirectTo")), { headers: result.headers });
  }
  if (result.reason === "invalid") return answer(401, { error: "invalidCredentials", fields: {} });
  if (result.reason === "rate-limited") {
    return answer(429, { error: "tooManyAttempts", fields: {} }, retryAfter(result.retryAfter));
  }
  if (result.reason === "busy") {
    return answer(503, { error: "serverBusy", fields: {} }, retryAfter(result.retryAfter));
  }
  return answer(503, { error: "connection", fields: {} });
}

async function signUpAction(request: Request, form: FormData) {
  const values = enteredValues(form);
  const parsed = registerSchema.safeParse({
    ...values,
    password: text(form.get("password")),
    confirm_password: text(form.get("confirm_password")) ?? "",
  });
  const answer = (
    status: number,
    body: Omit<Extract<EntryActionData, { intent: "sign-up" }>, "intent" | "values">,
    headers?: HeadersInit,
  ) => data<EntryActionData>({ intent: "sign-up", values, ...body }, { status, headers });
  if (!parsed.success)
    return answer(400, { error: null, fields: fieldMessages(parsed.error, accountErrorCode) });

  const result = await registerAccount(request, parsed.data);
  // Signed in at once (docs/product-rules.md §4); a shopper then sees the notice at the entry.
  if (result.ok) throw redirect(ADMIN_ENTRY, { headers: result.headers });
  // docs/product-rules.md §8: a refusal shows the server's message (in the admin's language), else
  // "Registration failed".
  const status = {
    "email-taken": 409,
    "rate-limited": 429,
    invalid: 400,
    busy: 503,
    unavailable: 503,
  };
  return answer(
    status[result.reason],
    { error: result.message ?? "registrationFailed", fields: {} },
    result.reason === "rate-limited" || result.reason === "busy"
      ? retryAfter(result.retryAfter)
      : undefined,
  );
}
