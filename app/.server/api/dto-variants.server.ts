import type { ApiProduct, ApiVariant } from "~/lib/api-schemas";
import { imageSrc } from "~/lib/media-url";
import { centsToNumber } from "~/lib/money";
import { variantAvailable } from "~/lib/stock";
import type { ProductView } from "../catalogue/products.server";
import type { ProductVariants, VariantView } from "../catalogue/variants.server";

// A product's options and variants as the API answers them (docs/decisions/065-product-variants.md):
// attribute and value codes, as the writes take them, so an answer can be sent back as it is.

/** `sku`, `options` and `variants` of a product's answer. */
export function apiVariantFields(
  p: Pick<ProductView, "sku">,
  own: ProductVariants | undefined,
): Pick<ApiProduct, "sku" | "options" | "variants"> {
  const variants = own?.variants ?? [];
  return {
    // The first variant's, which the row's summary keeps too.
    sku: variants[0] ? variants[0].sku : p.sku,
    options: (own?.options ?? []).map((a) => a.code),
    variants: variants.map(apiVariant),
  };
}

function apiVariant(v: VariantView): ApiVariant {
  return {
    id: v.id,
    sku: v.sku,
    options: Object.fromEntries(v.values.map((x) => [x.attribute.code, x.value.code])),
    price: centsToNumber(v.price_cents),
    original_price: v.original_price_cents == null ? null : centsToNumber(v.original_price_cents),
    is_special_offer: v.is_special_offer,
    offer_starts_at: v.offer_starts_at,
    offer_ends_at: v.offer_ends_at,
    stock: v.stock,
    in_stock: variantAvailable(v.stock),
    // As the gallery shows them (images[].url): what a write names them by.
    images: v.images.flatMap((i) => imageSrc({ hash: i.image_hash, url: i.image_url }) ?? []),
  };
}
