import { recentSearchesKey, rememberSearch } from "#common/search";
import { useCallback, useMemo, useSyncExternalStore } from "react";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readStored(): string {
  try {
    return localStorage.getItem(recentSearchesKey) ?? "[]";
  } catch {
    return "[]"; // Storage blocked (private mode): no history, not an error.
  }
}

function parse(raw: string): string[] {
  try {
    const stored: unknown = JSON.parse(raw);
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** Recent searches kept in this browser (local key recentSearches, at most 5), shared by every search box. */
export function useRecentSearches() {
  const raw = useSyncExternalStore(subscribe, readStored, () => "[]");
  const recent = useMemo(() => parse(raw), [raw]);
  const remember = useCallback((term: string) => {
    try {
      localStorage.setItem(recentSearchesKey, JSON.stringify(rememberSearch(parse(readStored()), term)));
    } catch {
      // A full or blocked storage: the search still runs.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { recent, remember };
}
