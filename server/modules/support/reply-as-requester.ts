import { supportMessages as m } from "#common/i18n/support";
import { ticketReplySchema } from "#common/schemas/support";
import type { Db } from "#db/client";
import { supportTicketReplies, supportTickets } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import { eq } from "drizzle-orm";
import type { Actor } from "../identity/actor";
import { replyRules, spendAllowance } from "./allowance";
import { assertTicketTransition, lockTicket } from "./ticket-lock";

/**
 * The person who opened a ticket writes in its thread: their own ticket only (another's is
 * NOT_FOUND), not a closed one (CONFLICT), within their hourly reply allowance. The ticket is open
 * again, waiting for the team, and moves to the top of the inbox.
 */
export async function replyAsRequester(
  db: Db,
  { actor, ticketId, input }: { actor: Actor | null; ticketId: string; input: unknown },
): Promise<{ id: string; message: string }> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const { body } = parseInput(ticketReplySchema, input);
  const id = newId("tkr");
  await db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, { actor, ticketId, as: "requester" });
    const status = assertTicketTransition(ticket.status, "requester-reply");
    await spendAllowance(tx, { rules: replyRules(actor.userId), message: m.repliesRateLimited });
    const [reply] = await tx
      .insert(supportTicketReplies)
      .values({ id, ticketId, authorId: actor.userId, fromTeam: false, body })
      .returning({ createdAt: supportTicketReplies.createdAt });
    await tx
      .update(supportTickets)
      .set({ status, lastActivityAt: reply!.createdAt })
      .where(eq(supportTickets.id, ticketId));
  });
  return { id, message: m.replySent };
}
