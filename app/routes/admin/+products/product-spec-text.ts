import { language, type Locale } from "~/i18n/languages";
import type { AdminProduct } from "~/lib/admin-product";
import { formatAttributeValue, type AttributeDef } from "~/lib/attributes";

/** A product's value of the shown attribute in the admin's language ("650 W", "Bivolt"). */
export function specText(
  def: AttributeDef,
  product: AdminProduct,
  locale: Locale,
  texts: { yes: string; no: string },
): string | undefined {
  const value = product.attributes.find((v) => v.attributeId === def.id);
  return (
    value && formatAttributeValue(def, value, locale, { ...texts, intl: language(locale).intl })
  );
}
