import { rfqBackOfficeTexts } from "#common/i18n/rfq-back-office";
import type { RfqStatus } from "#common/rfq";
import { Badge, type BadgeTone } from "~/components/catalog/badge";
import { usePageTexts } from "~/lib/locale";

/** Open RFQs in warm colours, the accepted one green, the closed rest muted. */
const rfqStatusTones: Record<RfqStatus, BadgeTone> = {
  pending: "warning",
  processing: "info",
  quoted: "brand",
  accepted: "success",
  rejected: "soft",
  expired: "soft",
};

export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const texts = usePageTexts(rfqBackOfficeTexts);
  return <Badge tone={rfqStatusTones[status]}>{texts.statuses[status]}</Badge>;
}
