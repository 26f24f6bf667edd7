import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { canMoveRfq, type RfqStatus } from "#common/rfq";
import type { Db } from "#db/client";
import { orderItems, rfqQuotes, rfqs } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq, ne } from "drizzle-orm";
import { expireRfqs } from "./expire-rfqs";
import { type LockedRfq, lockRfq } from "./lock-rfq";

const texts = rfqsBuyerTexts.en;

/**
 * The buyer's RFQ locked (see `lockRfq`), then brought up to date with time: an RFQ or quote past its
 * validity is written expired before anything is decided. Anyone else's RFQ, or an unknown id, is
 * NOT_FOUND.
 */
export async function lockBuyerRfq(
  tx: Db,
  { rfqId, buyerId, now }: { rfqId: string; buyerId: string; now: Date },
): Promise<LockedRfq> {
  await lockRfq(tx, { id: rfqId, buyerId });
  await expireRfqs(tx, { now, rfqId });
  const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, rfqId));
  return rfq!;
}

function moveRfq(rfq: LockedRfq, to: RfqStatus) {
  if (!canMoveRfq("buyer", rfq.status, to)) throw new AppError("CONFLICT", { message: texts.rfqNotOpen });
}

async function pendingQuote(tx: Db, { rfq, quoteId }: { rfq: LockedRfq; quoteId: string }) {
  const [quote] = await tx
    .select()
    .from(rfqQuotes)
    .where(and(eq(rfqQuotes.id, quoteId), eq(rfqQuotes.rfqId, rfq.id)));
  if (!quote) throw new AppError("NOT_FOUND");
  if (quote.status === "expired") throw new AppError("CONFLICT", { message: texts.quoteExpired });
  if (quote.status !== "pending") throw new AppError("CONFLICT", { message: texts.quoteNotPending });
  return quote;
}

/**
 * Accepts a pending, still valid quote on the locked RFQ: the quote becomes accepted, every other
 * pending quote on the RFQ rejected, the RFQ accepted. Returns the accepted quote and the vendors
 * whose quotes were turned down.
 */
export async function acceptQuote(
  tx: Db,
  { rfq, quoteId, now }: { rfq: LockedRfq; quoteId: string; now: Date },
) {
  const quote = await pendingQuote(tx, { rfq, quoteId });
  moveRfq(rfq, "accepted");
  const [accepted] = await tx
    .update(rfqQuotes)
    .set({ status: "accepted", decidedAt: now, updatedAt: now })
    .where(eq(rfqQuotes.id, quote.id))
    .returning();
  const declined = await tx
    .update(rfqQuotes)
    .set({ status: "rejected", decidedAt: now, updatedAt: now })
    .where(and(eq(rfqQuotes.rfqId, rfq.id), ne(rfqQuotes.id, quote.id), eq(rfqQuotes.status, "pending")))
    .returning({ vendorId: rfqQuotes.vendorId });
  await tx.update(rfqs).set({ status: "accepted", updatedAt: now }).where(eq(rfqs.id, rfq.id));
  return { quote: accepted!, declinedVendorIds: declined.map((row) => row.vendorId) };
}

/** Turns down one pending quote; the RFQ stays open for the others. */
export async function rejectQuote(
  tx: Db,
  { rfq, quoteId, now }: { rfq: LockedRfq; quoteId: string; now: Date },
) {
  const quote = await pendingQuote(tx, { rfq, quoteId });
  // Only while the buyer could still close the RFQ: a decided or expired RFQ's quotes stay as they are.
  moveRfq(rfq, "rejected");
  await tx
    .update(rfqQuotes)
    .set({ status: "rejected", decidedAt: now, updatedAt: now })
    .where(eq(rfqQuotes.id, quote.id));
  return { vendorId: quote.vendorId };
}

/** Closes the RFQ without accepting a quote: it is rejected, and so is every pending quote on it. */
export async function closeRfq(tx: Db, { rfq, now }: { rfq: LockedRfq; now: Date }) {
  moveRfq(rfq, "rejected");
  const declined = await tx
    .update(rfqQuotes)
    .set({ status: "rejected", decidedAt: now, updatedAt: now })
    .where(and(eq(rfqQuotes.rfqId, rfq.id), eq(rfqQuotes.status, "pending")))
    .returning({ vendorId: rfqQuotes.vendorId });
  await tx.update(rfqs).set({ status: "rejected", updatedAt: now }).where(eq(rfqs.id, rfq.id));
  return { declinedVendorIds: declined.map((row) => row.vendorId) };
}

/**
 * An accepted quote the buyer may still order (valid, not ordered yet), to put it back into the cart
 * after they removed it from there.
 */
export async function orderableQuote(tx: Db, { rfq, quoteId }: { rfq: LockedRfq; quoteId: string }) {
  const [quote] = await tx
    .select()
    .from(rfqQuotes)
    .where(and(eq(rfqQuotes.id, quoteId), eq(rfqQuotes.rfqId, rfq.id)));
  if (!quote) throw new AppError("NOT_FOUND");
  const [ordered] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.quoteId, quote.id));
  if (ordered) throw new AppError("CONFLICT", { message: texts.quoteOrdered });
  if (quote.status !== "accepted") throw new AppError("CONFLICT", { message: texts.quoteNotOrderable });
  return quote;
}
