import type { OtherLocale } from "~/i18n/languages";
import type { Locale } from "~/i18n/locale";
import { localized } from "./localized";
import type { ImageRef } from "./media-url";
import type { ProductSource } from "./product-source";

/** A product as the back office's grid and edit form show it. */
export interface AdminProduct {
  id: number;
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents: number | null;
  isOffer: boolean;
  inStock: boolean;
  image: ImageRef;
  brand: string;
  /** The category's name in the admin's language (Portuguese when it has none). */
  category: string | null;
}

/** The fields of a catalogue product the grid needs (its name as stored: the grid edits it). */
export type AdminProductSource = Omit<ProductSource, `name_${OtherLocale}`>;

export function toAdminProduct(p: AdminProductSource, locale: Locale): AdminProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    priceCents: p.price_cents,
    originalPriceCents: p.original_price_cents,
    isOffer: p.is_special_offer,
    inStock: p.in_stock,
    image: { hash: p.image_hash, url: p.image_url },
    brand: p.brand.name,
    category: p.category ? localized(p.category, "name", locale) : null,
  };
}
