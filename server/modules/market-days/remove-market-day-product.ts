import { marketDayMessages as m } from "#common/i18n/market-days";
import { registrationOpen } from "#common/market-days";
import type { Db } from "#db/client";
import { marketDayProducts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import { forgetEventFigures } from "./market-days.queries";
import { lockVendorRegistration } from "./registration-of-vendor";

/** The vendor takes one of its products off a market day, while registration is open. */
export async function removeMarketDayProduct(
  db: Db,
  {
    vendorId,
    registrationId,
    productId,
    now = new Date(),
  }: { vendorId: string; registrationId: string; productId: string; now?: Date },
): Promise<{ message: string }> {
  const done = await db.transaction(async (tx) => {
    const registration = await lockVendorRegistration(tx, { vendorId, registrationId });
    if (!registrationOpen(registration, now)) throw new AppError("CONFLICT", { message: m.deadlinePassed });
    await tx
      .delete(marketDayProducts)
      .where(
        and(eq(marketDayProducts.registrationId, registrationId), eq(marketDayProducts.productId, productId)),
      );
    return { message: m.productRemoved };
  });
  forgetEventFigures();
  return done;
}
