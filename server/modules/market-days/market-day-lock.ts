import { marketDayMessages as m } from "#common/i18n/market-days";
import type { Db } from "#db/client";
import { marketDays } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";

/**
 * The market day's row, locked until the transaction ends: every command that counts its
 * registrations and then writes (registering, approving, deleting, lowering the limit) takes this
 * lock first, so two of them never both see the last place free.
 */
export async function lockMarketDay(tx: Db, marketDayId: string) {
  const [day] = await tx.select().from(marketDays).where(eq(marketDays.id, marketDayId)).for("update");
  if (!day) throw new AppError("NOT_FOUND", { message: m.notFound });
  return day;
}
