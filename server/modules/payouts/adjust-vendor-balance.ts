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

/**
 * An admin corrects a vendor's balance with a memo saying why: a credit, or a debit such as the
 * vendor's share of a refund on a delivered order (refunds of delivered orders are settled this way,
 * by hand). A debit is refused with 'Insufficient funds' past the available balance. Audited.
 */
export async function adjustVendorBalance(
  db: Db,
  {
    actor,
    vendorId,
    amount,
    memo,
    ipAddress,
  }: Omit<PayoutDecision, "payoutId"> & { vendorId: string; amount: unknown; memo: unknown },
) {
  assertAdmin(actor);
  const t = messages.payouts;
  return db.transaction(async (tx) => {
    const { currency } = await payoutSettings(tx);
    const minor = parseMajorUnits(String(amount ?? ""), currency, { signed: true });
    const why = String(memo ?? "")
      .trim()
      .slice(0, 500);
    const fieldErrors: FieldErrors = {};
    if (minor === null || minor === 0) fieldErrors.amount = t.adjustmentNotZero;
    if (!why) fieldErrors.memo = t.memoRequired;
    if (minor === null || Object.keys(fieldErrors).length > 0)
      throw new AppError("VALIDATION", { fieldErrors });
    const [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) throw new AppError("NOT_FOUND");
    const [balance] = await tx
      .select({ balance: vendorBalances.balance })
      .from(vendorBalances)
      .where(and(eq(vendorBalances.vendorId, vendorId), eq(vendorBalances.currency, currency)))
      .for("update");
    if ((balance?.balance ?? 0) + minor < 0)
      throw new AppError("VALIDATION", { fieldErrors: { amount: t.insufficientFunds } });
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
    return { amount: minor, currency };
  });
}
