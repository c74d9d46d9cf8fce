import { normalizeSearch } from "./search-text";

/**
 * docs/product-rules.md §4/§5/§9 header search: an empty query gives nothing; otherwise a trimmed,
 * case- and accent-insensitive substring match on names, at most 6 results per type and 8 in total,
 * ordered products, then brands, then categories. Results are recomputed 200 ms after typing.
 */
export const SUGGESTIONS_PER_TYPE = 6;
export const SUGGESTIONS_TOTAL = 8;
export const SUGGEST_DEBOUNCE_MS = 200;
/** Longer queries are cut: no product name is this long, and it bounds the work per request. */
export const SUGGEST_QUERY_MAX = 100;

export const SUGGESTION_TYPES = ["product", "brand", "category"] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export interface Suggestion {
  type: SuggestionType;
  id: number;
  label: string;
  href: string;
}

/** The answer of `/busca/sugestoes` (app/routes/resources/search-suggest.ts). */
export interface SuggestionsData {
  suggestions: Suggestion[];
}

export interface SuggestionCandidate extends Suggestion {
  /** The names the query is matched against (e.g. both languages of a product name). */
  names: readonly string[];
}

export type SuggestionCandidates = Record<SuggestionType, readonly SuggestionCandidate[]>;

/** The query as matched: trimmed, lower-cased, accent-free, cut to a bounded length. */
export function suggestionQuery(query: string): string {
  return normalizeSearch(query.slice(0, SUGGEST_QUERY_MAX));
}

export function pickSuggestions(query: string, candidates: SuggestionCandidates): Suggestion[] {
  const needle = suggestionQuery(query);
  if (!needle) return [];
  const picked: Suggestion[] = [];
  for (const type of SUGGESTION_TYPES) {
    const matches = candidates[type]
      .filter((c) => c.names.some((name) => normalizeSearch(name).includes(needle)))
      .slice(0, SUGGESTIONS_PER_TYPE);
    for (const { type: t, id, label, href } of matches) picked.push({ type: t, id, label, href });
  }
  return picked.slice(0, SUGGESTIONS_TOTAL);
}
