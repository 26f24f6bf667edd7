import { defaultFormatters } from "#common/format";
import { rfqVendorMessages } from "#common/i18n/rfqs-vendor";
import { maxRfqTextLength } from "#common/rfq";
import type { Db } from "#db/client";
import { corporateAccounts, rfqRecipients, rfqs, vendors } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { storeOfUser } from "../vendors/vendors.queries";

const m = rfqVendorMessages;

/** A message as it is kept: trimmed, not empty, at most `maxRfqTextLength` characters. */
export function checkedMessageBody(body: unknown): string {
  const text = typeof body === "string" ? body.trim() : "";
  if (!text) throw new AppError("VALIDATION", { fieldErrors: { body: m.messageEmpty } });
  if (text.length > maxRfqTextLength)
    throw new AppError("VALIDATION", {
      fieldErrors: { body: m.messageTooLong(defaultFormatters.number(maxRfqTextLength)) },
    });
  return text;
}

/** Who is reading or writing a thread, and the two parties of it. */
export interface ThreadParties {
  rfq: typeof rfqs.$inferSelect;
  vendorId: string;
  me: "buyer" | "vendor" | "admin";
  companyName: string;
  storeName: string;
  /** The store owner's account, told of the buyer's messages (null for a store without one). */
  vendorUserId: string | null;
}

/**
 * The thread of an RFQ between its buyer and one addressed vendor, as `actor` may see it: the buyer
 * names the vendor (`vendorId`), a vendor always gets its own store's thread, an admin reads any.
 * Anyone else, or a vendor the RFQ is not addressed to, gets "not found". `lock` takes the RFQ row
 * `FOR SHARE`, so a message is not written beside a decision that is changing the RFQ.
 */
export async function threadParties(
  db: Db,
  {
    actor,
    rfqId,
    vendorId,
    lock = false,
  }: { actor: Actor | null; rfqId: string; vendorId?: string | null; lock?: boolean },
): Promise<ThreadParties> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const notFound = new AppError("NOT_FOUND", { message: m.notFound });
  const query = db.select().from(rfqs).where(eq(rfqs.id, rfqId));
  const [rfq] = lock ? await query.for("share") : await query;
  if (!rfq) throw notFound;
  const me = rfq.buyerId === actor.userId ? "buyer" : actor.role === "admin" ? "admin" : "vendor";
  const threadVendorId =
    me === "vendor" ? (await storeOfUser(db, { userId: actor.userId }))?.id : vendorId || null;
  if (!threadVendorId) {
    if (me === "vendor") throw notFound;
    throw new AppError("VALIDATION", { fieldErrors: { vendorId: m.messageVendorRequired } });
  }
  const [row] = await db
    .select({
      storeName: vendors.businessName,
      vendorUserId: vendors.userId,
      companyName: corporateAccounts.companyName,
    })
    .from(rfqRecipients)
    .innerJoin(vendors, eq(vendors.id, rfqRecipients.vendorId))
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, rfq.corporateAccountId))
    .where(and(eq(rfqRecipients.rfqId, rfq.id), eq(rfqRecipients.vendorId, threadVendorId)));
  if (!row) throw notFound;
  return { rfq, vendorId: threadVendorId, me, ...row };
}
