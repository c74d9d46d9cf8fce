import { useTexts } from "~/i18n/use-texts";
import { language, OTHER_LOCALES } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import type { ActionResult } from "~/lib/admin-result";
import { Field } from "../+shared/field";

/** A value's fields as a form starts from them. */
export interface ValueFormValues {
  code: string;
  label: string;
  /** The label in each other language, by `label_<code>`. */
  labels: Record<string, string>;
}

/**
 * A choice value's code and its label in every language, shared by the add
 * and edit forms; a refused form shows what was typed and a message beside each field.
 */
export function ValueFields({
  idPrefix,
  initial,
  result,
}: {
  idPrefix: string;
  initial: ValueFormValues;
  result: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const s = t.attributes;
  const typed = result?.values;
  const error = (name: string) => result?.fields?.[name];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        idPrefix={idPrefix}
        name="label"
        label={s.label}
        required
        defaultValue={typed?.label ?? initial.label}
        error={error("label")}
      />
      <Field
        idPrefix={idPrefix}
        name="code"
        label={s.valueCode}
        required
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        defaultValue={typed?.code ?? initial.code}
        error={error("code")}
      />
      {OTHER_LOCALES.map((locale) => (
        <Field
          key={locale}
          idPrefix={idPrefix}
          name={`label_${locale}`}
          label={fill(s.labelIn, { language: t.common.languageNames[locale] })}
          hint={t.common.optional}
          lang={language(locale).tag}
          defaultValue={typed?.[`label_${locale}`] ?? initial.labels[`label_${locale}`] ?? ""}
          error={error(`label_${locale}`)}
        />
      ))}
    </div>
  );
}
