import { language, type Locale } from "~/i18n/languages";
import type { StoreProfile } from "~/lib/store-profile";
import { openingHoursSpecification, type OpeningHoursSpecification } from "./opening-hours";

/**
 * schema.org structured data for search engines: the builders return plain objects,
 * which pages render through `serializeJsonLd`. Every URL passed in is already absolute.
 */
export type JsonLd = { "@context"?: string; "@type": string } & Record<string, unknown>;

const CONTEXT = "https://schema.org";

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

/**
 * Product with its Offer (Google's Product and merchant-listing rich results): name, image,
 * offers.price, offers.priceCurrency (USD) and offers.availability; an offer's former price as a
 * UnitPriceSpecification of type StrikethroughPrice; the specifications as `additionalProperty`.
 */
export function productJsonLd(p: ProductLdInput): JsonLd {
  const offer: JsonLd = {
    "@type": "Offer",
    url: p.url,
    price: amount(p.priceCents),
    priceCurrency: "USD",
    availability: p.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: p.seller },
  };
  if (p.originalPriceCents != null) {
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/StrikethroughPrice",
      price: amount(p.originalPriceCents),
      priceCurrency: "USD",
    };
  }
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    url: p.url,
    ...(p.images.length > 0 ? { image: p.images } : {}),
    ...(p.sku ? { sku: p.sku } : {}),
    brand: { "@type": "Brand", name: p.brand },
    ...(p.category ? { category: p.category } : {}),
    ...(p.properties?.length ? { additionalProperty: p.properties.map(propertyValue) } : {}),
    offers: offer,
  };
}

/** The trail from the home page to the page itself, each step with its absolute URL. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The site with its search box, in the page's language (`inLanguage`: the BCP-47 tag of the
 * languages table): `searchUrl` holds `{search_term_string}` where the words go.
 */
export function webSiteJsonLd(site: {
  name: string;
  url: string;
  locale: Locale;
  searchUrl: string;
}): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.name,
    url: site.url,
    inLanguage: language(site.locale).tag,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: site.searchUrl },
      "query-input": "required name=search_term_string",
    },
  };
}

/** A phone as the shop writes it ("+595 900 000 001 (exemplo)") without its remarks. */
function phoneNumber(phone: string): string {
  return phone
    .replace(/\(.*?\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Latitude and longitude from an OpenStreetMap (`#map=z/lat/lon`) or Google (`@lat,lon`) link. */
export function coordinatesFromMapUrl(url: string): { latitude: number; longitude: number } | null {
  const match =
    /[#&]map=\d+(?:\.\d+)?\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/.exec(url) ??
    /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(url);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * The shop as a HardwareStore (a LocalBusiness): address, phones and opening hours from the
 * store profile. The hours come from the profile's Monday-to-Friday, Saturday and Sunday lines.
 */
export function hardwareStoreJsonLd(
  profile: StoreProfile,
  options: { url: string; description: string; image: string | null },
): JsonLd {
  const phones = [...new Set(profile.phones.map(phoneNumber).filter(Boolean))];
  const hours: OpeningHoursSpecification[] = [
    ...openingHoursSpecification(profile.hours_weekdays_pt, [
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]),
    ...openingHoursSpecification(profile.hours_saturday_pt, ["Saturday"]),
    ...openingHoursSpecification(profile.hours_sunday_pt, ["Sunday"]),
  ];
  const geo = coordinatesFromMapUrl(profile.map_url);
  return {
    "@context": CONTEXT,
    "@type": "HardwareStore",
    // One id in both languages: the same shop, whichever page names it.
    "@id": `${new URL(options.url).origin}/#store`,
    name: profile.name,
    ...(options.description ? { description: options.description } : {}),
    url: options.url,
    ...(options.image ? { image: options.image } : {}),
    ...(phones.length > 0 ? { telephone: phones[0] } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    address: {
      "@type": "PostalAddress",
      ...(profile.address ? { streetAddress: profile.address } : {}),
      addressLocality: profile.city,
      addressCountry: profile.country,
    },
    ...(geo ? { geo: { "@type": "GeoCoordinates", ...geo } } : {}),
    ...(profile.map_url ? { hasMap: profile.map_url } : {}),
    currenciesAccepted: "USD",
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(phones.length > 0
      ? {
          contactPoint: phones.map((telephone) => ({
            "@type": "ContactPoint",
            telephone,
            contactType: "customer service",
          })),
        }
      : {}),
  };
}
