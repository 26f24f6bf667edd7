import { marketDayMessages as m } from "#common/i18n/market-days";
import { marketDaySchema } from "#common/schemas/market-day";
import type { Db } from "#db/client";
import { marketDays } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { parseInput } from "#server/lib/validate";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { checkFeaturedCategory } from "./featured-category";
import { forgetEventFigures } from "./market-days.queries";
import { lockMarketDay } from "./market-day-lock";
import { takenPlaces } from "./place-count";

/**
 * An admin changes a market day's fields. Under the market day's lock, the vendor limit may not drop
 * below the places already taken. Audited.
 */
export async function updateMarketDay(
  db: Db,
  { actor, marketDayId, input }: { actor: Actor | null; marketDayId: string; input: unknown },
): Promise<{ message: string }> {
  assertAdmin(actor);
  const day = parseInput(marketDaySchema, input);
  await checkFeaturedCategory(db, day.featuredCategoryId);
  await db.transaction(async (tx) => {
    await lockMarketDay(tx, marketDayId);
    const taken = await takenPlaces(tx, marketDayId);
    if (day.vendorLimit < taken)
      throw new AppError("VALIDATION", { fieldErrors: { vendorLimit: m.vendorLimitBelowRegistered(taken) } });
    await tx
      .update(marketDays)
      .set({ ...day, updatedAt: sql`now()` })
      .where(eq(marketDays.id, marketDayId));
    await recordAudit(tx, {
      action: "market_day.update",
      resource: "market_day",
      userId: actor.userId,
      details: { marketDayId, name: day.name },
    });
  });
  forgetEventFigures();
  return { message: m.updated };
}
