import { messages } from "#common/messages";
import type { Db } from "#db/client";
import { vendorPayoutMethods, vendorPayouts } from "#db/schema";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { TransferProvider } from "./transfer-providers";

/**
 * Hands an approved payout to the transfer provider, outside any transaction (the call goes over the
 * network). Accepted: the payout is processing until the provider's webhook says paid or failed.
 * Refused: the payout is failed with the reason, for an admin to retry or give up. Each attempt has
 * its own reference, so a retry is never mistaken by the provider for the attempt that failed.
 */
export async function sendPayoutTransfer(
  db: Db,
  { payoutId, transfers, logger }: { payoutId: string; transfers: TransferProvider; logger: Logger },
): Promise<{ status: "processing" | "failed"; testPage: string | null }> {
  const [payout] = await db
    .select({
      vendorId: vendorPayouts.vendorId,
      amount: vendorPayouts.amount,
      currency: vendorPayouts.currency,
      method: vendorPayouts.method,
      reference: vendorPayouts.reference,
      recipientCode: vendorPayoutMethods.recipientCode,
      recipientProvider: vendorPayoutMethods.provider,
    })
    .from(vendorPayouts)
    .leftJoin(vendorPayoutMethods, eq(vendorPayoutMethods.vendorId, vendorPayouts.vendorId))
    .where(and(eq(vendorPayouts.id, payoutId), eq(vendorPayouts.status, "approved")));
  if (!payout?.reference) return { status: "failed", testPage: null };
  try {
    const sent = await transfers.send({
      reference: payout.reference,
      amount: payout.amount,
      currency: payout.currency,
      method: payout.method,
      recipientCode: payout.recipientProvider === transfers.provider ? payout.recipientCode : null,
      narration: `Payout ${payoutId}`,
    });
    await db.transaction(async (tx) => {
      await tx
        .update(vendorPayouts)
        .set({ status: "processing", transferCode: sent.transferCode, updatedAt: sql`now()` })
        .where(and(eq(vendorPayouts.id, payoutId), eq(vendorPayouts.status, "approved")));
      // Kept for the next payout, unless the vendor changed its method meanwhile.
      if (sent.recipientCode)
        await tx
          .update(vendorPayoutMethods)
          .set({ provider: transfers.provider, recipientCode: sent.recipientCode })
          .where(
            and(
              eq(vendorPayoutMethods.vendorId, payout.vendorId),
              eq(vendorPayoutMethods.method, payout.method),
            ),
          );
    });
    return { status: "processing", testPage: transfers.testPage(payout.reference) };
  } catch (error) {
    logger.warn({ err: error, payoutId }, "transfer refused");
    await db
      .update(vendorPayouts)
      .set({ status: "failed", failureReason: messages.payouts.providerRefused, updatedAt: sql`now()` })
      .where(and(eq(vendorPayouts.id, payoutId), eq(vendorPayouts.status, "approved")));
    return { status: "failed", testPage: null };
  }
}
