import { registerAccount } from "~/.server/auth/accounts.server";
import { requestLocale } from "~/.server/auth/locale.server";
import { messagesFor } from "~/i18n/messages";
import { fieldErrors, registerSchema } from "~/lib/account-schemas";
import type { Route } from "./+types/register";

// POST /api/auth/register (spec §7): body { first_name, last_name, email, password, phone,
// address }; answers { success, user, message } and sets the session cookie. No token in the body
// (design.md "Departures"). Messages follow Accept-Language, Portuguese by default.

const noStore = { "Cache-Control": "no-store" };

function fail(status: number, message: string, extra: Record<string, unknown> = {}) {
  return Response.json({ success: false, message, ...extra }, { status, headers: noStore });
}

export async function loader({ request }: Route.LoaderArgs) {
  const t = messagesFor(requestLocale(request)).admin.register;
  return Response.json(
    { success: false, message: t.methodNotAllowed },
    { status: 405, headers: { ...noStore, Allow: "POST" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const t = messagesFor(requestLocale(request)).admin;
  if (request.method !== "POST") return fail(405, t.register.methodNotAllowed);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return fail(400, t.register.invalidBody);
  }
  const parsed = registerSchema.safeParse(body);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    const errors = Object.fromEntries(
      Object.entries(fields).map(([field, code]) => [field, t.accountErrors[code ?? "required"]]),
    );
    return fail(400, Object.values(errors)[0] ?? t.errors.registrationFailed, { errors });
  }

  const result = await registerAccount(request, parsed.data);
  if (!result.ok) {
    switch (result.reason) {
      case "email-taken":
        return fail(409, t.errors.emailTaken);
      case "rate-limited":
        return fail(429, t.errors.tooManyAttempts);
      case "invalid":
        return fail(400, t.errors.registrationFailed);
      default:
        return fail(503, t.errors.registrationFailed);
    }
  }
  const headers = new Headers(result.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(
    { success: true, user: result.user, message: t.register.success },
    { status: 201, headers },
  );
}
