import type { Locale } from "~/i18n/languages";
import { VOLTAGE_CODE, type ProductAttributeValue } from "~/lib/attributes";
import { attributeRows, type ComparedProduct, type CompareRow } from "~/lib/compare";
import { localized } from "~/lib/localized";
import { toProductCard } from "~/lib/product-card";
import { variantName, variantOffers } from "~/lib/product-variants";
import type { ProductRef } from "~/lib/stored-list";
import type { Db } from "../db/kysely";
import { getStoreProfile } from "../settings/store-profile.server";
import { loadAttributes, productAttributeValues } from "./attributes.server";
import { specTexts } from "./product-specs.server";
import { getProductsByIds, type ProductView } from "./products.server";
import { variantsOf, type ProductVariants } from "./variants.server";

// What the comparison page shows of the products and variants an address names.

/** A product's values of its options, from its variants, in each attribute's order of values. */
function optionValues(own: ProductVariants | undefined): ProductAttributeValue[] {
  return (own?.options ?? []).flatMap((option) =>
    option.values
      .filter((value) => own!.variants.some((v) => v.values.some((x) => x.value.id === value.id)))
      .map((value) => ({ attributeId: option.id, valueId: value.id, number: null })),
  );
}

/**
 * A variant's column: its card with the variant's price, offer, stock and picture, named with its
 * option labels ("Furadeira — 220 V"), beside the price the variant's voltage; its values are its
 * own option values and the product's other specifications. Undefined for a variant the product
 * does not have (any more).
 */
function variantColumn(
  p: ProductView,
  product: ComparedProduct,
  own: ProductVariants | undefined,
  variantId: number,
  locale: Locale,
  threshold: number,
): { product: ComparedProduct; values: ProductAttributeValue[] } | undefined {
  const source = own?.variants.find((v) => v.id === variantId);
  if (!own || !source || own.options.length === 0) return undefined;
  const offer = variantOffers(own, [], product.image, locale, threshold).variants.find(
    (v) => v.id === variantId,
  )!;
  const voltage = source.values.find((v) => v.attribute.code === VOLTAGE_CODE);
  return {
    product: {
      ...product,
      name: variantName(product.name, offer.labels),
      priceCents: offer.priceCents,
      originalPriceCents: offer.originalPriceCents,
      discountPercent: offer.discountPercent,
      inStock: offer.available,
      image: offer.image,
      priceFrom: false,
      voltage: voltage
        ? localized(voltage.value, "label", locale)
        : p.voltage
          ? localized(p.voltage, "label", locale)
          : null,
      options: [],
      variantId,
      variantKey: offer.key,
      stock: offer.stock,
    },
    values: source.values.map((v) => ({
      attributeId: v.attribute.id,
      valueId: v.value.id,
      number: null,
    })),
  };
}

/**
 * The entries of `refs` the shop has (in the address's order; a product it does not have, or a
 * variant its product no longer has, is left out) and one row per attribute any of them has a
 * value of, in their categories' order. A variant shows its own price, stock line and option
 * values; a product with options compared as a whole, the values of all its variants.
 */
export async function loadComparison(
  db: Db,
  refs: readonly ProductRef[],
  locale: Locale,
): Promise<{ products: ComparedProduct[]; rows: CompareRow[] }> {
  if (refs.length === 0) return { products: [], rows: [] };
  const ids = [...new Set(refs.map((r) => r.id))];
  const [products, catalogue, values, variants, profile] = await Promise.all([
    getProductsByIds(db, ids),
    loadAttributes(db),
    productAttributeValues(db, ids),
    variantsOf(db, ids),
    getStoreProfile(db),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const columns = refs.flatMap((ref) => {
    const p = byId.get(ref.id);
    if (!p) return [];
    const own = variants.get(p.id);
    const options = new Set((own?.options ?? []).map((o) => o.id));
    // An option's values are the variants'; a plain value of the same attribute would repeat it.
    const plain = (values.get(p.id) ?? []).filter((v) => !options.has(v.attributeId));
    const product: ComparedProduct = {
      ...toProductCard(p, locale),
      brandSlug: p.brand.slug,
      variantId: null,
      variantKey: null,
      stock: null,
    };
    if (ref.variantId != null) {
      const column = variantColumn(
        p,
        product,
        own,
        ref.variantId,
        locale,
        profile.low_stock_threshold,
      );
      return column ? [{ product: column.product, values: [...plain, ...column.values] }] : [];
    }
    return [{ product, values: [...plain, ...optionValues(own)] }];
  });
  const rows = attributeRows(
    catalogue,
    columns.map((c) => {
      const p = byId.get(c.product.id)!;
      return { categoryId: p.category?.id ?? null, values: c.values };
    }),
    locale,
    specTexts(locale),
  );
  return { products: columns.map((c) => c.product), rows };
}
