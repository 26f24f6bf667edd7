import { describe, expect, it, vi } from "vitest";
import type { Db } from "#db/client";
import { sharedRead } from "./shared-read";

const databaseA = {} as Db;
const databaseB = {} as Db;

describe("sharedRead", () => {
  it("answers the requests of one database from one read until it expires", async () => {
    vi.useFakeTimers();
    try {
      let reads = 0;
      const recent = sharedRead("test: expiry", 1_000, async () => (reads += 1));
      expect(await Promise.all([recent.get(databaseA), recent.get(databaseA)])).toEqual([1, 1]);
      expect(await recent.get(databaseB)).toBe(2);
      vi.advanceTimersByTime(999);
      expect(await recent.get(databaseA)).toBe(1);
      vi.advanceTimersByTime(1);
      expect(await recent.get(databaseA)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads again after forget, and never keeps a failed read", async () => {
    let reads = 0;
    const recent = sharedRead("test: forget", 60_000, async () => {
      reads += 1;
      if (reads === 1) throw new Error("connection lost");
      return reads;
    });
    await expect(recent.get(databaseA)).rejects.toThrow("connection lost");
    expect(await recent.get(databaseA)).toBe(2);
    expect(await recent.get(databaseA)).toBe(2);
    recent.forget();
    expect(await recent.get(databaseA)).toBe(3);
  });

  it("runs a query handed back unawaited once, not at every request that awaits it", async () => {
    let runs = 0;
    // What Drizzle's query builders are: a thenable that runs its statement at each `then`.
    const query = { then: (resolve: (rows: number) => void) => resolve((runs += 1)) };
    const recent = sharedRead("test: thenable", 60_000, () => query as unknown as Promise<number>);
    expect(await recent.get(databaseA)).toBe(1);
    expect(await recent.get(databaseA)).toBe(1);
    expect(runs).toBe(1);
  });

  it("is one store per process under one name, whichever copy of the module asks", async () => {
    let reads = 0;
    const first = sharedRead("test: one store", 60_000, async () => (reads += 1));
    const second = sharedRead("test: one store", 60_000, async () => (reads += 1));
    expect(await first.get(databaseA)).toBe(1);
    expect(await second.get(databaseA)).toBe(1);
    second.forget();
    expect(await first.get(databaseA)).toBe(2);
  });
});
