import {
  adminFieldMessages,
  answer,
  readIntent,
  toast,
  unknownIntent,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { changeEnquiry } from "~/.server/enquiries/admin-enquiries.server";
import { eraseEnquiry } from "~/.server/enquiries/privacy.server";
import { fill } from "~/i18n/fill";
import { ENQUIRY_NOTES_MAX, enquiryChangeSchema } from "~/lib/enquiry-admin";

/**
 * An enquiry's page: its status (new / answered / closed) and the staff's notes,
 * one handler per intent; each change is written with its audit entry (changeEnquiry). Its
 * personal data erased on the shopper's request, once the box saying so is ticked.
 */
export async function enquiryAction(request: Request, id: number) {
  const ctx = await readIntent(request);
  switch (ctx.intent) {
    case "status":
      return change(ctx, id, { status: ctx.form.values.status ?? "" });
    case "notes":
      return change(ctx, id, { notes: ctx.form.values.notes ?? "" });
    case "erase":
      return erase(ctx, id);
    default:
      return unknownIntent(ctx);
  }
}

async function change(ctx: IntentContext, id: number, input: Record<string, string>) {
  const { intent, t, form, db, adminId } = ctx;
  const s = t.adminSections;
  const parsed = enquiryChangeSchema.safeParse(input);
  if (!parsed.success) {
    const fields = adminFieldMessages(parsed.error, t, {
      status: s.fields.invalid,
    });
    if (fields.notes) fields.notes = fill(s.enquiries.notesTooLong, { max: ENQUIRY_NOTES_MAX });
    const first = Object.values(fields)[0] ?? s.toasts.error;
    return answer({ intent, ok: false, fields, values: form.values, toast: toast("error", first) });
  }
  const changed = await changeEnquiry(db, id, parsed.data, adminId);
  if (!changed) {
    return answer({ intent, ok: false, toast: toast("error", s.enquiries.notFound) }, 404);
  }
  const message = intent === "status" ? s.enquiries.statusSaved : s.enquiries.notesSaved;
  return answer({ intent, ok: true, toast: toast("success", message) });
}

async function erase(ctx: IntentContext, id: number) {
  const { intent, t, form, db, adminId } = ctx;
  const s = t.adminSections.enquiries;
  if (form.values.confirmed !== "on") {
    const message = s.eraseConfirmRequired;
    return answer({
      intent,
      ok: false,
      fields: { confirmed: message },
      toast: toast("error", message),
    });
  }
  const erased = await eraseEnquiry(db, id, adminId);
  if (!erased) return answer({ intent, ok: false, toast: toast("error", s.notFound) }, 404);
  return answer({ intent, ok: true, toast: toast("success", s.erased) });
}
