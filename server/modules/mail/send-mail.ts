import type { Db } from "#db/client";
import { mailOutbox } from "#db/schema";
import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";

export interface Mailer {
  /** Null when no SMTP server is configured: mail then stays in the dev outbox. */
  transport: Transporter | null;
  from: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  meta?: Record<string, unknown>;
}

/** Records the message in the outbox, then hands it to SMTP when one is configured. */
export async function sendMail(db: Db, { mailer, message }: { mailer: Mailer; message: MailMessage }) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: message.to.toLowerCase(), subject: message.subject, text: message.text, html: message.html, meta: message.meta ?? {} })
    .returning({ id: mailOutbox.id });
  if (!mailer.transport || !row) return;
  await mailer.transport.sendMail({ from: mailer.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
}
