import type { Locale } from "~/i18n/locale";
import type { AdminVariants } from "./admin-variants";
import type { ProductAttributeValue } from "./attributes";
import type { GalleryEntry } from "./gallery-form";
import { localized, pickContent, type ContentColumns } from "./localized";
import type { ImageRef } from "./media-url";
import type { ProductSource } from "./product-source";

/**
 * A product as the back office's grid and edit form show it: its name and description as stored,
 * in every language (`name_{code}`, `description_{code}`: null when it has none, so the store shows
 * the Portuguese text); the inline edit edits them all.
 */
export interface AdminProduct extends ContentColumns<"name">, ContentColumns<"description"> {
  id: number;
  /** The shop's own code (the SKU), or null. */
  sku: string | null;
  name: string;
  description: string;
  priceCents: number;
  originalPriceCents: number | null;
  isOffer: boolean;
  /** The offer's window as set (UTC ISO; null: open), and whether the store says its end. */
  offerStartsAt: string | null;
  offerEndsAt: string | null;
  offerShowsEnd: boolean;
  inStock: boolean;
  image: ImageRef;
  /** The gallery, cover first, as the edit form's gallery editor starts from it. */
  images: GalleryEntry[];
  brand: string;
  /** The category's name in the admin's language (Portuguese when it has none). */
  category: string | null;
  /** Its category's id: the edit form shows that category's specifications. */
  categoryId: number | null;
  /** Its specifications' values: the table's attribute column and the edit form. */
  attributes: ProductAttributeValue[];
  /** Its variants: the stock column, and whether its prices are per variant. */
  variants: AdminVariants;
}

/**
 * The fields of a catalogue product the grid needs: its texts as stored in every language, each
 * present (the server's ProductView carries them all; the grid edits them).
 */
export type AdminProductSource = ProductSource & {
  sku: string | null;
  offer_starts_at: string | null;
  offer_ends_at: string | null;
  category: { id: number } | null;
} & ContentColumns<"name", string | null> &
  ContentColumns<"description", string | null>;

export function toAdminProduct(
  p: AdminProductSource,
  locale: Locale,
  images: GalleryEntry[] = [],
  attributes: ProductAttributeValue[] = [],
  variants: AdminVariants = { hasOptions: false, options: [], list: [] },
): AdminProduct {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    ...pickContent(p, "name"),
    description: p.description,
    ...pickContent(p, "description"),
    priceCents: p.price_cents,
    originalPriceCents: p.original_price_cents,
    isOffer: p.is_special_offer,
    offerStartsAt: p.offer_starts_at,
    offerEndsAt: p.offer_ends_at,
    offerShowsEnd: p.offer_shows_end,
    inStock: p.in_stock,
    image: { hash: p.image_hash, url: p.image_url },
    images,
    brand: p.brand.name,
    category: p.category ? localized(p.category, "name", locale) : null,
    categoryId: p.category?.id ?? null,
    attributes,
    variants,
  };
}
