import { sql, type RawBuilder } from "kysely";
import type { Locale } from "~/i18n/languages";
import type { Sort } from "~/lib/catalogue-schemas";
import { queryTokens } from "~/lib/search-text";
import type { ProductFilter, ProductView } from "../catalogue/products.server";
import { getProductsByIds, nameSortColumn } from "../catalogue/products.server";
import { dbKind, type Db } from "../db/kysely";
import { rowsAsArrays } from "../db/rows-as-arrays.server";
import { keptApart } from "../catalogue/version.server";
import { containsAll, namePrefix, type TokenGroup } from "./contains.server";
import { typoGroups } from "./typos.server";
import { queryTerms } from "./spec-text.server";
import { synonymsOf } from "./synonyms.server";

/** The full search reads at most this many ranked matches (42 pages of 24). */
export const SEARCH_RESULT_CAP = 1000;

/**
 * Ranking tiers: the whole query as the name or its beginning, then names (every language's)
 * containing every word, then any field (brand, descriptions), then the same allowing one typo per
 * word.
 */
const enum Tier {
  NamePrefix = 0,
  NameContains = 1,
  AnyField = 2,
  Typo = 3,
}

/** A word's group with its synonym's word added, when it has one. */
const withWord = (group: TokenGroup, word: string | undefined): TokenGroup =>
  word && !group.includes(word) ? [...group, word] : group;

/**
 * What ranking reads of a match: for relevance, one number packing what it compares within a tier
 * (relevanceRank); for any other order, that order's own column and the position.
 */
interface Candidate {
  id: number;
  tier: Tier;
  rank: number;
  position: number;
  key: number | string | null;
}

/** Bits of a relevance rank below the stock flag: positions below 2^33, name lengths below 2^12. */
const STOCK_UNIT = 2 ** 45;
const LENGTH_UNIT = 2 ** 33;
const MAX_LENGTH = 2 ** 12 - 1;

/**
 * A match's place within its tier, as one integer the database computes, so a candidate is two
 * small numbers (1,000 candidates of five columns took 1.22 ms of SQLite on one machine, of two
 * 0.71): in stock first, then, in the name-prefix tier, the shorter name, then the catalogue's
 * position. Below 2^53: exact in JavaScript.
 */
function relevanceRank(tier: Tier): RawBuilder<number> {
  const stock = sql`(case when p.in_stock then 0 else 1 end) * cast(${sql.lit(STOCK_UNIT)} as bigint)`;
  const length = sql`(case when length(p.search_name) > ${sql.lit(MAX_LENGTH)} then ${sql.lit(MAX_LENGTH)} else length(p.search_name) end)`;
  return tier === Tier.NamePrefix
    ? sql<number>`${stock} + ${length} * cast(${sql.lit(LENGTH_UNIT)} as bigint) + p.position`
    : sql<number>`${stock} + p.position`;
}

/** The products a search may find: those the list's filters keep. */
function filtered(db: Db, filter: ProductFilter) {
  let q = db.selectFrom("product as p");
  if (filter.categoryId !== undefined) q = q.where("p.category_id", "=", filter.categoryId);
  if (filter.brandId !== undefined) q = q.where("p.brand_id", "=", filter.brandId);
  if (filter.offers) q = q.where("p.live_offer", "=", true);
  if (filter.inStock !== undefined) q = q.where("p.in_stock", "=", filter.inStock);
  return q;
}

/**
 * Each order's column. A broad word matches up to SEARCH_RESULT_CAP products, so a candidate
 * reads small numbers and the one column its order sorts by, never the names or dates it would
 * not compare (1,000 rows of eight columns were a third of a search page's CPU).
 */
function orderKey(sort: Sort, locale: Locale): RawBuilder<number | string | null> {
  switch (sort) {
    case "relevance":
      return sql<null>`null`;
    case "price_asc":
    case "price_desc":
      // What a shopper sees now (docs/decisions/066-scheduled-offers.md).
      return sql<number>`p.live_price_cents`;
    case "discount":
      return sql<number>`p.discount_bp`;
    case "name":
      // "Nome (A–Z)" in the page's language.
      return sql<string>`${sql.ref(`p.${nameSortColumn(locale)}`)}`;
    case "newest":
      return sql<string>`p.created_at`;
  }
}

