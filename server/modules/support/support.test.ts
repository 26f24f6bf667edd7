import { contactFormMessages } from "#common/i18n/info-pages";
import { supportMessages } from "#common/i18n/support";
import { nextTicketStatus, ticketStatuses, type TicketEvent } from "#common/support";
import { adminSupportTicketPath, dashboardSupportTicketPath } from "#common/support-paths";
import { notifications, supportTickets } from "#db/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  baseURL,
  client,
  companyDomains,
  createUser,
  mailsTo,
  silentLogger,
  testMailer,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { contactLimits, replyLimitPerHour } from "./allowance";
import { closeTicket } from "./close-ticket";
import { openTicket } from "./open-ticket";
import { replyAsRequester } from "./reply-as-requester";
import { replyAsTeam } from "./reply-as-team";
import { sendContactMessage } from "./send-contact-message";
import { setTicketStatus } from "./set-ticket-status";
import { myTickets, supportInbox, ticketThread } from "./support.queries";

const t = useTestDatabase();

const ticket = {
  subject: "Invoice in my company's name",
  category: "payment",
  orderNumber: "",
  message: "Can the invoice of my last order show Kamau Interiors Ltd?",
};

async function people() {
  const [buyer, other, admin, staff, vendor] = await Promise.all([
    createUser(t.db),
    createUser(t.db),
    createUser(t.db, { role: "admin", email: `desk-${Date.now()}@shopafricanbrands.com` }),
    createUser(t.db, { role: "staff", email: `care-${Date.now()}@shopafricanbrands.com` }),
    createUser(t.db, { role: "vendor" }),
  ]);
  return {
    buyer: actorFor(buyer),
    other: actorFor(other),
    admin: actorFor(admin),
    staff: actorFor(staff),
    vendor: actorFor(vendor),
  };
}

function open(actor: ReturnType<typeof actorFor>, input: Record<string, string> = ticket, ip?: string) {
  return openTicket(t.db, { actor, input, client: client(ip), companyDomains });
}

function teamReply(actor: ReturnType<typeof actorFor>, ticketId: string, body = "We have changed it.") {
  return replyAsTeam(t.db, {
    actor,
    ticketId,
    input: { body },
    delivery: { mailer: testMailer, logger: silentLogger, appUrl: baseURL },
  });
}

async function statusOf(ticketId: string) {
  const [row] = await t.db
    .select({ status: supportTickets.status })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  return row?.status;
}

describe("the ticket state machine", () => {
  it("moves open ⇄ answered by replies, closes from either, reopens only by the team", () => {
    const table = Object.fromEntries(
      ticketStatuses.map((from) => [
        from,
        (
          ["team-reply", "requester-reply", "requester-close", "team-close", "team-reopen"] as TicketEvent[]
        ).map((event) => nextTicketStatus(from, event)),
      ]),
    );
    expect(table).toEqual({
      open: ["answered", "open", "closed", "closed", null],
      answered: ["answered", "open", "closed", "closed", null],
      closed: [null, null, null, null, "open"],
    });
  });
});

