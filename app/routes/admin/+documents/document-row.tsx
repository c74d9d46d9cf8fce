import { Form } from "react-router";
import { buttonStyles, SelectField } from "~/components/admin/form-controls";
import { fill } from "~/i18n/fill";
import { LOCALES, OTHER_LOCALES } from "~/i18n/languages";
import { plural } from "~/i18n/plural";
import { useAdminLocale } from "~/i18n/use-admin-messages";
import { useTexts } from "~/i18n/use-texts";
import { LIMITS } from "~/lib/catalogue-schemas";
import { pickContent } from "~/lib/localized";
import { formatFileSize } from "~/lib/product-media";
import { Field } from "../+shared/field";
import type { EditorDocument } from "./documents-page.server";

/** The titles and language of a document: the upload's fields, and each listed document's. */
export function TitleFields({
  idPrefix,
  values,
  fields,
}: {
  idPrefix: string;
  values: Partial<Record<string, string | null>>;
  fields: Record<string, string> | undefined;
}) {
  const sections = useTexts("adminSections");
  const t = sections.documents;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        idPrefix={idPrefix}
        name="title"
        label={t.titleLabel}
        required
        maxLength={LIMITS.title}
        defaultValue={values.title ?? ""}
        error={fields?.title}
      />
      {OTHER_LOCALES.map((l) => (
        <Field
          key={l}
          idPrefix={idPrefix}
          name={`title_${l}`}
          label={fill(t.titleIn, { language: sections.common.languageNames[l] })}
          hint={t.titleHint}
          maxLength={LIMITS.title}
          defaultValue={values[`title_${l}`] ?? ""}
          error={fields?.[`title_${l}`]}
        />
      ))}
      <SelectField
        idPrefix={idPrefix}
        name="language"
        label={t.languageLabel}
        defaultValue={values.language ?? ""}
        error={fields?.language}
      >
        <option value="">{t.languageNone}</option>
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t.languages[l]}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** One listed document: what it is, its titles' form, and its steps (up, down, remove). */
export function DocumentRow({
  doc,
  first,
  last,
  refused,
}: {
  doc: EditorDocument;
  first: boolean;
  last: boolean;
  /** This row's refused save: its field messages and what was typed. */
  refused: { fields?: Record<string, string>; values?: Record<string, string> } | undefined;
}) {
  const t = useTexts("adminSections").documents;
  const locale = useAdminLocale();
  const idPrefix = `doc-${doc.id}`;
  const stored = { title: doc.title, ...pickContent(doc, "title"), language: doc.language };
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="font-semibold text-ink">{doc.title}</span>
          <span className="break-all text-sm text-gray-700">{doc.fileName}</span>
          <span className="text-sm text-gray-700">
            {formatFileSize(locale, doc.bytes)} · {plural(locale, t.pages, doc.pages)}
          </span>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1">
          <a
            href={doc.url}
            target="_blank"
            rel="noreferrer"
            aria-label={fill(t.openDocumentNamed, { name: doc.title })}
            className={buttonStyles.secondary}
          >
            {t.openDocument}
          </a>
          {!first && <StepForm doc={doc} intent="move" direction="up" />}
          {!last && <StepForm doc={doc} intent="move" direction="down" />}
          <StepForm doc={doc} intent="remove" />
        </div>
      </div>
      <Form
        method="post"
        preventScrollReset
        className="flex flex-col gap-3"
        // Typed again from what the server holds (or what a refused save kept) after each answer.
        key={refused ? "refused" : JSON.stringify(stored)}
      >
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="id" value={doc.id} />
        <TitleFields
          idPrefix={idPrefix}
          values={
            refused?.values ?? {
              title: doc.title,
              ...pickContent(doc, "title"),
              language: doc.language,
            }
          }
          fields={refused?.fields}
        />
        <button
          type="submit"
          aria-label={fill(t.editNamed, { name: doc.title })}
          className={`${buttonStyles.secondary} self-start`}
        >
          {t.edit}
        </button>
      </Form>
    </li>
  );
}

function StepForm({
  doc,
  intent,
  direction,
}: {
  doc: EditorDocument;
  intent: "move" | "remove";
  direction?: "up" | "down";
}) {
  const t = useTexts("adminSections").documents;
  const [label, named] =
    intent === "remove"
      ? [t.remove, t.removeNamed]
      : direction === "up"
        ? [t.up, t.upNamed]
        : [t.down, t.downNamed];
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={doc.id} />
      {direction && <input type="hidden" name="direction" value={direction} />}
      <button
        type="submit"
        aria-label={fill(named, { name: doc.title })}
        className={intent === "remove" ? buttonStyles.danger : buttonStyles.secondary}
      >
        {label}
      </button>
    </Form>
  );
}
