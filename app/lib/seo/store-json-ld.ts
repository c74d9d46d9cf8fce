import { language, type Locale } from "~/i18n/languages";
import type { StoreProfile } from "~/lib/store-profile";
import { CONTEXT, type JsonLd } from "./json-ld";
import { openingHoursSpecification, type OpeningHoursSpecification } from "./opening-hours";

// schema.org structured data of the site and the shop (./json-ld.ts has the products'): the
// breadcrumb trail, the site's search box and the shop as a HardwareStore.

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
