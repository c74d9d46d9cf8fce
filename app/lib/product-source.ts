import type { Localizable } from "./localized";

/**
 * A catalogue product's fields as the server's ProductView carries them: the one shape the views
 * built from a product (a store card, a back-office row) pick their fields from.
 */
export interface ProductSource extends Localizable<"name">, Localizable<"description"> {
  id: number;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  in_stock: boolean;
  image_hash: string | null;
  image_url: string | null;
  brand: { name: string };
  category: Localizable<"name"> | null;
}
