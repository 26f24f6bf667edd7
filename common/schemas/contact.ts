import { z } from "zod";
import { contactFormMessages as m, type ContactTopic } from "../i18n/info-pages";
import { emailSchema } from "./auth";

export const contactTopics = [
  "order",
  "payment",
  "shipping",
  "refund",
  "business",
  "selling",
  "press",
  "other",
] as const satisfies readonly ContactTopic[];

export const maxContactMessageLength = 5000;

/** The contact form (/contact-us): the same rules for the page, the server and any API client. */
export const contactFormSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(2, m.nameRequired).max(100, m.nameTooLong),
  email: emailSchema,
  topic: z.enum(contactTopics, { error: m.topicRequired }),
  orderNumber: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || /^[A-Z0-9][A-Z0-9-]{2,29}$/.test(value), m.orderNumberInvalid)
    .optional()
    .default(""),
  message: z
    .string({ error: m.messageRequired })
    .trim()
    .min(1, m.messageRequired)
    .max(maxContactMessageLength, m.messageTooLong),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
