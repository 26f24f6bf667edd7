import { asc, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { mailOutbox } from "#db/schema";
import { useTestDatabase } from "../../../tests/setup/database";
import { retryUnsentMail, sendMail } from "./send-mail";
import { confirmEmailMail, resetPasswordMail } from "./templates";

const t = useTestDatabase();
/** The background delivery gets as long as a busy machine needs; vi.waitFor gives up after 1 s by default. */
const deliveryWait = { timeout: 15_000 };
const from = "Shop African Brands <no-reply@shopafricanbrands.com>";

function fakeTransport(sendMailImpl: () => Promise<unknown> = async () => ({ messageId: "1" })) {
  const send = vi.fn(sendMailImpl);
  return { transport: { sendMail: send } as unknown as Transporter, send };
}

function mailerWith(transport: Transporter | null) {
  const logger = pino({ level: "silent" });
  const logged = vi.spyOn(logger, "error");
  return { mailer: { transport, from, logger }, logged };
}

async function outbox() {
  return t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

describe("sendMail", () => {
  it("without SMTP keeps the message in the outbox, unsent", async () => {
    await sendMail(t.db, {
      mailer: mailerWith(null).mailer,
      message: confirmEmailMail("Ada@Example.com", "http://localhost:3000/api/auth/verify-email?token=t"),
    });
    const [row] = await outbox();
    expect(row).toMatchObject({
      to: "ada@example.com",
      subject: "Confirm your email for Shop African Brands",
      sentAt: null,
      meta: { url: "http://localhost:3000/api/auth/verify-email?token=t" },
    });
  });

  it("with SMTP records the message, then delivers it and marks it sent", async () => {
    const { transport, send } = fakeTransport();
    const message = resetPasswordMail("ada@example.com", "http://localhost:3000/api/auth/reset-password/abc");
    await sendMail(t.db, { mailer: mailerWith(transport).mailer, message });

    expect(await outbox()).toHaveLength(1);
    await vi.waitFor(async () => expect((await outbox())[0]?.sentAt).toBeInstanceOf(Date), deliveryWait);
    expect(send).toHaveBeenCalledExactlyOnceWith({
      from,
      to: "ada@example.com",
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  });

  it("a delivery failure does not reach the caller: it is logged and the message stays unsent for a retry", async () => {
    const { transport, send } = fakeTransport(async () => {
      throw new Error("SMTP down");
    });
    const { mailer, logged } = mailerWith(transport);
    await expect(
      sendMail(t.db, { mailer, message: confirmEmailMail("ada@example.com", "http://x/y") }),
    ).resolves.toBeUndefined();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledOnce(), deliveryWait);
    expect(send).toHaveBeenCalledOnce();
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeNull();
  });
});

describe("retryUnsentMail", () => {
  it("offers SMTP again the unsent mail of the last day that is no longer in flight, and marks what went out", async () => {
    const { mailer: dev } = mailerWith(null);
    for (const to of ["stuck@example.com", "fresh@example.com", "stale@example.com"])
      await sendMail(t.db, { mailer: dev, message: confirmEmailMail(to, "http://x/y") });
    await t.db.execute(
      sql`update mail_outbox set created_at = now() - interval '20 minutes' where "to" = 'stuck@example.com'`,
    );
    await t.db.execute(
      sql`update mail_outbox set created_at = now() - interval '25 hours' where "to" = 'stale@example.com'`,
    );
    const { transport, send } = fakeTransport();

    await expect(retryUnsentMail(t.db, { mailer: mailerWith(transport).mailer })).resolves.toEqual({
      sent: 1,
      failed: 0,
    });

    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]).toMatchObject([{ to: "stuck@example.com" }]);
    expect((await outbox()).map((row) => [row.to, row.sentAt !== null])).toEqual([
      ["stuck@example.com", true],
      ["fresh@example.com", false],
      ["stale@example.com", false],
    ]);
    await expect(retryUnsentMail(t.db, { mailer: mailerWith(transport).mailer })).resolves.toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it("does nothing without SMTP: the dev outbox is never delivered", async () => {
    const { mailer } = mailerWith(null);
    await sendMail(t.db, { mailer, message: confirmEmailMail("ada@example.com", "http://x/y") });
    await t.db.execute(sql`update mail_outbox set created_at = now() - interval '20 minutes'`);
    await expect(retryUnsentMail(t.db, { mailer })).resolves.toEqual({ sent: 0, failed: 0 });
  });
});

describe("mail templates", () => {
  it("put the link in both text and HTML, escaped in HTML", () => {
    const url = "http://localhost:3000/api/auth/verify-email?token=a&callbackURL=%2Fauth%2Fcallback";
    const mail = confirmEmailMail("ada@example.com", url);
    expect(mail.text).toContain(`Confirm my email: ${url}`);
    expect(mail.html).toContain(
      `href="http://localhost:3000/api/auth/verify-email?token=a&amp;callbackURL=%2Fauth%2Fcallback"`,
    );
    expect(mail.html).not.toContain("<script");
    const hostile = resetPasswordMail("ada@example.com", `http://x/"><script>alert(1)</script>`);
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("&lt;script&gt;");
  });
});
