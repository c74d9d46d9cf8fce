import type { InsightPeriod, InsightTable } from "~/lib/insights";
import { contentColumns, localized } from "~/lib/localized";
import type { Db } from "../db/kysely";
import type { InsightKind } from "../db/schema";
import { nameDocumentOpens, type DocumentOpenRow } from "./document-opens.server";
import {
  daysOfPeriod,
  periodDays,
  rollups,
  topItems,
  type InsightQuery,
} from "./insight-rollups.server";
import {
  searchTerms,
  zeroSearches,
  type SearchTermRow,
  type ZeroSearchRow,
} from "./insight-searches.server";

export type { InsightQuery, SearchTermRow, ZeroSearchRow };

// Insights (docs/decisions/059-insights.md): what the back office's Insights page reads,
// all from the daily rollups (insight_daily), over the last 7, 30 or 90 UTC days up to today.

export interface SeriesPoint {
  day: string;
  views: number;
  searches: number;
  whatsapp: number;
  enquiries: number;
}

/** A product, category or brand and how often it was counted. */
export interface RankedItem {
  id: number;
  name: string;
  /** Products only. */
  sku?: string | null;
  count: number;
}

export interface Insights {
  days: InsightPeriod;
  from: string;
  to: string;
  series: SeriesPoint[];
  totals: Omit<SeriesPoint, "day"> & { quoteAdds: number };
  products: RankedItem[];
  whatsapp: RankedItem[];
  categories: RankedItem[];
  brands: RankedItem[];
  searches: SearchTermRow[];
  zero: ZeroSearchRow[];
  /** A product's documents opened and videos played (docs/decisions/068). */
  documents: DocumentOpenRow[];
  videos: RankedItem[];
}

const VIEW_KINDS: InsightKind[] = ["product_view", "category_view", "brand_view"];

/** The most counted products, categories or brands, named in `namesIn`; deleted ones left out. */
async function rankedItems(
  db: Db,
  q: InsightQuery,
  kind: InsightKind,
  table: "product" | "category" | "brand",
  limit: number,
): Promise<RankedItem[]> {
  const top = await topItems(db, q, kind, limit);
  const ids = top.map((t) => Number(t.item)).filter(Number.isInteger);
  if (ids.length === 0) return [];
  const names = new Map<number, { name: string; sku?: string | null }>();
  if (table === "product") {
    const rows = await db
      .selectFrom("product")
      .select(["id", "sku", ...contentColumns("name")])
      .where("id", "in", ids)
      .execute();
    for (const r of rows) names.set(r.id, { name: localized(r, "name", q.namesIn), sku: r.sku });
  } else if (table === "category") {
    const rows = await db
      .selectFrom("category")
      .select(["id", ...contentColumns("name")])
      .where("id", "in", ids)
      .execute();
    for (const r of rows) names.set(r.id, { name: localized(r, "name", q.namesIn) });
  } else {
    const rows = await db
      .selectFrom("brand")
      .select(["id", "name"])
      .where("id", "in", ids)
      .execute();
    for (const r of rows) names.set(r.id, { name: r.name });
  }
  return top.flatMap((t) => {
    const id = Number(t.item);
    const found = names.get(id);
    return found ? [{ id, ...found, count: t.count }] : [];
  });
}

/** The most opened documents, by product. */
async function documentOpens(db: Db, q: InsightQuery, limit: number): Promise<DocumentOpenRow[]> {
  return nameDocumentOpens(db, await topItems(db, q, "document_open", limit), q.namesIn);
}

/** The time series and totals of the period, one point per day. */
async function series(db: Db, q: InsightQuery) {
  const rows = await rollups(db, q)
    .select((eb) => ["day", "kind", eb.fn.sum<number>("count").as("n")])
    .where("kind", "in", [...VIEW_KINDS, "search", "whatsapp", "enquiry", "quote_add"])
    .groupBy(["day", "kind"])
    .execute();
  const byDay = new Map(
    daysOfPeriod(q.days, q.now).map((day) => [
      day,
      { day, views: 0, searches: 0, whatsapp: 0, enquiries: 0 },
    ]),
  );
  let quoteAdds = 0;
  for (const r of rows) {
    const point = byDay.get(r.day);
    const n = Number(r.n);
    if (r.kind === "quote_add") quoteAdds += n;
    if (!point) continue;
    if (VIEW_KINDS.includes(r.kind)) point.views += n;
    else if (r.kind === "search") point.searches += n;
    else if (r.kind === "whatsapp") point.whatsapp += n;
    else if (r.kind === "enquiry") point.enquiries += n;
  }
  const points = [...byDay.values()];
  const sum = (k: keyof Omit<SeriesPoint, "day">) => points.reduce((a, p) => a + p[k], 0);
  return {
    series: points,
    totals: {
      views: sum("views"),
      searches: sum("searches"),
      whatsapp: sum("whatsapp"),
      enquiries: sum("enquiries"),
      quoteAdds,
    },
  };
}

/** Rows per table on the page; the CSV export has up to INSIGHT_CSV_ROWS. */
export const INSIGHT_PAGE_ROWS = 10;
export const INSIGHT_CSV_ROWS = 1000;

/** Everything the Insights page shows for a period. */
export async function readInsights(db: Db, q: InsightQuery): Promise<Insights> {
  const n = INSIGHT_PAGE_ROWS;
  const [s, products, whatsapp, categories, brands, searches, zero, documents, videos] =
    await Promise.all([
      series(db, q),
      rankedItems(db, q, "product_view", "product", n),
      rankedItems(db, q, "whatsapp", "product", n),
      rankedItems(db, q, "category_view", "category", n),
      rankedItems(db, q, "brand_view", "brand", n),
      searchTerms(db, q, n),
      zeroSearches(db, q, n, { suggest: true }),
      documentOpens(db, q, n),
      rankedItems(db, q, "video_play", "product", n),
    ]);
  const { from, to } = periodDays(q.days, q.now);
  const tables = { products, whatsapp, categories, brands, searches, zero, documents, videos };
  return { days: q.days, from, to, ...s, ...tables };
}

/** One table of the page, up to INSIGHT_CSV_ROWS rows, for its CSV export. */
export async function readInsightTable(db: Db, table: InsightTable, q: InsightQuery) {
  const n = INSIGHT_CSV_ROWS;
  switch (table) {
    case "products":
      return {
        kind: "items" as const,
        rows: await rankedItems(db, q, "product_view", "product", n),
      };
    case "whatsapp":
      return { kind: "items" as const, rows: await rankedItems(db, q, "whatsapp", "product", n) };
    case "categories":
      return {
        kind: "items" as const,
        rows: await rankedItems(db, q, "category_view", "category", n),
      };
    case "brands":
      return { kind: "items" as const, rows: await rankedItems(db, q, "brand_view", "brand", n) };
    case "searches":
      return { kind: "terms" as const, rows: await searchTerms(db, q, n) };
    case "zero":
      return { kind: "zero" as const, rows: await zeroSearches(db, q, n, { suggest: false }) };
    case "documents":
      return { kind: "documents" as const, rows: await documentOpens(db, q, n) };
    case "videos":
      return { kind: "items" as const, rows: await rankedItems(db, q, "video_play", "product", n) };
  }
}
