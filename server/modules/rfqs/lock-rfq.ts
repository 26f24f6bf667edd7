import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { rfqs } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";

export type LockedRfq = typeof rfqs.$inferSelect;

/**
 * The RFQ row `FOR UPDATE`, so its buyer deciding, its vendors quoting and an admin setting its status
 * queue behind each other. `buyerId` narrows it to that buyer's own RFQs: an unknown id and another
 * buyer's RFQ are both "not found".
 */
export async function lockRfq(tx: Db, { id, buyerId }: { id: string; buyerId?: string }): Promise<LockedRfq> {
  const [rfq] = await tx
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, id), buyerId ? eq(rfqs.buyerId, buyerId) : undefined))
    .for("update");
  if (!rfq) throw new AppError("NOT_FOUND", { message: messages.rfqBackOffice.notFound });
  return rfq;
}
