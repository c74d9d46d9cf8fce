import { z } from "zod";
import { adminForm, formIntent, type FormContext } from "~/.server/admin/admin-form.server";
import { changeEnquiry } from "~/.server/enquiries/admin-enquiries.server";
import { eraseEnquiry } from "~/.server/enquiries/privacy.server";
import { fill } from "~/i18n/fill";
import { checkbox } from "~/lib/catalogue-schemas";
import {
  ENQUIRY_NOTES_MAX,
  enquiryChangeSchema,
  type EnquiryChangeInput,
} from "~/lib/enquiry-admin";

/** A change written with its audit entry, or the enquiry was not found. */
async function change(id: number, input: EnquiryChangeInput, ctx: FormContext, saved: string) {
  const { db, adminId, s } = ctx;
  if (!(await changeEnquiry(db, id, input, adminId))) {
    return { ok: false, toast: s.enquiries.notFound, status: 404 };
  }
  return { toast: saved };
}

/**
 * An enquiry's page: its status (new / answered / closed) and the staff's notes; each change is
 * written with its audit entry (changeEnquiry). Its personal data erased on the shopper's request,
 * once the box saying so is ticked. A refusal's toast is its field's message.
 */
export function enquiryAction(request: Request, id: number) {
  return adminForm({
    status: formIntent({
      schema: enquiryChangeSchema,
      // Only the status: a form that sends none is refused, not read as "notes only".
      input: (form) => ({ status: form.values.status ?? "" }),
      required: (s) => ({ status: { message: s.fields.invalid } }),
      refusedToast: "field",
      failed: (s) => s.toasts.error,
      handle: (input, ctx) => change(id, input, ctx, ctx.s.enquiries.statusSaved),
    }),
    notes: formIntent({
      schema: enquiryChangeSchema,
      input: (form) => ({ notes: form.values.notes ?? "" }),
      // Notes can only be too long.
      word: (_issue, t) => fill(t.adminSections.enquiries.notesTooLong, { max: ENQUIRY_NOTES_MAX }),
      refusedToast: "field",
      failed: (s) => s.toasts.error,
      handle: (input, ctx) => change(id, input, ctx, ctx.s.enquiries.notesSaved),
    }),
    erase: formIntent({
      schema: z.object({ confirmed: checkbox.refine(Boolean, "required") }),
      required: (s) => ({ confirmed: { message: s.enquiries.eraseConfirmRequired } }),
      refusedToast: "field",
      failed: (s) => s.toasts.error,
      async handle(_input, { db, adminId, s }) {
        if (!(await eraseEnquiry(db, id, adminId))) {
          return { ok: false, toast: s.enquiries.notFound, status: 404 };
        }
        return { toast: s.enquiries.erased };
      },
    }),
  })(request);
}
