import { rfqVendorMessages } from "#common/i18n/rfqs-vendor";
import { accountRfqsPath, buyerRfqPath } from "#common/rfq-paths";
import type { Db } from "#db/client";
import { users } from "#db/schema";
import { eq } from "drizzle-orm";
import type { Actor } from "../modules/identity/actor";
import { sendMail } from "../modules/mail/send-mail";
import { actionMail } from "../modules/mail/templates";
import { notifyUser } from "../modules/notifications/notify-user";
import { type QuoteFields, writeQuote } from "../modules/rfqs/quote-rfq";
import { assertRfqOpen, lockRfqForVendor, storeActingFor } from "../modules/rfqs/vendor-rfq-access";
import type { DecisionDelivery } from "./approve-vendor-application";

const m = rfqVendorMessages;

/**
 * An addressed vendor sends its quote on an RFQ, or revises its pending one. In one transaction: lock
 * the RFQ and the vendor's recipient row, refuse a closed or expired RFQ, write the quote and the
 * statuses, and leave the buyer a notification. The buyer's e-mail goes after the commit; a failed
 * e-mail is logged and never undoes the quote.
 */
export async function sendRfqQuote(
  db: Db,
  {
    actor,
    rfqId,
    fields,
    mailer,
    appUrl,
    logger,
    now = new Date(),
  }: DecisionDelivery & { actor: Actor | null; rfqId: string; fields: QuoteFields; now?: Date },
) {
  const store = await storeActingFor(db, { actor, permission: m.quotePermission });
  const sent = await db.transaction(async (tx) => {
    const { rfq } = await lockRfqForVendor(tx, { rfqId, vendorId: store.id });
    assertRfqOpen(rfq, now);
    const written = await writeQuote(tx, { rfq, vendorId: store.id, fields, now });
    await notifyUser(tx, {
      userId: rfq.buyerId,
      title: m.quoteNoticeTitle(written.revised),
      message: m.quoteNoticeMessage(store.businessName, rfq.productName, written.revised),
      type: "rfq",
      actionUrl: buyerRfqPath(accountRfqsPath, rfq.id),
    });
    const [buyer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, rfq.buyerId));
    return { ...written, rfq, buyerEmail: buyer?.email ?? null };
  });
  if (sent.buyerEmail) {
    try {
      await sendMail(db, {
        mailer,
        message: actionMail(
          sent.buyerEmail,
          m.quoteMailSubject(store.businessName, sent.rfq.productName),
          m.quoteNoticeMessage(store.businessName, sent.rfq.productName, sent.revised),
          m.quoteMailAction,
          new URL(buyerRfqPath(accountRfqsPath, sent.rfq.id), appUrl).toString(),
          m.quoteMailOutro,
        ),
      });
    } catch (error) {
      logger.error({ err: error, rfqId }, "quote e-mail to the buyer failed");
    }
  }
  return { quote: sent.quote, revised: sent.revised };
}
