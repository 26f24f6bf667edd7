import type { Transporter } from "nodemailer";
import { describe, expect, it, vi } from "vitest";
import { messages } from "#common/messages";
import { mailOutbox } from "#db/schema";
import {
  ageRateLimits,
  appErrorFrom,
  baseURL,
  client,
  createUser,
  latestMail,
  linkIn,
  mailsTo,
  makeAuth,
  silentLogger,
  testMailer,
  testSecret,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { createAuth } from "./auth";
import { requestPasswordReset } from "./request-password-reset";

const t = useTestDatabase();
/** The background delivery gets as long as a busy machine needs; vi.waitFor gives up after 1 s by default. */
const deliveryWait = { timeout: 15_000 };

describe("requestPasswordReset", () => {
  it("answers an unknown e-mail with the same message and sends nothing", async () => {
    const auth = makeAuth(t.db);
    const result = await requestPasswordReset(t.db, {
      auth,
      input: { email: "nobody@example.com" },
      client: client(),
    });
    expect(result).toEqual({ message: messages.auth.resetRequested });
    expect(await t.db.select().from(mailOutbox)).toEqual([]);
  });

  it("mails a known account a reset link that leads to the reset page with its token", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);

    const result = await requestPasswordReset(t.db, {
      auth,
      input: { email: ` ${user.email.toUpperCase()} ` },
      client: client(),
    });

    expect(result).toEqual({ message: messages.auth.resetRequested });
    const mail = await latestMail(t.db, user.email);
    expect(mail?.subject).toBe("Reset your Shop African Brands password");
    const link = linkIn(mail);
    const match =
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\?callbackURL=%2Fauth%2Freset-password$/.exec(
        link,
      );
    expect(match, link).not.toBeNull();
    const token = match![1]!;

    const response = await auth.handler(new Request(link));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://localhost:3000");
    expect(location.origin).toBe("http://localhost:3000");
    expect(location.pathname).toBe("/auth/reset-password");
    expect(location.searchParams.get("token")).toBe(token);
  });

  // app.ts routes GET /api/auth/reset-password/:token to Better Auth for everyone: its callbackURL
  // must only lead back to this site, whatever the token, or it is an open redirect through our domain.
  it("a reset link cannot be bent to send people to another site", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    await requestPasswordReset(t.db, { auth, input: { email: user.email }, client: client() });
    const genuine = linkIn(await latestMail(t.db, user.email));
    for (const link of [
      genuine,
      `${baseURL}/api/auth/reset-password/made-up-token?callbackURL=%2Fauth%2Freset-password`,
    ]) {
      for (const callbackURL of ["https://evil.com", "//evil.com", "/\\evil.com"]) {
        const url = new URL(link);
        url.searchParams.set("callbackURL", callbackURL);
        const response = await auth.handler(new Request(url));
        const location = response.headers.get("location");
        if (location)
          expect(new URL(location, baseURL).origin, `${url.pathname} → ${callbackURL}`).toBe(baseURL);
      }
    }
  });

  // With a slow mail server, waiting for it told a stranger which addresses have an account.
  it("answers without waiting for the mail server, for a known address as for an unknown one", async () => {
    let answer!: () => void;
    // The server answers when the test lets it (or after 5 s, so a caller that waits for it still finishes).
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
      setTimeout(resolve, 5000);
    });
    const delivered: string[] = [];
    const transport = {
      sendMail: async (mail: { to: string }) => {
        await answered;
        delivered.push(mail.to);
        return { messageId: "1" };
      },
    } as unknown as Transporter;
    const auth = createAuth(t.db, {
      baseURL,
      secret: testSecret,
      mailer: { ...testMailer, transport },
      logger: silentLogger,
    });
    const user = await createUser(t.db);

    for (const email of [user.email, "nobody@example.com"]) {
      await expect(requestPasswordReset(t.db, { auth, input: { email }, client: client() })).resolves.toEqual(
        { message: messages.auth.resetRequested },
      );
      expect(delivered).toEqual([]);
    }

    // The link waits in the outbox and goes out once the mail server answers.
    expect(linkIn(await latestMail(t.db, user.email))).toContain("/api/auth/reset-password/");
    answer();
    await vi.waitFor(
      async () => expect((await latestMail(t.db, user.email))?.sentAt).toBeInstanceOf(Date),
      deliveryWait,
    );
    expect(delivered).toEqual([user.email]);
  });

  it("sends at most 3 links an hour per account, answering the 4th the same way", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    for (let i = 0; i < 4; i++) {
      // Different connections, so only the per-account limit is in play.
      await expect(
        requestPasswordReset(t.db, { auth, input: { email: user.email }, client: client() }),
      ).resolves.toEqual({
        message: messages.auth.resetRequested,
      });
    }
    expect(await mailsTo(t.db, user.email)).toHaveLength(3);

    await ageRateLimits(t.db, `reset:account:${user.email}`, 60 * 60);
    await requestPasswordReset(t.db, { auth, input: { email: user.email }, client: client() });
    expect(await mailsTo(t.db, user.email)).toHaveLength(4);
  });

  it("refuses the 11th request within the hour from one connection", async () => {
    const auth = makeAuth(t.db);
    const ip = client();
    for (let i = 0; i < 10; i++) {
      await requestPasswordReset(t.db, { auth, input: { email: `someone${i}@example.com` }, client: ip });
    }
    const error = await appErrorFrom(
      requestPasswordReset(t.db, { auth, input: { email: "someone10@example.com" }, client: ip }),
    );
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toBe(messages.auth.tooManyAttempts);
  });

  it("asks for a valid e-mail", async () => {
    const auth = makeAuth(t.db);
    const error = await appErrorFrom(
      requestPasswordReset(t.db, { auth, input: { email: "not an email" }, client: client() }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({ email: messages.validation.emailInvalid });
  });
});
