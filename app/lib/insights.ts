import "./zod-csp";
import { z } from "zod";
import { LOCALES, type Locale } from "~/i18n/languages";
import { LIMITS } from "./catalogue-schemas";
import { normalizeSearch } from "./search-text";

// Insights (docs/decisions/059-insights.md): what the store's pages tell our own
// server a shopper did, and the periods the back office reads it over. The browser's side is
// app/lib/insights-beacon.ts (no Zod there); this is the server's schema and the shared names.

/**
 * What a page sends: views of a product, category or brand, a search and its count, a quote-list
 * add, an accessory add, a product's video played.
 */
export const BEACON_KINDS = [
  "product_view",
  "category_view",
  "brand_view",
  "search",
  "quote_add",
  "accessory_add",
  "video_play",
] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

export const INSIGHT_LIMITS = {
  /** Events in one beacon: a page sends one or two. */
  events: 20,
  bodyBytes: 2 * 1024,
  /** A search term is kept to this many characters (normalised). */
  term: 80,
  /** A search's reported count is at most the full search's cap. */
  results: 1000,
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The term a search is counted under: normalised as search reads it, cut to the limit in whole
 * characters (never half of an emoji's pair), with any lone surrogate made U+FFFD here, so two
 * terms the database would store alike are one term already (a batch must not upsert one row
 * twice).
 */
export function insightTerm(query: string): string {
  const wellFormed = query.replace(LONE_SURROGATE, "\uFFFD");
  return [...normalizeSearch(wellFormed)].slice(0, INSIGHT_LIMITS.term).join("").trim();
}

const itemId = z.int({ message: "invalid" }).positive("invalid").max(LIMITS.id, "invalid");
const ofItem = <K extends BeaconKind>(kind: K) =>
  z.object({ kind: z.literal(kind), id: itemId }, { message: "invalid" });

export const beaconEventSchema = z.discriminatedUnion(
  "kind",
  [
    ofItem("product_view"),
    ofItem("category_view"),
    ofItem("brand_view"),
    ofItem("quote_add"),
    // A product's video pressed on its page (docs/decisions/068-product-documents-and-videos.md).
    ofItem("video_play"),
    // A linked product added from a product's page: which, from which (docs/decisions/067).
    z.object(
      { kind: z.literal("accessory_add"), id: itemId, from: itemId },
      { message: "invalid" },
    ),
    z.object({
      kind: z.literal("search"),
      q: z
        .string({ message: "invalid" })
        .max(200, "invalid")
        .transform(insightTerm)
        .refine((t) => t.length > 0, "invalid"),
      results: z
        .int({ message: "invalid" })
        .min(0, "invalid")
        .max(INSIGHT_LIMITS.results, "invalid"),
    }),
  ],
  { message: "invalid" },
);
export type BeaconEvent = z.infer<typeof beaconEventSchema>;

export const beaconSchema = z.object(
  {
    locale: z.enum(LOCALES as [Locale, ...Locale[]], { message: "invalid" }),
    events: z
      .array(beaconEventSchema, { message: "invalid" })
      .min(1, "itemsCount")
      .max(INSIGHT_LIMITS.events, "itemsCount"),
  },
  { message: "invalid" },
);
export type Beacon = z.infer<typeof beaconSchema>;

/** The periods the Insights page offers, in days; the first is the default. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const insightPeriodSchema = z.coerce
  .number()
  .pipe(
    z.union(
      INSIGHT_PERIODS.map((d) => z.literal(d)) as [
        z.ZodLiteral<7>,
        z.ZodLiteral<30>,
        z.ZodLiteral<90>,
      ],
    ),
  )
  .catch(INSIGHT_PERIODS[0]);

/** The Insights tables a CSV can be asked for. */
export const INSIGHT_TABLES = [
  "products",
  "whatsapp",
  "categories",
  "brands",
  "searches",
  "zero",
  "documents",
  "videos",
] as const;
export type InsightTable = (typeof INSIGHT_TABLES)[number];
