import { supportMessages as m } from "#common/i18n/support";
import type { Db } from "#db/client";
import { supportTickets } from "#db/schema";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { assertTicketTransition, lockTicket } from "./ticket-lock";

/**
 * The person closes their own ticket (another's is NOT_FOUND; an already closed one is CONFLICT).
 * A closed ticket takes no more replies; the person opens a new one to ask something else.
 */
export async function closeTicket(
  db: Db,
  { actor, ticketId }: { actor: Actor | null; ticketId: string },
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, { actor, ticketId, as: "requester" });
    const status = assertTicketTransition(ticket.status, "requester-close");
    await tx
      .update(supportTickets)
      .set({ status, lastActivityAt: sql`now()` })
      .where(eq(supportTickets.id, ticketId));
  });
  return { message: m.ticketClosed };
}
