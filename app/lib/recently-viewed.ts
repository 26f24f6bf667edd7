/** The visitor's recently viewed products, kept in the browser (the last 20). */

const recentlyViewedKey = "recently_viewed_products";
const recentlyViewedKeep = 20;
export const recentlyViewedShow = 6;

export interface RecentlyViewedEntry {
  id: string;
  /** When it was last viewed (ms since the epoch). */
  timestamp: number;
  viewCount: number;
}

const idPattern = /^[\w-]{1,64}$/;

/** Reads the stored list, dropping anything malformed (the storage is the visitor's to edit). */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: RecentlyViewedEntry[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object") continue;
    const { id, timestamp, viewCount } = item as Record<string, unknown>;
    if (typeof id !== "string" || !idPattern.test(id) || seen.has(id)) continue;
    seen.add(id);
    entries.push({
      id,
      timestamp: typeof timestamp === "number" && Number.isFinite(timestamp) ? timestamp : 0,
      viewCount:
        typeof viewCount === "number" && Number.isInteger(viewCount) && viewCount > 0 ? viewCount : 1,
    });
  }
  return entries.slice(0, recentlyViewedKeep);
}

/** A view of `id`: it moves to the front with its count + 1 (or 1 when new); the list keeps 20. */
export function recordView(
  entries: readonly RecentlyViewedEntry[],
  id: string,
  now: number,
): RecentlyViewedEntry[] {
  const previous = entries.find((entry) => entry.id === id);
  const viewed = { id, timestamp: now, viewCount: (previous?.viewCount ?? 0) + 1 };
  return [viewed, ...entries.filter((entry) => entry.id !== id)].slice(0, recentlyViewedKeep);
}

/** "id:count,id:count" for the suggestions request, leaving out the product being viewed. */
export function viewedParam(entries: readonly RecentlyViewedEntry[], currentId: string): string {
  return entries
    .filter((entry) => entry.id !== currentId)
    .map((entry) => `${entry.id}:${entry.viewCount}`)
    .join(",");
}

/** The server side of {@link viewedParam}: at most 20 well-formed entries. */
export function parseViewedParam(value: string | null): { id: string; viewCount: number }[] {
  if (!value) return [];
  const entries: { id: string; viewCount: number }[] = [];
  for (const part of value.split(",").slice(0, recentlyViewedKeep)) {
    const [id = "", count = "1"] = part.split(":");
    const viewCount = Number.parseInt(count, 10);
    if (!idPattern.test(id) || entries.some((entry) => entry.id === id)) continue;
    entries.push({
      id,
      viewCount: Number.isInteger(viewCount) && viewCount > 0 ? Math.min(viewCount, 10_000) : 1,
    });
  }
  return entries;
}

/** Local storage may be missing or refuse writes (private mode, quota): then nothing is remembered. */
export function loadRecentlyViewed(): RecentlyViewedEntry[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(recentlyViewedKey));
  } catch {
    return [];
  }
}

export function saveRecentlyViewed(entries: readonly RecentlyViewedEntry[]): void {
  try {
    window.localStorage.setItem(recentlyViewedKey, JSON.stringify(entries));
  } catch {
    // Not remembered this time; the page works the same.
  }
}
