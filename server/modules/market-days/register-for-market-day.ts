import { marketDayMessages as m } from "#common/i18n/market-days";
import { registrationOpen } from "#common/market-days";
import type { Db } from "#db/client";
import { marketDayVendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq } from "drizzle-orm";
import { lockMarketDay } from "./market-day-lock";
import { takenPlaces } from "./place-count";

/**
 * A vendor registers its own store (`vendorId` from the signed-in owner's store, never the request)
 * for a market day. In one transaction that holds the market day's lock: refused after the
 * registration deadline and when the pending and approved registrations fill the vendor limit, then
 * inserted as pending. The lock makes registrations of one market day queue, so racing vendors can
 * never take more places than the limit; the unique (market day, vendor) key refuses a second one.
 */
export async function registerForMarketDay(
  db: Db,
  { vendorId, marketDayId, now = new Date() }: { vendorId: string; marketDayId: string; now?: Date },
): Promise<{ id: string; message: string }> {
  return db.transaction(async (tx) => {
    const day = await lockMarketDay(tx, marketDayId);
    if (!registrationOpen(day, now)) throw new AppError("CONFLICT", { message: m.deadlinePassed });
    const [existing] = await tx
      .select({ id: marketDayVendors.id })
      .from(marketDayVendors)
      .where(and(eq(marketDayVendors.marketDayId, marketDayId), eq(marketDayVendors.vendorId, vendorId)));
    if (existing) throw new AppError("CONFLICT", { message: m.alreadyRegistered });
    if ((await takenPlaces(tx, marketDayId)) >= day.vendorLimit)
      throw new AppError("CONFLICT", { message: m.vendorLimitReached });
    const id = newId("mdv");
    await tx.insert(marketDayVendors).values({ id, marketDayId, vendorId, status: "pending" });
    return { id, message: m.registrationSubmitted };
  });
}
