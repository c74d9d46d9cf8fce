import { liveOffer, type OfferAsSet } from "./offer-window";
import type { Locale } from "~/i18n/languages";
import type { AttributeDef, AttributeValueDef } from "./attributes";
import type { ImageRef } from "./media-url";
import { toProductCard, type ProductCardData, type ProductCardSource } from "./product-card";
import type { LinkSides } from "./product-links";
import { variantAvailable } from "./stock";
import { optionLabels, type OptionLabel } from "./variant-labels";

// What a product page's "Acessórios", "Peças de reposição" and "Compatível com" sections show
// (docs/decisions/067-product-links.md), in the page's language: small cards, each with what its
// one-tap "Adicionar ao orçamento" adds.

/** A variant the accessory's select offers. */
export interface LinkVariant {
  variantId: number;
  sku: string | null;
  priceCents: number;
  available: boolean;
  options: OptionLabel[];
}

/** One small card: the product's card and what its button adds to the quote list. */
export interface LinkCard {
  card: ProductCardData;
  quote: { id: number; name: string; sku: string | null; priceCents: number; image: ImageRef };
  /** Its variants when it has options: the shopper picks one (the first available is chosen). */
  variants: LinkVariant[];
}

export type LinkSection = "accessories" | "spareParts" | "compatibleWith";
export const LINK_SECTIONS: LinkSection[] = ["accessories", "spareParts", "compatibleWith"];

interface LinkedVariantSource extends OfferAsSet {
  id: number;
  sku: string | null;
  stock: number | null;
  values: readonly { attribute: AttributeDef; value: AttributeValueDef }[];
}

/**
 * Rule: each section lists its products in the sides' order, leaving out those not in the
 * catalogue (`products` holds only the products a shopper may see); an empty section is not shown.
 */
export function linkCards(
  sides: LinkSides,
  products: ReadonlyMap<number, ProductCardSource & { sku: string | null }>,
  variants: ReadonlyMap<number, { variants: readonly LinkedVariantSource[] }>,
  locale: Locale,
  now: number = Date.now(),
): { section: LinkSection; cards: LinkCard[] }[] {
  return LINK_SECTIONS.flatMap((section) => {
    const cards = sides[section].flatMap((id): LinkCard[] => {
      const p = products.get(id);
      if (!p) return [];
      const card = toProductCard(p, locale);
      const own = p.variantSummary ? (variants.get(id)?.variants ?? []) : [];
      return [
        {
          card,
          quote: {
            id: p.id,
            name: card.name,
            sku: p.sku,
            // What a shopper sees now (docs/decisions/066-scheduled-offers.md).
            priceCents: card.priceCents,
            image: card.image,
          },
          variants: own.map((v) => ({
            variantId: v.id,
            sku: v.sku,
            priceCents: liveOffer(v, now).price_cents,
            available: variantAvailable(v.stock),
            options: optionLabels(v.values, locale),
          })),
        },
      ];
    });
    return cards.length > 0 ? [{ section, cards }] : [];
  });
}
