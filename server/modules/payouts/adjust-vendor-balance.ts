import { messages } from "#common/messages";
import { parseMajorUnits } from "#common/money-input";
import type { Db } from "#db/client";
import { vendorBalances, vendors } from "#db/schema";
import { AppError, type FieldErrors } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit/record-audit";
import { payoutSettings } from "./payouts.queries";
import { postLedgerEntry } from "./post-ledger-entry";
import { assertAdmin } from "../identity/assert-admin";
import type { PayoutDecision } from "./start-payout-transfer";

const memoMaxLength = 500;

/**
 * An admin corrects a vendor's balance with a memo saying why: a credit, or a debit such as the
 * vendor's share of a refund on a delivered order (refunds of delivered orders are settled this way,
 * by hand). A debit is refused with 'Insufficient funds' past the available balance, checked on the
 * locked balance row so a payout request at the same moment queues behind it. Audited. With `review`
 * every check runs and nothing is written: the back office shows what the entry will do before the
 * admin confirms it.
 */
export async function adjustVendorBalance(
  db: Db,
  {
    actor,
    vendorId,
    amount,
    memo,
    ipAddress,
    review = false,
  }: Omit<PayoutDecision, "payoutId"> & {
    vendorId: string;
    amount: unknown;
    memo: unknown;
    review?: boolean;
  },
): Promise<{
  amount: number;
  currency: string;
  balanceBefore: number;
  balanceAfter: number;
  posted: boolean;
}> {
  assertAdmin(actor);
  const t = messages.payouts;
  return db.transaction(async (tx) => {
    const { currency } = await payoutSettings(tx);
    const minor = parseMajorUnits(String(amount ?? ""), currency, { signed: true });
    const why = String(memo ?? "").trim();
    const fieldErrors: FieldErrors = {};
    if (minor === null || minor === 0) fieldErrors.amount = t.adjustmentNotZero;
    if (!why) fieldErrors.memo = t.memoRequired;
    else if (why.length > memoMaxLength) fieldErrors.memo = t.memoTooLong(memoMaxLength);
    if (minor === null || Object.keys(fieldErrors).length > 0)
      throw new AppError("VALIDATION", { fieldErrors });
    const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) throw new AppError("NOT_FOUND");
    const [balance] = await tx
      .select({ balance: vendorBalances.balance })
      .from(vendorBalances)
      .where(and(eq(vendorBalances.vendorId, vendorId), eq(vendorBalances.currency, currency)))
      .for("update");
    const balanceBefore = balance?.balance ?? 0;
    const balanceAfter = balanceBefore + minor;
    if (balanceAfter < 0) throw new AppError("VALIDATION", { fieldErrors: { amount: t.insufficientFunds } });
    if (review) return { amount: minor, currency, balanceBefore, balanceAfter, posted: false };
    await postLedgerEntry(tx, {
      vendorId,
      kind: "adjustment",
      amount: minor,
      currency,
      memo: why,
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      action: "payout.adjust_balance",
      resource: `vendor:${vendorId}`,
      userId: actor.userId,
      ipAddress,
      details: { amount: minor, currency, memo: why },
    });
    return { amount: minor, currency, balanceBefore, balanceAfter, posted: true };
  });
}