/**
 * At most SEARCH_RESULT_CAP matches, the same ones every time. SQLite reads them in the order of
 * the index or table it walks (the names' for the name tier, the ids' for the others). PostgreSQL
 * has no such order: a scan may start where the last one stopped (synchronized scans), so "product"
 * at 100,000 products found a different thousand on every request, and page 2 could repeat page
 * 1. There the cap keeps the first by id, which costs no more (the key's index is walked).
 */
function capped(db: Db, query: ReturnType<typeof filtered>) {
  return (dbKind(db) === "postgres" ? query.orderBy("p.id") : query).limit(SEARCH_RESULT_CAP);
}

/** A candidate as read: [id, rank] for relevance, [id, position, key] for any other order. */
type CandidateRow =
  | readonly [id: number, rank: number | string]
  | readonly [id: number, position: number, key: Candidate["key"]];

/**
 * The candidates of `tier` that `where` matches: what ranking (relevance) or the chosen order
 * read, as arrays (up to 1,000 rows: objects cost SQLite's driver more than the query).
 */
function candidates(
  db: Db,
  options: { filter: ProductFilter; locale: Locale; sort: Sort },
  tier: Tier,
  where: RawBuilder<boolean>,
): Promise<CandidateRow[]> {
  const { filter, locale, sort } = options;
  const matching = capped(db, filtered(db, filter).where(where));
  return sort === "relevance"
    ? rowsAsArrays<CandidateRow>(db, matching.select(["p.id", relevanceRank(tier).as("rank")]))
    : rowsAsArrays<CandidateRow>(
        db,
        matching.select(["p.id", "p.position", orderKey(sort, locale).as("key")]),
      );
}

export interface SearchOptions extends Omit<ProductFilter, "q"> {
  /** The page's language: "Nome (A–Z)" sorts by the name it shows. */
  locale: Locale;
  page?: number;
  perPage?: number;
  /** Relevance ranks by tier; the other orders sort the same matches as the lists do. */
  sort?: Sort;
}

const num = (c: Candidate) => Number(c.key);
const text = (c: Candidate) => String(c.key);

const byOrder: Record<Exclude<Sort, "relevance">, (a: Candidate, b: Candidate) => number> = {
  price_asc: (a, b) => num(a) - num(b) || a.id - b.id,
  price_desc: (a, b) => num(b) - num(a) || b.id - a.id,
  discount: (a, b) => num(b) - num(a) || a.position - b.position || a.id - b.id,
  name: (a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : a.id - b.id),
  newest: (a, b) => (text(a) < text(b) ? 1 : text(a) > text(b) ? -1 : b.id - a.id),
};

const byRelevance = (a: Candidate, b: Candidate) =>
  a.tier - b.tier || a.rank - b.rank || a.id - b.id;

/**
 * The full search (results page, API `q`): case- and accent-insensitive substrings of names,
 * brands and descriptions, one typo tolerated in words of 5+ letters, ranked by tier, then in
 * stock first, then the catalogue's order. At most SEARCH_RESULT_CAP matches are ranked.
 */
export async function searchProducts(
  db: Db,
  query: string,
  options: SearchOptions,
): Promise<{ items: ProductView[]; total: number }> {
  const { page = 1, perPage = 24 } = options;
  const ranked = await searchRankedIds(db, query, options);
  const slice = ranked.slice((page - 1) * perPage, page * perPage);
  return { items: await getProductsByIds(db, slice), total: ranked.length };
}

/** What a search has found so far, and how it reads more. */
interface Collecting {
  db: Db;
  filter: ProductFilter;
  locale: Locale;
  sort: Sort;
  found: Map<number, Candidate>;
}

/**
 * Adds a tier's matches to those found. Once some are found, a tier reads the ids it matches
 * first and the candidates only of those not found yet (a broad word matches the same products
 * in every tier: "product" read 1,000 candidates three times). A module function, not a closure
 * made per search: V8 compiled that again after each full collection (docs/perf/README.md).
 */
