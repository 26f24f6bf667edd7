import type { Transporter } from "nodemailer";
import { describe, expect, it, vi } from "vitest";
import { mailOutbox } from "#db/schema";
import { useTestDatabase } from "../../../tests/setup/database";
import { sendMail } from "./send-mail";
import { confirmEmailMail, resetPasswordMail } from "./templates";

const t = useTestDatabase();
const from = "Shop African Brands <no-reply@shopafricanbrands.com>";

function fakeTransport(sendMailImpl: () => Promise<unknown> = async () => ({ messageId: "1" })) {
  const send = vi.fn(sendMailImpl);
  return { transport: { sendMail: send } as unknown as Transporter, send };
}

describe("sendMail", () => {
  it("without SMTP keeps the message in the outbox, unsent", async () => {
    await sendMail(t.db, { mailer: { transport: null, from }, message: confirmEmailMail("Ada@Example.com", "http://localhost:3000/api/auth/verify-email?token=t") });
    const [row] = await t.db.select().from(mailOutbox);
    expect(row).toMatchObject({ to: "ada@example.com", subject: "Confirm your email for Shop African Brands", sentAt: null, meta: { url: "http://localhost:3000/api/auth/verify-email?token=t" } });
  });

  it("with SMTP records the message, delivers it and marks it sent", async () => {
    const { transport, send } = fakeTransport();
    const message = resetPasswordMail("ada@example.com", "http://localhost:3000/api/auth/reset-password/abc");
    await sendMail(t.db, { mailer: { transport, from }, message });

    expect(send).toHaveBeenCalledExactlyOnceWith({ from, to: "ada@example.com", subject: message.subject, text: message.text, html: message.html });
    const [row] = await t.db.select().from(mailOutbox);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("a delivery failure reaches the caller and leaves the message recorded as unsent", async () => {
    const { transport } = fakeTransport(async () => {
      throw new Error("SMTP down");
    });
    await expect(sendMail(t.db, { mailer: { transport, from }, message: confirmEmailMail("ada@example.com", "http://x/y") })).rejects.toThrow("SMTP down");
    const rows = await t.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentAt).toBeNull();
  });
});

describe("mail templates", () => {
  it("put the link in both text and HTML, escaped in HTML", () => {
    const url = "http://localhost:3000/api/auth/verify-email?token=a&callbackURL=%2Fauth%2Fcallback";
    const mail = confirmEmailMail("ada@example.com", url);
    expect(mail.text).toContain(`Confirm my email: ${url}`);
    expect(mail.html).toContain(`href="http://localhost:3000/api/auth/verify-email?token=a&amp;callbackURL=%2Fauth%2Fcallback"`);
    expect(mail.html).not.toContain("<script");
    const hostile = resetPasswordMail("ada@example.com", `http://x/"><script>alert(1)</script>`);
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("&lt;script&gt;");
  });
});
