import { variantName, type ProductVariantsView, type VariantOffer } from "../product-variants";
import { variantSearch } from "../variant-url";
import {
  productGroupJsonLd,
  productJsonLd,
  type JsonLd,
  type ProductLdInput,
  type PropertyValueInput,
} from "./json-ld";

/** What the product page says of its product, in the page's language; URLs absolute. */
export interface ProductPageLdInput {
  product: Omit<ProductLdInput, "sku" | "priceCents" | "originalPriceCents" | "inStock"> & {
    id: number;
    properties: PropertyValueInput[];
  };
  /** The gallery's pictures, absolute, in order: a variant's own pictures are positions in it. */
  gallery: string[];
  offers: ProductVariantsView;
  /** The variant the page shows: a product without options' only one. */
  offer: VariantOffer;
}

/**
 * The product page's structured data: a product without options is a Product with the offer
 * of its one variant; one with options a ProductGroup (docs/decisions/065-product-variants.md)
 * whose id is the product's, each variant at its own address (`?variante=`).
 */
export function productPageJsonLd({ product, gallery, offers, offer }: ProductPageLdInput): JsonLd {
  const offerOf = (v: VariantOffer) => ({
    priceCents: v.priceCents,
    originalPriceCents: v.originalPriceCents,
    inStock: v.available,
    priceValidUntil: v.offerEndsAt,
  });
  if (offers.options.length === 0) {
    return productJsonLd({ ...product, sku: offer.sku, ...offerOf(offer) });
  }
  return productGroupJsonLd({
    ...product,
    groupId: String(product.id),
    options: offers.options.map(({ code, name }) => ({ code, name })),
    variants: offers.variants.map((v) => ({
      name: variantName(product.name, v.labels),
      sku: v.sku,
      url: `${product.url}${variantSearch(v.key)}`,
      images: v.pictures.flatMap((i) => gallery[i] ?? []),
      values: v.labels,
      ...offerOf(v),
    })),
  });
}
