import type { Localizable } from "./localized";
import type { LiveOffer } from "./offer-window";

/**
 * A catalogue product's fields as the server's ProductView carries them: the one shape the views
 * built from a product (a store card, a back-office row) pick their fields from.
 */
export interface ProductSource extends Localizable<"name">, Localizable<"description"> {
  id: number;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  /** What a shopper sees now: the offer only inside its window (docs/decisions/066-scheduled-offers.md). */
  live: LiveOffer;
  /** Whether the shop says until when the offer runs. */
  offer_shows_end: boolean;
  in_stock: boolean;
  image_hash: string | null;
  image_url: string | null;
  brand: { name: string };
  category: Localizable<"name"> | null;
}
