import { Form, useNavigation } from "react-router";
import { buttonStyles, CheckboxField } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { FormAlert } from "../+shared/field";
import type { ImportPageResult } from "./import-types";
import { CountList, PreviewPanel } from "./preview-panel";

const ACCEPT =
  ".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Choose a CSV or XLSX file and the options, see its plan, then Apply it.
 * One form: the file input keeps its file between the preview and Apply (with JavaScript; without
 * it the page asks for the file again), and the server applies only the plan it previewed.
 */
export function ImportForm({ result }: { result: ImportPageResult | undefined }) {
  const s = useTexts("adminSections").importPage;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const own = result && result.intent !== "photos" ? result : undefined;
  const preview = own?.preview;
  return (
    <section
      aria-labelledby="import-upload-heading"
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="import-upload-heading" className="text-lg font-bold text-ink">
        {s.uploadTitle}
      </h2>
      <p className="text-sm text-gray-700">{s.intro}</p>
      {own?.applied && (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-md border border-green-300 bg-green-50 p-3"
        >
          <h3 className="font-semibold text-green-900">{s.appliedTitle}</h3>
          <CountList counts={own.applied} label={s.appliedTitle} />
        </div>
      )}
      <Form
        // A new form once applied: the file chosen is done with.
        key={own?.applied ? own.toast?.id : "import"}
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="import-file" className="text-sm font-medium text-ink">
            {s.fileLabel}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept={ACCEPT}
            aria-describedby="import-alert"
            className="w-full rounded-md border border-gray-300 px-3 py-2 text-base text-ink file:mr-3 file:rounded file:border-0 file:bg-gray-100 file:px-3 file:py-1"
          />
        </div>
        <CheckboxField
          idPrefix="import"
          name="update_only"
          label={s.updateOnly}
          defaultChecked={preview?.updateOnly}
        />
        <CheckboxField
          idPrefix="import"
          name="create_missing"
          label={s.createMissing}
          defaultChecked={preview?.createMissing}
        />
        <FormAlert id="import-alert" message={own?.formError} />
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={busy === "preview"}
          className={`${preview ? buttonStyles.secondary : buttonStyles.primary} self-start`}
        >
          {busy === "preview" ? s.previewing : s.preview}
        </button>
        {preview && <PreviewPanel preview={preview} applying={busy === "apply"} />}
      </Form>
    </section>
  );
}
