import type { Locale } from "~/i18n/languages";
import { attributeName, type AttributeDef, type AttributeValueDef } from "./attributes";
import { localized } from "./localized";
import type { ProductVariantsView, VariantOffer } from "./product-variants";

// A variant as a shopper reads it: its options' names and values in their language ("Voltagem:
// 220 V"). The quote list, the WhatsApp messages and an enquiry keep these texts as they were seen
// (docs/decisions/065-product-variants.md), so a label renamed or a variant removed later does not
// change what the shopper asked for.

/** One option of a variant: its name ("Voltagem") and the variant's value ("220 V"). */
export interface OptionLabel {
  name: string;
  value: string;
}

/** A product has at most three options; a label is short text (the attribute vocabulary's). */
const MAX_LABELS = 3;
const MAX_TEXT = 200;

/** A variant's values, in its options' order, in the page's language. */
export function optionLabels(
  values: readonly { attribute: AttributeDef; value: AttributeValueDef }[],
  locale: Locale,
): OptionLabel[] {
  return values.map((v) => ({
    name: attributeName(v.attribute, locale),
    value: localized(v.value, "label", locale),
  }));
}

const isText = (v: unknown): v is string => typeof v === "string" && v.length <= MAX_TEXT;

/** Whether a stored value (localStorage, a database column) is a list of option labels. */
export function isOptionLabels(value: unknown): value is OptionLabel[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_LABELS &&
    value.every((l) => {
      if (typeof l !== "object" || l === null) return false;
      const { name, value: text } = l as Record<string, unknown>;
      return isText(name) && isText(text);
    })
  );
}

/** Labels as a column keeps them (JSON); none is null. */
export function storedOptionLabels(labels: readonly OptionLabel[] | null): string | null {
  return labels && labels.length > 0
    ? JSON.stringify(labels.map(({ name, value }) => ({ name, value })))
    : null;
}

/** Labels from a column; null for none, or for text that is not labels (never an error). */
export function parseOptionLabels(text: string | null): OptionLabel[] | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isOptionLabels(value) && value.length > 0 ? value : null;
  } catch {
    return null;
  }
}

/** "Voltagem: 220 V, Tamanho: M": the labels in a line of text. */
export function optionLabelsText(labels: readonly OptionLabel[] | null | undefined): string {
  return (labels ?? []).map((l) => `${l.name}: ${l.value}`).join(", ");
}

/**
 * What the product page's WhatsApp link needs to name the chosen variant (its labels, "220 V",
 * and SKU), following the picker: nothing for a product without options.
 */
export function whatsappChoice(
  view: ProductVariantsView,
  chosen: VariantOffer,
): {
  variants?: { key: string; available: boolean; sku: string | null; options: string }[];
  chosen?: string;
} {
  if (view.options.length === 0) return {};
  return {
    variants: view.variants.map((v) => ({
      key: v.key,
      available: v.available,
      sku: v.sku,
      options: v.labels.filter(Boolean).join(", "),
    })),
    chosen: chosen.key,
  };
}
