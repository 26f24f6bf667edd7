import type { Db } from "#db/client";
import { mailOutbox } from "#db/schema";
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";

export interface Mailer {
  /** Null when no SMTP server is configured: mail then stays in the dev outbox. */
  transport: Transporter | null;
  from: string;
  /** Deliveries happen after the caller has moved on, so their failures are logged here. */
  logger: Logger;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  meta?: Record<string, unknown>;
}

/** How often unsent mail is offered to SMTP again. */
export const mailRetryEveryMs = 5 * 60 * 1000;
/** A delivery younger than this may still be in flight (nodemailer's own timeouts are minutes). */
const retryAfterMinutes = 15;
/** Mail older than this is left to whoever reads the logs: the link in it has expired anyway. */
const giveUpAfterHours = 24;
const retryBatch = 50;

/**
 * Records the message in the outbox and, with SMTP configured, hands it over in the background:
 * the caller (often a request) never waits for the mail server, so a slow one cannot tell a
 * stranger by the answer's timing whether a reset mail was sent. A failed delivery is logged and
 * the message stays unsent in the outbox, where `retryUnsentMail` offers it again. Pass the
 * database, not a transaction: the delivery outlives the caller.
 */
export async function sendMail(db: Db, { mailer, message }: { mailer: Mailer; message: MailMessage }) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      meta: message.meta ?? {},
    })
    .returning({ id: mailOutbox.id });
  if (!mailer.transport || !row) return;
  void deliver(db, { mailer, transport: mailer.transport, id: row.id, message });
}

/** Offers unsent mail from the last day to SMTP again; run on a timer. Returns how many went out. */
export async function retryUnsentMail(
  db: Db,
  { mailer }: { mailer: Mailer },
): Promise<{ sent: number; failed: number }> {
  const { transport } = mailer;
  if (!transport) return { sent: 0, failed: 0 };
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.createdAt, sql`now() - make_interval(mins => ${retryAfterMinutes})`),
        gt(mailOutbox.createdAt, sql`now() - make_interval(hours => ${giveUpAfterHours})`),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(retryBatch);
  let sent = 0;
  for (const row of rows) if (await deliver(db, { mailer, transport, id: row.id, message: row })) sent += 1;
  return { sent, failed: rows.length - sent };
}

async function deliver(
  db: Db,
  {
    mailer,
    transport,
    id,
    message,
  }: { mailer: Mailer; transport: Transporter; id: number; message: MailMessage },
): Promise<boolean> {
  try {
    await transport.sendMail({
      from: mailer.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    return true;
  } catch (error) {
    mailer.logger.error(
      { err: error, mailId: id },
      "mail delivery failed; kept unsent in the outbox for a retry",
    );
    return false;
  }
}
