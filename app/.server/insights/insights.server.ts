import type { Locale } from "~/i18n/languages";
import type { InsightPeriod, InsightTable } from "~/lib/insights";
import { contentColumns, localized } from "~/lib/localized";
import type { Db } from "../db/kysely";
import type { InsightKind } from "../db/schema";
import { typoGroups } from "../search/search.server";
import { listSynonyms } from "../search/synonyms.server";
import { nameDocumentOpens, type DocumentOpenRow } from "./document-opens.server";

// Insights (docs/decisions/059-insights.md): what the back office's Insights page reads,
// all from the daily rollups (insight_daily), over the last 7, 30 or 90 UTC days up to today.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, YYYY-MM-DD. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export interface InsightQuery {
  days: InsightPeriod;
  /** One language's events, or every language's (undefined). */
  locale?: Locale;
  /** Names are shown in this language (the administrator's). */
  namesIn: Locale;
  now?: Date;
}

/** The first and last day of a period: `days` days ending today (UTC). */
export function periodDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: dayOf(new Date(now.getTime() - (days - 1) * DAY_MS)), to: dayOf(now) };
}

/** Every day of the period in order, so a chart shows days with nothing as zero. */
export function daysOfPeriod(days: number, now = new Date()): string[] {
  return Array.from({ length: days }, (_, i) =>
    dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS)),
  );
}

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

export interface SearchTermRow {
  term: string;
  count: number;
  /** How many of those searches found nothing. */
  zero: number;
}

export interface ZeroSearchRow {
  term: string;
  count: number;
  lastDay: string;
  /** The synonym the term has now, if the administrator added one. */
  synonym: { word: string | null; productId: number | null; productName: string | null } | null;
  /** A catalogue word one typo away, offered as the synonym. */
  suggestion: string | null;
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

function rollups(db: Db, q: InsightQuery) {
  const { from } = periodDays(q.days, q.now);
  let query = db.selectFrom("insight_daily").where("day", ">=", from);
  if (q.locale) query = query.where("locale", "=", q.locale);
  return query;
}

/** Counts per kind and item over the period, most first. */
async function topItems(db: Db, q: InsightQuery, kind: InsightKind, limit: number) {
  const rows = await rollups(db, q)
    .select((eb) => ["item", eb.fn.sum<number>("count").as("n")])
    .where("kind", "=", kind)
    .groupBy("item")
    .orderBy("n", "desc")
    .orderBy("item")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ item: r.item, count: Number(r.n) }));
}

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

/** The most frequent search terms, each with how many times it found nothing. */
async function searchTerms(db: Db, q: InsightQuery, limit: number): Promise<SearchTermRow[]> {
  const top = await topItems(db, q, "search", limit);
  if (top.length === 0) return [];
  const zero = await rollups(db, q)
    .select((eb) => ["item", eb.fn.sum<number>("count").as("n")])
    .where("kind", "=", "search_zero")
    .where(
      "item",
      "in",
      top.map((t) => t.item),
    )
    .groupBy("item")
    .execute();
  const zeros = new Map(zero.map((z) => [z.item, Number(z.n)]));
  return top.map((t) => ({ term: t.item, count: t.count, zero: zeros.get(t.item) ?? 0 }));
}

/**
 * The searches that found nothing, most frequent first, with their synonym or, with `suggest`
 * (the page's form, not the CSV export), a suggestion: one vocabulary lookup per row.
 */
async function zeroSearches(
  db: Db,
  q: InsightQuery,
  limit: number,
  { suggest }: { suggest: boolean },
): Promise<ZeroSearchRow[]> {
  const rows = await rollups(db, q)
    .select((eb) => ["item", eb.fn.sum<number>("count").as("n"), eb.fn.max("day").as("last")])
    .where("kind", "=", "search_zero")
    .groupBy("item")
    .orderBy("n", "desc")
    .orderBy("item")
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const synonyms = new Map((await listSynonyms(db, q.namesIn)).map((s) => [s.term, s]));
  return Promise.all(
    rows.map(async (r) => {
      const synonym = synonyms.get(r.item);
      return {
        term: r.item,
        count: Number(r.n),
        lastDay: String(r.last),
        synonym: synonym
          ? { word: synonym.word, productId: synonym.productId, productName: synonym.productName }
          : null,
        suggestion: synonym || !suggest ? null : await suggestWord(db, r.item),
      };
    }),
  );
}

/** A catalogue word one typo away from a one-word term ("parafuzo": "parafuso"), if any. */
async function suggestWord(db: Db, term: string): Promise<string | null> {
  if (term.includes(" ")) return null;
  const [group] = await typoGroups(db, [term]);
  return group?.find((w) => w !== term) ?? null;
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
