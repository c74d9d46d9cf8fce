import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { useAdminPlural } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { OTHER_LOCALES } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import type { ActionResult } from "~/lib/admin-result";
import { ValueFields, type ValueFormValues } from "./value-fields";

/** One value of a choice as its page lists it. */
export interface ValueListItem extends ValueFormValues {
  id: number;
  /** In the administrator's language. */
  name: string;
  productCount: number;
}

/**
 * A value in its attribute's list: its label and code, its products; under
 * "Editar" (a disclosure: no JavaScript needed) its code and labels, and the merge into another
 * value; Delete asks first with the number of products that lose it.
 */
export function ValueItem({
  value,
  others,
  result,
}: {
  value: ValueListItem;
  /** The attribute's other values: what it can merge into. */
  others: { id: number; name: string }[];
  /** The page's answer when it was about this value. */
  result: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const s = t.attributes;
  const countOf = useAdminPlural();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData.get("id") === String(value.id);
  const failed = result && !result.ok ? result : undefined;
  const prefix = `value-${value.id}`;
  // Its label in each other language it has one in, named: "espanhol: Batería 18 V".
  const alt = OTHER_LOCALES.flatMap((l) => {
    const label = value.labels[`label_${l}`];
    return label ? [`${t.common.languageNames[l]}: ${label}`] : [];
  });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">
            {value.name}{" "}
            <span className="font-mono text-sm font-normal text-gray-600">({value.code})</span>
          </p>
          {alt.length > 0 && <p className="text-sm break-words text-gray-700">{alt.join(" · ")}</p>}
          <p className="text-sm text-gray-600">{countOf(s.productCount, value.productCount)}</p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="value-delete" />
          <input type="hidden" name="id" value={value.id} />
          <button type="submit" className={buttonStyles.danger}>
            {t.common.delete}
            <span className="sr-only"> {value.name}</span>
          </button>
        </Form>
      </div>
      <details open={!!failed} className="rounded-md border border-gray-200 px-3 py-1 open:pb-3">
        <summary className="cursor-pointer py-2 text-sm font-medium text-ink">
          {t.common.edit}
          <span className="sr-only"> {value.name}</span>
        </summary>
        <Form
          method="post"
          noValidate
          aria-label={fill(s.editValue, { label: value.name })}
          className="mt-2 flex flex-col gap-3"
        >
          <input type="hidden" name="intent" value="value-update" />
          <input type="hidden" name="id" value={value.id} />
          <ValueFields
            idPrefix={`${prefix}-edit`}
            initial={value}
            result={failed?.intent === "value-update" ? failed : undefined}
          />
          <button
            type="submit"
            disabled={busy("value-update")}
            className={`${buttonStyles.primary} self-start`}
          >
            {busy("value-update") ? t.common.saving : t.common.save}
          </button>
        </Form>
        {others.length > 0 && (
          <Form
            method="post"
            aria-describedby={`${prefix}-merge-hint`}
            className="mt-4 flex flex-col gap-2 border-t border-gray-200 pt-3"
          >
            <input type="hidden" name="intent" value="value-merge" />
            <input type="hidden" name="id" value={value.id} />
            <label htmlFor={`${prefix}-merge`} className="text-sm font-medium text-ink">
              {fill(s.mergeLabel, { label: value.name })}
            </label>
            <p id={`${prefix}-merge-hint`} className="text-sm text-gray-600">
              {s.mergeHint}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <select
                id={`${prefix}-merge`}
                name="into"
                defaultValue=""
                aria-invalid={failed?.fields?.into ? true : undefined}
                aria-describedby={failed?.fields?.into ? `${prefix}-merge-error` : undefined}
                className="w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink sm:w-64"
              >
                <option value="">{s.mergeChoose}</option>
                {others.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                disabled={busy("value-merge")}
                className={buttonStyles.secondary}
              >
                {s.merge}
              </button>
            </div>
            {failed?.fields?.into && (
              <p id={`${prefix}-merge-error`} className="text-sm text-red-700">
                {failed.fields.into}
              </p>
            )}
          </Form>
        )}
      </details>
    </div>
  );
}
