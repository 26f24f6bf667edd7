import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { verifications } from "#db/schema";
import {
  appErrorFrom,
  auditRows,
  client,
  companyDomains,
  createUser,
  latestMail,
  linkIn,
  makeAuth,
  signInCookie,
  type TestUser,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { resolveActor } from "./actor";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { signIn } from "./sign-in";

const t = useTestDatabase();
const newPassword = "Brand-new-secret-9";

async function mailedToken(auth: ReturnType<typeof makeAuth>, user: TestUser): Promise<string> {
  await requestPasswordReset(t.db, { auth, input: { email: user.email }, client: client() });
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(linkIn(await latestMail(t.db, user.email)))?.[1];
  if (!token) throw new Error("no reset token mailed");
  return token;
}

describe("resetPassword", () => {
  it("sets the new password from the mailed link and ends every existing session", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const oldSession = await signInCookie(t.db, auth, user.email);
    const token = await mailedToken(auth, user);

    const result = await resetPassword(t.db, {
      auth,
      input: { token, password: newPassword, confirmPassword: newPassword },
    });

    expect(result).toEqual({ message: messages.auth.resetSuccess });
    expect(
      (await resolveActor(t.db, { auth, headers: new Headers({ cookie: oldSession }), companyDomains }))
        .actor,
    ).toBeNull();
    const oldAttempt = await appErrorFrom(
      signIn(t.db, {
        auth,
        input: { email: user.email, password: user.password },
        client: client(),
        companyDomains,
      }),
    );
    expect(oldAttempt.message).toBe(messages.auth.invalidCredentials);
    await expect(
      signIn(t.db, {
        auth,
        input: { email: user.email, password: newPassword },
        client: client(),
        companyDomains,
      }),
    ).resolves.toMatchObject({
      redirectTo: "/dashboard",
    });
    const [audit] = await auditRows(t.db, "auth.password_reset");
    expect(audit).toMatchObject({ userId: user.id, resource: "user", details: { email: user.email } });
  });

  it("lifts the wait that strangers' failures put on the account", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    for (let i = 0; i < 5; i++)
      await appErrorFrom(
        signIn(t.db, {
          auth,
          input: { email: user.email, password: `Guess-${i}` },
          client: client(),
          companyDomains,
        }),
      );
    const refused = await appErrorFrom(
      signIn(t.db, {
        auth,
        input: { email: user.email, password: user.password },
        client: client(),
        companyDomains,
      }),
    );
    expect(refused.message).toBe(messages.auth.tooManyAttempts);

    const token = await mailedToken(auth, user);
    await resetPassword(t.db, {
      auth,
      input: { token, password: newPassword, confirmPassword: newPassword },
    });

    await expect(
      signIn(t.db, {
        auth,
        input: { email: user.email, password: newPassword },
        client: client(),
        companyDomains,
      }),
    ).resolves.toMatchObject({
      redirectTo: "/dashboard",
    });
  });

  it("accepts a link only once", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const token = await mailedToken(auth, user);
    await resetPassword(t.db, {
      auth,
      input: { token, password: newPassword, confirmPassword: newPassword },
    });

    const error = await appErrorFrom(
      resetPassword(t.db, {
        auth,
        input: { token, password: "Another-secret-9", confirmPassword: "Another-secret-9" },
      }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toBe(messages.auth.resetLinkInvalid);
    await expect(signInCookie(t.db, auth, user.email, newPassword)).resolves.toMatch(/^sab\.session_token=/);
  });

  it("refuses an unknown or expired token with the catalogue's message, changing nothing", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const unknown = await appErrorFrom(
      resetPassword(t.db, {
        auth,
        input: { token: "not-a-real-token", password: newPassword, confirmPassword: newPassword },
      }),
    );
    expect(unknown.code).toBe("VALIDATION");
    expect(unknown.status).toBe(400);
    expect(unknown.message).toBe(messages.auth.resetLinkInvalid);

    const token = await mailedToken(auth, user);
    await t.db.update(verifications).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await appErrorFrom(
      resetPassword(t.db, { auth, input: { token, password: newPassword, confirmPassword: newPassword } }),
    );
    expect(expired.message).toBe(messages.auth.resetLinkInvalid);

    await expect(signInCookie(t.db, auth, user.email, user.password)).resolves.toMatch(
      /^sab\.session_token=/,
    );
    expect(await auditRows(t.db, "auth.password_reset")).toEqual([]);
  });

  it("checks the new password like sign-up does", async () => {
    const auth = makeAuth(t.db);
    const short = await appErrorFrom(
      resetPassword(t.db, { auth, input: { token: "x", password: "short", confirmPassword: "short" } }),
    );
    expect(short.fieldErrors).toEqual({ password: messages.validation.passwordTooShort });
    const mismatch = await appErrorFrom(
      resetPassword(t.db, {
        auth,
        input: { token: "x", password: newPassword, confirmPassword: "Other-secret-9" },
      }),
    );
    expect(mismatch.fieldErrors).toEqual({ confirmPassword: messages.validation.passwordsDoNotMatch });
  });
});
