import type { Db } from "#db/client";
import type { Logger } from "pino";
import { startPayoutTransfer, type PayoutDecision } from "./start-payout-transfer";
import type { TransferProvider } from "./transfer-providers";

/** Approving a requested payout sends its transfer. */
export function approvePayout(
  db: Db,
  options: PayoutDecision & { transfers: TransferProvider; logger: Logger },
) {
  return startPayoutTransfer(db, { ...options, from: "requested", action: "payout.approve" });
}
