import { supportMessages as m } from "#common/i18n/support";
import type { Db } from "#db/client";
import { supportTickets } from "#db/schema";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { recordAudit } from "../audit/record-audit";
import { assertTicketTransition, lockTicket } from "./ticket-lock";

/**
 * The support team closes a ticket or reopens a closed one (`answered` is only ever reached by a
 * reply). Locked and checked against the state machine in one transaction, and audited
 * (`support_ticket.close` / `support_ticket.reopen`, with the statuses before and after).
 */
export async function setTicketStatus(
  db: Db,
  { actor, ticketId, change }: { actor: Actor | null; ticketId: string; change: "close" | "reopen" },
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, { actor, ticketId, as: "team" });
    const status = assertTicketTransition(ticket.status, change === "close" ? "team-close" : "team-reopen");
    await tx
      .update(supportTickets)
      .set({ status, lastActivityAt: sql`now()` })
      .where(eq(supportTickets.id, ticketId));
    await recordAudit(tx, {
      action: `support_ticket.${change}`,
      resource: "support_ticket",
      userId: actor!.userId,
      details: { ticketId, from: ticket.status, to: status },
    });
  });
  return { message: change === "close" ? m.ticketClosed : m.ticketReopened };
}
