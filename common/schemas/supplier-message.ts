import { z } from "zod";
import { en } from "#common/i18n/en";
import { messageMaxLength } from "../messaging";
import { emailSchema } from "./auth";

const m = en.contact;

/** The contact form's message: non-empty after trimming ("Please enter a message"). */
export const messageTextSchema = z
  .string({ error: m.messageRequired })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, m.messageRequired).max(messageMaxLength, m.messageTooLong));

/** Who is writing; name and e-mail required, phone optional. */
export const contactDetailsSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameRequired),
  email: emailSchema,
  phone: z
    .string()
    .nullish()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(40, "Enter a phone number of at most 40 characters")),
});

export type ContactDetails = z.infer<typeof contactDetailsSchema>;
