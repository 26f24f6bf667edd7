import { closedRfqStatuses, effectiveQuoteStatus, effectiveRfqStatus, type RfqStatus } from "#common/rfq";
import type { BuyerRfqDetail, BuyerRfqPage } from "#common/views/buyer-rfqs";
import type { Db } from "#db/client";
import { orderItems, rfqQuotes, rfqRecipients, rfqs, vendors } from "#db/schema";
import { and, asc, count, eq, inArray, min, sql } from "drizzle-orm";
import { vendorProductStats, vendorRating } from "../catalog/vendor-stats";
import { rfqsReadingAs } from "./effective-status-filter";
import { rfqRequestView } from "./rfq-request-view";
import { descending } from "../catalog/product-cards";

export const buyerRfqsPageSize = 20;

/** The buyer's own RFQs, newest first, optionally of one (effective) status, 20 a page. */
export async function listBuyerRfqs(
  db: Db,
  {
    buyerId,
    status,
    page,
    now = new Date(),
  }: { buyerId: string; status?: RfqStatus; page: number; now?: Date },
): Promise<BuyerRfqPage> {
  const where = and(eq(rfqs.buyerId, buyerId), status ? rfqsReadingAs(status, now) : undefined);
  const quoteFigures = db
    .select({
      rfqId: rfqQuotes.rfqId,
      quoteCount: count().as("quote_count"),
      bestUnitPrice: min(rfqQuotes.unitPrice).as("best_unit_price"),
    })
    .from(rfqQuotes)
    .groupBy(rfqQuotes.rfqId)
    .as("quote_figures");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: rfqs.id,
        productName: rfqs.productName,
        quantity: rfqs.quantity,
        unit: rfqs.unit,
        currency: rfqs.currency,
        status: rfqs.status,
        expiresAt: rfqs.expiresAt,
        createdAt: rfqs.createdAt,
        quoteCount: sql<number>`coalesce(${quoteFigures.quoteCount}, 0)`.mapWith(Number),
        bestUnitPrice: sql<number | null>`${quoteFigures.bestUnitPrice}`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
      })
      .from(rfqs)
      .leftJoin(quoteFigures, eq(quoteFigures.rfqId, rfqs.id))
      .where(where)
      .orderBy(descending(rfqs.createdAt), descending(rfqs.id))
      .limit(buyerRfqsPageSize)
      .offset((page - 1) * buyerRfqsPageSize),
    db.select({ value: count() }).from(rfqs).where(where),
  ]);
  return {
    rows: rows.map(({ expiresAt, createdAt, ...row }) => ({
      ...row,
      status: effectiveRfqStatus({ status: row.status, expiresAt }, now),
      createdAt: createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    pageSize: buyerRfqsPageSize,
  };
}

/** One of the buyer's RFQs with its recipients and quotes (cheapest first); null for anyone else's. */
export async function buyerRfqDetail(
  db: Db,
  { buyerId, rfqId, now = new Date() }: { buyerId: string; rfqId: string; now?: Date },
): Promise<BuyerRfqDetail | null> {
  const [rfq] = await db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerId, buyerId)));
  if (!rfq) return null;
  const stats = vendorProductStats(db);
  const [recipients, quotes] = await Promise.all([
    db
      .select({
        vendorId: rfqRecipients.vendorId,
        vendorName: vendors.businessName,
        status: rfqRecipients.status,
      })
      .from(rfqRecipients)
      .innerJoin(vendors, eq(vendors.id, rfqRecipients.vendorId))
      .where(eq(rfqRecipients.rfqId, rfq.id))
      .orderBy(asc(vendors.businessName)),
    db
      .select({
        quote: rfqQuotes,
        vendorName: vendors.businessName,
        vendorRating: vendorRating(stats).mapWith((value) => (value === null ? null : Number(value))),
      })
      .from(rfqQuotes)
      .innerJoin(vendors, eq(vendors.id, rfqQuotes.vendorId))
      .leftJoin(stats, eq(stats.vendorId, rfqQuotes.vendorId))
      .where(eq(rfqQuotes.rfqId, rfq.id))
      .orderBy(asc(rfqQuotes.unitPrice), asc(rfqQuotes.id)),
  ]);
  const ordered = await orderedQuoteIds(db, { quoteIds: quotes.map(({ quote }) => quote.id) });
  const status = effectiveRfqStatus(rfq, now);
  const open = !closedRfqStatuses.includes(status);
  return {
    id: rfq.id,
    productId: rfq.productId,
    ...rfqRequestView(rfq),
    status,
    open,
    expiresAt: rfq.expiresAt.toISOString(),
    createdAt: rfq.createdAt.toISOString(),
    recipients,
    quotes: quotes.map(({ quote, vendorName, vendorRating: rating }) => {
      const wasOrdered = ordered.has(quote.id);
      const quoteStatus = effectiveQuoteStatus(quote, now, { ordered: wasOrdered });
      return {
        id: quote.id,
        vendorId: quote.vendorId,
        vendorName,
        vendorRating: rating,
        unitPrice: quote.unitPrice,
        currency: quote.currency,
        quantity: quote.quantity,
        total: quote.unitPrice * quote.quantity,
        deliveryTime: quote.deliveryTime,
        shippingMethod: quote.shippingMethod,
        paymentTerms: quote.paymentTerms,
        notes: quote.notes,
        isNegotiable: quote.isNegotiable,
        validUntil: quote.validUntil.toISOString(),
        status: quoteStatus,
        revision: quote.revision,
        ordered: wasOrdered,
        decidable: open && quoteStatus === "pending",
        orderable: quoteStatus === "accepted" && !wasOrdered,
      };
    }),
  };
}

/** Which of these quotes an order line already records (a quote is ordered once). */
export async function orderedQuoteIds(
  db: Db,
  { quoteIds }: { quoteIds: readonly string[] },
): Promise<Set<string>> {
  if (quoteIds.length === 0) return new Set();
  const rows = await db
    .select({ quoteId: orderItems.quoteId })
    .from(orderItems)
    .where(inArray(orderItems.quoteId, [...quoteIds]));
  return new Set(rows.flatMap((row) => (row.quoteId ? [row.quoteId] : [])));
}
