import type { Locale } from "~/i18n/languages";
import {
  attributeName,
  formatAttributeValue,
  type AttributeDef,
  type ProductAttributeValue,
} from "./attributes";
import type { PropertyValueInput } from "./seo/json-ld";

// A product's specifications as its page, its JSON-LD and the feeds show them,
// from its values already in its category's order (orderedValues, attributes.server.ts).

export interface SpecRow {
  /** The attribute's code: a stable key. */
  code: string;
  name: string;
  /** The value with its unit, in the page's language ("650 W", "Bivolt", "Sim"). */
  value: string;
}

type Ordered = readonly { def: AttributeDef; value: ProductAttributeValue }[];
type Texts = { yes: string; no: string; intl: string };

/** The specifications table's rows; a value that no longer fits its attribute is left out. */
export function specRows(ordered: Ordered, locale: Locale, texts: Texts): SpecRow[] {
  return ordered.flatMap(({ def, value }) => {
    const text = formatAttributeValue(def, value, locale, texts);
    return text === undefined
      ? []
      : [{ code: def.code, name: attributeName(def, locale), value: text }];
  });
}

/**
 * The values as schema.org PropertyValue inputs: a number as a number with its unit (`unitText`)
 * and the unit's UN/CEFACT code where the attribute has one (`unitCode`), yes/no as a boolean, a
 * choice as its label in the page's language.
 */
export function specProperties(ordered: Ordered, locale: Locale): PropertyValueInput[] {
  return ordered.flatMap(({ def, value }): PropertyValueInput[] => {
    const name = attributeName(def, locale);
    switch (def.type) {
      case "choice": {
        const text = formatAttributeValue(def, value, locale, { yes: "", no: "", intl: "en" });
        return text === undefined ? [] : [{ name, value: text, unitCode: null, unitText: null }];
      }
      case "number":
        return value.number == null
          ? []
          : [{ name, value: value.number, unitCode: def.unitCode, unitText: def.unit }];
      case "boolean":
        return value.number == null
          ? []
          : [{ name, value: value.number !== 0, unitCode: null, unitText: null }];
    }
  });
}

/** The voltage's text beside a price, from a value of the voltage attribute (VOLTAGE_CODE). */
export function voltageText(
  def: AttributeDef,
  value: ProductAttributeValue,
  locale: Locale,
  texts: Texts,
): string | null {
  // A yes/no voltage would read "Sim" beside a price: only a choice or a number says one.
  if (def.type === "boolean") return null;
  return formatAttributeValue(def, value, locale, texts) ?? null;
}
