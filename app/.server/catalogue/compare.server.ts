import type { Locale } from "~/i18n/languages";
import { attributeRows, type ComparedProduct, type CompareRow } from "~/lib/compare";
import { toProductCard } from "~/lib/product-card";
import type { Db } from "../db/kysely";
import { loadAttributes, productAttributeValues } from "./attributes.server";
import { specTexts } from "./product-specs.server";
import { getProductsByIds } from "./products.server";

// What the comparison page shows of the products an address names.

/**
 * The products of `ids` the shop has (in the address's order; an id it does not have is left
 * out) and one row per attribute any of them has a value of, in their categories' order.
 */
export async function loadComparison(
  db: Db,
  ids: readonly number[],
  locale: Locale,
): Promise<{ products: ComparedProduct[]; rows: CompareRow[] }> {
  if (ids.length === 0) return { products: [], rows: [] };
  const [products, catalogue, values] = await Promise.all([
    getProductsByIds(db, [...ids]),
    loadAttributes(db),
    productAttributeValues(db, ids),
  ]);
  const rows = attributeRows(
    catalogue,
    products.map((p) => ({ categoryId: p.category?.id ?? null, values: values.get(p.id) ?? [] })),
    locale,
    specTexts(locale),
  );
  return {
    products: products.map((p) => ({ ...toProductCard(p, locale), brandSlug: p.brand.slug })),
    rows,
  };
}
