import { supportMessages as m } from "#common/i18n/support";
import { isSupportAgent, nextTicketStatus, type TicketEvent, type TicketStatus } from "#common/support";
import type { Db } from "#db/client";
import { supportTickets } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";

export type LockedTicket = typeof supportTickets.$inferSelect;

/**
 * Reads a ticket FOR UPDATE in the caller's transaction, for whoever may act on it: the support team
 * (admin or staff) any ticket, anyone else only their own (the owner is in the `where`, so another
 * person's ticket is NOT_FOUND, as an unknown id is).
 */
export async function lockTicket(
  tx: Db,
  { actor, ticketId, as }: { actor: Actor | null; ticketId: string; as: "requester" | "team" },
): Promise<LockedTicket> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (as === "team" && !isSupportAgent(actor.role))
    throw new AppError("FORBIDDEN", { message: m.agentsOnly });
  const scope =
    as === "team"
      ? eq(supportTickets.id, ticketId)
      : and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, actor.userId));
  const [ticket] = await tx.select().from(supportTickets).where(scope).limit(1).for("update");
  if (!ticket) throw new AppError("NOT_FOUND", { message: m.notFound });
  return ticket;
}

/** The status `event` leads to from the ticket's, or CONFLICT with the reason it is refused. */
export function assertTicketTransition(from: TicketStatus, event: TicketEvent): TicketStatus {
  const next = nextTicketStatus(from, event);
  if (next) return next;
  const message =
    event === "team-reopen" ? m.notClosed : event.endsWith("close") ? m.alreadyClosed : m.ticketIsClosed;
  throw new AppError("CONFLICT", { message });
}
