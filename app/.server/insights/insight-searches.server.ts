import type { Db } from "../db/kysely";
import { typoGroups } from "../search/typos.server";
import { listSynonyms } from "../search/synonyms.server";
import { rollups, topItems, type InsightQuery } from "./insight-rollups.server";

// The searches of a period (docs/decisions/059-insights.md): the most frequent terms, and those
// that found nothing with the synonym or the catalogue word to offer for them.

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

/** The most frequent search terms, each with how many times it found nothing. */
export async function searchTerms(
  db: Db,
  q: InsightQuery,
  limit: number,
): Promise<SearchTermRow[]> {
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
export async function zeroSearches(
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
