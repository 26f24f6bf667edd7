import { marketDayMessages as m } from "#common/i18n/market-days";
import type { Db } from "#db/client";
import { marketDays, marketDayVendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { count, eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import type { Actor } from "../identity/actor";
import { assertAdmin } from "../identity/assert-admin";
import { forgetEventFigures } from "./market-days.queries";
import { lockMarketDay } from "./market-day-lock";

/**
 * An admin deletes a market day, refused while any vendor is registered for it (whatever the
 * registration's status); checked under the market day's lock, so a registration cannot slip in.
 */
export async function deleteMarketDay(
  db: Db,
  { actor, marketDayId }: { actor: Actor | null; marketDayId: string },
): Promise<{ message: string }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const day = await lockMarketDay(tx, marketDayId);
    const [registered] = await tx
      .select({ value: count() })
      .from(marketDayVendors)
      .where(eq(marketDayVendors.marketDayId, marketDayId));
    if ((registered?.value ?? 0) > 0) throw new AppError("CONFLICT", { message: m.cannotDeleteWithVendors });
    await tx.delete(marketDays).where(eq(marketDays.id, marketDayId));
    await recordAudit(tx, {
      action: "market_day.delete",
      resource: "market_day",
      userId: actor.userId,
      details: { marketDayId, name: day.name },
    });
  });
  forgetEventFigures();
  return { message: m.deleted };
}
