import type { Locale } from "~/i18n/languages";
import { plural, type Plural } from "~/i18n/plural";
import { attributeName, type AttributeDef, type AttributeValueDef } from "./attributes";
import { localized } from "./localized";
import type { ImageRef } from "./media-url";
import { discountPercent } from "./money";
import { liveOffer } from "./offer-window";
import { stockState, variantAvailable, type StockState } from "./stock";

// What a product page shows of its variants (docs/decisions/065-product-variants.md), already in
// the page's language: the variant an address chooses, the picker's links and the stock line.
// Pure, so the server, the picker's island and the tests share one set of rules.

/** A variant as the server reads it (app/.server/catalogue/variants.server.ts). */
export interface VariantSource {
  id: number;
  sku: string | null;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  /** The offer's window (docs/decisions/066-scheduled-offers.md); absent or null: open. */
  offer_starts_at?: string | null;
  offer_ends_at?: string | null;
  stock: number | null;
  /** One value per option, in the options' order. */
  values: readonly { attribute: AttributeDef; value: AttributeValueDef }[];
  /** Its own pictures from the product's gallery; none: the whole gallery. */
  images: readonly { image_hash: string | null; image_url: string | null }[];
}

/** One variant as the page shows it. */
export interface VariantOffer {
  /** What `?variante=` names it by: its SKU, or its id when it has none. */
  key: string;
  id: number;
  sku: string | null;
  priceCents: number;
  /** Set only for an offer with a real discount. */
  originalPriceCents: number | null;
  discountPercent: number | null;
  /** When the offer shown ends, if it has an end (UTC ISO): JSON-LD's priceValidUntil. */
  offerEndsAt: string | null;
  stock: StockState;
  /** Anything but sold out: what a link without a choice opens first. */
  available: boolean;
  /** Its value of each option (value ids), in the options' order. */
  values: number[];
  /** Those values' labels in the page's language ("220 V"; empty for a value gone missing). */
  labels: string[];
  /** Its own pictures as positions in the product's gallery; empty: the whole gallery. */
  pictures: number[];
  /** Its first own picture, else the product's cover: what the quote list and compare bar show. */
  image: ImageRef;
}

/** An option of the product: its attribute's name and the values its variants have, in order. */
export interface VariantOption {
  id: number;
  code: string;
  name: string;
  values: { id: number; label: string }[];
}

export interface ProductVariantsView {
  /** None for a product without options (its one variant is never shown as such). */
  options: VariantOption[];
  /** At least one, in the shop's order. */
  variants: VariantOffer[];
  /** Whether the page says until when an offer runs ("Oferta até 30/11"). */
  showsEnd?: boolean;
}

type Picture = { image_hash: string | null; image_url: string | null };
const samePicture = (a: Picture, b: Picture) =>
  a.image_hash ? a.image_hash === b.image_hash : !b.image_hash && a.image_url === b.image_url;

/** The variants of a product for its page; `gallery` is its gallery in order (slides' order). */
export function variantOffers(
  source: { options: readonly AttributeDef[]; variants: readonly VariantSource[] },
  gallery: readonly Picture[],
  cover: ImageRef,
  locale: Locale,
  lowStockThreshold: number,
  /** The instant shown, and whether the shop says until when an offer runs. */
  { now = Date.now(), showsEnd = false }: { now?: number; showsEnd?: boolean } = {},
): ProductVariantsView {
  const variants = source.variants.map((v): VariantOffer => {
    // What a shopper sees now: an offer outside its window is the regular price.
    const live = liveOffer(
      { ...v, offer_starts_at: v.offer_starts_at ?? null, offer_ends_at: v.offer_ends_at ?? null },
      now,
    );
    const percent = live.is_special_offer
      ? discountPercent(live.price_cents, live.original_price_cents)
      : null;
    const own = v.images.filter((i) => i.image_hash || i.image_url);
    const valueOf = (option: AttributeDef) => v.values.find((x) => x.attribute.id === option.id);
    return {
      key: v.sku ?? String(v.id),
      id: v.id,
      sku: v.sku,
      priceCents: live.price_cents,
      originalPriceCents: percent == null ? null : live.original_price_cents,
      discountPercent: percent,
      offerEndsAt: percent != null ? live.offer_ends_at : null,
      stock: stockState(v.stock, lowStockThreshold),
      available: variantAvailable(v.stock),
      values: source.options.map((o) => valueOf(o)?.value.id ?? -1),
      labels: source.options.map((o) => {
        const value = valueOf(o)?.value;
        return value ? localized(value, "label", locale) : "";
      }),
      pictures: own.flatMap((i) => {
        const at = gallery.findIndex((g) => samePicture(i, g));
        return at === -1 ? [] : [at];
      }),
      image: own[0] ? { hash: own[0].image_hash, url: own[0].image_url } : cover,
    };
  });
  const options = source.options.map((o, i) => ({
    id: o.id,
    code: o.code,
    name: attributeName(o, locale),
    // Only the values a variant has: a combination that does not exist is never offered.
    values: o.values
      .filter((value) => variants.some((v) => v.values[i] === value.id))
      .map((value) => ({ id: value.id, label: localized(value, "label", locale) })),
  }));
  return { options, variants, showsEnd };
}

