import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import { parseMajorUnits } from "#common/money-input";
import type { Db } from "#db/client";
import { vendorBalances, vendorPayoutMethods, vendorPayouts } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { and, eq } from "drizzle-orm";
import { payoutSettings } from "./payouts.queries";
import { postLedgerEntry } from "./post-ledger-entry";

/**
 * A vendor asks for part of its balance, to its saved payout method. The balance row is locked, so
 * requests made at the same moment queue and each sees what the one before it left: the amount must
 * be at least the minimum and at most the balance, and is debited at once (a `payout` entry), so the
 * balance never pays the same money twice. The payout then waits for an admin's approval.
 */
export async function requestPayout(
  db: Db,
  { vendorId, userId, amount }: { vendorId: string; userId: string; amount: unknown },
) {
  const t = messages.payouts;
  return db.transaction(async (tx) => {
    const { currency, minimum } = await payoutSettings(tx);
    const blank = String(amount ?? "").trim() === "";
    const minor = blank ? null : parseMajorUnits(String(amount), currency);
    if (minor === null || minor <= 0)
      throw new AppError("VALIDATION", {
        fieldErrors: { amount: blank ? t.amountRequired : t.amountPositive },
      });
    const [method] = await tx
      .select({ method: vendorPayoutMethods.method })
      .from(vendorPayoutMethods)
      .where(eq(vendorPayoutMethods.vendorId, vendorId));
    if (!method) throw new AppError("VALIDATION", { message: t.noPayoutMethod });
    if (minor < minimum)
      throw new AppError("VALIDATION", {
        fieldErrors: { amount: t.belowMinimum(defaultFormatters.money(minimum, currency)) },
      });
    const [balance] = await tx
      .select({ balance: vendorBalances.balance })
      .from(vendorBalances)
      .where(and(eq(vendorBalances.vendorId, vendorId), eq(vendorBalances.currency, currency)))
      .for("update");
    if ((balance?.balance ?? 0) < minor)
      throw new AppError("VALIDATION", { fieldErrors: { amount: t.insufficientFunds } });
    const payoutId = newId("pyo");
    await tx.insert(vendorPayouts).values({
      id: payoutId,
      vendorId,
      amount: minor,
      currency,
      method: method.method,
      requestedBy: userId,
    });
    await postLedgerEntry(tx, { vendorId, kind: "payout", amount: -minor, currency, payoutId });
    return { payoutId, amount: minor, currency };
  });
}
