import type { Generated } from "kysely";

// The shoppers' insights (docs/decisions/059-insights.md): raw events, daily rollups and
// search synonyms. Part of app/.server/db/schema.ts's Database.

/** What a shopper did, as the insights count it (app/lib/insights.ts). */
export type InsightKind =
  | "product_view"
  | "category_view"
  | "brand_view"
  | "search"
  | "search_zero"
  | "quote_add"
  | "whatsapp"
  | "enquiry"
  // An accessory added from a product's page: item "<accessory id>:<product id>".
  | "accessory_add"
  // A product document served (item "<document id>:<product id>") and a product video played
  // (item "<product id>"): docs/decisions/068-product-documents-and-videos.md.
  | "document_open"
  | "video_play";

/** One event, kept 30 days (app/.server/insights/recorder.server.ts). No personal data. */
export interface InsightEventTable {
  id: Generated<number>;
  at: string;
  kind: InsightKind;
  /** A product, category or brand id, a search term, an enquiry's channel. */
  item: string;
  /** A search's result count. */
  results: number | null;
  locale: string;
}

/** Events per UTC day, kind, item and language: what the insights read, kept for good. */
export interface InsightDailyTable {
  day: string;
  kind: InsightKind;
  item: string;
  locale: string;
  count: number;
}

/** A search term mapped to a catalogue word or to one product. */
export interface SearchSynonymTable {
  term: string;
  word: string | null;
  product_id: number | null;
  created_at: string;
}