async function collectTier(c: Collecting, tier: Tier, where: RawBuilder<boolean>): Promise<void> {
  const { db, filter, locale, sort, found } = c;
  if (found.size >= SEARCH_RESULT_CAP) return;
  let rows: CandidateRow[];
  if (found.size === 0) {
    rows = await candidates(db, { filter, locale, sort }, tier, where);
  } else {
    const ids = await rowsAsArrays<[number]>(
      db,
      capped(db, filtered(db, filter).where(where)).select("p.id"),
    );
    const fresh: number[] = [];
    for (const [id] of ids) if (!found.has(id)) fresh.push(id);
    if (fresh.length === 0) return;
    rows = await candidates(
      db,
      { filter, locale, sort },
      tier,
      sql<boolean>`p.id in (${sql.join(fresh)})`,
    );
  }
  for (const r of rows) {
    const id = r[0];
    if (found.has(id)) continue;
    // PostgreSQL sends a bigint as text; through rowsAsArrays, as a number.
    found.set(
      id,
      r.length === 2
        ? { id, tier, rank: Number(r[1]), position: 0, key: null }
        : { id, tier, rank: 0, position: r[1], key: r[2] },
    );
  }
}

/** The 100 searches asked last, about 8 kB each (up to SEARCH_RESULT_CAP ids). */
const keptSearch = keptApart(100);

/**
 * Every match of a search, ranked (at most SEARCH_RESULT_CAP): the results page's filters count
 * and page within them. Kept for the catalogue version: a shopper's filters, sorts and pages on
 * one search, each a page of its own, rank it once (every write, and every offer window opening or
 * closing, moves the version on; version.server.ts).
 */
export function searchRankedIds(
  db: Db,
  query: string,
  options: Omit<SearchOptions, "page" | "perPage">,
): Promise<readonly number[]> {
  const { locale, sort = "relevance", ...filter } = options;
  const tokens = queryTokens(query);
  if (tokens.length === 0) return Promise.resolve([]);
  return keptSearch(db, JSON.stringify([tokens, locale, sort, filter]), async () =>
    Object.freeze(await rankSearch(db, tokens, locale, sort, filter)),
  );
}

async function rankSearch(
  db: Db,
  tokens: string[],
  locale: Locale,
  sort: Sort,
  filter: ProductFilter,
): Promise<number[]> {
  const whole = tokens.join(" ");
  // A term the administrator mapped (the whole query, or one of its words) searches
  // for its word too, or puts its product first.
  const synonyms = await synonymsOf(db, [whole, ...tokens]);
  const wordOf = (t: string) => synonyms.get(t)?.word ?? undefined;
  // A measure ("18 v", "220v") matches as a whole, at a word's start (spec-text.server.ts).
  const terms = queryTerms(tokens);
  const exact = terms.map((t) => t.forms ?? withWord([t.word], wordOf(t.word)));

  const found = new Map<number, Candidate>();
  const collecting: Collecting = { db, filter, locale, sort, found };

  const pinned = [...synonyms.values()].flatMap((s) => (s.productId ? [s.productId] : []));
  if (pinned.length > 0)
    await collectTier(collecting, Tier.NamePrefix, sql<boolean>`p.id in (${sql.join(pinned)})`);
  await collectTier(collecting, Tier.NamePrefix, namePrefix(db, whole));
  const wholeWord = tokens.length > 1 ? wordOf(whole) : undefined;
  if (wholeWord)
    await collectTier(collecting, Tier.NameContains, containsAll(db, "search_name", [[wholeWord]]));
  await collectTier(collecting, Tier.NameContains, containsAll(db, "search_name", exact));
  await collectTier(collecting, Tier.AnyField, containsAll(db, "search_doc", exact));
  // The typo tier reads the vocabulary first: not when the cap is already reached.
  if (found.size < SEARCH_RESULT_CAP) {
    const typos = (
      await typoGroups(
        db,
        terms.map((t) => t.word),
      )
    ).map((g, i) => terms[i]!.forms ?? withWord(g, wordOf(terms[i]!.word)));
    if (typos.some((g, i) => !terms[i]!.forms && g.length > 1))
      await collectTier(collecting, Tier.Typo, containsAll(db, "search_doc", typos));
  }

  return [...found.values()]
    .sort(sort === "relevance" ? byRelevance : byOrder[sort])
    .map((c) => c.id);
}
