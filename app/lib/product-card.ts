import type { OtherLocale } from "~/i18n/languages";
import type { Locale } from "~/i18n/locale";
import { localized, type Localizable } from "./localized";
import type { ImageRef } from "./media-url";
import type { ProductSource } from "./product-source";
import { discountPercent } from "./money";

/** What a product card shows, already in the page's language. */
export interface ProductCardData {
  id: number;
  name: string;
  brand: string;
  priceCents: number;
  /** Set only for an offer with a real discount. */
  originalPriceCents: number | null;
  discountPercent: number | null;
  inStock: boolean;
  image: ImageRef;
  /** The voltage shown beside the price ("220 V", "Bivolt"), null when it has none. */
  voltage: string | null;
}

/**
 * The fields of a catalogue product a card needs; the voltage in every language where the source
 * read it (the server's product views do).
 */
export type ProductCardSource = Omit<
  ProductSource,
  "description" | `description_${OtherLocale}` | "category"
> & { voltage?: Localizable<"label"> | null };

/** The product's name in the page's language when it has one, else the Portuguese. */
export function localizedName(p: Localizable<"name">, locale: Locale): string {
  return localized(p, "name", locale);
}

/** An offer's percent off, or null when the product is not on offer or has no real discount. */
export function offerPercent(
  p: Pick<ProductCardSource, "is_special_offer" | "price_cents" | "original_price_cents">,
): number | null {
  return p.is_special_offer ? discountPercent(p.price_cents, p.original_price_cents) : null;
}

/** A catalogue product as a card shows it, in the page's language. */
export function toProductCard(p: ProductCardSource, locale: Locale): ProductCardData {
  const percent = offerPercent(p);
  return {
    id: p.id,
    name: localizedName(p, locale),
    brand: p.brand.name,
    priceCents: p.price_cents,
    originalPriceCents: percent == null ? null : p.original_price_cents,
    discountPercent: percent,
    inStock: p.in_stock,
    image: { hash: p.image_hash, url: p.image_url },
    voltage: p.voltage ? localized(p.voltage, "label", locale) : null,
  };
}
