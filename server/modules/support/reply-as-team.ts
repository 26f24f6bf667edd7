import { supportMessages as m } from "#common/i18n/support";
import { ticketReplySchema } from "#common/schemas/support";
import { dashboardSupportTicketPath } from "#common/support-paths";
import type { Db } from "#db/client";
import { supportTicketReplies, supportTickets } from "#db/schema";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Actor } from "../identity/actor";
import { sendMail, type Mailer } from "../mail/send-mail";
import { supportReplyMail } from "../mail/templates";
import { notifyUser } from "../notifications/notify-user";
import { readSettings } from "../settings/settings.queries";
import { assertTicketTransition, lockTicket } from "./ticket-lock";

/**
 * The support team (an admin or staff) answers a ticket. In one transaction: the ticket is locked
 * (a closed one is CONFLICT: reopen it first), the reply stored, the ticket marked answered, and an
 * account holder gets a notification that opens it at /dashboard/support. After the commit the reply
 * is mailed to the ticket's address (a visitor's only answer; they reply by e-mail to the support
 * address); a failed mail is logged and stays in the outbox, it never undoes the reply.
 */
export async function replyAsTeam(
  db: Db,
  {
    actor,
    ticketId,
    input,
    delivery,
  }: {
    actor: Actor | null;
    ticketId: string;
    input: unknown;
    delivery: { mailer: Mailer; logger: Logger; appUrl: string };
  },
): Promise<{ id: string; message: string }> {
  const { body } = parseInput(ticketReplySchema, input);
  const id = newId("tkr");
  const ticket = await db.transaction(async (tx) => {
    const locked = await lockTicket(tx, { actor, ticketId, as: "team" });
    const status = assertTicketTransition(locked.status, "team-reply");
    const [reply] = await tx
      .insert(supportTicketReplies)
      .values({ id, ticketId, authorId: actor!.userId, fromTeam: true, body })
      .returning({ createdAt: supportTicketReplies.createdAt });
    await tx
      .update(supportTickets)
      .set({ status, lastActivityAt: reply!.createdAt })
      .where(eq(supportTickets.id, ticketId));
    if (locked.userId)
      await notifyUser(tx, {
        userId: locked.userId,
        title: m.replyNoticeTitle,
        message: m.replyNoticeMessage(locked.subject),
        type: "support_reply",
        actionUrl: dashboardSupportTicketPath(ticketId),
      });
    return locked;
  });
  try {
    const follow = ticket.userId
      ? { url: new URL(dashboardSupportTicketPath(ticketId), delivery.appUrl).toString() }
      : { replyTo: (await readSettings(db, ["supportContact"])).supportContact.email };
    await sendMail(db, {
      mailer: delivery.mailer,
      message: supportReplyMail(ticket.email, { ...ticket, reply: body }, follow),
    });
  } catch (error) {
    delivery.logger.error({ err: error, ticketId }, "support reply e-mail failed");
  }
  return { id, message: m.teamReplySent };
}
