import { z } from "zod";
import {
  answer,
  idField,
  readIntent,
  text,
  toast,
  unknownIntent,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { endOwnSession } from "~/.server/admin/sessions.server";
import {
  addAdministrator,
  removeAdminRole,
  setAccountActive,
  type AccountChangeResult,
} from "~/.server/admin/users.server";
import { createApiToken, revokeApiToken } from "~/.server/api/tokens.server";
import { withoutNul } from "~/lib/catalogue-schemas";

const tokenName = z.string().trim().min(1).max(100).refine(withoutNul);

/**
 * Actions that ask first (docs/product-rules.md §5 spirit): without JavaScript the server asks
 * back.
 */
const CONFIRMED = new Set(["removeAdmin", "deactivate", "revokeToken"]);

/**
 * docs/decisions/031-back-office-sections.md, Users: add an administrator, remove the role,
 * deactivate or reactivate (never leaving the shop without an active administrator), API tokens,
 * and the signed-in administrator's own sessions, one handler per intent. Every write is in the
 * audit log.
 */
export async function usersAction(request: Request) {
  const ctx = await readIntent(request);
  const { intent, t, form, db, adminId } = ctx;
  const s = t.adminSections;
  const id = text(form, "id") ?? "";
  if (CONFIRMED.has(intent) && text(form, "confirmed") !== "1") {
    return answer({ intent, ok: false, confirm: { target: id, label: text(form, "label") ?? "" } });
  }
  switch (intent) {
    case "addAdmin":
      return addAdmin(ctx);
    case "removeAdmin":
      return changed(ctx, await removeAdminRole(db, id, adminId), s.toasts.roleRemoved);
    case "deactivate":
      return changed(
        ctx,
        await setAccountActive(db, id, false, adminId),
        s.toasts.accountDeactivated,
      );
    case "reactivate":
      return changed(
        ctx,
        await setAccountActive(db, id, true, adminId),
        s.toasts.accountReactivated,
      );
    case "createToken":
      return createToken(ctx);
    case "revokeToken":
      return revokeToken(ctx);
    case "endSession":
      return done(ctx, await endOwnSession(db, adminId, id), s.toasts.sessionEnded);
    default:
      return failed(ctx, s.toasts.error);
  }
}

const target = (ctx: IntentContext) => text(ctx.form, "id") ?? "";

function failed(ctx: IntentContext, message: string, status = 400) {
  return answer(
    { intent: ctx.intent, ok: false, target: target(ctx), toast: toast("error", message) },
    status,
  );
}

/** A change to an account or a session: its toast, or why it could not be made. */
function changed(ctx: IntentContext, result: AccountChangeResult, doneText: string) {
  if (result.ok) return done(ctx, true, doneText);
  const s = ctx.t.adminSections.users;
  return result.error === "lastAdmin"
    ? failed(ctx, s.lastAdmin, 409)
    : failed(ctx, s.notFound, 404);
}

/** Done: the toast. Not done: the row was not found (404). */
function done(ctx: IntentContext, ok: boolean, doneText: string) {
  if (!ok) return failed(ctx, ctx.t.adminSections.users.notFound, 404);
  const { intent } = ctx;
  return answer({ intent, ok: true, target: target(ctx), toast: toast("success", doneText) });
}

async function addAdmin({ intent, t, form, db, adminId }: IntentContext) {
  const { values } = form;
  const input = {
    first_name: values.first_name ?? "",
    last_name: values.last_name ?? "",
    email: values.email ?? "",
    password: text(form, "password") ?? "",
  };
  const result = await addAdministrator(db, input, adminId);
  const s = t.adminSections;
  if (result.ok) return answer({ intent, ok: true, toast: toast("success", s.toasts.adminAdded) });
  const fields: Record<string, string> =
    result.error === "emailTaken"
      ? { email: t.admin.errors.emailTaken }
      : Object.fromEntries(
          Object.entries(result.fields).map(([field, code]) => [
            field,
            t.admin.accountErrors[code!],
          ]),
        );
  return answer(
    { intent, ok: false, fields, values, toast: toast("error", s.toasts.error) },
    result.error === "emailTaken" ? 409 : 400,
  );
}

async function createToken({ intent, t, form, db, adminId }: IntentContext) {
  const s = t.adminSections;
  const name = tokenName.safeParse(text(form, "name") ?? "");
  if (!name.success) {
    return answer({
      intent,
      ok: false,
      fields: { name: s.users.tokenNameRequired },
      toast: toast("error", s.toasts.error),
    });
  }
  const created = await createApiToken(db, adminId, name.data);
  return answer({
    intent,
    ok: true,
    target: String(created.id),
    token: created.token,
    toast: toast("success", s.toasts.tokenCreated),
  });
}

async function revokeToken(ctx: IntentContext) {
  const tokenId = idField(ctx.form);
  if (!tokenId) return unknownIntent(ctx);
  const ok = await revokeApiToken(ctx.db, tokenId, ctx.adminId);
  return done(ctx, ok, ctx.t.adminSections.toasts.tokenRevoked);
}
