import { useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  buttonStyles,
  CheckboxField,
  SectionHeader,
  SelectField,
  TextAreaField,
} from "~/components/admin/form-controls";
import { AttributeFields } from "~/components/admin/attribute-fields";
import { GalleryEditor } from "~/components/admin/gallery-editor";
import { ImagePicker } from "~/components/admin/image-picker";
import { useTexts } from "~/i18n/use-texts";
import { DEFAULT_LOCALE, language, LOCALES, OTHER_LOCALES, type Locale } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import type { ActionResult } from "~/lib/admin-result";
import { categoryAttributes, type AdminAttributeCatalogue } from "~/lib/attribute-admin";
import { galleryFromValues } from "~/lib/gallery-form";
import { parseId } from "~/lib/id";
import { PRODUCT_COMPRESSION } from "~/lib/image-compression";
import { Field, FormAlert } from "../+shared/field";
import { WindowFields, windowValue } from "../+shared/window-fields";

interface Option {
  id: number;
  name: string;
}

/**
 * docs/product-rules.md §2 Add product: brand, name, price (step 0.01, min 0), category; optional
 * name and description in each other language of app/i18n/languages.ts (`name_en`, `name_es`, …:
 * empty shows the Portuguese text), description, offer flag with original price, and its pictures
 * in the gallery editor (several files or https URLs, in order, the first the cover);
 * without JavaScript, one image by https URL or file, as before galleries; the chosen category's
 * specifications.
 */
export function ProductForm({
  brands,
  categories,
  attributes,
  result,
}: {
  brands: Option[];
  categories: Option[];
  /** Every category's specifications: the chosen category's show. */
  attributes: AdminAttributeCatalogue;
  result: ActionResult | undefined;
}) {
  const t = useTexts("adminSections");
  const f = t.productForm;
  const navigation = useNavigation();
  const [preparing, setPreparing] = useState(false);
  const saving = navigation.state === "submitting" && navigation.formMethod === "POST";
  const values = result?.values;
  const error = (name: string) => result?.fields?.[name];
  const id = "product-new";
  // The name as typed, in each language: the alternative texts' placeholder (what the store shows
  // for an empty one).
  const [names, setNames] = useState(() => namesOf(values));
  // The chosen category's specifications show at once with JavaScript; without it, after a
  // refused save (the values come back), or when the product is edited.
  const [categoryId, setCategoryId] = useState(() => parseId(values?.category_id ?? ""));
  return (
    <section aria-labelledby="product-new-title" className="max-w-2xl">
      <SectionHeader id="product-new-title" title={f.title} />
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        aria-labelledby="product-new-title"
        aria-describedby="product-new-alert"
        onChange={(e) => {
          const field: EventTarget = e.target;
          if (!(field instanceof HTMLInputElement)) return;
          if (field.name === "name" || field.name.startsWith("name_")) {
            setNames(namesOf(Object.fromEntries(new FormData(e.currentTarget)) as Values));
          }
        }}
        className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      >
        <FormAlert id="product-new-alert" message={result?.formError} />
        <input type="hidden" name="intent" value="create" />
        <fieldset disabled={saving} className="flex flex-col gap-4">
          <SelectField
            idPrefix={id}
            name="brand_id"
            label={f.brand}
            required
            defaultValue={values?.brand_id ?? ""}
            error={error("brand_id")}
          >
            <option value="">{f.chooseBrand}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </SelectField>
          <Field
            idPrefix={id}
            name="name"
            label={f.name}
            required
            defaultValue={values?.name}
            error={error("name")}
          />
          <Field
            idPrefix={id}
            name="price"
            label={f.price}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            required
            defaultValue={values?.price}
            error={error("price")}
          />
          <SelectField
            idPrefix={id}
            name="category_id"
            label={f.category}
            required
            defaultValue={values?.category_id ?? ""}
            onChange={(e) => setCategoryId(parseId(e.currentTarget.value))}
            error={error("category_id")}
          >
            <option value="">{f.chooseCategory}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <AttributeFields
            idPrefix={id}
            attributes={categoryAttributes(attributes, categoryId)}
            values={values ?? {}}
            errors={result?.fields}
            categoryChosen={categoryId !== null}
          />
          {OTHER_LOCALES.map((locale) => (
            <Field
              key={locale}
              idPrefix={id}
              name={`name_${locale}`}
              label={fill(f.nameIn, { language: t.common.languageNames[locale] })}
              hint={t.common.optional}
              lang={language(locale).tag}
              defaultValue={values?.[`name_${locale}`]}
              error={error(`name_${locale}`)}
            />
          ))}
          <TextAreaField
            idPrefix={id}
            name="description"
            label={f.description}
            hint={t.common.optional}
            defaultValue={values?.description}
            error={error("description")}
          />
          {OTHER_LOCALES.map((locale) => (
            <TextAreaField
              key={locale}
              idPrefix={id}
              name={`description_${locale}`}
              label={fill(f.descriptionIn, { language: t.common.languageNames[locale] })}
              hint={t.common.optional}
              lang={language(locale).tag}
              defaultValue={values?.[`description_${locale}`]}
              error={error(`description_${locale}`)}
            />
          ))}
          <CheckboxField
            idPrefix={id}
            name="is_special_offer"
            label={f.offer}
            defaultChecked={values?.is_special_offer === "on"}
          />
          <Field
            idPrefix={id}
            name="original_price"
            label={f.originalPrice}
            hint={t.common.optional}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            defaultValue={values?.original_price}
            error={error("original_price")}
          />
          <WindowFields
            idPrefix={id}
            kind="offer"
            starts={{ name: "offer_starts_at", value: windowValue(values?.offer_starts_at, null) }}
            ends={{ name: "offer_ends_at", value: windowValue(values?.offer_ends_at, null) }}
            showsEnd={{ name: "offer_shows_end", checked: values?.offer_shows_end === "on" }}
            errors={error}
          />
          <CheckboxField
            idPrefix={id}
            name="in_stock"
            label={f.inStock}
            defaultChecked={values ? values.in_stock === "on" : true}
          />
          <GalleryEditor
            idPrefix={id}
            initial={galleryFromValues(values ?? {})}
            names={names}
            errors={result?.fields}
            onBusyChange={setPreparing}
            fallback={
              <ImagePicker
                idPrefix={id}
                legend={f.image}
                profile={PRODUCT_COMPRESSION}
                urlName="image_url"
                defaultUrl={values?.image_url}
                error={error("image") ?? error("image_url")}
                onPreparingChange={setPreparing}
              />
            }
          />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="submit"
              disabled={preparing}
              aria-describedby={preparing ? `${id}-busy` : undefined}
              className={buttonStyles.primary}
            >
              {saving ? t.common.saving : f.submit}
            </button>
            {preparing && (
              <p id={`${id}-busy`} className="text-sm text-gray-700">
                {t.gallery.busy}
              </p>
            )}
          </div>
        </fieldset>
      </Form>
    </section>
  );
}

type Values = Record<string, string>;

/** The product's name in each language, as typed (another language's empty one: none). */
function namesOf(values: Values | undefined): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((l) => [l, values?.[l === DEFAULT_LOCALE ? "name" : `name_${l}`]?.trim() ?? ""]),
  ) as Record<Locale, string>;
}