/**
 * Rule: the address's variant (`?variante=` its SKU, or its id when it has none); without one, or
 * with one the product does not have, the first variant that is not sold out, else the first.
 */
export function chooseVariant<T extends { key: string; available: boolean }>(
  variants: readonly T[],
  param: string | null | undefined,
): T {
  const wanted = param?.trim();
  const named = wanted ? variants.find((v) => v.key === wanted) : undefined;
  return named ?? variants.find((v) => v.available) ?? variants[0]!;
}

/**
 * What the product page's gallery needs to follow the chosen variant: nothing unless the product
 * has options and one of its variants has pictures of its own.
 */
export function galleryChoice(
  view: ProductVariantsView,
  chosen: VariantOffer,
): { variants?: { key: string; available: boolean; pictures: number[] }[]; chosen?: string } {
  if (view.options.length === 0 || !view.variants.some((v) => v.pictures.length > 0)) return {};
  return {
    variants: view.variants.map(({ key, available, pictures }) => ({ key, available, pictures })),
    chosen: chosen.key,
  };
}

/** One value of the picker: a link to the variant that choosing it leads to. */
export interface PickerValue {
  id: number;
  label: string;
  /** The variant it opens (`?variante=`). */
  key: string;
  /** The chosen variant's value. */
  current: boolean;
  /** The variant it opens is sold out: shown struck through, still a link. */
  soldOut: boolean;
}

export interface PickerOption {
  id: number;
  name: string;
  values: PickerValue[];
}

/**
 * The variant a value leads to: of the variants with that value, the one that keeps most of the
 * other chosen values, then one not sold out, then the first.
 */
function bestMatch(
  variants: readonly VariantOffer[],
  chosen: VariantOffer,
  option: number,
  valueId: number,
): VariantOffer | undefined {
  let best: VariantOffer | undefined;
  let bestScore = -1;
  for (const v of variants) {
    if (v.values[option] !== valueId) continue;
    const kept = v.values.filter((x, j) => j !== option && x === chosen.values[j]).length;
    const score = kept * 2 + (v.available ? 1 : 0);
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Rule: one picker per option, one link per value a variant has, each to an existing variant (so
 * a combination that does not exist is never offered); the chosen variant's values are current;
 * a value whose variant is sold out is marked so, and still a link.
 */
export function pickerOptions(
  options: readonly VariantOption[],
  variants: readonly VariantOffer[],
  chosen: VariantOffer,
): PickerOption[] {
  return options.map((option, i) => ({
    id: option.id,
    name: option.name,
    values: option.values.flatMap((value) => {
      const target = bestMatch(variants, chosen, i, value.id);
      if (!target) return [];
      return [
        {
          id: value.id,
          label: value.label,
          key: target.key,
          current: chosen.values[i] === value.id,
          soldOut: !target.available,
        },
      ];
    }),
  }));
}

/** A variant's name: the product's with its option labels ("Furadeira — 220 V"). */
export function variantName(productName: string, labels: readonly string[]): string {
  const named = labels.filter(Boolean);
  return named.length > 0 ? `${productName} — ${named.join(", ")}` : productName;
}

/** The product row's own fields, read as its one variant (a product written without one). */
export function rowAsVariant(p: {
  sku: string | null;
  price_cents: number;
  original_price_cents: number | null;
  is_special_offer: boolean;
  offer_starts_at: string | null;
  offer_ends_at: string | null;
  in_stock: boolean;
}): VariantSource {
  const { sku, price_cents, original_price_cents, is_special_offer, in_stock } = p;
  const { offer_starts_at, offer_ends_at } = p;
  const stock = in_stock ? null : 0;
  return {
    id: 0,
    sku,
    price_cents,
    original_price_cents,
    is_special_offer,
    offer_starts_at,
    offer_ends_at,
    stock,
    values: [],
    images: [],
  };
}

/** The stock line's texts (catalog.product). */
export interface StockTexts {
  inStock: string;
  outOfStock: string;
  lowStock: Plural;
}

/**
 * Rule: sold out says so; at or under the shop's threshold the count ("Últimas 2 unidades"); in
 * stock, or not tracked, "Em estoque" without a count.
 */
export function stockText(state: StockState, t: StockTexts, locale: Locale): string {
  if (state.kind === "soldOut") return t.outOfStock;
  if (state.kind === "low") return plural(locale, t.lowStock, state.count);
  return t.inStock;
}
