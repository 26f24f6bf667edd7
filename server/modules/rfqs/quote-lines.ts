import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { effectiveQuoteStatus } from "#common/rfq";
import type { Db } from "#db/client";
import { rfqQuotes, rfqs } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, asc, eq, inArray } from "drizzle-orm";
import { orderedQuoteIds } from "./buyer-rfqs.queries";

const texts = rfqsBuyerTexts.en;

/** An accepted quote as a cart line orders it: its product, unit price and quantity, fixed by the quote. */
export interface QuoteLineTerms {
  quoteId: string;
  productId: string;
  unitPrice: number;
  currency: string;
  quantity: number;
  /** Why it cannot be ordered now (not accepted, expired, ordered already); null when it can. */
  problem: string | null;
}

/**
 * The terms of the buyer's quotes (any other buyer's quote is left out, so reads as not orderable).
 * With `lock`, the quote rows are locked `FOR UPDATE` in id order: placing an order holds them until
 * its order lines are written, so the same quote cannot be ordered twice at once.
 */
export async function quoteLineTerms(
  db: Db,
  {
    buyerId,
    quoteIds,
    now = new Date(),
    lock = false,
  }: { buyerId: string | null; quoteIds: readonly string[]; now?: Date; lock?: boolean },
): Promise<Map<string, QuoteLineTerms>> {
  if (quoteIds.length === 0 || !buyerId) return new Map();
  const query = db
    .select({
      quoteId: rfqQuotes.id,
      productId: rfqQuotes.productId,
      unitPrice: rfqQuotes.unitPrice,
      currency: rfqQuotes.currency,
      quantity: rfqQuotes.quantity,
      status: rfqQuotes.status,
      validUntil: rfqQuotes.validUntil,
    })
    .from(rfqQuotes)
    .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
    .where(and(inArray(rfqQuotes.id, [...quoteIds]), eq(rfqs.buyerId, buyerId)))
    .orderBy(asc(rfqQuotes.id));
  const rows = lock ? await query.for("update", { of: rfqQuotes }) : await query;
  const ordered = await orderedQuoteIds(db, { quoteIds: rows.map((row) => row.quoteId) });
  return new Map(
    rows.map(({ status, validUntil, ...row }) => {
      const wasOrdered = ordered.has(row.quoteId);
      const problem = wasOrdered
        ? texts.quoteOrdered
        : effectiveQuoteStatus({ status, validUntil }, now) === "accepted"
          ? null
          : texts.quoteNotOrderable;
      return [row.quoteId, { ...row, problem }];
    }),
  );
}

/**
 * For placing an order: every quote line's quote, locked, must belong to the buyer, be accepted,
 * still valid and not ordered yet; otherwise CONFLICT and the caller's transaction writes nothing.
 */
export async function lockOrderableQuotes(
  tx: Db,
  { buyerId, quoteIds, now }: { buyerId: string | null; quoteIds: readonly string[]; now: Date },
): Promise<Map<string, QuoteLineTerms>> {
  const terms = await quoteLineTerms(tx, { buyerId, quoteIds, now, lock: true });
  for (const quoteId of quoteIds) {
    const quote = terms.get(quoteId);
    if (!quote) throw new AppError("CONFLICT", { message: texts.quoteNotOrderable });
    if (quote.problem) throw new AppError("CONFLICT", { message: quote.problem });
  }
  return terms;
}
