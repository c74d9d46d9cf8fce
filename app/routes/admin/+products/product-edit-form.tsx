import { useState } from "react";
import { Link, useLocation, type FetcherWithComponents } from "react-router";
import { buttonStyles, CheckboxField, TextAreaField } from "~/components/admin/form-controls";
import { useAdminAttributes } from "~/components/admin/attribute-context";
import { AttributeFields, attributeFieldValues } from "~/components/admin/attribute-fields";
import { GalleryEditor } from "~/components/admin/gallery-editor";
import { useTexts } from "~/i18n/use-texts";
import { DEFAULT_LOCALE, language, LOCALES, OTHER_LOCALES, type Locale } from "~/i18n/languages";
import { fill } from "~/i18n/fill";
import type { AdminProduct } from "~/lib/admin-product";
import type { ActionResult } from "~/lib/admin-result";
import { attributeFormValues, categoryAttributes } from "~/lib/attribute-admin";
import { GALLERY_MARKER, galleryFromValues } from "~/lib/gallery-form";
import { localized } from "~/lib/localized";
import { WindowFields, windowValue } from "../+shared/window-fields";
import { Field } from "../+shared/field";
import { documentsHref, linksHref, variantsHref } from "../+shared/paths";

const decimal = (cents: number | null) => (cents == null ? "" : (cents / 100).toFixed(2));

/**
 * docs/product-rules.md §2 Products, inline edit: name, price, description, the offer flag and the
 * original price, its category's specifications, with Save and Cancel; under a
 * "Translations" disclosure (<details>: no JavaScript needed, the form stays short on a phone),
 * the name and description in each other language of app/i18n/languages.ts, as stored (empty
 * shows the Portuguese text on the store); then its pictures in the gallery editor.
 * While it saves, or while pictures upload, Save waits: its inputs are disabled and it reads
 * "Salvando...".
 * A product with options has no price or offer fields here: they are its variants', and the form
 * says so with the way to its variants editor.
 */
