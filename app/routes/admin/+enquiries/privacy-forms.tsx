import { Form, useNavigation } from "react-router";
import { buttonStyles, FieldError } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { ClientResult } from "../+shared/offline";
import { Field } from "../+shared/field";

// Enquiries' privacy (docs/decisions/055-enquiry-privacy-and-clicks.md): how long
// enquiries keep personal data, and one enquiry's data erased on the shopper's request. Plain
// forms: they work before JavaScript.

const BOX = "flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4";

function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** The enquiries list's retention setting, in months. */
export function RetentionForm({
  months,
  min,
  max,
  result,
}: {
  months: number;
  min: number;
  max: number;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").enquiries;
  const busy = useSubmitting("retention");
  return (
    <Form method="post" className={BOX} aria-labelledby="enquiry-privacy-title">
      <h2 id="enquiry-privacy-title" className="text-lg font-bold text-ink">
        {t.privacyTitle}
      </h2>
      <p className="text-sm text-gray-700">{t.retentionHint}</p>
      <input type="hidden" name="intent" value="retention" />
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-72">
          <Field
            key={months}
            name="months"
            label={t.retentionLabel}
            idPrefix="retention"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            required
            defaultValue={result?.values?.months ?? String(months)}
            error={result?.fields?.months}
          />
        </div>
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {t.retentionSave}
        </button>
      </div>
    </Form>
  );
}

/** One enquiry's personal data erased now; the box must be ticked (it cannot be undone). */
export function EnquiryEraseForm({ result }: { result: ClientResult | undefined }) {
  const t = useTexts("adminSections").enquiries;
  const busy = useSubmitting("erase");
  const error = result?.fields?.confirmed;
  return (
    <Form method="post" className={`${BOX} border-red-200`} aria-labelledby="enquiry-erase-title">
      <h2 id="enquiry-erase-title" className="text-lg font-bold text-ink">
        {t.eraseTitle}
      </h2>
      <p className="text-sm text-gray-700">{t.eraseHint}</p>
      <input type="hidden" name="intent" value="erase" />
      <div className="flex items-start gap-2">
        <input
          id="enquiry-erase-confirmed"
          name="confirmed"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "enquiry-erase-confirmed-error" : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-gray-300 accent-brand"
        />
        <label htmlFor="enquiry-erase-confirmed" className="text-sm font-medium text-ink">
          {t.eraseConfirm}
        </label>
      </div>
      <FieldError id="enquiry-erase-confirmed-error" error={error} />
      <button type="submit" className={`${buttonStyles.danger} self-start`} disabled={busy}>
        {t.eraseButton}
      </button>
    </Form>
  );
}

/** Said in place of the erase form once the data is gone. */
export function ErasedNotice({ date }: { date: string }) {
  const t = useTexts("adminSections").enquiries;
  return (
    <p className="rounded-md border border-gray-200 bg-gray-100 p-3 text-sm text-ink">
      {fill(t.erasedNotice, { date })}
    </p>
  );
}
