import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { vendorRfqPath } from "#common/rfq-paths";
import type { Db } from "#db/client";
import { vendors } from "#db/schema";
import { inArray } from "drizzle-orm";
import { addQuoteLine } from "../modules/cart/add-quote-line";
import type { Actor } from "../modules/identity/actor";
import { notifyUser } from "../modules/notifications/notify-user";
import {
  acceptQuote,
  closeRfq,
  lockBuyerRfq,
  orderableQuote,
  rejectQuote,
} from "../modules/rfqs/decide-quote";
import type { LockedRfq } from "../modules/rfqs/lock-rfq";

const texts = rfqsBuyerTexts.en;

/** Leaves each vendor's owner a notification about the buyer's decision on this RFQ. */
async function notifyVendors(
  tx: Db,
  { rfq, vendorIds, title, message }: { rfq: LockedRfq; vendorIds: string[]; title: string; message: string },
) {
  if (vendorIds.length === 0) return;
  const owners = await tx
    .select({ vendorId: vendors.id, userId: vendors.userId })
    .from(vendors)
    .where(inArray(vendors.id, vendorIds));
  for (const owner of owners)
    if (owner.userId)
      await notifyUser(tx, {
        userId: owner.userId,
        title,
        message,
        type: "rfq",
        actionUrl: vendorRfqPath(rfq.id),
      });
}

/**
 * The buyer accepts a quote, in one transaction: lock the RFQ (theirs, or NOT_FOUND), expire what time
 * has expired, accept the quote and turn down the other pending ones, notify the vendors, and put the
 * accepted quote into the buyer's cart as a quote-priced line, ready for checkout.
 */
export async function acceptQuoteFlow(
  db: Db,
  { actor, rfqId, quoteId, now = new Date() }: { actor: Actor; rfqId: string; quoteId: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const rfq = await lockBuyerRfq(tx, { rfqId, buyerId: actor.userId, now });
    const { quote, declinedVendorIds } = await acceptQuote(tx, { rfq, quoteId, now });
    await notifyVendors(tx, {
      rfq,
      vendorIds: [quote.vendorId],
      title: texts.noticeAcceptedTitle,
      message: texts.noticeAccepted(rfq.productName),
    });
    await notifyVendors(tx, {
      rfq,
      vendorIds: declinedVendorIds,
      title: texts.noticeRejectedTitle,
      message: texts.noticeRejected(rfq.productName),
    });
    await addQuoteLine(tx, { userId: actor.userId, quote });
    return { quoteId: quote.id };
  });
}

/**
 * The buyer orders an accepted quote again after taking its line out of the cart: the quote must still
 * be accepted (so not expired: the RFQ lock wrote that first) and not ordered; its line goes back in.
 */
export async function orderAcceptedQuoteFlow(
  db: Db,
  { actor, rfqId, quoteId, now = new Date() }: { actor: Actor; rfqId: string; quoteId: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const rfq = await lockBuyerRfq(tx, { rfqId, buyerId: actor.userId, now });
    const quote = await orderableQuote(tx, { rfq, quoteId });
    await addQuoteLine(tx, { userId: actor.userId, quote });
    return { quoteId: quote.id };
  });
}

/** The buyer turns down one pending quote; its vendor is notified. */
export async function rejectQuoteFlow(
  db: Db,
  { actor, rfqId, quoteId, now = new Date() }: { actor: Actor; rfqId: string; quoteId: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const rfq = await lockBuyerRfq(tx, { rfqId, buyerId: actor.userId, now });
    const { vendorId } = await rejectQuote(tx, { rfq, quoteId, now });
    await notifyVendors(tx, {
      rfq,
      vendorIds: [vendorId],
      title: texts.noticeRejectedTitle,
      message: texts.noticeRejected(rfq.productName),
    });
  });
}

/** The buyer closes the RFQ without accepting; the vendors whose quotes were waiting are notified. */
export async function closeRfqFlow(
  db: Db,
  { actor, rfqId, now = new Date() }: { actor: Actor; rfqId: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const rfq = await lockBuyerRfq(tx, { rfqId, buyerId: actor.userId, now });
    const { declinedVendorIds } = await closeRfq(tx, { rfq, now });
    await notifyVendors(tx, {
      rfq,
      vendorIds: declinedVendorIds,
      title: texts.noticeClosedTitle,
      message: texts.noticeClosed(rfq.productName),
    });
  });
}
