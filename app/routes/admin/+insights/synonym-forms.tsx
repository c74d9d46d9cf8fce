import { Form, useNavigation } from "react-router";
import { buttonStyles, FieldError } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import type { ClientResult } from "../+shared/offline";
import { SYNONYM_TEXT_MAX } from "./synonym-schema";

// A search that found nothing mapped to a catalogue word or a product, and a
// synonym removed. Plain forms posting to the page: they work before JavaScript, and the page's
// answer (a toast, or the field's message with what was typed) shows after either.

/** Whether the page is posting this intent for this term. */
function useSubmitting(intent: string, term: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("term") === term
  );
}

/** The page's answer when it was about this term's form. */
export function resultFor(
  result: ClientResult | undefined,
  intent: string,
  term: string,
): ClientResult | undefined {
  return result?.intent === intent && result.values?.term === term ? result : undefined;
}

/** "Mapear para": prefilled with the catalogue word one typo away, so one click adds it. */
export function AddSynonymForm({
  id,
  term,
  suggestion,
  result,
}: {
  /** Unique on the page: the terms are shoppers' text. */
  id: string;
  term: string;
  suggestion: string | null;
  result: ClientResult | undefined;
}) {
  const t = useTexts("adminSections").insights;
  const busy = useSubmitting("addSynonym", term);
  const error = result?.ok === false ? result.fields?.target : undefined;
  const inputId = `${id}-target`;
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-1">
      <input type="hidden" name="intent" value="addSynonym" />
      <input type="hidden" name="term" value={term} />
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t.mapTo}
        <span className="sr-only"> “{term}”</span>
      </label>
      {/* The message under its field, before the button, where the eye already is. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <input
            id={inputId}
            name="target"
            type="text"
            required
            maxLength={SYNONYM_TEXT_MAX}
            autoComplete="off"
            placeholder={t.mapToPlaceholder}
            defaultValue={result?.values?.target ?? suggestion ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className={`w-full rounded-md border px-3 py-2 text-base text-ink shadow-sm ${
              error ? "border-red-600" : "border-gray-300"
            }`}
          />
          <FieldError id={`${inputId}-error`} error={error} />
        </div>
        <button type="submit" className={buttonStyles.secondary} disabled={busy}>
          {t.addSynonym}
          <span className="sr-only"> “{term}”</span>
        </button>
      </div>
    </Form>
  );
}

/** A synonym's "Remover" button; it can be added again at once, so it asks nothing. */
export function RemoveSynonymForm({ term }: { term: string }) {
  const t = useTexts("adminSections").insights;
  const busy = useSubmitting("removeSynonym", term);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="removeSynonym" />
      <input type="hidden" name="term" value={term} />
      <button type="submit" className={buttonStyles.danger} disabled={busy}>
        {t.removeSynonym}
        <span className="sr-only"> {fill(t.removeSynonymOf, { term })}</span>
      </button>
    </Form>
  );
}