describe("a signed-in person's tickets", () => {
  it("opens a ticket under the account's name and address and tells every admin, with the inbox link", async () => {
    const { buyer, admin } = await people();
    const opened = await open(buyer);
    expect(opened.message).toBe(supportMessages.ticketOpened);
    const [stored] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, opened.id));
    expect(stored).toMatchObject({
      userId: buyer.userId,
      name: buyer.name,
      email: buyer.email,
      subject: ticket.subject,
      category: "payment",
      orderNumber: null,
      status: "open",
    });
    const notices = await t.db.select().from(notifications).where(eq(notifications.type, "contact_message"));
    expect(notices).toEqual([
      expect.objectContaining({ userId: admin.userId, actionUrl: adminSupportTicketPath(opened.id) }),
    ]);
    const page = await myTickets(t.db, { userId: buyer.userId, page: 1 });
    expect(page.rows.map((row) => row.id)).toEqual([opened.id]);
  });

  it("names every field at fault at once", async () => {
    const { buyer } = await people();
    const error = await appErrorFrom(
      open(buyer, { subject: "x", category: "gossip", orderNumber: "#1", message: " " }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      subject: supportMessages.subjectRequired,
      category: supportMessages.categoryRequired,
      orderNumber: contactFormMessages.orderNumberInvalid,
      message: contactFormMessages.messageRequired,
    });
    expect(await t.db.select().from(supportTickets)).toEqual([]);
  });

  it("shares the contact form's hourly allowance of 5 per address, and writes nothing when refused", async () => {
    const { buyer } = await people();
    await sendContactMessage(t.db, {
      input: { name: buyer.name, email: buyer.email, topic: "order", message: "Where is my order?" },
      actor: buyer,
      client: client(),
      companyDomains,
      delivery: { mailer: testMailer, logger: silentLogger },
    });
    for (let i = 1; i < contactLimits.perEmailPerHour; i++) await open(buyer);
    const error = await appErrorFrom(open(buyer));
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toBe(contactFormMessages.rateLimited(60));
    expect(await t.db.select().from(supportTickets)).toHaveLength(contactLimits.perEmailPerHour);
  });

  it("answers another person's ticket as not found, in the read and in every command", async () => {
    const { buyer, other } = await people();
    const { id } = await open(buyer);
    expect(await ticketThread(t.db, { ticketId: id, userId: other.userId })).toBeNull();
    expect((await myTickets(t.db, { userId: other.userId, page: 1 })).rows).toEqual([]);
    const reply = await appErrorFrom(
      replyAsRequester(t.db, { actor: other, ticketId: id, input: { body: "Hi" } }),
    );
    expect(reply.code).toBe("NOT_FOUND");
    expect((await appErrorFrom(closeTicket(t.db, { actor: other, ticketId: id }))).code).toBe("NOT_FOUND");
    expect(await statusOf(id)).toBe("open");
    expect((await ticketThread(t.db, { ticketId: id, userId: buyer.userId }))?.replies).toEqual([]);
  });

  it("limits a person to 30 replies an hour", async () => {
    const { buyer } = await people();
    const { id } = await open(buyer);
    for (let i = 0; i < replyLimitPerHour; i++)
      await replyAsRequester(t.db, { actor: buyer, ticketId: id, input: { body: `Reply ${i}` } });
    const error = await appErrorFrom(
      replyAsRequester(t.db, { actor: buyer, ticketId: id, input: { body: "More" } }),
    );
    expect(error.code).toBe("RATE_LIMITED");
    expect((await ticketThread(t.db, { ticketId: id }))?.replies).toHaveLength(replyLimitPerHour);
  });
});

describe("the support team's answers", () => {
  it("marks the ticket answered, notifies the person with the link to it and mails the reply with that link", async () => {
    const { buyer, staff } = await people();
    const { id } = await open(buyer);
    const result = await teamReply(staff, id, "We have reissued the invoice.");
    expect(result.message).toBe(supportMessages.teamReplySent);
    expect(await statusOf(id)).toBe("answered");
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.userId), eq(notifications.type, "support_reply")));
    expect(notice).toMatchObject({
      title: supportMessages.replyNoticeTitle,
      actionUrl: dashboardSupportTicketPath(id),
    });
    const [mail] = await mailsTo(t.db, buyer.email);
    expect(mail?.subject).toBe(`Re: ${ticket.subject}`);
    expect(mail?.text).toContain("We have reissued the invoice.");
    expect(mail?.text).toContain(new URL(dashboardSupportTicketPath(id), baseURL).toString());
    // The person sees the team as one; the inbox sees who answered.
    const mine = await ticketThread(t.db, { ticketId: id, userId: buyer.userId });
    expect(mine?.replies).toEqual([expect.objectContaining({ fromTeam: true, authorName: null })]);
    const inbox = await ticketThread(t.db, { ticketId: id });
    expect(inbox?.replies[0]?.authorName).toBe(staff.name);
  });

  it("answers a visitor's contact message by e-mail only, asking them to reply to the support address", async () => {
    const { admin } = await people();
    const sent = await sendContactMessage(t.db, {
      input: {
        name: "Ama Owusu",
        email: "ama.owusu@example.com",
        topic: "selling",
        message: "Can I sell from Kumasi?",
      },
      actor: null,
      client: client(),
      companyDomains,
      delivery: { mailer: testMailer, logger: silentLogger },
    });
    await teamReply(admin, sent.id, "Yes: Ghana is one of the countries you can apply from.");
    expect(await statusOf(sent.id)).toBe("answered");
    expect(await t.db.select().from(notifications).where(eq(notifications.type, "support_reply"))).toEqual(
      [],
    );
    const [mail] = await mailsTo(t.db, "ama.owusu@example.com");
    expect(mail?.text).toContain(supportMessages.replyMailGuest);
    expect(mail?.text).not.toContain("/dashboard/support");
    expect(mail?.meta).toEqual({ replyTo: "support@shopafricanbrands.com" });
  });

  it("goes back to open when the person writes again, and to the top of the inbox", async () => {
    const { buyer, other, admin } = await people();
    const first = await open(buyer);
    await teamReply(admin, first.id);
    const second = await open(other);
    await replyAsRequester(t.db, {
      actor: buyer,
      ticketId: first.id,
      input: { body: "Thanks, one more thing." },
    });
    expect(await statusOf(first.id)).toBe("open");
    const inbox = await supportInbox(t.db, { page: 1 });
    expect(inbox.rows.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(inbox.rows[0]).toMatchObject({ replyCount: 2, hasAccount: true });
  });

  it("takes no reply in a closed ticket from either side until the team reopens it", async () => {
    const { buyer, admin } = await people();
    const { id } = await open(buyer);
    expect((await closeTicket(t.db, { actor: buyer, ticketId: id })).message).toBe(
      supportMessages.ticketClosed,
    );
    expect(await statusOf(id)).toBe("closed");
    const again = await appErrorFrom(closeTicket(t.db, { actor: buyer, ticketId: id }));
    expect(again).toMatchObject({ code: "CONFLICT", message: supportMessages.alreadyClosed });
    const mine = await appErrorFrom(
      replyAsRequester(t.db, { actor: buyer, ticketId: id, input: { body: "Hi" } }),
    );
    expect(mine).toMatchObject({ code: "CONFLICT", message: supportMessages.ticketIsClosed });
    expect((await appErrorFrom(teamReply(admin, id))).code).toBe("CONFLICT");
    await setTicketStatus(t.db, { actor: admin, ticketId: id, change: "reopen" });
    expect(await statusOf(id)).toBe("open");
    const reopenOpen = await appErrorFrom(
      setTicketStatus(t.db, { actor: admin, ticketId: id, change: "reopen" }),
    );
    expect(reopenOpen).toMatchObject({ code: "CONFLICT", message: supportMessages.notClosed });
    await setTicketStatus(t.db, { actor: admin, ticketId: id, change: "close" });
    expect((await auditRows(t.db, "support_ticket.reopen"))[0]?.details).toEqual({
      ticketId: id,
      from: "closed",
      to: "open",
    });
    expect((await auditRows(t.db, "support_ticket.close"))[0]?.details).toMatchObject({
      from: "open",
      to: "closed",
    });
  });

  it("refuses the team's commands to anyone but admins and staff", async () => {
    const { buyer, vendor } = await people();
    const { id } = await open(buyer);
    for (const actor of [buyer, vendor]) {
      expect((await appErrorFrom(teamReply(actor, id))).code).toBe("FORBIDDEN");
      expect((await appErrorFrom(setTicketStatus(t.db, { actor, ticketId: id, change: "close" }))).code).toBe(
        "FORBIDDEN",
      );
    }
    expect(await statusOf(id)).toBe("open");
  });
});

