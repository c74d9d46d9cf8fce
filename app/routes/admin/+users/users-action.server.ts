import { z } from "zod";
import {
  answer,
  readAdminForm,
  sectionTexts,
  text,
  toast,
  valuesOf,
} from "~/.server/admin/forms.server";
import { endOwnSession } from "~/.server/admin/sessions.server";
import {
  addAdministrator,
  removeAdminRole,
  setAccountActive,
  type AccountChangeResult,
} from "~/.server/admin/users.server";
import { createApiToken, revokeApiToken } from "~/.server/api/tokens.server";
import { requireAdminData } from "~/.server/auth/guards.server";
import { getDb } from "~/.server/db/kysely";
import { withoutNul } from "~/lib/catalogue-schemas";

const tokenName = z.string().trim().min(1).max(100).refine(withoutNul);

export const ADMIN_FIELDS = ["first_name", "last_name", "email"] as const;

/** Actions that ask first (spec §5 spirit): without JavaScript the server asks back. */
const CONFIRMED = new Set(["removeAdmin", "deactivate", "revokeToken"]);

/**
 * design.md "Back office sections" → Users: add an administrator, remove the role, deactivate or
 * reactivate (never leaving the shop without an active administrator), API tokens, and the
 * signed-in administrator's own sessions. Every write is in the audit log.
 */
export async function usersAction(request: Request) {
  const admin = await requireAdminData(request);
  const t = sectionTexts(request);
  const s = t.adminSections;
  const form = await readAdminForm(request);
  const intent = text(form, "intent") ?? "";
  const id = text(form, "id") ?? "";
  const db = getDb();
  const failed = (message: string, status = 400) =>
    answer({ intent, ok: false, target: id, toast: toast("error", message) }, status);

  if (CONFIRMED.has(intent) && text(form, "confirmed") !== "1") {
    return answer({ intent, ok: false, confirm: { target: id, label: text(form, "label") ?? "" } });
  }

  const changed = (result: AccountChangeResult, done: string) => {
    if (result.ok) return answer({ intent, ok: true, target: id, toast: toast("success", done) });
    return result.error === "lastAdmin"
      ? failed(s.users.lastAdmin, 409)
      : failed(s.users.notFound, 404);
  };

  switch (intent) {
    case "addAdmin": {
      const values = valuesOf(form, ADMIN_FIELDS);
      const input = {
        first_name: values.first_name ?? "",
        last_name: values.last_name ?? "",
        email: values.email ?? "",
        password: text(form, "password") ?? "",
      };
      const result = await addAdministrator(db, input, admin.id);
      if (result.ok)
        return answer({ intent, ok: true, toast: toast("success", s.toasts.adminAdded) });
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
    case "removeAdmin":
      return changed(await removeAdminRole(db, id, admin.id), s.toasts.roleRemoved);
    case "deactivate":
      return changed(await setAccountActive(db, id, false, admin.id), s.toasts.accountDeactivated);
    case "reactivate":
      return changed(await setAccountActive(db, id, true, admin.id), s.toasts.accountReactivated);
    case "createToken": {
      const name = tokenName.safeParse(text(form, "name") ?? "");
      if (!name.success) {
        return answer({
          intent,
          ok: false,
          fields: { name: s.users.tokenNameRequired },
          toast: toast("error", s.toasts.error),
        });
      }
      const created = await createApiToken(db, admin.id, name.data);
      return answer({
        intent,
        ok: true,
        target: String(created.id),
        token: created.token,
        toast: toast("success", s.toasts.tokenCreated),
      });
    }
    case "revokeToken": {
      const tokenId = Number(id);
      const done = Number.isSafeInteger(tokenId) && (await revokeApiToken(db, tokenId, admin.id));
      return done
        ? answer({ intent, ok: true, target: id, toast: toast("success", s.toasts.tokenRevoked) })
        : failed(s.users.notFound, 404);
    }
    case "endSession":
      return (await endOwnSession(db, admin.id, id))
        ? answer({ intent, ok: true, target: id, toast: toast("success", s.toasts.sessionEnded) })
        : failed(s.users.notFound, 404);
    default:
      return failed(s.toasts.error);
  }
}