export function ProductEditForm({
  product,
  fetcher,
  result,
  cancelTo,
  onCancel,
}: {
  product: AdminProduct;
  fetcher: FetcherWithComponents<ActionResult>;
  result: ActionResult | undefined;
  cancelTo: string;
  /** With JavaScript, Cancel closes the form in place; without, it is a link. */
  onCancel: (() => void) | undefined;
}) {
  const t = useTexts("adminSections");
  const { pathname } = useLocation();
  const saving = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "update";
  const values = result?.values;
  const idPrefix = `product-${product.id}-edit`;
  const error = (name: string) => result?.fields?.[name];
  const f = t.productForm;
  const translated = OTHER_LOCALES.flatMap((l) => [`name_${l}`, `description_${l}`] as const);
  // A refused translation is shown open, its message beside its field.
  const translationError = translated.some((name) => error(name));
  const [uploading, setUploading] = useState(false);
  // A product with options: its prices, offer and stock are its variants'.
  const perVariant = product.variants.hasOptions;
  const catalogue = useAdminAttributes();
  // The store's fallback for an empty alternative text: the name in that language.
  const names = Object.fromEntries(
    LOCALES.map((l) => [l, l === DEFAULT_LOCALE ? product.name : localized(product, "name", l)]),
  ) as Record<Locale, string>;
  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the page is posted: answer on the list itself, not on ?edit=.
      action={`${pathname}${cancelTo}`}
      noValidate
      aria-label={fill(t.products.editLabel, { name: product.name })}
      className="flex flex-col gap-3"
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={product.id} />
      {perVariant && <input type="hidden" name="prices" value="variants" />}
      {/* min-w-0: a fieldset is as wide as its content by default, wider than the card. */}
      <fieldset disabled={saving} className="flex min-w-0 flex-col gap-3">
        <Field
          idPrefix={idPrefix}
          name="name"
          label={t.products.name}
          required
          autoFocus={!!onCancel}
          defaultValue={values?.name ?? product.name}
          error={error("name")}
        />
        {perVariant ? (
          <PricesPerVariant product={product} />
        ) : (
          <Field
            idPrefix={idPrefix}
            name="price"
            label={t.products.price}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            required
            defaultValue={values?.price ?? decimal(product.priceCents)}
            error={error("price")}
          />
        )}
        <TextAreaField
          idPrefix={idPrefix}
          name="description"
          label={t.products.description}
          defaultValue={values?.description ?? product.description}
          error={error("description")}
        />
        {!perVariant && (
          <>
            <CheckboxField
              idPrefix={idPrefix}
              name="is_special_offer"
              label={t.products.isOffer}
              defaultChecked={values ? values.is_special_offer === "on" : product.isOffer}
            />
            <Field
              idPrefix={idPrefix}
              name="original_price"
              label={t.products.originalPrice}
              hint={t.common.optional}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              defaultValue={values?.original_price ?? decimal(product.originalPriceCents)}
              error={error("original_price")}
            />
            <WindowFields
              idPrefix={idPrefix}
              kind="offer"
              starts={{
                name: "offer_starts_at",
                value: windowValue(values?.offer_starts_at, product.offerStartsAt),
              }}
              ends={{
                name: "offer_ends_at",
                value: windowValue(values?.offer_ends_at, product.offerEndsAt),
              }}
              showsEnd={{
                name: "offer_shows_end",
                checked: values ? values.offer_shows_end === "on" : product.offerShowsEnd,
              }}
              errors={error}
            />
          </>
        )}
        <AttributeFields
          idPrefix={idPrefix}
          // An option's values are its variants', set in the variants editor.
          attributes={categoryAttributes(catalogue, product.categoryId).filter(
            (a) => !product.variants.options.includes(a.code),
          )}
          values={
            values ?? attributeFieldValues(attributeFormValues(catalogue, product.attributes))
          }
          errors={result?.fields}
          categoryChosen={product.categoryId !== null}
        />
        <details
          open={translationError}
          className="rounded-md border border-gray-200 px-3 py-1 open:pb-3"
        >
          {/* Focus shows through the app-wide :focus-visible outline (app/app.css). */}
          <summary className="cursor-pointer py-2 text-sm font-medium text-ink">
            {t.products.translations}
          </summary>
          <div className="mt-3 flex flex-col gap-3">
            {OTHER_LOCALES.map((locale) => (
              <div key={locale} className="flex flex-col gap-3">
                <Field
                  idPrefix={idPrefix}
                  name={`name_${locale}`}
                  label={fill(f.nameIn, { language: t.common.languageNames[locale] })}
                  hint={t.common.optional}
                  lang={language(locale).tag}
                  defaultValue={values?.[`name_${locale}`] ?? product[`name_${locale}`] ?? ""}
                  error={error(`name_${locale}`)}
                />
                <TextAreaField
                  idPrefix={idPrefix}
                  name={`description_${locale}`}
                  label={fill(f.descriptionIn, { language: t.common.languageNames[locale] })}
                  hint={t.common.optional}
                  lang={language(locale).tag}
                  defaultValue={
                    values?.[`description_${locale}`] ?? product[`description_${locale}`] ?? ""
                  }
                  error={error(`description_${locale}`)}
                />
              </div>
            ))}
          </div>
        </details>
        <GalleryEditor
          idPrefix={idPrefix}
          initial={values?.[GALLERY_MARKER] ? galleryFromValues(values) : product.images}
          names={names}
          errors={result?.fields}
          onBusyChange={setUploading}
        />
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="submit"
            disabled={uploading}
            aria-describedby={uploading ? `${idPrefix}-busy` : undefined}
            className={buttonStyles.primary}
          >
            {saving ? t.common.saving : t.common.save}
          </button>
          {onCancel ? (
            <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
              {t.common.cancel}
            </button>
          ) : (
            <Link to={`${pathname}${cancelTo}`} className={buttonStyles.secondary}>
              {t.common.cancel}
            </Link>
          )}
          {uploading && (
            <p id={`${idPrefix}-busy`} className="w-full text-sm text-gray-700">
              {t.gallery.busy}
            </p>
          )}
        </div>
        {/* Its accessories, spare parts and compatible products, and its manuals and videos: pages of their own. */}
        <Link
          to={linksHref(product.id)}
          aria-label={fill(t.links.openNamed, { name: product.name })}
          className="self-start font-semibold text-brand-dark underline"
        >
          {t.links.open}
        </Link>
        <Link
          to={documentsHref(product.id)}
          aria-label={fill(t.documents.openNamed, { name: product.name })}
          className="self-start font-semibold text-brand-dark underline"
        >
          {t.documents.open}
        </Link>
      </fieldset>
    </fetcher.Form>
  );
}

/** In place of the price and offer fields of a product with options. */
function PricesPerVariant({ product }: { product: AdminProduct }) {
  const v = useTexts("adminSections").variants;
  return (
    <p className="rounded-md border border-gray-200 bg-white px-3 py-2 text-sm text-ink">
      {v.perVariant}{" "}
      <Link to={variantsHref(product.id)} className="font-semibold text-brand-dark underline">
        {v.edit}
      </Link>
    </p>
  );
}