describe("the inbox", () => {
  it("filters by status and category and finds words and the sender's address", async () => {
    const { buyer, other, admin } = await people();
    const invoice = await open(buyer);
    const parcel = await open(other, { ...ticket, subject: "Parcel 50% late", category: "shipping" });
    await teamReply(admin, invoice.id);
    const ids = async (filters: Parameters<typeof supportInbox>[1]) =>
      (await supportInbox(t.db, filters)).rows.map((row) => row.id);
    expect(await ids({ status: "answered", page: 1 })).toEqual([invoice.id]);
    expect(await ids({ category: "shipping", page: 1 })).toEqual([parcel.id]);
    expect(await ids({ search: "parcel 50%", page: 1 })).toEqual([parcel.id]);
    expect(await ids({ search: buyer.email.toUpperCase(), page: 1 })).toEqual([invoice.id]);
    expect(await ids({ status: "closed", page: 1 })).toEqual([]);
    expect((await supportInbox(t.db, { page: 1 })).total).toBe(2);
  });

  it("ranks the subject above the sender, the message and the replies, latest activity first among equals", async () => {
    const { admin } = await people();
    const reply = await storedTicket({ message: "Where is my order?", lastActivityAt: minutesAgo(1) });
    await teamReply(admin, reply, "Your Kente stole left Lagos today.");
    const inMessage = await storedTicket({
      message: "The kente stole came torn.",
      lastActivityAt: minutesAgo(5),
    });
    const inName = await storedTicket({ name: "Kente House Ltd", lastActivityAt: minutesAgo(4) });
    const inSubject = await storedTicket({ subject: "Kente stole colours", lastActivityAt: minutesAgo(30) });
    const olderInSubject = await storedTicket({
      subject: "Kente stole sizes",
      lastActivityAt: minutesAgo(40),
    });
    await storedTicket({ subject: "Stole of another cloth", message: "Not the one." });
    const found = await supportInbox(t.db, { search: "KENT", page: 1 });
    expect(found.rows.map((row) => row.id)).toEqual([inSubject, olderInSubject, inName, inMessage, reply]);
    expect(found).toMatchObject({ total: 5, totalIsLowerBound: false });
    // Every word must match, each as a prefix: "kente sto" leaves out the name alone; "kente linen" finds none.
    expect(await inboxIds("kente sto")).toEqual([inSubject, olderInSubject, inMessage, reply]);
    expect((await supportInbox(t.db, { search: "kente linen", page: 1 })).rows).toEqual([]);
    // Filters apply to the matches.
    await t.db.update(supportTickets).set({ status: "closed" }).where(eq(supportTickets.id, inName));
    expect((await supportInbox(t.db, { search: "kente", status: "closed", page: 1 })).rows).toEqual([
      expect.objectContaining({ id: inName, status: "closed" }),
    ]);
  });

  it("puts the tickets from an address typed whole first, then those that mention it", async () => {
    const mentions = await storedTicket({
      email: "kofi@example.com",
      message: "Please also copy my colleague ama.owusu@example.com.",
      lastActivityAt: minutesAgo(1),
    });
    const fromHer = await storedTicket({ email: "ama.owusu@example.com", lastActivityAt: minutesAgo(60) });
    await storedTicket({ email: "ama.mensah@example.com" });
    expect(await inboxIds("Ama.Owusu@Example.com")).toEqual([fromHer, mentions]);
    // Part of an address is words, found as prefixes in the sender's address.
    expect(await inboxIds("ama")).toHaveLength(3);
    expect(await inboxIds("owusu")).toEqual([fromHer, mentions]);
  });

  it("finds a ticket by its reference and by the order number it is about, punctuation or not", async () => {
    const about = await storedTicket({ orderNumber: "SAB-20261127-0042" });
    const other = await storedTicket({ orderNumber: "SAB-20261127-0043" });
    expect(await inboxIds(other)).toEqual([other]);
    expect(await inboxIds("SAB-20261127-0042")).toEqual([about]);
    expect(await inboxIds("sab 20261127 0042")).toEqual([about]);
    expect(await inboxIds("20261127")).toHaveLength(2);
  });

  it("pages through the matches with their exact count, and counts them past the last page", async () => {
    for (let index = 0; index < 23; index += 1)
      await storedTicket({ subject: `Invoice copy ${index}`, lastActivityAt: minutesAgo(index) });
    await storedTicket({ subject: "Something else" });
    const second = await supportInbox(t.db, { search: "invoice", page: 2 });
    expect(second.rows.map((row) => row.subject)).toEqual([
      "Invoice copy 20",
      "Invoice copy 21",
      "Invoice copy 22",
    ]);
    expect(second).toMatchObject({ total: 23, totalIsLowerBound: false });
    const beyond = await supportInbox(t.db, { search: "invoice", page: 3 });
    expect(beyond).toMatchObject({ rows: [], total: 23 });
  });

  it("lists a word found in more than 1,000 tickets most recent first, counted only so far", async () => {
    const inSubject = await storedTicket({
      subject: "Order never came",
      lastActivityAt: minutesAgo(24 * 60),
    });
    await t.db.execute(sql`
      insert into support_tickets (id, name, email, subject, category, message, last_activity_at)
      select 'tkt_many_' || i, 'Visitor', 'visitor@example.com', 'A question', 'other',
        'About my order number ' || i, now() - i * interval '1 minute'
      from generate_series(1, 1000) as i`);
    const found = await supportInbox(t.db, { search: "order", page: 1 });
    expect(found).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(found.rows.slice(0, 2).map((row) => row.id)).toEqual(["tkt_many_1", "tkt_many_2"]);
    // Narrowed to a few by a filter, the matches are ranked again: the subject first, however old.
    await t.db
      .update(supportTickets)
      .set({ status: "closed" })
      .where(inArray(supportTickets.id, [inSubject, "tkt_many_500"]));
    const closed = await supportInbox(t.db, { search: "order", status: "closed", page: 1 });
    expect(closed.rows.map((row) => row.id)).toEqual([inSubject, "tkt_many_500"]);
    expect(closed).toMatchObject({ total: 2, totalIsLowerBound: false });
  });
});

let storedTickets = 0;

/** A visitor's ticket written straight into the table (the allowance would refuse many in a test). */
async function storedTicket(fields: Partial<typeof supportTickets.$inferInsert> = {}): Promise<string> {
  storedTickets += 1;
  const id = `tkt_${String(storedTickets).padStart(16, "0")}`;
  await t.db.insert(supportTickets).values({
    id,
    name: "Visitor",
    email: "visitor@example.com",
    subject: "A question",
    category: "other",
    message: "Hello.",
    ...fields,
  });
  return id;
}

function minutesAgo(minutes: number): Date {
  return new Date(Date.now() - minutes * 60_000);
}

async function inboxIds(search: string): Promise<string[]> {
  return (await supportInbox(t.db, { search, page: 1 })).rows.map((row) => row.id);
}
