import type { Db } from "#db/client";
import { rfqQuotes, rfqRecipients, rfqs } from "#db/schema";
import { newId } from "#server/lib/ids";
import { type RfqRecipientStatus, type RfqStatus, type QuoteStatus, rfqValidityDays } from "#common/rfq";
import { createProduct } from "./catalog-factories";
import { createCorporateAccount } from "./corporate-account-factories";

const day = 24 * 60 * 60 * 1000;

/**
 * An RFQ written straight into its tables (for tests of what reads or moves it, not of submitting):
 * about `product` (made when not given), addressed to its vendor or to `vendorIds`, from a new buyer
 * with a corporate account unless `buyer` is given.
 */
export async function createRfq(
  db: Db,
  {
    buyer,
    product,
    vendorIds,
    status = "pending",
    recipientStatus = "pending",
    quantity = 100,
    createdAt = new Date(),
  }: {
    buyer?: Awaited<ReturnType<typeof createCorporateAccount>>;
    product?: { id: string; name: string; vendorId: string; currency: string };
    vendorIds?: string[];
    status?: RfqStatus;
    recipientStatus?: RfqRecipientStatus;
    quantity?: number;
    createdAt?: Date;
  } = {},
) {
  const owner = buyer ?? (await createCorporateAccount(db));
  const about = product ?? (await createProduct(db));
  const [rfq] = await db
    .insert(rfqs)
    .values({
      id: newId("rfq"),
      buyerId: owner.user.id,
      corporateAccountId: owner.account.id,
      productId: about.id,
      productName: about.name,
      quantity,
      currency: about.currency,
      shippingAddress: "12 Marina Road, Lagos Island, Lagos",
      status,
      expiresAt: new Date(createdAt.getTime() + rfqValidityDays * day),
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const recipients = vendorIds ?? [about.vendorId];
  await db.insert(rfqRecipients).values(
    recipients.map((vendorId) => ({
      rfqId: rfq!.id,
      vendorId,
      status: recipientStatus,
      sentAt: createdAt,
    })),
  );
  return { rfq: rfq!, buyer: owner, product: about, vendorIds: recipients };
}

/** A quote by one of the RFQ's recipients, written straight into its table; the recipient is marked quoted. */
export async function createQuote(
  db: Db,
  {
    rfqId,
    vendorId,
    productId,
    currency = "NGN",
    unitPrice = 800_000,
    quantity = 100,
    validityDays = 14,
    status = "pending",
    createdAt = new Date(),
  }: {
    rfqId: string;
    vendorId: string;
    productId: string;
    currency?: string;
    unitPrice?: number;
    quantity?: number;
    validityDays?: number;
    status?: QuoteStatus;
    createdAt?: Date;
  },
) {
  const [quote] = await db
    .insert(rfqQuotes)
    .values({
      id: newId("quo"),
      rfqId,
      vendorId,
      productId,
      unitPrice,
      currency,
      quantity,
      deliveryTime: "14-21 days",
      shippingMethod: "Sea freight",
      paymentTerms: "50% deposit, 50% before shipping",
      validityDays,
      validUntil: new Date(createdAt.getTime() + validityDays * day),
      status,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return quote!;
}
