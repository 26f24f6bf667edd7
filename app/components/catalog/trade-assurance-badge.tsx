import { useT } from "~/lib/locale";
import { Badge } from "./badge";

/**
 * The Trade Assurance badge of a vendor whose application was approved (product cards, product page,
 * store page, vendor cards). Text only: the product page ships it, and its script budget is tight.
 */
export function TradeAssuranceBadge() {
  const t = useT();
  return <Badge tone="info">{t.vendorBadges.tradeAssurance}</Badge>;
}
