import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { ImagePicker } from "~/components/admin/image-picker";
import { useSectionMessages } from "~/components/admin/use-section-messages";
import type { ActionResult } from "~/lib/admin-result";
import { POSTER_COMPRESSION } from "~/lib/image-compression";
import { Field } from "../+shared/field";

/**
 * docs/product-rules.md §2 add poster: an https URL or a file (one is needed), with optional
 * titles.
 */
export function PosterAddForm({ result }: { result: ActionResult | undefined }) {
  const t = useSectionMessages();
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
            <Field
              idPrefix="poster-add"
              name="title_en"
              label={t.posters.titleEn}
              hint={t.common.optional}
              defaultValue={values?.title_en}
              error={result?.fields?.title_en}
            />
          </div>
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
