import { vendorRfqsTexts } from "#common/i18n/rfqs-vendor";
import type { RfqStatus } from "#common/rfq";
import { Badge, type BadgeTone } from "~/components/catalog/badge";
import { usePageTexts } from "~/lib/locale";

/** How each RFQ status is coloured wherever an RFQ is listed. */
const rfqStatusTones: Record<RfqStatus, BadgeTone> = {
  pending: "warning",
  processing: "info",
  quoted: "brand",
  accepted: "success",
  rejected: "soft",
  expired: "soft",
};

export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const texts = usePageTexts(vendorRfqsTexts);
  return <Badge tone={rfqStatusTones[status]}>{texts.statuses[status]}</Badge>;
}
