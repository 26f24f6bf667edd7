import { contactFormMessages as m, infoPageTexts } from "#common/i18n/info-pages";
import { contactFormSchema } from "#common/schemas/contact";
import { subjectFromMessage } from "#common/support";
import type { Db } from "#db/client";
import { supportTickets } from "#db/schema";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import type { Logger } from "pino";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import { sendMail, type Mailer } from "../mail/send-mail";
import { contactMessageMail } from "../mail/templates";
import { readSettings } from "../settings/settings.queries";
import { newTicketRules, spendAllowance } from "./allowance";
import { notifyTeamOfTicket } from "./notify-team";

/**
 * Someone writes to the marketplace through the contact form (/contact-us); anyone may, signed in or
 * not. The input is checked field by field first. Then, in one transaction: the message counts
 * against its client's and its address's hourly allowance (refused with the wait when either is
 * spent), it is stored as an open support ticket (its subject is the message's first line; the
 * account recorded when signed in), and every admin gets a notification that opens it in the inbox;
 * a failure anywhere leaves none of it. The mail to the support address (the support e-mail setting)
 * goes after the commit: a failed mail is logged and stays in the outbox, it never undoes the message.
 */
export async function sendContactMessage(
  db: Db,
  {
    input,
    actor,
    client,
    companyDomains,
    delivery,
  }: {
    input: unknown;
    actor: Actor | null;
    client: ClientInfo;
    companyDomains: readonly string[];
    delivery: { mailer: Mailer; logger: Logger };
  },
): Promise<{ id: string; message: string }> {
  const form = parseInput(contactFormSchema, input);
  const topic = infoPageTexts.en.topics[form.topic];
  const id = newId("tkt");
  await db.transaction(async (tx) => {
    await spendAllowance(tx, { rules: newTicketRules(form.email, client), message: m.rateLimited });
    await tx.insert(supportTickets).values({
      id,
      userId: actor?.userId ?? null,
      name: form.name,
      email: form.email,
      subject: subjectFromMessage(form.message),
      category: form.topic,
      orderNumber: form.orderNumber || null,
      message: form.message,
    });
    await notifyTeamOfTicket(tx, {
      ticketId: id,
      companyDomains,
      title: m.noticeTitle,
      message: m.noticeMessage(form.name, topic),
    });
  });
  try {
    // The support address an admin set at /admin/settings.
    const { supportContact } = await readSettings(db, ["supportContact"]);
    await sendMail(db, {
      mailer: delivery.mailer,
      message: contactMessageMail(supportContact.email, {
        ...form,
        topic,
        accountEmail: actor?.email ?? null,
      }),
    });
  } catch (error) {
    delivery.logger.error({ err: error, ticketId: id }, "contact message e-mail failed");
  }
  return { id, message: m.sent };
}
