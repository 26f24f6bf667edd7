import type { TradeAssuranceStatus } from "#common/trade-assurance";
import type { BadgeTone } from "~/components/catalog/badge";

/** How each application status is coloured in the back office. */
export const tradeAssuranceStatusTones: Record<TradeAssuranceStatus, BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "soft",
  revoked: "brand",
};
