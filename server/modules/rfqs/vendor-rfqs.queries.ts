import { type RfqStatus, effectiveQuoteStatus, effectiveRfqStatus } from "#common/rfq";
import type { VendorRfqPage, VendorRfqRow, VendorRfqView } from "#common/views/rfqs-vendor";
import type { Db } from "#db/client";
import {
  categories,
  corporateAccounts,
  products,
  rfqAttachments,
  rfqQuotes,
  rfqRecipients,
  rfqs,
} from "#db/schema";
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { rfqsReadingAs } from "./effective-status-filter";
import { descending } from "../catalog/product-cards";

export const vendorRfqsPageSize = 20;
/** A category request offers at most this many of the vendor's products to quote with. */
const maxProductChoices = 200;

const rowColumns = {
  id: rfqs.id,
  productName: rfqs.productName,
  productId: rfqs.productId,
  quantity: rfqs.quantity,
  unit: rfqs.unit,
  currency: rfqs.currency,
  targetPrice: rfqs.targetPrice,
  deliveryDate: rfqs.deliveryDate,
  companyName: corporateAccounts.companyName,
  status: rfqs.status,
  expiresAt: rfqs.expiresAt,
  recipientStatus: rfqRecipients.status,
  sentAt: rfqRecipients.sentAt,
  quoteStatus: rfqQuotes.status,
  quoteValidUntil: rfqQuotes.validUntil,
};

/** The RFQs addressed to one vendor (and matching `where`), joined to its recipient row and its own quote only. */
function vendorRfqQuery(db: Db, { vendorId, where }: { vendorId: string; where?: SQL }) {
  return db
    .select(rowColumns)
    .from(rfqRecipients)
    .innerJoin(rfqs, eq(rfqs.id, rfqRecipients.rfqId))
    .innerJoin(corporateAccounts, eq(corporateAccounts.id, rfqs.corporateAccountId))
    .leftJoin(rfqQuotes, and(eq(rfqQuotes.rfqId, rfqs.id), eq(rfqQuotes.vendorId, rfqRecipients.vendorId)))
    .where(and(eq(rfqRecipients.vendorId, vendorId), where))
    .$dynamic();
}

type RowRecord = Awaited<ReturnType<ReturnType<typeof vendorRfqQuery>["execute"]>>[number];

/**
 * A row as the pages read it. An accepted quote is shown as accepted: whether it was ordered is the
 * buyer's side, so only a pending quote past its validity reads as expired here.
 */
function rowView(row: RowRecord, now: Date): VendorRfqRow {
  const { expiresAt, quoteStatus, quoteValidUntil, sentAt, ...rest } = row;
  return {
    ...rest,
    status: effectiveRfqStatus({ status: row.status, expiresAt }, now),
    quoteStatus:
      quoteStatus && quoteValidUntil
        ? effectiveQuoteStatus({ status: quoteStatus, validUntil: quoteValidUntil }, now, { ordered: true })
        : null,
    sentAt: sentAt.toISOString(),
  };
}

/** /vendor/rfqs: the RFQs sent to the vendor's store, newest first, optionally of one status, 20 a page. */
export async function listVendorRfqs(
  db: Db,
  {
    vendorId,
    status,
    page,
    now = new Date(),
  }: { vendorId: string; status?: RfqStatus; page: number; now?: Date },
): Promise<VendorRfqPage> {
  const where = and(eq(rfqRecipients.vendorId, vendorId), status ? rfqsReadingAs(status, now) : undefined);
  const [rows, [total]] = await Promise.all([
    vendorRfqQuery(db, { vendorId, where })
      .orderBy(descending(rfqRecipients.sentAt), descending(rfqRecipients.rfqId))
      .limit(vendorRfqsPageSize)
      .offset((page - 1) * vendorRfqsPageSize),
    db
      .select({ value: count() })
      .from(rfqRecipients)
      .innerJoin(rfqs, eq(rfqs.id, rfqRecipients.rfqId))
      .where(and(eq(rfqRecipients.vendorId, vendorId), where)),
  ]);
  return {
    rows: rows.map((row) => rowView(row, now)),
    total: total?.value ?? 0,
    page,
    pageSize: vendorRfqsPageSize,
  };
}

/**
 * One RFQ addressed to the vendor, with its attachments, the vendor's own quote and, for a request
 * about a category, the vendor's listed products a quote may offer; null when it was not sent to
 * this vendor (or does not exist), which the page answers as "not found".
 */
export async function vendorRfqDetail(
  db: Db,
  { vendorId, rfqId, now = new Date() }: { vendorId: string; rfqId: string; now?: Date },
): Promise<VendorRfqView | null> {
  const [row] = await vendorRfqQuery(db, { vendorId, where: eq(rfqRecipients.rfqId, rfqId) });
  if (!row) return null;
  const [[rfq], attachments, [quote]] = await Promise.all([
    db
      .select({
        categoryName: categories.name,
        shippingAddress: rfqs.shippingAddress,
        customizationDetails: rfqs.customizationDetails,
        additionalNotes: rfqs.additionalNotes,
        preferredPaymentTerms: rfqs.preferredPaymentTerms,
        negotiable: rfqs.negotiable,
        expiresAt: rfqs.expiresAt,
        productCurrency: products.currency,
      })
      .from(rfqs)
      .leftJoin(categories, eq(categories.id, rfqs.categoryId))
      .leftJoin(products, eq(products.id, rfqs.productId))
      .where(eq(rfqs.id, rfqId)),
    db
      .select({
        id: rfqAttachments.id,
        fileName: rfqAttachments.fileName,
        sizeBytes: rfqAttachments.sizeBytes,
      })
      .from(rfqAttachments)
      .where(eq(rfqAttachments.rfqId, rfqId))
      .orderBy(asc(rfqAttachments.createdAt), asc(rfqAttachments.id)),
    db
      .select({ quote: rfqQuotes, productName: products.name })
      .from(rfqQuotes)
      .innerJoin(products, eq(products.id, rfqQuotes.productId))
      .where(and(eq(rfqQuotes.rfqId, rfqId), eq(rfqQuotes.vendorId, vendorId))),
  ]);
  const productChoices = row.productId
    ? []
    : await db
        .select({ id: products.id, name: products.name, currency: products.currency })
        .from(products)
        .where(and(eq(products.vendorId, vendorId), eq(products.isActive, true), eq(products.draft, false)))
        .orderBy(asc(products.name), asc(products.id))
        .limit(maxProductChoices);
  const { productCurrency, expiresAt, ...details } = rfq!;
  const view = rowView(row, now);
  return {
    ...view,
    ...details,
    expiresAt: expiresAt.toISOString(),
    attachments,
    productChoices,
    quoteCurrency: productCurrency ?? quote?.quote.currency ?? productChoices[0]?.currency ?? row.currency,
    quote: quote
      ? {
          id: quote.quote.id,
          productId: quote.quote.productId,
          productName: quote.productName,
          unitPrice: quote.quote.unitPrice,
          currency: quote.quote.currency,
          quantity: quote.quote.quantity,
          deliveryTime: quote.quote.deliveryTime,
          shippingMethod: quote.quote.shippingMethod,
          paymentTerms: quote.quote.paymentTerms,
          notes: quote.quote.notes,
          isNegotiable: quote.quote.isNegotiable,
          validityDays: quote.quote.validityDays,
          validUntil: quote.quote.validUntil.toISOString(),
          status: view.quoteStatus ?? quote.quote.status,
          revision: quote.quote.revision,
        }
      : null,
  };
}
