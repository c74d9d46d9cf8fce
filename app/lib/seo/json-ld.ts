/**
 * schema.org structured data for search engines: the builders return plain objects,
 * which pages render through `serializeJsonLd`. Every URL passed in is already absolute.
 */
export type JsonLd = { "@context"?: string; "@type": string } & Record<string, unknown>;

export const CONTEXT = "https://schema.org";

/**
 * JSON for a `<script type="application/ld+json">`. `<`, `>` and `&` are written as `\u003c`
 * etc., so a name holding `</script>` or `<!--` cannot end the script or open a comment in it;
 * U+2028/U+2029 are escaped too, for parsers that still treat them as line ends.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Cents as the decimal number schema.org and Google expect ("19.9" for 1990). */
function amount(cents: number): number {
  return cents / 100;
}

export interface ProductLdInput {
  name: string;
  description: string;
  url: string;
  /** Absolute image URLs, largest first; Google's merchant listings need at least one. */
  images: string[];
  sku: string | null;
  brand: string;
  category: string | null;
  priceCents: number;
  /** The price before the discount, set only for an offer with a real discount. */
  originalPriceCents: number | null;
  /** The offer's end (ISO), when the price shown holds only until then. */
  priceValidUntil?: string | null;
  inStock: boolean;
  seller: string;
  /** The product's specifications, in its category's order. */
  properties?: PropertyValueInput[];
}

/** One specification as schema.org's PropertyValue takes it. */
export interface PropertyValueInput {
  name: string;
  value: string | number | boolean;
  /** The unit's UN/CEFACT common code ("WTT"), where the attribute has one. */
  unitCode: string | null;
  /** The unit as the shop writes it ("W"). */
  unitText: string | null;
}

function propertyValue(p: PropertyValueInput): JsonLd {
  return {
    "@type": "PropertyValue",
    name: p.name,
    value: p.value,
    ...(p.unitCode ? { unitCode: p.unitCode } : {}),
    ...(p.unitText ? { unitText: p.unitText } : {}),
  };
}

/** What an Offer says: where, the price in USD (an offer's former one struck), availability. */
type OfferInput = Pick<
  ProductLdInput,
  "url" | "priceCents" | "originalPriceCents" | "inStock" | "priceValidUntil"
>;

function offer(o: OfferInput, seller: string): JsonLd {
  const offer: JsonLd = {
    "@type": "Offer",
    url: o.url,
    price: amount(o.priceCents),
    priceCurrency: "USD",
    availability: o.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: seller },
  };
  // An offer with an end: the price holds until then (docs/decisions/066-scheduled-offers.md).
  if (o.priceValidUntil) offer.priceValidUntil = o.priceValidUntil;
  if (o.originalPriceCents != null) {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/StrikethroughPrice",
      price: amount(o.originalPriceCents),
      priceCurrency: "USD",
    };
  }
  return offer;
}

/** What a Product and a ProductGroup share: the page's texts, pictures, brand and specifications. */
function described(p: Omit<ProductLdInput, Exclude<keyof OfferInput, "url"> | "sku" | "seller">) {
  return {
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    url: p.url,
    ...(p.images.length > 0 ? { image: p.images } : {}),
    brand: { "@type": "Brand", name: p.brand },
    ...(p.category ? { category: p.category } : {}),
    ...(p.properties?.length ? { additionalProperty: p.properties.map(propertyValue) } : {}),
  };
}

/**
 * Product with its Offer (Google's Product and merchant-listing rich results): name, image,
 * offers.price, offers.priceCurrency (USD) and offers.availability; an offer's former price as a
 * UnitPriceSpecification of type StrikethroughPrice; the specifications as `additionalProperty`.
 */
export function productJsonLd(p: ProductLdInput): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    ...described(p),
    ...(p.sku ? { sku: p.sku } : {}),
    offers: offer(p, p.seller),
  };
}

/** One variant of a ProductGroup: its own name, SKU, address, pictures, price and stock. */
export interface VariantLdInput extends OfferInput {
  /** The product's name with its option labels. */
  name: string;
  sku: string | null;
  /** Its own pictures; none: the group's. */
  images: string[];
  /** Its value of each option, in the options' order ("220 V"). */
  values: string[];
}

/** A product with options; its `properties` are the specifications that are not options. */
export interface ProductGroupLdInput extends Omit<ProductLdInput, keyof OfferInput | "sku"> {
  url: string;
  /** The group's id, as the product feeds send it (`item_group_id`). */
  groupId: string;
  /** The options, in the picker's order: attribute code and name in the page's language. */
  options: { code: string; name: string }[];
  variants: VariantLdInput[];
}

/**
 * The schema.org properties Google reads for the options a group varies by
 * (`variesBy`), by the attribute codes a shop gives them; any other option is named by its
 * attribute's name and carried as an `additionalProperty`.
 */
const SCHEMA_TERMS: Readonly<Record<string, string>> = {
  ...{ cor: "color", color: "color", tamanho: "size", size: "size", material: "material" },
  ...{ padrao: "pattern", estampa: "pattern", pattern: "pattern" },
};

/**
 * A product with options as a ProductGroup (Google's product variants): `productGroupID`,
 * `variesBy` and `hasVariant`, each variant a Product with its SKU, address (`?variante=`), option
 * values and Offer.
 */
export function productGroupJsonLd(p: ProductGroupLdInput): JsonLd {
  const terms = p.options.map((o) =>
    Object.hasOwn(SCHEMA_TERMS, o.code) ? SCHEMA_TERMS[o.code] : undefined,
  );
  return {
    "@context": CONTEXT,
    "@type": "ProductGroup",
    ...described(p),
    productGroupID: p.groupId,
    variesBy: p.options.map((o, i) => (terms[i] ? `${CONTEXT}/${terms[i]}` : o.name)),
    hasVariant: p.variants.map((v) => {
      const images = v.images.length > 0 ? v.images : p.images;
      const others = p.options.flatMap((o, i) =>
        terms[i] || !v.values[i]
          ? []
          : [{ "@type": "PropertyValue", name: o.name, value: v.values[i] }],
      );
      return {
        "@type": "Product",
        name: v.name,
        ...(v.sku ? { sku: v.sku } : {}),
        url: v.url,
        ...(images.length > 0 ? { image: images } : {}),
        ...Object.fromEntries(
          terms.flatMap((t, i) => (t && v.values[i] ? [[t, v.values[i]]] : [])),
        ),
        ...(others.length > 0 ? { additionalProperty: others } : {}),
        offers: offer(v, p.seller),
      };
    }),
  };
}
