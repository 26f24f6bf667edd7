import { contactFormMessages } from "#common/i18n/info-pages";
import { adminSupportTicketPath } from "#common/support-paths";
import { notifications, rateLimits, supportTickets } from "#db/schema";
import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  actorFor,
  appErrorFrom,
  client,
  companyDomains,
  createUser,
  mailsTo,
  silentLogger,
  testMailer,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { contactLimits } from "./allowance";
import { sendContactMessage } from "./send-contact-message";

const t = useTestDatabase();
const supportAddress = "support@shopafricanbrands.com";

const valid = {
  name: "Ngozi Okafor",
  email: "Ngozi@Example.com",
  topic: "shipping",
  orderNumber: "sab-000123",
  message: "My order has shown 'shipped' for ten days; the tracking number does not work.",
};

function send(
  input: Record<string, unknown>,
  options: { ip?: string; actor?: ReturnType<typeof actorFor> } = {},
) {
  return sendContactMessage(t.db, {
    input,
    actor: options.actor ?? null,
    client: client(options.ip),
    companyDomains,
    delivery: { mailer: testMailer, logger: silentLogger },
  });
}

describe("sendContactMessage", () => {
  it("stores a visitor's message as an open ticket without an account, its subject the first line cut to 120 characters", async () => {
    const firstLine = `${"Where is my parcel? ".repeat(8)}`.trim();
    const result = await send({ ...valid, message: `${firstLine}\nIt left Lagos a week ago.` });
    const [stored] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, result.id));
    expect(stored?.userId).toBeNull();
    expect(stored?.subject).toHaveLength(120);
    expect(stored?.subject.endsWith("…")).toBe(true);
    expect(firstLine.startsWith(stored!.subject.slice(0, -1))).toBe(true);
  });

  it("stores the message, notifies every admin of the company and mails the support address", async () => {
    const admin = await createUser(t.db, { role: "admin", email: `ops-${Date.now()}@shopafricanbrands.com` });
    const outsider = await createUser(t.db, { role: "admin", email: `admin-${Date.now()}@gmail.com` });
    const buyer = await createUser(t.db);

    const result = await send(valid, { actor: actorFor(buyer) });

    expect(result.message).toBe(contactFormMessages.sent);
    const [stored] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, result.id));
    expect(stored).toMatchObject({
      name: "Ngozi Okafor",
      email: "ngozi@example.com",
      subject: valid.message,
      category: "shipping",
      orderNumber: "SAB-000123",
      userId: buyer.id,
      status: "open",
    });
    const notices = await t.db.select().from(notifications).where(eq(notifications.type, "contact_message"));
    expect(notices.map((notice) => notice.userId)).toEqual([admin.id]);
    expect(notices[0]).toMatchObject({
      title: contactFormMessages.noticeTitle,
      message: "Ngozi Okafor wrote about “Shipping and delivery” through the contact form.",
      actionUrl: adminSupportTicketPath(result.id),
    });
    expect(outsider.id).not.toBe(admin.id);
    const [mail] = await mailsTo(t.db, supportAddress);
    expect(mail?.subject).toBe("Contact form: Shipping and delivery (Ngozi Okafor)");
    expect(mail?.text).toContain("ngozi@example.com");
    expect(mail?.text).toContain("SAB-000123");
    expect(mail?.text).toContain(valid.message);
  });

  it("escapes what the sender typed in the mail's HTML", async () => {
    await send({ ...valid, name: "<b>Eve</b>", message: "<script>alert(1)</script>" });
    const [mail] = await mailsTo(t.db, supportAddress);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;");
  });

  it("names every field at fault at once and writes nothing", async () => {
    const error = await appErrorFrom(
      send({ name: " ", email: "not-an-address", topic: "gossip", orderNumber: "#12", message: "   " }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      name: contactFormMessages.nameRequired,
      email: "Enter a valid email address",
      topic: contactFormMessages.topicRequired,
      orderNumber: contactFormMessages.orderNumberInvalid,
      message: contactFormMessages.messageRequired,
    });
    expect(await t.db.select().from(supportTickets)).toEqual([]);
    expect(await t.db.select().from(rateLimits).where(like(rateLimits.key, "contact:%"))).toEqual([]);
  });

  it("accepts a message without an order number and refuses one that is too long", async () => {
    await expect(send({ ...valid, orderNumber: "" })).resolves.toMatchObject({
      message: contactFormMessages.sent,
    });
    const error = await appErrorFrom(send({ ...valid, message: "x".repeat(5001) }));
    expect(error.fieldErrors).toEqual({ message: contactFormMessages.messageTooLong });
  });

  it("limits one e-mail address to 5 messages an hour, from any network, with the wait in the message", async () => {
    for (let i = 0; i < contactLimits.perEmailPerHour; i++) await send(valid);
    const error = await appErrorFrom(send(valid));
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toBe(contactFormMessages.rateLimited(60));
    expect(error.retryAfterSeconds).toBeGreaterThan(3500);
    expect(await t.db.select().from(supportTickets)).toHaveLength(contactLimits.perEmailPerHour);
    // Another address is not held back by it.
    await expect(send({ ...valid, email: "someone.else@example.com" })).resolves.toBeTruthy();
  });

  it("limits one client network to 20 messages an hour, whatever addresses it uses", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < contactLimits.perClientPerHour; i++)
      await send({ ...valid, email: `sender${i}@example.com` }, { ip });
    const error = await appErrorFrom(send({ ...valid, email: "one.more@example.com" }, { ip }));
    expect(error.code).toBe("RATE_LIMITED");
    expect(await t.db.select().from(supportTickets)).toHaveLength(contactLimits.perClientPerHour);
    // The refused attempt counted against neither allowance.
    await expect(send({ ...valid, email: "one.more@example.com" })).resolves.toBeTruthy();
  });

  it("leaves no message, notice, count or mail behind when a step fails", async () => {
    await createUser(t.db, { role: "admin", email: `desk-${Date.now()}@shopafricanbrands.com` });
    // The admin's notice is the last write of the transaction: this test's own database refuses it.
    await t.db.execute(
      sql`ALTER TABLE notifications ADD CONSTRAINT refuse_contact_notices CHECK (type <> 'contact_message')`,
    );
    await expect(send(valid, { ip: "198.51.100.7" })).rejects.toThrow();
    expect(await t.db.select().from(supportTickets)).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.type, "contact_message"))).toEqual(
      [],
    );
    expect(await t.db.select().from(rateLimits).where(like(rateLimits.key, "contact:%"))).toEqual([]);
    expect(await mailsTo(t.db, supportAddress)).toEqual([]);
  });
});
