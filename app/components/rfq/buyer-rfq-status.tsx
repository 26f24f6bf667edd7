import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import type { QuoteStatus, RfqStatus } from "#common/rfq";
import { Badge, type BadgeTone } from "~/components/catalog/badge";
import { usePageTexts } from "~/lib/locale";

const rfqTones: Record<RfqStatus, BadgeTone> = {
  pending: "warning",
  processing: "info",
  quoted: "brand",
  accepted: "success",
  rejected: "soft",
  expired: "soft",
};

const quoteTones: Record<QuoteStatus, BadgeTone> = {
  pending: "warning",
  accepted: "success",
  rejected: "soft",
  expired: "soft",
};

/** An RFQ's status as its buyer reads it (effective: an open one past its validity shows expired). */
export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const texts = usePageTexts(rfqsBuyerTexts);
  return <Badge tone={rfqTones[status]}>{texts.statuses[status]}</Badge>;
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const texts = usePageTexts(rfqsBuyerTexts);
  return <Badge tone={quoteTones[status]}>{texts.quoteStatuses[status]}</Badge>;
}
