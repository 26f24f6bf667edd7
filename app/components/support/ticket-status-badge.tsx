import { supportTexts } from "#common/i18n/support";
import type { TicketStatus } from "#common/support";
import { Badge, type BadgeTone } from "~/components/catalog/badge";
import { usePageTexts } from "~/lib/locale";

/** Waiting for the team in a warm colour, answered in blue, closed muted. */
const tones: Record<TicketStatus, BadgeTone> = { open: "warning", answered: "info", closed: "soft" };

/** A ticket's status on the person's pages and in the inbox. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const texts = usePageTexts(supportTexts);
  return <Badge tone={tones[status]}>{texts.statuses[status]}</Badge>;
}
