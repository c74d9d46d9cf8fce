import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { ImagePicker } from "~/components/admin/image-picker";
import { useTexts } from "~/i18n/use-texts";
import { language, OTHER_LOCALES } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import type { ActionResult } from "~/lib/admin-result";
import { POSTER_COMPRESSION } from "~/lib/image-compression";
import { WindowFields, windowValue } from "../+shared/window-fields";
import { Field } from "../+shared/field";

/**
 * docs/product-rules.md §2 add poster: an https URL or a file (one is needed), with optional
 * titles: Portuguese, and one for each other language of app/i18n/languages.ts (empty shows the
 * Portuguese one).
 */
export function PosterAddForm({ result }: { result: ActionResult | undefined }) {
  const t = useTexts("adminSections");
  const navigation = useNavigation();
  const [preparing, setPreparing] = useState(false);
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  const values = result?.ok ? undefined : result?.values;
  return (
    <section
      aria-labelledby="poster-add-heading"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="poster-add-heading" className="mb-3 text-lg font-bold text-ink">
        {t.posters.addTitle}
      </h2>
      <Form
        key={result?.ok ? result.toast?.id : "form"}
        method="post"
        encType="multipart/form-data"
        noValidate
      >
        <input type="hidden" name="intent" value="create" />
        <fieldset disabled={saving} className="flex flex-col gap-4">
          <ImagePicker
            idPrefix="poster-add"
            legend={t.posters.image}
            profile={POSTER_COMPRESSION}
            urlName="image_url"
            defaultUrl={values?.image_url}
            required
            error={result?.fields?.image ?? result?.fields?.image_url}
            onPreparingChange={setPreparing}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              idPrefix="poster-add"
              name="title"
              label={t.posters.titlePt}
              hint={t.common.optional}
              defaultValue={values?.title}
              error={result?.fields?.title}
            />
            {OTHER_LOCALES.map((locale) => (
              <Field
                key={locale}
                idPrefix="poster-add"
                name={`title_${locale}`}
                label={fill(t.posters.titleIn, { language: t.common.languageNames[locale] })}
                hint={t.common.optional}
                lang={language(locale).tag}
                defaultValue={values?.[`title_${locale}`]}
                error={result?.fields?.[`title_${locale}`]}
              />
            ))}
          </div>
          <WindowFields
            idPrefix="poster-add"
            kind="poster"
            starts={{ name: "starts_at", value: windowValue(values?.starts_at, null) }}
            ends={{ name: "ends_at", value: windowValue(values?.ends_at, null) }}
            errors={(name) => result?.fields?.[name]}
          />
          <button
            type="submit"
            disabled={preparing}
            className={`${buttonStyles.primary} self-start`}
          >
            {saving ? t.common.saving : t.posters.submit}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}
