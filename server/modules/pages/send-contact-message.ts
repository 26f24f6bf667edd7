import { contactFormMessages as m, infoPageTexts } from "#common/i18n/info-pages";
import { adminDashboardPath } from "#common/paths";
import { effectiveRole } from "#common/roles";
import { contactFormSchema } from "#common/schemas/contact";
import type { Db } from "#db/client";
import { contactMessages, profiles, users } from "#db/schema";
import { clientNetwork } from "#server/lib/client-network";
import { AppError } from "#server/lib/errors";
import { newId } from "#server/lib/ids";
import { parseInput } from "#server/lib/validate";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Actor } from "../identity/actor";
import type { ClientInfo } from "../identity/client-info";
import { sendMail, type Mailer } from "../mail/send-mail";
import { contactMessageMail } from "../mail/templates";
import { notifyUser } from "../notifications/notify-user";
import { hitRateLimit, type RateLimitRule, secondsUntilAllowed } from "../rate-limit/hit-rate-limit";
import { readSettings } from "../settings/settings.queries";

/**
 * How many messages may be sent in an hour: from one client network (generous, since a mobile
 * network puts many people behind one address) and from one e-mail address (so one sender cannot
 * flood the support inbox from many addresses).
 */
export const contactLimits = { perClientPerHour: 20, perEmailPerHour: 5 } as const;
const hour = 3600;

function contactRules(email: string, client: ClientInfo): RateLimitRule[] {
  return [
    {
      key: `contact:client:${clientNetwork(client.ip)}`,
      limit: contactLimits.perClientPerHour,
      windowSeconds: hour,
    },
    { key: `contact:email:${email}`, limit: contactLimits.perEmailPerHour, windowSeconds: hour },
  ];
}

/** The admins who hear of a message: stored role admin, honoured only for a company address. */
async function adminRecipients(db: Db, companyDomains: readonly string[]) {
  const rows = await db
    .select({ userId: users.id, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.role, "admin"));
  return rows.filter((row) => effectiveRole("admin", row.email, companyDomains) === "admin");
}

/**
 * Someone writes to the marketplace through the contact form (/contact-us); anyone may, signed in or
 * not. The input is checked field by field first. Then, in one transaction: the message counts
 * against its client's and its address's hourly allowance (refused with the wait when either is
 * spent), it is stored, and every admin gets a notification; a failure anywhere leaves none of it.
 * The mail to the support address (the support e-mail setting) goes after the commit: a failed mail is logged and stays in the
 * outbox, it never undoes the message.
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
  const rules = contactRules(form.email, client);
  const id = newId("cmsg");
  await db.transaction(async (tx) => {
    const counts = await Promise.all(rules.map((rule) => hitRateLimit(tx, rule)));
    if (counts.some((count) => !count.allowed)) {
      const seconds = Math.max(60, await secondsUntilAllowed(tx, rules));
      throw new AppError("RATE_LIMITED", {
        message: m.rateLimited(Math.ceil(seconds / 60)),
        retryAfterSeconds: seconds,
      });
    }
    await tx.insert(contactMessages).values({
      id,
      name: form.name,
      email: form.email,
      topic: form.topic,
      orderNumber: form.orderNumber || null,
      message: form.message,
      userId: actor?.userId ?? null,
    });
    for (const admin of await adminRecipients(tx, companyDomains))
      await notifyUser(tx, {
        userId: admin.userId,
        title: m.noticeTitle,
        message: m.noticeMessage(form.name, topic),
        type: "contact_message",
        actionUrl: adminDashboardPath,
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
    delivery.logger.error({ err: error, contactMessageId: id }, "contact message e-mail failed");
  }
  return { id, message: m.sent };
}
