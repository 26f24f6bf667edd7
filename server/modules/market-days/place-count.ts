import { placeHoldingStatuses } from "#common/market-days";
import type { Db } from "#db/client";
import { marketDayVendors } from "#db/schema";
import { and, count, eq, inArray } from "drizzle-orm";

/** The places of a market day taken: its registrations that are pending or approved. */
export async function takenPlaces(tx: Db, marketDayId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(marketDayVendors)
    .where(
      and(
        eq(marketDayVendors.marketDayId, marketDayId),
        inArray(marketDayVendors.status, [...placeHoldingStatuses]),
      ),
    );
  return row?.value ?? 0;
}
