import type { BadgeTone } from "~/components/catalog/badge";
import type { PayoutStatusView } from "#common/views/payouts";

/** How each payout status looks in a badge, on the vendor's page and in the back office. */
export const payoutStatusTone: Record<PayoutStatusView, BadgeTone> = {
  requested: "info",
  approved: "info",
  processing: "warning",
  paid: "success",
  failed: "brand",
  reversed: "soft",
};
