import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles } from "~/components/admin/form-controls";
import { ImagePicker } from "~/components/admin/image-picker";
import { useTexts } from "~/i18n/use-texts";
import type { ActionResult } from "~/lib/admin-result";
import { LOGO_COMPRESSION } from "~/lib/image-compression";
import { Field } from "../+shared/field";

/**
 * docs/product-rules.md §2 add brand: a name and a logo file, both required (each says so when
 * missing).
 */
export function BrandAddForm({ result }: { result: ActionResult | undefined }) {
  const t = useTexts("adminSections");
  const navigation = useNavigation();
  const [preparing, setPreparing] = useState(false);
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  // A new form after each brand added: empty fields, no preview.
  const formKey = result?.ok ? result.toast?.id : "form";
  return (
    <section
      aria-labelledby="brand-add-heading"
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id="brand-add-heading" className="mb-3 text-lg font-bold text-ink">
        {t.brands.addTitle}
      </h2>
      <Form key={formKey} method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="intent" value="create" />
        <fieldset disabled={saving} className="flex flex-col gap-4">
          <Field
            idPrefix="brand-add"
            name="name"
            label={t.brands.name}
            required
            defaultValue={result?.ok ? undefined : result?.values?.name}
            error={result?.fields?.name}
          />
          <ImagePicker
            idPrefix="brand-add"
            legend={t.brands.logo}
            profile={LOGO_COMPRESSION}
            fileName="logo"
            required
            error={result?.fields?.logo}
            onPreparingChange={setPreparing}
          />
          <button
            type="submit"
            disabled={preparing}
            className={`${buttonStyles.primary} self-start`}
          >
            {saving ? t.common.saving : t.brands.submit}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}
