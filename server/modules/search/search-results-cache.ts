/** One ranked page of a search: which products, in which order, of how many, and where it goes on. */
export interface RankedIds {
  ids: string[];
  total: number;
  nextCursor: string | null;
}

export interface SearchResultsCache {
  get(key: string): RankedIds | undefined;
  set(key: string, page: RankedIds): void;
}

/** How long a ranking is reused: a newly listed product appears in search at most this late. */
const rankingReuseMs = 30_000;
/** Searches kept at once; past it the oldest go first. */
const maxKeptSearches = 500;

/**
 * The ranking of recent searches, kept in this process for 30 seconds. Ranking reads every
 * matching row (1,229 rows and 10 ms for "kente cloth" at 100,000 products), and shoppers repeat
 * the same popular searches; the cards shown are always read fresh (price, stock, whether still
 * listed), so what can be late is only the order and the count, and a product listed meanwhile.
 */
export function createSearchResultsCache({
  reuseMs = rankingReuseMs,
  maxEntries = maxKeptSearches,
  now = Date.now,
}: { reuseMs?: number; maxEntries?: number; now?: () => number } = {}): SearchResultsCache {
  const kept = new Map<string, { expires: number; page: RankedIds }>();
  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.page;
      kept.delete(key);
      return undefined;
    },
    set(key, page) {
      kept.delete(key);
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, { expires: now() + reuseMs, page });
    },
  };
}
