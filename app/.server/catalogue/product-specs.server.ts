import { DEFAULT_LOCALE, language, type Locale } from "~/i18n/languages";
import { textsFor } from "~/i18n/texts";
import { VOLTAGE_CODE, type AttributeDef, type ProductAttributeValue } from "~/lib/attributes";
import { perLanguage, type Localizable } from "~/lib/localized";
import { voltageText } from "~/lib/product-specs";
import type { Db } from "../db/kysely";
import { loadAttributes, orderedValues, productAttributeValues } from "./attributes.server";

// What the store shows of a product's specifications: all of them on its page,
// its voltage beside its price wherever a card shows it.

/** A product's values in its category's order, each with its attribute's definition. */
export async function productSpecs(
  db: Db,
  product: { id: number; categoryId: number | null },
): Promise<{ def: AttributeDef; value: ProductAttributeValue }[]> {
  const [catalogue, values] = await Promise.all([
    loadAttributes(db),
    productAttributeValues(db, [product.id]),
  ]);
  return orderedValues(catalogue, product.categoryId, values.get(product.id) ?? []);
}

/** The texts a value is written with in a language (yes/no from the store's messages). */
export function specTexts(locale: Locale) {
  const t = textsFor(locale).catalog.specs;
  return { yes: t.yes, no: t.no, intl: language(locale).intl };
}

/**
 * A voltage needs no yes/no (voltageText never writes one), so no message catalogue either: the
 * product views are read by scripts too, where the store's texts are not loaded.
 */
const numbersOf = (locale: Locale) => ({ yes: "", no: "", intl: language(locale).intl });

/** A voltage's text in every language, as a product view carries it for its cards. */
export type VoltageLabel = Localizable<"label">;

/**
 * The voltage of each product that has one (the attribute VOLTAGE_CODE), in every language: one
 * query for a page's products, none when the shop has no such attribute.
 */
export async function productVoltages(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, VoltageLabel>> {
  const out = new Map<number, VoltageLabel>();
  if (productIds.length === 0) return out;
  const def = (await loadAttributes(db)).byCode.get(VOLTAGE_CODE);
  if (!def) return out;
  const rows = await db
    .selectFrom("product_attribute")
    .select(["product_id", "value_id", "number_value"])
    .where("attribute_id", "=", def.id)
    .where("product_id", "in", productIds)
    .execute();
  for (const r of rows) {
    const value = { attributeId: def.id, valueId: r.value_id, number: r.number_value };
    const label = voltageText(def, value, DEFAULT_LOCALE, numbersOf(DEFAULT_LOCALE));
    if (label == null) continue;
    const other = perLanguage("label", (l) => voltageText(def, value, l, numbersOf(l)));
    out.set(r.product_id, { label, ...other });
  }
  return out;
}
