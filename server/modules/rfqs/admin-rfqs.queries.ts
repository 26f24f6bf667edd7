import { effectiveQuoteStatus, effectiveRfqStatus, type RfqStatus } from "#common/rfq";
import type { AdminRfqPage, AdminRfqView } from "#common/views/rfq-back-office";
import type { Db } from "#db/client";
import {
  categories,
  corporateAccounts,
  products,
  rfqAttachments,
  rfqMessages,
  rfqQuotes,
  rfqRecipients,
  rfqs,
  users,
  vendors,
} from "#db/schema";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { countLimit } from "../catalog/capped-count";
import { orderedQuoteIds } from "./buyer-rfqs.queries";
import { rfqsReadingAs } from "./effective-status-filter";
import { rfqRequestView } from "./rfq-request-view";
import { descending } from "../catalog/product-cards";

export const adminRfqsPageSize = 20;

/**
 * The back office's list: every RFQ, newest first, optionally those reading as one status, 20 a page.
 * The page's ids are found first, so the recipient and quote counts are read for those 20 rows only
 * (not for every row an offset skips); the total is counted only so far (docs/decisions/005).
 */
export async function listAllRfqs(
  db: Db,
  { status, page, now = new Date() }: { status?: RfqStatus; page: number; now?: Date },
): Promise<AdminRfqPage> {
  const where = status ? rfqsReadingAs(status, now) : undefined;
  const limit = countLimit(page, adminRfqsPageSize);
  const pageIds = db
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(where)
    .orderBy(descending(rfqs.createdAt), descending(rfqs.id))
    .limit(adminRfqsPageSize)
    .offset((page - 1) * adminRfqsPageSize);
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(rfqs)
    .where(where)
    .limit(limit + 1)
    .as("matches");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: rfqs.id,
        companyName: corporateAccounts.companyName,
        productName: rfqs.productName,
        quantity: rfqs.quantity,
        unit: rfqs.unit,
        status: rfqs.status,
        expiresAt: rfqs.expiresAt,
        createdAt: rfqs.createdAt,
        recipientCount:
          sql<number>`(select count(*) from ${rfqRecipients} where ${rfqRecipients.rfqId} = ${rfqs.id})`.mapWith(
            Number,
          ),
        quoteCount:
          sql<number>`(select count(*) from ${rfqQuotes} where ${rfqQuotes.rfqId} = ${rfqs.id})`.mapWith(
            Number,
          ),
      })
      .from(rfqs)
      .innerJoin(corporateAccounts, eq(corporateAccounts.id, rfqs.corporateAccountId))
      .where(inArray(rfqs.id, pageIds))
      .orderBy(descending(rfqs.createdAt), descending(rfqs.id)),
    db.select({ value: count() }).from(matches),
  ]);
  const total = counted?.value ?? 0;
  return {
    rows: rows.map(({ expiresAt, ...row }) => ({
      ...row,
      status: effectiveRfqStatus({ status: row.status, expiresAt }, now),
      createdAt: row.createdAt.toISOString(),
    })),
    total: Math.min(total, limit),
    totalIsLowerBound: total > limit,
    page,
    pageSize: adminRfqsPageSize,
  };
}

/** Any RFQ with its recipients, every quote and its files, for the back office; null when unknown. */
export async function rfqForBackOffice(
  db: Db,
  { id, now = new Date() }: { id: string; now?: Date },
): Promise<AdminRfqView | null> {
  const [row] = await db
    .select({
      rfq: rfqs,
      buyerName: users.name,
      buyerEmail: users.email,
      companyName: corporateAccounts.companyName,
      productName: products.name,
      categoryName: categories.name,
    })
    .from(rfqs)
    .innerJoin(users, eq(users.id, rfqs.buyerId))
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, rfqs.corporateAccountId))
    .leftJoin(products, eq(products.id, rfqs.productId))
    .leftJoin(categories, eq(categories.id, rfqs.categoryId))
    .where(eq(rfqs.id, id));
  if (!row) return null;
  const { rfq } = row;
  const [recipients, quotes, attachments] = await Promise.all([
    db
      .select({
        vendorId: rfqRecipients.vendorId,
        businessName: vendors.businessName,
        status: rfqRecipients.status,
        messageCount:
          sql<number>`(select count(*) from ${rfqMessages} where ${rfqMessages.rfqId} = ${rfqRecipients.rfqId} and ${rfqMessages.vendorId} = ${rfqRecipients.vendorId})`.mapWith(
            Number,
          ),
      })
      .from(rfqRecipients)
      .innerJoin(vendors, eq(vendors.id, rfqRecipients.vendorId))
      .where(eq(rfqRecipients.rfqId, id))
      .orderBy(asc(vendors.businessName), asc(rfqRecipients.vendorId)),
    db
      .select({ quote: rfqQuotes, vendorName: vendors.businessName, productName: products.name })
      .from(rfqQuotes)
      .innerJoin(vendors, eq(vendors.id, rfqQuotes.vendorId))
      .innerJoin(products, eq(products.id, rfqQuotes.productId))
      .where(eq(rfqQuotes.rfqId, id))
      .orderBy(asc(rfqQuotes.createdAt), asc(rfqQuotes.id)),
    db
      .select({
        id: rfqAttachments.id,
        fileName: rfqAttachments.fileName,
        contentType: rfqAttachments.contentType,
        sizeBytes: rfqAttachments.sizeBytes,
      })
      .from(rfqAttachments)
      .where(eq(rfqAttachments.rfqId, id))
      .orderBy(asc(rfqAttachments.createdAt), asc(rfqAttachments.id)),
  ]);
  const ordered = await orderedQuoteIds(db, { quoteIds: quotes.map(({ quote }) => quote.id) });
  return {
    id: rfq.id,
    buyer: { name: row.buyerName, email: row.buyerEmail },
    corporateAccount: { id: rfq.corporateAccountId, companyName: row.companyName },
    product: rfq.productId && row.productName ? { id: rfq.productId, name: row.productName } : null,
    category: rfq.categoryId && row.categoryName ? { id: rfq.categoryId, name: row.categoryName } : null,
    ...rfqRequestView(rfq),
    status: rfq.status,
    effectiveStatus: effectiveRfqStatus(rfq, now),
    statusNote: rfq.statusNote,
    expiresAt: rfq.expiresAt.toISOString(),
    createdAt: rfq.createdAt.toISOString(),
    updatedAt: rfq.updatedAt.toISOString(),
    recipients,
    quotes: quotes.map(({ quote, vendorName, productName }) => ({
      id: quote.id,
      vendorName,
      productName,
      unitPrice: quote.unitPrice,
      currency: quote.currency,
      quantity: quote.quantity,
      deliveryTime: quote.deliveryTime,
      shippingMethod: quote.shippingMethod,
      paymentTerms: quote.paymentTerms,
      notes: quote.notes,
      isNegotiable: quote.isNegotiable,
      validUntil: quote.validUntil.toISOString(),
      status: effectiveQuoteStatus(quote, now, { ordered: ordered.has(quote.id) }),
      revision: quote.revision,
      createdAt: quote.createdAt.toISOString(),
    })),
    attachments,
  };
}
