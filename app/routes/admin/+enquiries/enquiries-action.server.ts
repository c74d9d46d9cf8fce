import { adminForm, formIntent } from "~/.server/admin/admin-form.server";
import { saveRetentionMonths } from "~/.server/enquiries/privacy.server";
import { fill } from "~/i18n/fill";
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS, retentionSchema } from "~/lib/enquiry-admin";

/**
 * The enquiries list's form: how many months personal data is kept before the daily job erases it
 * (docs/decisions/055-enquiry-privacy-and-clicks.md).
 */
export const enquiriesAction = adminForm({
  retention: formIntent({
    schema: retentionSchema,
    // Whatever is wrong with the number, the field (and the toast) names the range.
    word: (_issue, t) =>
      fill(t.adminSections.enquiries.retentionRange, {
        min: RETENTION_MIN_MONTHS,
        max: RETENTION_MAX_MONTHS,
      }),
    refusedToast: "field",
    failed: (s) => s.toasts.error,
    async handle({ months }, { db, adminId, s }) {
      await saveRetentionMonths(db, months, adminId);
      return { toast: s.enquiries.retentionSaved };
    },
  }),
});
