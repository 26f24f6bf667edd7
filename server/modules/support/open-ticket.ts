import { contactFormMessages } from "#common/i18n/info-pages";
import { supportMessages as m } from "#common/i18n/support";
import { newTicketSchema } from "#common/schemas/support";
import type { Db } from "#db/client";
import { supportTickets } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import { newTicketRules, spendAllowance } from "./allowance";
import { notifyTeamOfTicket } from "./notify-team";

/**
 * A signed-in person opens a ticket from /dashboard/support, under their account's name and address.
 * Checked field by field first; then, in one transaction, it spends the same hourly allowance as the
 * contact form (the two are one way of writing to support), is stored open, and every admin is
 * notified with a link to it in the inbox. The inbox is the working copy, so no mail goes to the
 * support address (the contact form mails it, since its senders may have no account).
 */
export async function openTicket(
  db: Db,
  {
    actor,
    input,
    client,
    companyDomains,
  }: { actor: Actor | null; input: unknown; client: ClientInfo; companyDomains: readonly string[] },
): Promise<{ id: string; message: string }> {
  if (!actor) throw new AppError("UNAUTHENTICATED");
  const form = parseInput(newTicketSchema, input);
  const id = newId("tkt");
  await db.transaction(async (tx) => {
    await spendAllowance(tx, {
      rules: newTicketRules(actor.email, client),
      message: contactFormMessages.rateLimited,
    });
    await tx.insert(supportTickets).values({
      id,
      userId: actor.userId,
      name: actor.name,
      email: actor.email,
      subject: form.subject,
      category: form.category,
      orderNumber: form.orderNumber || null,
      message: form.message,
    });
    await notifyTeamOfTicket(tx, {
      ticketId: id,
      companyDomains,
      title: m.newTicketNoticeTitle,
      message: m.newTicketNoticeMessage(actor.name, form.subject),
    });
  });
  return { id, message: m.ticketOpened };
}
