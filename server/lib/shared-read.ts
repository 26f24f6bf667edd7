import type { Db } from "#db/client";

/** A read the requests of one process share for a few seconds. */
export interface SharedRead<T> {
  /** The value read at most `ttlMs` ago from this database, or a fresh read. */
  get(db: Db): Promise<T>;
  /** Drops every kept value: the next `get` reads (after a write that must show at once). */
  forget(): void;
}

/**
 * Keeps the result of `read` per database handle for `ttlMs`, so the small lists every page shows
 * (the enabled flags, a filter form's choices, popular searches) cost one statement per process
 * every few seconds instead of one per request (decision 037). Concurrent requests share the read
 * in flight; a failed read is not kept, so the next request tries again. Only for reads a page may
 * show a few seconds late: never for what a command decides on.
 */
export function sharedRead<T>(ttlMs: number, read: (db: Db) => Promise<T>): SharedRead<T> {
  let kept = new WeakMap<Db, { value: Promise<T>; readAt: number }>();
  return {
    get(db) {
      const now = Date.now();
      const entry = kept.get(db);
      if (entry && now - entry.readAt < ttlMs) return entry.value;
      const fresh = { value: read(db), readAt: now };
      kept.set(db, fresh);
      fresh.value.catch(() => {
        if (kept.get(db) === fresh) kept.delete(db);
      });
      return fresh.value;
    },
    forget() {
      kept = new WeakMap();
    },
  };
}
