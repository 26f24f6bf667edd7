import { z } from "zod";
import { supportMessages as m } from "../i18n/support";
import { maxTicketSubjectLength, ticketCategories } from "../support";
import { contactFormSchema, maxContactMessageLength } from "./contact";

/** A ticket opened from /dashboard/support: the contact form's order number and message, plus a subject and category. */
export const newTicketSchema = contactFormSchema.pick({ orderNumber: true, message: true }).extend({
  subject: z
    .string({ error: m.subjectRequired })
    .trim()
    .min(3, m.subjectRequired)
    .max(maxTicketSubjectLength, m.subjectTooLong(maxTicketSubjectLength)),
  category: z.enum(ticketCategories, { error: m.categoryRequired }),
});

export type NewTicket = z.infer<typeof newTicketSchema>;

/** A reply in a ticket's thread, by the person or by the team. */
export const ticketReplySchema = z.object({
  body: z
    .string({ error: m.replyRequired })
    .trim()
    .min(1, m.replyRequired)
    .max(maxContactMessageLength, m.replyTooLong),
});
