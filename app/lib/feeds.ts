import { discountPercent } from "./money";
import {
  instantToShopIso,
  liveOffer,
  windowEnded,
  type OfferAsSet,
  type Window,
} from "./offer-window";
import { summarize } from "./seo/meta";
import { variantSearch } from "./variant-url";

// The catalogue as product feeds, for Google Merchant Center (RSS 2.0 with the
// `g:` namespace) and Meta's catalogues (Facebook, Instagram, WhatsApp Business; CSV). One item or
// row per product, or per variant of a product with options, grouped by `item_group_id`
// (docs/decisions/065-product-variants.md); the feeds' limits are applied here, the two formats
// written in ./feed-formats.ts.

/** Google's and Meta's limits, the stricter of the two where they differ. */
export const FEED_TITLE_MAX = 150;
export const FEED_DESCRIPTION_MAX = 5000;
/** Google reads at most 10 additional images; Meta takes as many, comma-separated. */
export const FEED_ADDITIONAL_IMAGES_MAX = 10;
/** Google's limit on `size`. */
export const FEED_SIZE_MAX = 100;
/**
 * The attribute whose option value a variant sends as Google's `size` ("10\"", "M", "8 mm"): the
 * shop's "Tamanho". No other option maps to one of Google's variant attributes (a voltage is no
 * size, colour, material or pattern): those stay in the title and `product_detail`.
 */
export const FEED_SIZE_CODE = "tamanho";
/** Google's limits on a product detail's section and attribute names and on its value. */
export const FEED_DETAIL_NAME_MAX = 140;
export const FEED_DETAIL_VALUE_MAX = 1000;

/** One specification as Google's `product_detail` takes it, in the feed's language. */
export interface FeedDetail {
  /** The group it is shown under ("Especificações"). */
  section: string;
  name: string;
  /** The value with its unit ("650 W"). */
  value: string;
}

/** A product or one of its variants as the feeds need it, in one language, with absolute URLs. */
export interface FeedProduct {
  /** The item's id: the product's, or a variant's SKU (else the product's and the variant's ids). */
  id: string;
  /** A variant's product id, which groups its variants (`item_group_id`); null for a product. */
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  /** The gallery, the cover first. */
  images: string[];
  inStock: boolean;
  priceCents: number;
  /** The price before the offer, when there is one. */
  originalPriceCents: number | null;
  /** The offer's window when it has one (UTC ISO; null: open), for sale_price_effective_date. */
  saleWindow?: Window | null;
  brand: string;
  /** The category's name: the product type. */
  productType: string | null;
  /** The specifications, in the category's order. */
  details: FeedDetail[];
  /** A variant's size option's value (FEED_SIZE_CODE), Google's `size`. */
  size?: string | null;
}

/** A variant of a product with options as the feeds need it, its texts in the feed's language. */
export interface FeedVariant {
  id: number;
  sku: string | null;
  /**
   * Its value of each option, in the options' order: the option's name and the value's label
   * (and the attribute's code, which picks the size).
   */
  options: { name: string; value: string; code?: string }[];
  priceCents: number;
  /** The price before the offer, while the variant is on offer. */
  originalPriceCents: number | null;
  /** The offer's window when it has one. */
  saleWindow?: Window | null;
  /** By the stock rule: anything but a tracked 0. */
  inStock: boolean;
  /** Its own pictures, absolute; none: the product's gallery. */
  images: string[];
}

/**
 * A product with options as one item per variant, grouped by the product's id. Each has its own
 * id, link (the page with the variant chosen), price, offer, availability and pictures; its title
 * names its values ("Furadeira de Impacto 220 V") and its details carry them under `section`.
 */
