import { rfqStatusTexts } from "#common/i18n/rfq-statuses";
import type { QuoteStatus, RfqStatus } from "#common/rfq";
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

const quoteStatusTones: Record<QuoteStatus, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  rejected: "soft",
  expired: "soft",
};

/**
 * An RFQ's status wherever an RFQ is shown (the buyer's, the vendor's and the back office's pages);
 * pass the effective status, so an open RFQ past its validity shows expired.
 */
export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const texts = usePageTexts(rfqStatusTexts);
  return <Badge tone={rfqStatusTones[status]}>{texts.statuses[status]}</Badge>;
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const texts = usePageTexts(rfqStatusTexts);
  return <Badge tone={quoteStatusTones[status]}>{texts.quoteStatuses[status]}</Badge>;
}
