import { ShieldCheck } from "lucide-react";
import { useT } from "~/lib/locale";
import { Badge } from "./badge";

/** The Trade Assurance badge of a vendor whose application was approved (store page, product page, vendor cards). */
export function TradeAssuranceBadge() {
  const t = useT();
  return (
    <Badge tone="info">
      <ShieldCheck aria-hidden="true" className="mr-0.5 size-3.5" />
      {t.vendorBadges.tradeAssurance}
    </Badge>
  );
}

/** The same, as a small shield beside the vendor's name on a product card, named for screen readers. */
export function TradeAssuranceMark() {
  const t = useT();
  return (
    <>
      <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0 text-primary-text" />
      <span className="sr-only">{t.vendorBadges.tradeAssuranceVendor}</span>
    </>
  );
}
