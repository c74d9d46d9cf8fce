import { redirect } from "react-router";
import { z } from "zod";
import { adminForm, formIntent, type Reply } from "~/.server/admin/admin-form.server";
import { registerAccount, signInWithPassword, signOut } from "~/.server/auth/accounts.server";
import { ADMIN_ENTRY, safeRedirectTo } from "~/.server/auth/guards.server";
import { accountErrorCode, registerSchema, signInSchema } from "~/lib/account-schemas";
import type { EntryActionData, EntryError } from "./entry-types";

/** A refusal the card shows above its form, with a Retry-After when the server names one. */
function refused(error: EntryError, status: number, retryAfter?: number): Reply {
  const extra: Partial<EntryActionData> = { error };
  const headers = retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) };
  return { ok: false, status, fields: {}, extra, headers };
}

const REGISTER_STATUS = {
  "email-taken": 409,
  "rate-limited": 429,
  invalid: 400,
  busy: 503,
  unavailable: 503,
};

/**
 * The admin entry's one form (sign-in, sign-up, logout). Needs no session: it is how anyone
 * becomes signed in, and logout only ends the caller's own. Field messages are account error
 * codes, worded by the card. better-auth checks the origin of sign-in and sign-up too; ours is
 * checked first for all three.
 */
export const entryAction = adminForm(
  {
    "sign-in": formIntent({
      schema: signInSchema,
      // The password too, which the values shown again leave out.
      input: (form) => form.fields,
      word: accountErrorCode,
      failed: (s) => s.toasts.error,
      async handle(input, { request, form }) {
        const result = await signInWithPassword(request, input);
        if (result.ok) {
          throw redirect(safeRedirectTo(form.values.redirectTo), { headers: result.headers });
        }
        if (result.reason === "invalid") return refused("invalidCredentials", 401);
        if (result.reason === "rate-limited") {
          return refused("tooManyAttempts", 429, result.retryAfter);
        }
        if (result.reason === "busy") return refused("serverBusy", 503, result.retryAfter);
        return refused("connection", 503);
      },
    }),
    "sign-up": formIntent({
      schema: registerSchema,
      // A form without the confirmation is checked as one whose confirmation differs.
      input: (form) => ({
        ...form.fields,
        confirm_password: form.fields.confirm_password ?? "",
      }),
      word: accountErrorCode,
      failed: (s) => s.toasts.error,
      async handle(input, { request }) {
        const result = await registerAccount(request, input);
        // Signed in at once (docs/product-rules.md §4); a shopper then sees the notice at the entry.
        if (result.ok) throw redirect(ADMIN_ENTRY, { headers: result.headers });
        // docs/product-rules.md §8: a refusal shows the server's message (in the admin's
        // language), else "Registration failed".
        const waits = result.reason === "rate-limited" || result.reason === "busy";
        return refused(
          result.message ?? "registrationFailed",
          REGISTER_STATUS[result.reason],
          waits ? result.retryAfter : undefined,
        );
      },
    }),
    logout: formIntent({
      schema: z.object({}),
      failed: (s) => s.toasts.error,
      async handle(_input, { request }) {
        throw redirect(ADMIN_ENTRY, { headers: await signOut(request) });
      },
    }),
  },
  { access: "anyone" },
);