export function variantItems(
  product: FeedProduct,
  variants: readonly FeedVariant[],
  section: string,
): FeedProduct[] {
  return variants.map((v) => ({
    ...product,
    id: v.sku ?? `${product.id}-${v.id}`,
    groupId: product.id,
    title: [product.title, ...v.options.map((o) => o.value)].join(" "),
    link: `${product.link}${variantSearch(v.sku ?? String(v.id))}`,
    images: v.images.length > 0 ? v.images : product.images,
    inStock: v.inStock,
    priceCents: v.priceCents,
    originalPriceCents: v.originalPriceCents,
    saleWindow: v.saleWindow ?? null,
    details: [
      ...v.options.map((o) => ({ section, name: o.name, value: o.value })),
      ...product.details,
    ],
    size: variantSize(v),
  }));
}

/** Rule: a variant's Google `size` is its value of the size option, if the product has one. */
export function variantSize(v: Pick<FeedVariant, "options">): string | null {
  const size = v.options.find((o) => o.code === FEED_SIZE_CODE);
  return size ? summarize(size.value, FEED_SIZE_MAX) : null;
}

/** A price as both feeds write it: "19.90 USD". */
export function feedPrice(cents: number): string {
  return `${(cents / 100).toFixed(2)} USD`;
}

/**
 * The feeds' price fields: the regular price, and the sale price while the product is on offer
 * (a higher price before it; the store shows it struck through).
 */
export function feedPrices(p: Pick<FeedProduct, "priceCents" | "originalPriceCents">): {
  price: string;
  salePrice: string | null;
} {
  const onSale = p.originalPriceCents !== null && p.originalPriceCents > p.priceCents;
  return onSale
    ? { price: feedPrice(p.originalPriceCents!), salePrice: feedPrice(p.priceCents) }
    : { price: feedPrice(p.priceCents), salePrice: null };
}

/**
 * Rule: what the feeds say of an offer (docs/decisions/066-scheduled-offers.md). An offer as set,
 * with its window, until the window ends: Google and Meta apply a sale price only inside its
 * `sale_price_effective_date`, so an offer that starts on Friday can be sent on Monday and the
 * feed still agrees with the page all week. An offer that has ended is the regular price.
 */
export function feedOffer(
  v: OfferAsSet,
  now: number,
): { priceCents: number; originalPriceCents: number | null; saleWindow: Window | null } {
  const window = { starts_at: v.offer_starts_at, ends_at: v.offer_ends_at };
  if (!v.is_special_offer)
    return { priceCents: v.price_cents, originalPriceCents: null, saleWindow: null };
  if (windowEnded(window, now)) {
    // What it was before the offer: its regular price.
    return {
      priceCents: liveOffer(v, now).price_cents,
      originalPriceCents: null,
      saleWindow: null,
    };
  }
  const percent = discountPercent(v.price_cents, v.original_price_cents);
  return {
    priceCents: v.price_cents,
    originalPriceCents: percent == null ? null : v.original_price_cents,
    saleWindow: window.starts_at || window.ends_at ? window : null,
  };
}

/** An offer's open end, as the feeds must name one: a year after it starts. */
const OPEN_END_MS = 365 * 24 * 3_600_000;

/**
 * Rule: `sale_price_effective_date` as both feeds read it: the window's start and end in ISO 8601
 * with the shop's offset, "2026-11-28T18:00:00-03:00/2026-11-30T23:59:00-03:00". An open start is
 * the feed's own instant; an open end, a year after the start.
 */
export function saleEffectiveDate(w: Window, now: number): string {
  const start = w.starts_at ?? new Date(Math.floor(now / 60_000) * 60_000).toISOString();
  const end = w.ends_at ?? new Date(Date.parse(start) + OPEN_END_MS).toISOString();
  return `${instantToShopIso(start)}/${instantToShopIso(end)}`;
}

/** Title and description within the feeds' limits, whitespace collapsed; no description, the title. */
export function feedTexts(p: Pick<FeedProduct, "title" | "description">) {
  const title = summarize(p.title, FEED_TITLE_MAX);
  return { title, description: summarize(p.description, FEED_DESCRIPTION_MAX) || title };
}
