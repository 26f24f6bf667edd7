import type { Db } from "#db/client";
import { corporateAccounts, products, rfqQuotes, rfqRecipients, rfqs, vendors } from "#db/schema";
import { createUserWithPassword } from "#server/modules/identity/create-user";
import { and, asc, eq, gte, ne, type SQL } from "drizzle-orm";
import { listedProducts } from "#server/modules/catalog/product-cards";
import { demoPassword } from "./demo-accounts";
import { vendorId } from "./catalog/keys";

const day = 86_400_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A procurement buyer with an approved corporate account (standard tier), who has sent RFQs. */
export const demoRfqBuyer = {
  email: "ifeoma@obiofficesupplies.ng",
  name: "Ifeoma Obi",
  companyName: "Obi Office Supplies Ltd",
};

/** How many RFQs the procurement buyer has sent (one quoted by two stores, one unanswered). */
export const demoProcurementRfqCount = 2;

/**
 * The procurement buyer's requests for quotation: one about a Lagos Threads product, addressed to Lagos
 * Threads and one other store, with a pending quote from each (so the buyer can compare and accept),
 * and one sent an hour ago that no vendor has answered yet. Idempotent: rows that exist stay.
 */
export async function seedDemoProcurementBuyer(db: Db): Promise<void> {
  const { id: buyerId } = await createUserWithPassword(db, {
    email: demoRfqBuyer.email,
    name: demoRfqBuyer.name,
    password: demoPassword,
    role: "user",
    emailVerified: true,
  });
  const accountId = "cor_demo_obi_office";
  await db
    .insert(corporateAccounts)
    .values({
      id: accountId,
      userId: buyerId,
      companyName: demoRfqBuyer.companyName,
      address: "5 Ahmadu Bello Way, Garki, Abuja",
      registrationNumber: "RC 1720934",
      taxId: "TIN 30117785-0001",
      industry: "Office supplies",
      companySize: "11-50",
      status: "approved",
      createdAt: new Date(Date.now() - 30 * day),
      updatedAt: new Date(Date.now() - 28 * day),
    })
    .onConflictDoNothing();
  const lagosThreads = vendorId("lagos-threads");
  // Products with the stock a quote of 50 units needs: one of Lagos Threads', one of another store's.
  const [asked] = await productsWithStock(db, eq(products.vendorId, lagosThreads));
  const [other] = await productsWithStock(db, ne(products.vendorId, lagosThreads));
  if (!asked || !other) return;
  const quoted = {
    id: "rfq_demo_obi_quoted",
    createdAt: hoursAgo(30),
    productId: asked.id,
    productName: asked.name,
    quantity: 50,
    currency: asked.currency,
    targetPrice: Math.round(asked.price * 0.8),
    status: "quoted" as const,
  };
  const waiting = {
    id: "rfq_demo_obi_pending",
    createdAt: hoursAgo(1),
    productId: other.id,
    productName: other.name,
    quantity: 200,
    currency: other.currency,
    targetPrice: null,
    status: "pending" as const,
  };
  const inserted = await db
    .insert(rfqs)
    .values(
      [quoted, waiting].map((rfq) => ({
        ...rfq,
        buyerId,
        corporateAccountId: accountId,
        shippingAddress: "5 Ahmadu Bello Way, Garki, Abuja",
        additionalNotes: "For our new branch office; delivery in one shipment please.",
        expiresAt: new Date(rfq.createdAt.getTime() + 30 * day),
        updatedAt: rfq.createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: rfqs.id });
  if (!inserted.some((row) => row.id === quoted.id)) return;
  await db.insert(rfqRecipients).values([
    { rfqId: quoted.id, vendorId: lagosThreads, status: "quoted", sentAt: quoted.createdAt },
    { rfqId: quoted.id, vendorId: other.vendorId, status: "quoted", sentAt: quoted.createdAt },
    { rfqId: waiting.id, vendorId: other.vendorId, status: "pending", sentAt: waiting.createdAt },
  ]);
  const quoteTerms = {
    rfqId: quoted.id,
    currency: quoted.currency,
    quantity: quoted.quantity,
    validityDays: 14,
    validUntil: new Date(Date.now() + 13 * day),
    createdAt: hoursAgo(24),
    updatedAt: hoursAgo(24),
  };
  await db.insert(rfqQuotes).values([
    {
      ...quoteTerms,
      id: "quo_demo_obi_lagos_threads",
      vendorId: lagosThreads,
      productId: asked.id,
      unitPrice: Math.round(asked.price * 0.85),
      deliveryTime: "10-14 days",
      shippingMethod: "Road freight",
      paymentTerms: "50% deposit, 50% before shipping",
      notes: "Price holds for the full 50 units in one shipment.",
      isNegotiable: true,
    },
    {
      ...quoteTerms,
      id: "quo_demo_obi_other_store",
      vendorId: other.vendorId,
      productId: other.id,
      unitPrice: Math.round(other.price * 0.9),
      deliveryTime: "21-28 days",
      shippingMethod: "Sea freight",
      paymentTerms: "100% before shipping",
    },
  ]);
}

/** The first listed NGN product (of a listed store) matching `where` with stock for 50 units. */
function productsWithStock(db: Db, where: SQL) {
  return db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      currency: products.currency,
      vendorId: products.vendorId,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(where, listedProducts(), eq(products.currency, "NGN"), gte(products.stockQuantity, 50)))
    .orderBy(asc(products.id))
    .limit(1);
}
