import type { OtherLocale } from "~/i18n/languages";
import type { Locale } from "~/i18n/locale";
import { VOLTAGE_CODE } from "./attributes";
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
  /** The offer's end, when the shop says until when it runs (UTC ISO). */
  offerEndsAt: string | null;
  inStock: boolean;
  image: ImageRef;
  /** Its variants differ in price: the price is their lowest, "a partir de $X". */
  priceFrom: boolean;
  /**
   * The voltage shown beside the price ("220 V", "Bivolt"), or a voltage option's values
   * ("127 V · 220 V"); null when it has none.
   */
  voltage: string | null;
  /** Its other options beside the price, each its name and values ("Tamanho", `10" · 12"`). */
  options: { name: string; values: string }[];
  /** It has options: its card leads to its page to choose one rather than adding it to the list. */
  hasOptions: boolean;
}

/**
 * What a card shows of a product's variants (docs/decisions/065-product-variants.md), in every
 * language: whether their prices differ, and its options in the picker's order, each with the
 * values its variants have in the attribute's order. None for a product without options.
 */
export interface CardVariants {
  pricesDiffer: boolean;
  /** Each option's attribute code and name, and its values' labels. */
  options: (Localizable<"name"> & { code: string; values: Localizable<"label">[] })[];
}

/**
 * The fields of a catalogue product a card needs; the voltage and the variants in every language
 * where the source read them (the server's product views do).
 */
export type ProductCardSource = Omit<
  ProductSource,
  "description" | `description_${OtherLocale}` | "category"
> & { voltage?: Localizable<"label"> | null; variantSummary?: CardVariants | null };

/** How a card lists an option's values: "127 V · 220 V". */
export const OPTION_VALUES_SEPARATOR = " · ";

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

/**
 * Rule: a card shows a voltage option's values where it shows a product's voltage (the one the
 * shopper checks first), and its other options beside it; a product without options, its voltage.
 */
function cardOptions(p: ProductCardSource, locale: Locale) {
  const options = (p.variantSummary?.options ?? []).map((o) => ({
    code: o.code,
    name: localized(o, "name", locale),
    values: o.values.map((v) => localized(v, "label", locale)).join(OPTION_VALUES_SEPARATOR),
  }));
  const voltage = options.find((o) => o.code === VOLTAGE_CODE);
  return {
    voltage: voltage?.values ?? (p.voltage ? localized(p.voltage, "label", locale) : null),
    options: options.filter((o) => o !== voltage).map(({ name, values }) => ({ name, values })),
  };
}

/**
 * Rule: a card of a product with options leads to its page, where the shopper chooses the
 * option ("Escolher opção"), instead of adding the product without a variant to the quote list.
 */
export function cardLeadsToChoice(p: Pick<ProductCardSource, "variantSummary">): boolean {
  return (p.variantSummary?.options.length ?? 0) > 0;
}

/** A catalogue product as a card shows it, in the page's language. */
export function toProductCard(p: ProductCardSource, locale: Locale): ProductCardData {
  // What a shopper sees now: an offer outside its window is the regular price (decision 066).
  const live = p.live;
  const percent = offerPercent(live);
  return {
    id: p.id,
    name: localizedName(p, locale),
    brand: p.brand.name,
    priceCents: live.price_cents,
    originalPriceCents: percent == null ? null : live.original_price_cents,
    discountPercent: percent,
    offerEndsAt: percent != null && p.offer_shows_end ? live.offer_ends_at : null,
    inStock: p.in_stock,
    image: { hash: p.image_hash, url: p.image_url },
    // Rule: "a partir de" only when the variants differ in price; the row holds their lowest.
    priceFrom: p.variantSummary?.pricesDiffer ?? false,
    hasOptions: cardLeadsToChoice(p),
    ...cardOptions(p, locale),
  };
}
