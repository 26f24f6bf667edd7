import type { FiguresRange } from "#common/platform-figures";
import type { PlatformFigures } from "#common/views/platform-figures";
import type { Db } from "#db/client";
import { AppError } from "#server/lib/errors";
import type { Actor } from "../identity/actor";
import { platformFigures } from "./platform-figures.queries";

/** How long a period's figures are reused: the dashboard says they may be up to a minute old. */
const figuresMaxAgeMs = 60_000;
/** Periods kept at once (custom ones are many); past it the oldest go first. */
const maxKeptPeriods = 100;

export interface PlatformFiguresCache {
  /** The figures of `key`, read by `read` unless a reading of at most the maximum age is kept. */
  get(key: string, read: () => Promise<PlatformFigures>): Promise<PlatformFigures>;
}

/**
 * The dashboard's figures per period, kept in this process for at most a minute. Reading them
 * aggregates a period's orders and sales summaries (tens of milliseconds at 100,000 orders), and
 * every back-office visit opens the dashboard first. Requests for the same period while it is being
 * read wait for that one reading; a failed reading is not kept.
 */
export function createPlatformFiguresCache({
  maxAgeMs = figuresMaxAgeMs,
  maxEntries = maxKeptPeriods,
  now = Date.now,
}: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {}): PlatformFiguresCache {
  const kept = new Map<string, { expires: number; figures: Promise<PlatformFigures> }>();
  return {
    get(key, read) {
      const entry = kept.get(key);
      if (entry && entry.expires > now()) return entry.figures;
      kept.delete(key);
      const figures = read();
      if (maxAgeMs > 0) {
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(key, { expires: now() + maxAgeMs, figures });
        figures.catch(() => {
          if (kept.get(key)?.figures === figures) kept.delete(key);
        });
      }
      return figures;
    },
  };
}

/**
 * The dashboard's figures for the back office (admins and staff: the `dashboard:admin` permission),
 * reused from `cache` for up to a minute per period.
 */
export async function readPlatformFigures(
  db: Db,
  {
    actor,
    range,
    cache,
    now = new Date(),
  }: { actor: Actor | null; range: FiguresRange; cache: PlatformFiguresCache; now?: Date },
): Promise<PlatformFigures> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (!actor.permissions.includes("dashboard:admin")) throw new AppError("FORBIDDEN");
  return cache.get(`${range.firstDay}/${range.lastDay}`, () => platformFigures(db, { range, now }));
}
