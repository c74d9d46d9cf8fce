import {
  answer,
  readIntent,
  toast,
  unknownIntent,
  type IntentContext,
} from "~/.server/admin/forms.server";
import { saveRetentionMonths } from "~/.server/enquiries/privacy.server";
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS, retentionSchema } from "~/lib/enquiry-admin";
import { fill } from "~/i18n/fill";

/**
 * The enquiries list's form: how many months personal data is kept before the
 * daily job erases it (docs/decisions/055-enquiry-privacy-and-clicks.md).
 */
export async function enquiriesAction(request: Request) {
  const ctx = await readIntent(request);
  switch (ctx.intent) {
    case "retention":
      return retention(ctx);
    default:
      return unknownIntent(ctx);
  }
}

async function retention({ intent, t, form, db, adminId }: IntentContext) {
  const s = t.adminSections.enquiries;
  const parsed = retentionSchema.safeParse({ months: form.values.months ?? "" });
  if (!parsed.success) {
    const message = fill(s.retentionRange, {
      min: RETENTION_MIN_MONTHS,
      max: RETENTION_MAX_MONTHS,
    });
    return answer({
      intent,
      ok: false,
      fields: { months: message },
      values: form.values,
      toast: toast("error", message),
    });
  }
  await saveRetentionMonths(db, parsed.data.months, adminId);
  return answer({ intent, ok: true, toast: toast("success", s.retentionSaved) });
}
