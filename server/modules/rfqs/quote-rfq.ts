import { defaultFormatters } from "#common/format";
import { rfqVendorMessages } from "#common/i18n/rfqs-vendor";
import { parseMajorUnits } from "#common/money-input";
import {
  canMoveRfq,
  defaultQuoteValidityDays,
  effectiveQuoteStatus,
  maxQuoteTotal,
  maxQuoteValidityDays,
  maxRfqQuantity,
  maxRfqShortTextLength,
  maxRfqTextLength,
  minQuoteValidityDays,
} from "#common/rfq";
import type { Db } from "#db/client";
import { products, rfqQuotes, rfqRecipients, rfqs } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq } from "drizzle-orm";

const m = rfqVendorMessages;
const format = defaultFormatters;
const day = 24 * 60 * 60 * 1000;
/** ₦1,000,000,000 a unit in kobo: far above any real offer (the quote's total has its own limit). */
export const maxQuoteUnitPrice = 100_000_000_000;

/** What the quote form posted; every field is checked here, never trusted. */
export type QuoteFields = Record<string, unknown>;

function textOf(fields: QuoteFields, name: string): string {
  const raw = fields[name];
  return typeof raw === "string" ? raw.trim() : "";
}

/** Each field's value, or its message: all fields are read so the form shows every mistake at once. */
function readQuoteFields(fields: QuoteFields, currency: string) {
  const errors: FieldErrors = {};
  const text = (name: string, required: string | null, max: number) => {
    const value = textOf(fields, name);
    if (required && !value) errors[name] = required;
    else if (value.length > max) errors[name] = m.tooLong(format.number(max));
    return value;
  };
  const whole = (name: string, min: number, max: number, empty: number | null) => {
    const value = textOf(fields, name).replace(/,/g, "");
    if (!value && empty !== null) return empty;
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!(number >= min && number <= max)) {
      errors[name] = m.wholeNumber(format.number(min), format.number(max));
      return min;
    }
    return number;
  };
  const unitPrice = parseMajorUnits(textOf(fields, "unitPrice"), currency);
  if (unitPrice === null || unitPrice <= 0) errors.unitPrice = m.unitPriceInvalid;
  else if (unitPrice > maxQuoteUnitPrice)
    errors.unitPrice = m.unitPriceTooLarge(format.money(maxQuoteUnitPrice, currency));
  const quote = {
    unitPrice: unitPrice ?? 0,
    quantity: whole("quantity", 1, maxRfqQuantity, null),
    deliveryTime: text("deliveryTime", m.deliveryTimeRequired, maxRfqShortTextLength),
    shippingMethod: text("shippingMethod", m.shippingMethodRequired, maxRfqShortTextLength),
    paymentTerms: text("paymentTerms", m.paymentTermsRequired, maxRfqShortTextLength),
    validityDays: whole("validityDays", minQuoteValidityDays, maxQuoteValidityDays, defaultQuoteValidityDays),
    isNegotiable: fields.negotiable === "on" || fields.negotiable === "true" || fields.negotiable === true,
    notes: text("notes", null, maxRfqTextLength),
  };
  // Each field within its limit can still multiply past what the cart and the order charge exactly.
  if (!errors.unitPrice && !errors.quantity && quote.unitPrice * quote.quantity > maxQuoteTotal)
    errors.unitPrice = m.quoteTotalTooLarge(format.money(maxQuoteTotal, currency));
  return { quote, errors };
}

/**
 * The product a quote orders: the RFQ's own product, or for a request about a category the one the
 * vendor chose, which must be one of its own listed products. Its currency prices the quote.
 */
async function productQuoted(
  tx: Db,
  { rfq, vendorId, chosenId }: { rfq: typeof rfqs.$inferSelect; vendorId: string; chosenId: string },
) {
  const columns = { id: products.id, name: products.name, currency: products.currency };
  if (rfq.productId) {
    const [product] = await tx.select(columns).from(products).where(eq(products.id, rfq.productId));
    if (product) return { product, error: null };
  }
  if (!chosenId) return { product: null, error: m.productRequired };
  const [own] = await tx
    .select(columns)
    .from(products)
    .where(
      and(
        eq(products.id, chosenId),
        eq(products.vendorId, vendorId),
        eq(products.isActive, true),
        eq(products.draft, false),
      ),
    );
  return own ? { product: own, error: null } : { product: null, error: m.productNotYours };
}

/**
 * Writes the vendor's quote on an RFQ the caller has locked with its recipient row (and checked is
 * open): a first quote, or a revision of a pending one (revision + 1, its validity restarting from
 * `now`). The recipient becomes quoted, and the RFQ quoted from pending or processing.
 */
export async function writeQuote(
  tx: Db,
  {
    rfq,
    vendorId,
    fields,
    now,
  }: { rfq: typeof rfqs.$inferSelect; vendorId: string; fields: QuoteFields; now: Date },
) {
  const [existing] = await tx
    .select()
    .from(rfqQuotes)
    .where(and(eq(rfqQuotes.rfqId, rfq.id), eq(rfqQuotes.vendorId, vendorId)));
  if (existing) {
    const status = effectiveQuoteStatus(existing, now);
    if (status !== "pending") throw new AppError("CONFLICT", { message: m.quoteClosed(status) });
  }
  const choice = await productQuoted(tx, { rfq, vendorId, chosenId: textOf(fields, "productId") });
  const { quote, errors } = readQuoteFields(fields, choice.product?.currency ?? rfq.currency);
  if (choice.error) errors.productId = choice.error;
  if (Object.keys(errors).length > 0 || !choice.product)
    throw new AppError("VALIDATION", { fieldErrors: errors });
  const terms = {
    ...quote,
    productId: choice.product.id,
    currency: choice.product.currency,
    validUntil: new Date(now.getTime() + quote.validityDays * day),
    updatedAt: now,
  };
  const [saved] = existing
    ? await tx
        .update(rfqQuotes)
        .set({ ...terms, revision: existing.revision + 1 })
        .where(eq(rfqQuotes.id, existing.id))
        .returning()
    : await tx
        .insert(rfqQuotes)
        .values({ ...terms, id: newId("quo"), rfqId: rfq.id, vendorId, createdAt: now })
        .returning();
  await tx
    .update(rfqRecipients)
    .set({ status: "quoted", updatedAt: now })
    .where(and(eq(rfqRecipients.rfqId, rfq.id), eq(rfqRecipients.vendorId, vendorId)));
  if (rfq.status !== "quoted" && canMoveRfq("vendor", rfq.status, "quoted"))
    await tx.update(rfqs).set({ status: "quoted", updatedAt: now }).where(eq(rfqs.id, rfq.id));
  return { quote: saved!, productName: choice.product.name, revised: !!existing };
}
