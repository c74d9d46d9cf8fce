import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles, CheckboxField, SelectField } from "~/components/admin/form-controls";
import { useTexts } from "~/i18n/use-texts";
import { useHydrated } from "~/components/ui/use-hydrated";
import { language, OTHER_LOCALES } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import type { ActionResult } from "~/lib/admin-result";
import { CATEGORY_FIELD_PREFIX } from "~/lib/attribute-admin";
import { ATTRIBUTE_TYPES } from "~/lib/attribute-schemas";
import type { AttributeType } from "~/lib/attributes";
import { Field, FormAlert } from "../+shared/field";

/** An attribute's fields as the form starts from them (a new one: empty). */
export interface AttributeFormValues {
  code: string;
  name: string;
  /** The name in each other language, by `name_<code>`. */
  names: Record<string, string>;
  type: AttributeType | "";
  unit: string;
  unitCode: string;
  isFilter: boolean;
  categories: number[];
}

export const EMPTY_ATTRIBUTE: AttributeFormValues = {
  code: "",
  name: "",
  names: {},
  type: "",
  unit: "",
  unitCode: "",
  isFilter: true,
  categories: [],
};

/**
 * An attribute's form, for a new one and to edit one: its code, its name in
 * every language, its type, a number's unit and UN/CEFACT code, whether it is a filter, and the
 * categories that list it (a checkbox each). A refused form comes back with its messages beside
 * the fields and what was typed.
 */
export function AttributeForm({
  idPrefix,
  intent,
  initial,
  categories,
  result,
  submitLabel,
  titleId,
}: {
  idPrefix: string;
  intent: "create" | "update";
  initial: AttributeFormValues;
  categories: { id: number; name: string }[];
  /** This form's refused answer, if any. */
  result: ActionResult | undefined;
  submitLabel: string;
  titleId: string;
}) {
  const t = useTexts("adminSections");
  const s = t.attributes;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const typed = result?.values;
  const error = (name: string) => result?.fields?.[name];
  const [type, setType] = useState<string>(typed?.type ?? initial.type);
  const checked = (id: number) =>
    typed ? `${CATEGORY_FIELD_PREFIX}${id}` in typed : initial.categories.includes(id);
  // A unit belongs to numbers: with JavaScript its fields show for numbers only.
  const showUnits = !hydrated || type === "number";
  const alertId = `${idPrefix}-alert`;
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby={titleId}
      aria-describedby={alertId}
      className="flex flex-col gap-4"
    >
      <FormAlert id={alertId} message={result?.formError} />
      <input type="hidden" name="intent" value={intent} />
      <fieldset disabled={saving} className="flex min-w-0 flex-col gap-4">
        <Field
          idPrefix={idPrefix}
          name="code"
          label={s.code}
          hint={s.codeHint}
          required
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          defaultValue={typed?.code ?? initial.code}
          error={error("code")}
        />
        <Field
          idPrefix={idPrefix}
          name="name"
          label={s.name}
          required
          defaultValue={typed?.name ?? initial.name}
          error={error("name")}
        />
        {OTHER_LOCALES.map((locale) => (
          <Field
            key={locale}
            idPrefix={idPrefix}
            name={`name_${locale}`}
            label={fill(s.nameIn, { language: t.common.languageNames[locale] })}
            hint={t.common.optional}
            lang={language(locale).tag}
            defaultValue={typed?.[`name_${locale}`] ?? initial.names[`name_${locale}`] ?? ""}
            error={error(`name_${locale}`)}
          />
        ))}
        <SelectField
          idPrefix={idPrefix}
          name="type"
          label={s.type}
          required
          value={type}
          onChange={(e) => setType(e.currentTarget.value)}
          error={error("type")}
        >
          <option value="">—</option>
          {ATTRIBUTE_TYPES.map((k) => (
            <option key={k} value={k}>
              {s.types[k]}
            </option>
          ))}
        </SelectField>
        {showUnits && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              idPrefix={idPrefix}
              name="unit"
              label={s.unit}
              hint={s.unitHint}
              defaultValue={typed?.unit ?? initial.unit}
              error={error("unit")}
            />
            <Field
              idPrefix={idPrefix}
              name="unit_code"
              label={s.unitCode}
              hint={s.unitCodeHint}
              autoCapitalize="characters"
              defaultValue={typed?.unit_code ?? initial.unitCode}
              error={error("unit_code")}
            />
          </div>
        )}
        <CheckboxField
          idPrefix={idPrefix}
          name="is_filter"
          label={s.isFilter}
          defaultChecked={typed ? typed.is_filter === "on" : initial.isFilter}
        />
        <fieldset
          aria-describedby={`${idPrefix}-categories-hint`}
          className="flex min-w-0 flex-col gap-2 rounded-md border border-gray-200 p-3"
        >
          <legend className="px-1 text-sm font-medium text-ink">{s.categoriesLegend}</legend>
          <p id={`${idPrefix}-categories-hint`} className="text-sm text-gray-600">
            {s.categoriesHint}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {categories.map((c) => (
              <CheckboxField
                key={c.id}
                idPrefix={idPrefix}
                name={`${CATEGORY_FIELD_PREFIX}${c.id}`}
                label={c.name}
                defaultChecked={checked(c.id)}
              />
            ))}
          </div>
          {error("categories") && <p className="text-sm text-red-700">{error("categories")}</p>}
        </fieldset>
        <button type="submit" className={`${buttonStyles.primary} self-start`}>
          {saving ? t.common.saving : submitLabel}
        </button>
      </fieldset>
    </Form>
  );
}
