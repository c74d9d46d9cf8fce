import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import type { ActionResult } from "~/lib/admin-result";
import { ValueFields } from "./value-fields";

/** Adds a value at the end of the list: a new, empty form after each one. */
export function ValueAddForm({ result }: { result: ActionResult | undefined }) {
  const t = useTexts("adminSections");
  const s = t.attributes;
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "value-create";
  const failed = result && !result.ok ? result : undefined;
  return (
    <Form
      key={result?.ok ? result.toast?.id : "value-add"}
      method="post"
      noValidate
      aria-labelledby="value-add-title"
      className="flex flex-col gap-3 rounded-md border border-dashed border-gray-300 p-3"
    >
      <h3 id="value-add-title" className="font-semibold text-ink">
        {s.addValue}
      </h3>
      <input type="hidden" name="intent" value="value-create" />
      <fieldset disabled={saving} className="flex min-w-0 flex-col gap-3">
        <ValueFields
          idPrefix="value-add"
          initial={{ code: "", label: "", labels: {} }}
          result={failed}
        />
        <button type="submit" className={`${buttonStyles.primary} self-start`}>
          {saving ? t.common.saving : s.addValue}
        </button>
      </fieldset>
    </Form>
  );
}
