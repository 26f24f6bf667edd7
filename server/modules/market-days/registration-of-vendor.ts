import { marketDayMessages as m } from "#common/i18n/market-days";
import type { Db } from "#db/client";
import { marketDays, marketDayVendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";

/**
 * The vendor's own registration with its market day's dates, locked until the transaction ends.
 * Another vendor's registration answers "Registration not found", like one that does not exist.
 */
export async function lockVendorRegistration(
  tx: Db,
  { vendorId, registrationId }: { vendorId: string; registrationId: string },
) {
  const [row] = await tx
    .select({
      id: marketDayVendors.id,
      status: marketDayVendors.status,
      marketDayId: marketDayVendors.marketDayId,
      registrationDeadline: marketDays.registrationDeadline,
    })
    .from(marketDayVendors)
    .innerJoin(marketDays, eq(marketDays.id, marketDayVendors.marketDayId))
    .where(and(eq(marketDayVendors.id, registrationId), eq(marketDayVendors.vendorId, vendorId)))
    .for("update", { of: marketDayVendors });
  if (!row) throw new AppError("NOT_FOUND", { message: m.registrationNotFound });
  return row;
}
