import type { ImageRef } from "./media-url";

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
  category: string | null;
}

/** The fields of a catalogue product the grid needs (the server's ProductView has them all). */
export interface AdminProductSource {
  id: number;
  name: string;
  description: string;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  in_stock: boolean;
  image_hash: string | null;
  image_url: string | null;
  brand: { name: string };
  category: { name: string } | null;
}

export function toAdminProduct(p: AdminProductSource): AdminProduct {
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
    category: p.category?.name ?? null,
  };
}
