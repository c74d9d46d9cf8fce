import { intlOnce } from "~/i18n/intl-once";
import type { Locale } from "~/i18n/languages";
import { localized, type Localizable } from "./localized";

// Specifications as data (docs/decisions/062-specifications-and-facets.md). What the
// store, the back office and the API share about attributes: their shape, a value's text in a
// language, and the attribute a Brazilian shopper looks for first (the voltage).

export type AttributeType = "choice" | "number" | "boolean";

/** One value of a choice attribute: its code (in filter URLs, the API) and label per language. */
export type AttributeValueDef = Localizable<"label"> & {
  id: number;
  code: string;
  position: number;
};

/** An attribute as the administrator defined it, its values in order. */
export type AttributeDef = Localizable<"name"> & {
  id: number;
  code: string;
  type: AttributeType;
  /** A number's unit as shown ("W", "mm"), after the number with a space. */
  unit: string | null;
  /** The unit's UN/CEFACT common code, for JSON-LD `unitCode` ("WTT", "MMT", "KGM"). */
  unitCode: string | null;
  isFilter: boolean;
  position: number;
  values: AttributeValueDef[];
};

/** A product's value of one attribute: a choice's value id, or a number (yes/no as 1 or 0). */
export interface ProductAttributeValue {
  attributeId: number;
  valueId: number | null;
  number: number | null;
}

/** The attribute whose value shows beside the price: "220 V", "Bivolt". */
export const VOLTAGE_CODE = "voltagem";

/** An attribute code or a value code: lower-case letters, digits and dashes, as in a URL. */
export const CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CODE_MAX_LENGTH = 40;

/** An attribute's name in a language (the Portuguese one when that language has none). */
export function attributeName(def: AttributeDef, locale: Locale): string {
  return localized(def, "name", locale);
}

/** A number as a page shows it in a language: "1.5" → "1,5" in Portuguese, no trailing zeros. */
export function formatNumber(n: number, intl: string): string {
  return intlOnce(
    `attribute number ${intl}`,
    () => new Intl.NumberFormat(intl, { maximumFractionDigits: 2 }),
  ).format(n);
}

/**
 * A product's value of an attribute as text in a language: a choice's label, a number with its
 * unit ("650 W"), yes/no from the caller's messages. Undefined when the value does not fit the
 * attribute (a removed choice).
 */
export function formatAttributeValue(
  def: AttributeDef,
  value: ProductAttributeValue,
  locale: Locale,
  texts: { yes: string; no: string; intl: string },
): string | undefined {
  switch (def.type) {
    case "choice": {
      const v = def.values.find((x) => x.id === value.valueId);
      return v ? localized(v, "label", locale) : undefined;
    }
    case "number":
      if (value.number == null) return undefined;
      return def.unit
        ? `${formatNumber(value.number, texts.intl)} ${def.unit}`
        : formatNumber(value.number, texts.intl);
    case "boolean":
      return value.number == null ? undefined : value.number ? texts.yes : texts.no;
  }
}

/**
 * A value's code in filter URLs and the API: a choice's code; a number as written in JSON
 * ("650", "1.5"); yes/no as "1"/"0".
 */
export function valueCode(def: AttributeDef, value: ProductAttributeValue): string | undefined {
  if (def.type === "choice") return def.values.find((x) => x.id === value.valueId)?.code;
  return value.number == null ? undefined : String(value.number);
}
