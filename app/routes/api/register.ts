import { RequestRefused } from "~/.server/http/refusal.server";
import { apiLocale } from "~/.server/api/locale.server";
import { readBody } from "~/.server/http/body.server";
import { registerAccount } from "~/.server/auth/accounts.server";
import { textsFor } from "~/i18n/texts";
import { accountErrorCode, registerSchema } from "~/lib/account-schemas";
import { fieldMessages } from "~/lib/form-errors";
import type { ApiErrorCode, RegisterAnswer, RegisterErrorBody } from "~/lib/api-schemas";
import type { Route } from "./+types/register";

// POST /api/auth/register (docs/product-rules.md §7): body { first_name, last_name, email,
// password, phone, address } as JSON or a form; answers 201 { success, user, message } and sets the
// session cookie. No token in the body (docs/decisions/012-accounts-in-the-database.md). Refusals
// use the API's error shape and keep docs/product-rules.md §7's `success: false` and `message`
// beside it for the spec's clients. Messages follow Accept-Language, Portuguese by default.

const noStore = { "Cache-Control": "no-store" };

function fail(
  status: number,
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string>,
  headers?: HeadersInit,
) {
  const body: RegisterErrorBody = {
    success: false,
    message,
    error: { code, message, ...(fields ? { fields } : {}) },
  };
  return Response.json(body, { status, headers: { ...noStore, ...headers } });
}

function methodNotAllowed(request: Request) {
  const t = textsFor(apiLocale(request)).api;
  return fail(405, "methodNotAllowed", t.errors.methodNotAllowed, undefined, { Allow: "POST" });
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request);
  const t = textsFor(apiLocale(request));

  let fields: Record<string, unknown>;
  try {
    // JSON or a form (urlencoded or multipart), 100 kB at most: 400, 413, 415 otherwise.
    fields = (await readBody(request, { uploads: false })).fields;
  } catch (error) {
    if (!(error instanceof RequestRefused)) throw error;
    return fail(error.status, error.code, t.api.errors[error.code]);
  }

  const parsed = registerSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = fieldMessages(
      parsed.error,
      (issue) => t.admin.accountErrors[accountErrorCode(issue)],
    );
    // The first field's message, as the sign-up form shows it.
    return fail(400, "validation", Object.values(errors)[0] ?? t.api.errors.validation, errors);
  }

  const result = await registerAccount(request, parsed.data);
  if (!result.ok) {
    // better-auth's reason in the caller's language when we word it (docs/product-rules.md §8),
    // else "Registration failed".
    const reason = (fallback: keyof typeof t.admin.errors) =>
      t.admin.errors[result.message ?? fallback];
    switch (result.reason) {
      case "email-taken":
        return fail(409, "emailTaken", reason("emailTaken"));
      case "rate-limited":
        return fail(429, "tooManyAttempts", reason("tooManyAttempts"), undefined, {
          "Retry-After": String(result.retryAfter),
        });
      case "invalid":
        return fail(400, "registrationFailed", reason("registrationFailed"));
      case "busy":
        return fail(503, "registrationFailed", reason("serverBusy"), undefined, {
          "Retry-After": String(result.retryAfter),
        });
      default:
        return fail(503, "registrationFailed", reason("registrationFailed"));
    }
  }
  const headers = new Headers(result.headers);
  headers.set("Cache-Control", "no-store");
  const answer: RegisterAnswer = {
    success: true,
    user: result.user,
    message: t.admin.register.success,
  };
  return Response.json(answer, { status: 201, headers });
}
