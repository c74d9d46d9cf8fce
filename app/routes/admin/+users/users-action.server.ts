import { z } from "zod";
import {
  adminForm,
  formIntent,
  rowId,
  type FormContext,
  type Reply,
} from "~/.server/admin/admin-form.server";
import { endOwnSession } from "~/.server/admin/sessions.server";
import {
  addAdministrator,
  removeAdminRole,
  setAccountActive,
  type AccountChangeResult,
} from "~/.server/admin/users.server";
import { createApiToken, revokeApiToken } from "~/.server/auth/tokens.server";
import { accountErrorCode, newAdminSchema } from "~/lib/account-schemas";
import { withoutNul } from "~/lib/catalogue-schemas";

/** An account's or a session's id (better-auth's, not a number); none reads as not found. */
const accountId = z.string().default("");

/**
 * What a change that asks first sends (docs/product-rules.md §5 spirit): without JavaScript the
 * server asks back, naming the row by `label`.
 */
const confirmable = { confirmed: z.literal("1").optional(), label: z.string().default("") };

/** The question a change that asks first answers before it is confirmed. */
const ask = (id: string, label: string): Reply => ({ ok: false, confirm: { target: id, label } });

/** A change to an account or a session: its toast, or why it could not be made. */
function changed(result: AccountChangeResult, doneText: string, { s }: FormContext): Reply {
  if (result.ok) return { toast: doneText };
  return result.error === "lastAdmin"
    ? { ok: false, toast: s.users.lastAdmin, status: 409 }
    : notFound(s);
}

const notFound = (s: FormContext["s"]): Reply => ({
  ok: false,
  toast: s.users.notFound,
  status: 404,
});

/**
 * docs/decisions/031-back-office-sections.md, Users: add an administrator, remove the role,
 * deactivate or reactivate (never leaving the shop without an active administrator), API tokens,
 * and the signed-in administrator's own sessions. Every write is in the audit log.
 */
export const usersAction = adminForm({
  addAdmin: formIntent({
    schema: newAdminSchema,
    // The password too, which the values shown again leave out.
    input: (form) => form.fields,
    word: (issue, t) => t.admin.accountErrors[accountErrorCode(issue)],
    failed: (s) => s.toasts.error,
    async handle(input, { db, adminId, t, s }) {
      const result = await addAdministrator(db, input, adminId);
      if (result.ok) return { toast: s.toasts.adminAdded };
      if (result.error === "emailTaken") {
        const fields = { email: t.admin.errors.emailTaken };
        return { ok: false, fields, toast: s.toasts.error, status: 409 };
      }
      const fields = Object.fromEntries(
        Object.entries(result.fields).map(([field, code]) => [field, t.admin.accountErrors[code!]]),
      );
      return { ok: false, fields, toast: s.toasts.error };
    },
  }),
  removeAdmin: formIntent({
    schema: z.object({ id: accountId, ...confirmable }),
    failed: (s) => s.toasts.error,
    async handle({ id, confirmed, label }, ctx) {
      if (!confirmed) return ask(id, label);
      return changed(await removeAdminRole(ctx.db, id, ctx.adminId), ctx.s.toasts.roleRemoved, ctx);
    },
  }),
  deactivate: formIntent({
    schema: z.object({ id: accountId, ...confirmable }),
    failed: (s) => s.toasts.error,
    async handle({ id, confirmed, label }, ctx) {
      if (!confirmed) return ask(id, label);
      const result = await setAccountActive(ctx.db, id, false, ctx.adminId);
      return changed(result, ctx.s.toasts.accountDeactivated, ctx);
    },
  }),
  reactivate: formIntent({
    schema: z.object({ id: accountId }),
    failed: (s) => s.toasts.error,
    async handle({ id }, ctx) {
      const result = await setAccountActive(ctx.db, id, true, ctx.adminId);
      return changed(result, ctx.s.toasts.accountReactivated, ctx);
    },
  }),
  createToken: formIntent({
    schema: z.object({ name: z.string().trim().min(1).max(100).refine(withoutNul) }),
    // Whatever is wrong with it, the field asks for a name.
    word: (_issue, t) => t.adminSections.users.tokenNameRequired,
    failed: (s) => s.toasts.error,
    async handle({ name }, { db, adminId, s }) {
      const created = await createApiToken(db, adminId, name);
      return { target: String(created.id), token: created.token, toast: s.toasts.tokenCreated };
    },
  }),
  revokeToken: formIntent({
    schema: z.object({ id: rowId, ...confirmable }),
    failed: (s) => s.toasts.error,
    async handle({ id, confirmed, label }, { db, adminId, s }) {
      if (!confirmed) return ask(String(id), label);
      if (!(await revokeApiToken(db, id, adminId))) return notFound(s);
      return { toast: s.toasts.tokenRevoked };
    },
  }),
  endSession: formIntent({
    schema: z.object({ id: accountId }),
    failed: (s) => s.toasts.error,
    async handle({ id }, { db, adminId, s }) {
      if (!(await endOwnSession(db, adminId, id))) return notFound(s);
      return { toast: s.toasts.sessionEnded };
    },
  }),
});
