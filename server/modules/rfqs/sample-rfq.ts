import { rfqValidityDays } from "#common/rfq";
import type { Db } from "#db/client";
import { corporateAccounts, products, rfqRecipients, rfqs } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, asc, desc, eq } from "drizzle-orm";

const day = 24 * 60 * 60 * 1000;

/**
 * Development and test servers only (the dev route refuses in production): an RFQ from the newest
 * approved corporate account about one of the vendor's listed products, addressed to that vendor, so
 * the vendor's RFQ pages can be walked through before any buyer has sent one. `productName` names it,
 * so a browser test can find its own among others.
 */
export async function createSampleRfq(
  db: Db,
  { vendorId, productName, now = new Date() }: { vendorId: string; productName: string; now?: Date },
) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: corporateAccounts.id, userId: corporateAccounts.userId })
      .from(corporateAccounts)
      .where(eq(corporateAccounts.status, "approved"))
      .orderBy(desc(corporateAccounts.createdAt), desc(corporateAccounts.id))
      .limit(1);
    const [product] = await tx
      .select({ id: products.id, currency: products.currency })
      .from(products)
      .where(and(eq(products.vendorId, vendorId), eq(products.isActive, true), eq(products.draft, false)))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(1);
    if (!account || !product) throw new AppError("NOT_FOUND");
    const id = newId("rfq");
    await tx.insert(rfqs).values({
      id,
      buyerId: account.userId,
      corporateAccountId: account.id,
      productId: product.id,
      productName,
      quantity: 250,
      currency: product.currency,
      targetPrice: 500_000,
      shippingAddress: "12 Marina Road, Lagos Island, Lagos",
      customizationDetails: "Company logo on each piece",
      expiresAt: new Date(now.getTime() + rfqValidityDays * day),
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(rfqRecipients).values({ rfqId: id, vendorId, sentAt: now });
    return { rfqId: id };
  });
}
