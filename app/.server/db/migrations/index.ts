import type { Migration } from "kysely";
import * as initial from "./2026-11-22T0000-initial";
import * as authRateLimit from "./2026-11-22T0100-auth-rate-limit";
import * as search from "./2026-11-22T0200-search-and-list-indexes";
import * as authLimits from "./2026-11-22T0300-auth-limits";
import * as discountOffersOnly from "./2026-11-23T0000-discount-offers-only";
import * as spanishContent from "./2026-11-25T0000-spanish-content";
import * as productGallery from "./2026-11-25T0100-product-gallery";
import * as newestIndexes from "./2026-11-25T0200-newest-indexes";
import * as bulkChange from "./2026-11-25T0300-bulk-change";
import * as enquiries from "./2026-11-25T0400-enquiries";
import * as enquiryPrivacy from "./2026-11-26T0000-enquiry-privacy";
import * as outbox from "./2026-11-26T0100-outbox";
import * as insights from "./2026-11-27T0000-insights";
import * as attributes from "./2026-11-28T0000-attributes";
import * as variants from "./2026-11-29T0000-variants";
import * as enquiryVariants from "./2026-11-29T0100-enquiry-variants";
import * as offerWindows from "./2026-11-30T0000-offer-windows";
import * as productLinks from "./2026-11-30T0100-product-links";
import * as accessoryInsights from "./2026-11-30T0110-accessory-insights";
import * as productDocuments from "./2026-11-30T0200-product-documents";
import * as mediaInsights from "./2026-11-30T0300-media-insights";

/** Every migration, by sortable name. A static list, so the bundled server can run them too. */
export const migrations: Record<string, Migration> = {
  "2026-11-22T0000-initial": initial,
  "2026-11-22T0100-auth-rate-limit": authRateLimit,
  "2026-11-22T0200-search-and-list-indexes": search,
  "2026-11-22T0300-auth-limits": authLimits,
  "2026-11-23T0000-discount-offers-only": discountOffersOnly,
  "2026-11-25T0000-spanish-content": spanishContent,
  "2026-11-25T0100-product-gallery": productGallery,
  "2026-11-25T0200-newest-indexes": newestIndexes,
  "2026-11-25T0300-bulk-change": bulkChange,
  "2026-11-25T0400-enquiries": enquiries,
  "2026-11-26T0000-enquiry-privacy": enquiryPrivacy,
  "2026-11-26T0100-outbox": outbox,
  "2026-11-27T0000-insights": insights,
  "2026-11-28T0000-attributes": attributes,
  "2026-11-29T0000-variants": variants,
  "2026-11-29T0100-enquiry-variants": enquiryVariants,
  "2026-11-30T0000-offer-windows": offerWindows,
  "2026-11-30T0100-product-links": productLinks,
  "2026-11-30T0110-accessory-insights": accessoryInsights,
  "2026-11-30T0200-product-documents": productDocuments,
  "2026-11-30T0300-media-insights": mediaInsights,
};
