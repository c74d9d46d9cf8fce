import { Form, useNavigation } from "react-router";
import { buttonStyles, SelectField, TextAreaField } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { ENQUIRY_NOTES_MAX, type EnquiryStatusName } from "~/lib/enquiry-admin";
import { ENQUIRY_STATUSES } from "~/lib/enquiry-schemas";
import type { ClientResult } from "../+shared/offline";

const BOX = "flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4";

/** Whether this page's form with `intent` is on its way to the server. */
function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** The enquiry's status: a plain form posted to the page's action (works before JavaScript). */
export function EnquiryStatusForm({
  status,
  result,
}: {
  status: EnquiryStatusName;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").enquiries;
  const busy = useSubmitting("status");
  return (
    <Form method="post" className={BOX}>
      <h2 id="enquiry-status-title" className="text-lg font-bold text-ink">
        {t.statusTitle}
      </h2>
      <input type="hidden" name="intent" value="status" />
      <SelectField
        // A new status from the server resets the choice shown.
        key={status}
        name="status"
        label={t.status}
        idPrefix="enquiry"
        defaultValue={result?.values?.status ?? status}
        error={result?.fields?.status}
      >
        {ENQUIRY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t.statuses[s]}
          </option>
        ))}
      </SelectField>
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {t.saveStatus}
      </button>
    </Form>
  );
}

/** The staff's notes about the enquiry; emptied and saved, they are removed. */
export function EnquiryNotesForm({
  notes,
  result,
}: {
  notes: string | null;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").enquiries;
  const busy = useSubmitting("notes");
  return (
    <Form method="post" className={BOX}>
      <h2 id="enquiry-notes-title" className="text-lg font-bold text-ink">
        {t.notesTitle}
      </h2>
      <input type="hidden" name="intent" value="notes" />
      <TextAreaField
        key={notes ?? ""}
        name="notes"
        label={t.notesTitle}
        hint={t.notesHint}
        idPrefix="enquiry"
        rows={5}
        maxLength={ENQUIRY_NOTES_MAX}
        defaultValue={result?.values?.notes ?? notes ?? ""}
        error={result?.fields?.notes}
      />
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        {t.saveNotes}
      </button>
    </Form>
  );
}
