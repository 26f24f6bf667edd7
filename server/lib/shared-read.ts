import type { Db } from "#db/client";

/** A read the requests of one process share for a few seconds. */
export interface SharedRead<T> {
  /** The value read at most `ttlMs` ago from this database, or a fresh read. */
  get(db: Db): Promise<T>;
  /** Drops every kept value: the next `get` reads (after a write that must show at once). */
  forget(): void;
}

type Kept = WeakMap<Db, { value: Promise<unknown>; readAt: number }>;

/**
 * The kept values of every shared read, by name, once per process. The server's own bundle and
 * React Router's server build each load a copy of this module (the feature flags are read through
 * one and toggled through the other), so a store in module scope would be two stores and a forget
 * would miss the one the pages read.
 */
const stores: Map<string, Kept> = ((globalThis as { [key: symbol]: Map<string, Kept> | undefined })[
  Symbol.for("shop-african-brands.shared-reads")
] ??= new Map());

/**
 * Keeps the result of `read` per database handle for `ttlMs`, so the small lists every page shows
 * (the enabled flags, a filter form's choices, popular searches) cost one statement per process
 * every few seconds instead of one per request (decision 037). Concurrent requests share the read
 * in flight; a failed read is not kept, so the next request tries again. Only for reads a page may
 * show a few seconds late: never for what a command decides on. `name` is unique per read.
 */
export function sharedRead<T>(name: string, ttlMs: number, read: (db: Db) => Promise<T>): SharedRead<T> {
  const kept = () => {
    let store = stores.get(name);
    if (!store) stores.set(name, (store = new WeakMap()));
    return store;
  };
  return {
    get(db) {
      const now = Date.now();
      const entry = kept().get(db);
      if (entry && now - entry.readAt < ttlMs) return entry.value as Promise<T>;
      // A Drizzle query handed back unawaited runs again at every `then`: what is kept is the
      // promise of one run.
      const fresh = { value: Promise.resolve(read(db)), readAt: now };
      kept().set(db, fresh);
      fresh.value.catch(() => {
        if (kept().get(db) === fresh) kept().delete(db);
      });
      return fresh.value;
    },
    forget() {
      stores.delete(name);
    },
  };
}
