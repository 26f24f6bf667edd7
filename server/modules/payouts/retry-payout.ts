import type { Db } from "#db/client";
import type { Logger } from "pino";
import { startPayoutTransfer, type PayoutDecision } from "./start-payout-transfer";
import type { TransferProvider } from "./transfer-providers";

/** A payout the provider failed is sent again, as a new transfer. */
export function retryPayout(
  db: Db,
  options: PayoutDecision & { transfers: TransferProvider; logger: Logger },
) {
  return startPayoutTransfer(db, { ...options, from: "failed", action: "payout.retry" });
}
