import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import type { Role } from "#common/roles";
import { profiles, sessions } from "#db/schema";
import {
  ageRateLimits,
  appErrorFrom,
  auditRows,
  baseURL,
  client,
  companyDomains,
  cookieHeaderFrom,
  createUser,
  latestMail,
  linkIn,
  mailsTo,
  makeAuth,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import { resolveActor } from "./actor";
import { authLimits } from "./auth-limits";
import { signIn } from "./sign-in";

const t = useTestDatabase();

function attempt(
  auth: ReturnType<typeof makeAuth>,
  email: string,
  password: string,
  ip = client(),
  returnTo?: string | null,
  cookieHeader?: string,
) {
  return signIn(t.db, {
    auth,
    input: { email, password },
    client: ip,
    companyDomains,
    returnTo,
    cookieHeader,
  });
}

describe("signIn", () => {
  it("signs in with the right password: a session cookie, an audit row and the buyer dashboard", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db, { role: "user" });
    const ip = client();

    const result = await attempt(auth, user.email.toUpperCase(), user.password, ip);

    expect(result.redirectTo).toBe("/dashboard");
    const sessionCookie = result.setCookies.find((cookie) => cookie.startsWith("sab.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Max-Age=86400/i);
    const { actor } = await resolveActor(t.db, {
      auth,
      headers: new Headers({ cookie: cookieHeaderFrom(result.setCookies) }),
      companyDomains,
    });
    expect(actor).toMatchObject({ userId: user.id, role: "user" });
    const [audit] = await auditRows(t.db, "auth.sign_in");
    expect(audit).toMatchObject({
      userId: user.id,
      ipAddress: ip.ip,
      resource: "session",
      details: { email: user.email },
    });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.userAgent).toBe("vitest");
  });

  it.each<[string, Role, string | undefined, string]>([
    ["a buyer", "user", undefined, "/dashboard"],
    ["a vendor (any domain)", "vendor", "seller@lagosthreads.ng", "/vendor/dashboard"],
    ["an admin with a company address", "admin", undefined, "/admin/dashboard"],
    ["staff with a company address", "staff", undefined, "/admin/dashboard"],
    ["an admin with an outside address (downgraded to buyer)", "admin", "boss@gmail.com", "/dashboard"],
    ["staff with an outside address (downgraded to buyer)", "staff", "helper@example.org", "/dashboard"],
  ])("sends %s to their dashboard", async (_who, role, email, redirectTo) => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db, { role, email });
    const result = await attempt(auth, user.email, user.password);
    expect(result.redirectTo).toBe(redirectTo);
  });

  it("returns to the page that asked for login, but never to another site", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db, { role: "vendor" });
    await expect(
      attempt(auth, user.email, user.password, client(), "/checkout?step=2"),
    ).resolves.toMatchObject({ redirectTo: "/checkout?step=2" });
    // "/\t/evil.com": browsers drop the tab when following the redirect and land on //evil.com.
    for (const returnTo of ["//evil.com", "https://evil.com", "/\\evil.com", "/\t/evil.com"]) {
      const { redirectTo } = await attempt(auth, user.email, user.password, client(), returnTo);
      expect(new URL(redirectTo, baseURL).origin, JSON.stringify(returnTo)).toBe(baseURL);
      expect(redirectTo, JSON.stringify(returnTo)).toBe("/vendor/dashboard");
    }
  });

  it("still lets the person in when their role cannot be read, landing on the home page", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db, { role: "vendor" });
    await t.db.delete(profiles).where(eq(profiles.id, user.id));
    const result = await attempt(auth, user.email, user.password, client(), "/checkout");
    expect(result).toMatchObject({ redirectTo: "/", roleLookupFailed: true });
    expect(result.setCookies.some((cookie) => cookie.startsWith("sab.session_token="))).toBe(true);
  });

  it("refuses a wrong password with the generic message and audits the failure", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db);
    const ip = client();

    const error = await appErrorFrom(attempt(auth, user.email, "Wrong-password-1", ip));

    expect(error.code).toBe("UNAUTHENTICATED");
    expect(error.status).toBe(401);
    expect(error.message).toBe(messages.auth.invalidCredentials);
    const failures = await auditRows(t.db, "auth.sign_in_failed");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ ipAddress: ip.ip, userId: null, details: { email: user.email } });
    expect(await auditRows(t.db, "auth.sign_in")).toEqual([]);
    expect(await t.db.select().from(sessions)).toEqual([]);
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const auth = makeAuth(t.db);
    const error = await appErrorFrom(attempt(auth, "nobody@example.com", "Whatever-pass-1"));
    expect(error.code).toBe("UNAUTHENTICATED");
    expect(error.message).toBe(messages.auth.invalidCredentials);
    expect(await auditRows(t.db, "auth.sign_in_failed")).toHaveLength(1);
  });

  it("refuses an unconfirmed account and mails a new confirmation link", async () => {
    const auth = makeAuth(t.db);
    const user = await createUser(t.db, { emailVerified: false });
    expect(await mailsTo(t.db, user.email)).toEqual([]);

    const error = await appErrorFrom(attempt(auth, user.email, user.password));

    expect(error.code).toBe("FORBIDDEN");
    expect(error.message).toBe(messages.auth.emailNotVerified);
    expect(await mailsTo(t.db, user.email)).toHaveLength(1);
    expect(linkIn(await latestMail(t.db, user.email))).toMatch(
      /\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fauth%2Fcallback$/,
    );
    expect(await t.db.select().from(sessions)).toEqual([]);
  });

  it("validates the form before anything else", async () => {
    const auth = makeAuth(t.db);
    const error = await appErrorFrom(
      signIn(t.db, {
        auth,
        input: { email: "not-an-email", password: "" },
        client: client(),
        companyDomains,
      }),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      email: messages.validation.emailInvalid,
      password: messages.validation.passwordRequired,
    });
  });

  describe("limits", () => {
    /** Signs the owner in once from their own browser; the Cookie header that browser sends from then on. */
    async function ownDevice(
      auth: ReturnType<typeof makeAuth>,
      user: { email: string; password: string },
      ip = client(),
    ) {
      const { setCookies } = await attempt(auth, user.email, user.password, ip);
      expect(setCookies.some((cookie) => cookie.startsWith("sab.device="))).toBe(true);
      await ageRateLimits(t.db, "sign-in:debounce:", 3);
      return cookieHeaderFrom(setCookies.filter((cookie) => cookie.startsWith("sab.device=")));
    }

    it("refuses a second attempt for the same e-mail from the same address within 2 s", async () => {
      const auth = makeAuth(t.db);
      const user = await createUser(t.db);
      const ip = client();
      await appErrorFrom(attempt(auth, user.email, "Wrong-password-1", ip));

      const error = await appErrorFrom(attempt(auth, user.email, user.password, ip));
      expect(error.code).toBe("RATE_LIMITED");
      expect(error.message).toBe(messages.auth.loginTooQuick);
      expect(error.retryAfterSeconds).toBe(2);
      // The refused attempt never reached the password check.
      expect(await auditRows(t.db, "auth.sign_in_failed")).toHaveLength(1);

      // Another address is not held up, and 2 s later the same one may try again.
      await expect(attempt(auth, user.email, user.password, client())).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
      await ageRateLimits(t.db, `sign-in:debounce:${ip.ip}:`, 3);
      await expect(attempt(auth, user.email, user.password, ip)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
    });

    it("still accepts the right password after 4 failures", async () => {
      const auth = makeAuth(t.db);
      const user = await createUser(t.db);
      for (let i = 0; i < 4; i++) await appErrorFrom(attempt(auth, user.email, `Wrong-password-${i}`));
      await expect(attempt(auth, user.email, user.password)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
    });

    it("after 5 failures from unknown clients, makes unknown clients wait, longer as the failures go on", async () => {
      const auth = makeAuth(t.db);
      const user = await createUser(t.db);
      for (let i = 0; i < 5; i++) {
        expect((await appErrorFrom(attempt(auth, user.email, `Wrong-password-${i}`))).code).toBe(
          "UNAUTHENTICATED",
        );
      }

      const first = await appErrorFrom(attempt(auth, user.email, user.password));
      expect(first).toMatchObject({
        code: "RATE_LIMITED",
        status: 429,
        message: messages.auth.tooManyAttempts,
      });
      expect(first.retryAfterSeconds).toBeGreaterThan(0);
      expect(first.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(await auditRows(t.db, "auth.sign_in")).toEqual([]);
      expect(await t.db.select().from(sessions)).toEqual([]);

      // A minute on, unknown clients may try again; 5 more failures mean a longer wait.
      await ageRateLimits(t.db, `sign-in:untrusted:${user.email}:`, 60);
      for (let i = 0; i < 5; i++) {
        expect((await appErrorFrom(attempt(auth, user.email, `Wrong-password-again-${i}`))).code).toBe(
          "UNAUTHENTICATED",
        );
      }
      const second = await appErrorFrom(attempt(auth, user.email, user.password));
      expect(second.code).toBe("RATE_LIMITED");
      expect(second.retryAfterSeconds).toBeGreaterThan(60);

      await ageRateLimits(t.db, `sign-in:untrusted:${user.email}:`, 15 * 60);
      await expect(attempt(auth, user.email, user.password)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
    });

    it("an attacker's failures never stop the owner signing in from their own browser, even behind the attacker's address", async () => {
      const auth = makeAuth(t.db);
      const user = await createUser(t.db);
      const shared = client();
      const device = await ownDevice(auth, user, shared);

      // A stranger on the same carrier address and others elsewhere hammer the account until refused,
      // and the shared address has used up its allowance of failures across accounts.
      for (const ip of [shared, client(), client()]) {
        for (let i = 0; i < 25; i++) {
          await ageRateLimits(t.db, "sign-in:debounce:", 3);
          const error = await appErrorFrom(attempt(auth, user.email, `Guess-${i}`, ip));
          if (error.code === "RATE_LIMITED") break;
        }
      }
      const [addressCeiling] = authLimits.signInUntrustedAddressFailures(shared.ip);
      while ((await hitRateLimit(t.db, addressCeiling!)).count < addressCeiling!.limit);
      expect((await appErrorFrom(attempt(auth, user.email, user.password, client()))).message).toBe(
        messages.auth.tooManyAttempts,
      );
      expect((await appErrorFrom(attempt(auth, user.email, user.password, shared))).message).toBe(
        messages.auth.tooManyAttempts,
      );

      // The owner's browser mistypes once, is told so, and then gets in.
      const typo = await appErrorFrom(attempt(auth, user.email, "Owner-typo-1", shared, null, device));
      expect(typo.message).toBe(messages.auth.invalidCredentials);
      await ageRateLimits(t.db, "sign-in:debounce:", 3);
      await expect(attempt(auth, user.email, user.password, shared, null, device)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
    });

    it("the stranger's attempts within 2 s do not hold up the owner's browser on the same address", async () => {
      const auth = makeAuth(t.db);
      const user = await createUser(t.db);
      const shared = client();
      const device = await ownDevice(auth, user, shared);
      await appErrorFrom(attempt(auth, user.email, "Guess-1", shared));
      await expect(attempt(auth, user.email, user.password, shared, null, device)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
    });

    it("a browser is trusted only for the account that signed in there, and only with the cookie as issued", async () => {
      const auth = makeAuth(t.db);
      const owner = await createUser(t.db);
      const other = await createUser(t.db);
      const device = await ownDevice(auth, owner);
      for (const account of [owner, other]) {
        for (let i = 0; i < 5; i++) await appErrorFrom(attempt(auth, account.email, `Wrong-password-${i}`));
      }
      const tampered = device.slice(0, -1) + (device.endsWith("A") ? "B" : "A");
      expect(
        (await appErrorFrom(attempt(auth, owner.email, owner.password, client(), null, tampered))).code,
      ).toBe("RATE_LIMITED");
      expect(
        (await appErrorFrom(attempt(auth, other.email, other.password, client(), null, device))).code,
      ).toBe("RATE_LIMITED");
      await expect(attempt(auth, owner.email, owner.password, client(), null, device)).resolves.toMatchObject(
        { redirectTo: "/dashboard" },
      );
    });

    it("the owner's browser has its own small budget of failures, which strangers cannot use up", async () => {
      const auth = makeAuth(t.db);
      const user = await createUser(t.db);
      const device = await ownDevice(auth, user);
      for (let i = 0; i < 10; i++) {
        await ageRateLimits(t.db, "sign-in:debounce:", 3);
        expect(
          (await appErrorFrom(attempt(auth, user.email, `Wrong-password-${i}`, client(), null, device))).code,
        ).toBe("UNAUTHENTICATED");
      }
      await ageRateLimits(t.db, "sign-in:debounce:", 3);
      const error = await appErrorFrom(attempt(auth, user.email, user.password, client(), null, device));
      expect(error.code).toBe("RATE_LIMITED");
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      // Its failures were its own: an unknown client is not held up by them.
      await expect(attempt(auth, user.email, user.password)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
    });

    it("a successful sign-in clears the account's failures", async () => {
      const auth = makeAuth(t.db);
      const user = await createUser(t.db);
      for (let i = 0; i < 4; i++) await appErrorFrom(attempt(auth, user.email, `Wrong-password-${i}`));
      await attempt(auth, user.email, user.password);
      await appErrorFrom(attempt(auth, user.email, "Wrong-password-again"));
      // One failure since the success: far from the limit.
      await expect(attempt(auth, user.email, user.password)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
    });

    it("20 failures from one address across accounts do not refuse the next person there, and only unknown clients meet its ceiling", async () => {
      const auth = makeAuth(t.db);
      const user = await createUser(t.db);
      const ip = client();
      for (let i = 1; i <= 20; i++) {
        expect(
          (await appErrorFrom(attempt(auth, `stranger-${i}@example.com`, `Guess-password-${i}`, ip))).code,
        ).toBe("UNAUTHENTICATED");
      }
      await expect(attempt(auth, user.email, user.password, ip)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });

      await ageRateLimits(t.db, "sign-in:debounce:", 3);
      const device = await ownDevice(auth, user, ip);
      const [ceiling] = authLimits.signInUntrustedAddressFailures(ip.ip);
      while ((await hitRateLimit(t.db, ceiling!)).count < ceiling!.limit);
      const newcomer = await createUser(t.db);
      const error = await appErrorFrom(attempt(auth, newcomer.email, newcomer.password, ip));
      expect(error.code).toBe("RATE_LIMITED");
      expect(error.message).toBe(messages.auth.tooManyAttempts);
      await expect(attempt(auth, newcomer.email, newcomer.password, client())).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
      await expect(attempt(auth, user.email, user.password, ip, null, device)).resolves.toMatchObject({
        redirectTo: "/dashboard",
      });
    });
  });
});
