/** The search rules both the box and the server apply. */
export const minSearchLength = 2;
export const searchPageSize = 10;
export const suggestionLimit = 5;
export const popularSearchDays = 7;
export const popularSearchLimit = 5;
const recentSearchLimit = 5;
export const recentSearchesKey = "recentSearches";
export const searchDebounceMs = 300;

export const searchSorts = ["relevance", "price_asc", "price_desc", "newest"] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Folds spacing so " Kente  cloth " and "kente cloth" count as one search. */
export function normalizeSearchTerm(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Recent searches: newest first, case-insensitively unique, at most five. */
export function rememberSearch(recent: readonly string[], term: string): string[] {
  const cleaned = term.trim().replace(/\s+/g, " ");
  if (cleaned.length < minSearchLength) return [...recent];
  const key = cleaned.toLowerCase();
  return [cleaned, ...recent.filter((item) => item.toLowerCase() !== key)].slice(0, recentSearchLimit);
}
