import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { profiles, users } from "#db/schema";
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
  signInCookie,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import { resolveActor } from "./actor";
import { authLimits } from "./auth-limits";
import { signIn } from "./sign-in";
import { signUp } from "./sign-up";

const t = useTestDatabase();
const password = "Long-enough-pass-1";
const form = (overrides: Record<string, unknown> = {}) => ({
  fullName: "Amina Yusuf",
  email: "amina@example.com",
  password,
  confirmPassword: password,
  ...overrides,
});

describe("signUp", () => {
  it("answers with the spec's success message and creates a buyer profile", async () => {
    const auth = makeAuth(t.db);
    const result = await signUp(t.db, {
      auth,
      input: form({ fullName: "  Amina Yusuf ", email: "  Amina@Example.COM " }),
      client: client(),
    });

    expect(result).toEqual({ message: messages.auth.signUpSuccess });
    const [user] = await t.db.select().from(users).where(eq(users.email, "amina@example.com"));
    expect(user).toMatchObject({ email: "amina@example.com", emailVerified: false });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({
      email: "amina@example.com",
      role: "user",
      fullName: "Amina Yusuf",
      permissions: [],
    });
    const [audit] = await auditRows(t.db, "auth.sign_up");
    expect(audit?.details).toEqual({ email: "amina@example.com" });
  });

  it("mails a confirmation link that confirms the address, signs the person in and returns to /auth/callback", async () => {
    const auth = makeAuth(t.db);
    await signUp(t.db, { auth, input: form(), client: client() });

    const mail = await latestMail(t.db, "amina@example.com");
    expect(mail?.subject).toBe("Confirm your email for Shop African Brands");
    const link = linkIn(mail);
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^&\s]+&callbackURL=%2Fauth%2Fcallback$/,
    );
    expect(mail?.html).toContain("/api/auth/verify-email?token=");

    const response = await auth.handler(new Request(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/callback");
    const cookie = cookieHeaderFrom(response.headers.getSetCookie());
    expect(cookie).toMatch(/^sab\.session_token=\S+/);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/HttpOnly/i);

    const [user] = await t.db.select().from(users).where(eq(users.email, "amina@example.com"));
    expect(user?.emailVerified).toBe(true);
    const { actor } = await resolveActor(t.db, { auth, headers: new Headers({ cookie }), companyDomains });
    expect(actor).toMatchObject({ email: "amina@example.com", role: "user", name: "Amina Yusuf" });
  });

  it("a used confirmation link does not sign anyone in again", async () => {
    const auth = makeAuth(t.db);
    await signUp(t.db, { auth, input: form(), client: client() });
    const link = linkIn(await latestMail(t.db, "amina@example.com"));
    await auth.handler(new Request(link));

    const again = await auth.handler(new Request(link));
    expect(again.headers.getSetCookie().join("")).not.toMatch(/sab\.session_token=[^;]+/);
  });

  it("lets the confirmed person sign in with the password they chose", async () => {
    const auth = makeAuth(t.db);
    await signUp(t.db, { auth, input: form(), client: client() });
    await auth.handler(new Request(linkIn(await latestMail(t.db, "amina@example.com"))));

    const result = await signIn(t.db, {
      auth,
      input: { email: "amina@example.com", password },
      client: client(),
      companyDomains,
    });
    expect(result.redirectTo).toBe("/dashboard");
  });

  it("refuses a tampered confirmation link without confirming the address", async () => {
    const auth = makeAuth(t.db);
    await signUp(t.db, { auth, input: form(), client: client() });
    const link = new URL(linkIn(await latestMail(t.db, "amina@example.com")));
    const token = link.searchParams.get("token")!;
    link.searchParams.set("token", `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`);

    const response = await auth.handler(new Request(link));
    expect(response.headers.getSetCookie().join("")).not.toMatch(/sab\.session_token=[^;]+/);
    const [user] = await t.db.select().from(users).where(eq(users.email, "amina@example.com"));
    expect(user?.emailVerified).toBe(false);
  });

  it("a confirmation link goes on to the page the person signed up from, never off the site", async () => {
    const auth = makeAuth(t.db);
    await signUp(t.db, { auth, input: form(), client: client(), returnTo: "/vendors/onboarding" });
    const link = linkIn(await latestMail(t.db, "amina@example.com"));
    expect(new URL(link).searchParams.get("callbackURL")).toBe(
      "/auth/callback?redirect=%2Fvendors%2Fonboarding",
    );
    const response = await auth.handler(new Request(link));
    expect(response.headers.get("location")).toBe("/auth/callback?redirect=%2Fvendors%2Fonboarding");

    await signUp(t.db, {
      auth,
      input: form({ email: "kofi@example.com" }),
      client: client(),
      returnTo: "//evil.com",
    });
    const other = linkIn(await latestMail(t.db, "kofi@example.com"));
    expect(new URL(other).searchParams.get("callbackURL")).toBe("/auth/callback");
  });

  // app.ts routes GET /api/auth/verify-email to Better Auth for everyone, so its callbackURL must
  // only ever lead back to this site, or the link becomes an open redirect through our domain.
  it("a confirmation link cannot be bent to send people to another site", async () => {
    const auth = makeAuth(t.db);
    await signUp(t.db, { auth, input: form(), client: client() });
    const link = new URL(linkIn(await latestMail(t.db, "amina@example.com")));
    for (const callbackURL of ["https://evil.com", "//evil.com", "/\\evil.com"]) {
      link.searchParams.set("callbackURL", callbackURL);
      const response = await auth.handler(new Request(link));
      const location = response.headers.get("location");
      if (location) expect(new URL(location, baseURL).origin, callbackURL).toBe(baseURL);
    }
  });

  describe("reports each invalid field with the catalogue's message", () => {
    const v = messages.validation;
    it.each([
      ["an invalid e-mail", { email: "amina.example.com" }, { email: v.emailInvalid }],
      ["a missing e-mail", { email: "" }, { email: v.emailRequired }],
      [
        "a password under 8 characters",
        { password: "short1", confirmPassword: "short1" },
        { password: v.passwordTooShort },
      ],
      [
        "a password over 128 characters",
        { password: "x".repeat(129), confirmPassword: "x".repeat(129) },
        { password: v.passwordTooLong },
      ],
      [
        "passwords that do not match",
        { confirmPassword: `${password}-typo` },
        { confirmPassword: v.passwordsDoNotMatch },
      ],
      ["a blank full name", { fullName: "   " }, { fullName: v.fullNameRequired }],
      ["no full name at all", { fullName: undefined }, { fullName: v.fullNameRequired }],
      ["a full name over 100 characters", { fullName: "A".repeat(101) }, { fullName: v.fullNameTooLong }],
    ])("%s", async (_case, overrides, fieldErrors) => {
      const auth = makeAuth(t.db);
      const error = await appErrorFrom(signUp(t.db, { auth, input: form(overrides), client: client() }));
      expect(error.code).toBe("VALIDATION");
      expect(error.status).toBe(400);
      expect(error.fieldErrors).toEqual(fieldErrors);
      expect(await t.db.select().from(users)).toEqual([]);
    });

    it("several fields at once, one message each", async () => {
      const auth = makeAuth(t.db);
      const error = await appErrorFrom(
        signUp(t.db, { auth, input: { fullName: "", email: "nope", password: "short" }, client: client() }),
      );
      expect(error.code).toBe("VALIDATION");
      expect(error.fieldErrors).toMatchObject({
        fullName: v.fullNameRequired,
        email: v.emailInvalid,
        password: v.passwordTooShort,
      });
    });
  });

  it("takes many newcomers from one shared address (a mobile carrier's), up to a ceiling per e-mail domain and per address", async () => {
    const auth = makeAuth(t.db);
    const carrier = client();
    for (let i = 1; i <= 6; i++) {
      await expect(
        signUp(t.db, { auth, input: form({ email: `buyer${i}@gmail.com` }), client: carrier }),
      ).resolves.toEqual({ message: messages.auth.signUpSuccess });
    }

    // The address has had as many sign-ups with gmail.com as it may in an hour: the next is refused, other
    // domains still come in.
    const perDomain = authLimits.signUpAddressDomain(carrier.ip, "gmail.com");
    while ((await hitRateLimit(t.db, perDomain)).count < perDomain.limit);
    const error = await appErrorFrom(
      signUp(t.db, { auth, input: form({ email: "late@gmail.com" }), client: carrier }),
    );
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.status).toBe(429);
    expect(error.message).toBe(messages.auth.signUpRateLimited);
    expect(await t.db.select().from(users).where(eq(users.email, "late@gmail.com"))).toEqual([]);
    expect(await latestMail(t.db, "late@gmail.com")).toBeUndefined();
    await expect(
      signUp(t.db, { auth, input: form({ email: "amina@yahoo.fr" }), client: carrier }),
    ).resolves.toEqual({ message: messages.auth.signUpSuccess });
    // Another address is not affected.
    await expect(
      signUp(t.db, { auth, input: form({ email: "late@gmail.com" }), client: client() }),
    ).resolves.toEqual({ message: messages.auth.signUpSuccess });

    // The per-address ceiling holds whatever the domains.
    const perAddress = authLimits.signUpAddress(carrier.ip);
    while ((await hitRateLimit(t.db, perAddress)).count < perAddress.limit);
    expect(
      (
        await appErrorFrom(
          signUp(t.db, { auth, input: form({ email: "kofi@outlook.com" }), client: carrier }),
        )
      ).code,
    ).toBe("RATE_LIMITED");

    // An hour later the address may sign people up again.
    await ageRateLimits(t.db, `sign-up:address:${carrier.ip}`, 61 * 60);
    await expect(
      signUp(t.db, { auth, input: form({ email: "kofi@outlook.com" }), client: carrier }),
    ).resolves.toEqual({ message: messages.auth.signUpSuccess });
  });

  it("answers an already registered e-mail exactly like a new one, without a second account or a new password", async () => {
    const auth = makeAuth(t.db);
    const existing = await createUser(t.db, { email: "taken@example.com" });

    const result = await signUp(t.db, {
      auth,
      input: form({
        email: "Taken@Example.com",
        password: "Attacker-chosen-1",
        confirmPassword: "Attacker-chosen-1",
      }),
      client: client(),
    });

    expect(result).toEqual({ message: messages.auth.signUpSuccess });
    const rows = await t.db.select().from(users).where(eq(users.email, "taken@example.com"));
    expect(rows.map((row) => row.id)).toEqual([existing.id]);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, "taken@example.com"))).toHaveLength(1);
    // The owner's password still works; the stranger's does not.
    await expect(signInCookie(t.db, auth, "taken@example.com", existing.password)).resolves.toMatch(
      /^sab\.session_token=/,
    );
    await expect(signInCookie(t.db, auth, "taken@example.com", "Attacker-chosen-1")).rejects.toThrow();
    // No confirmation link that would let the stranger into the owner's account.
    expect(
      (await mailsTo(t.db, "taken@example.com")).filter((mail) => mail.text.includes("/verify-email")),
    ).toEqual([]);
  });

  it("refuses a fourth sign-up for one address within the hour, even from different clients", async () => {
    const auth = makeAuth(t.db);
    for (let n = 1; n <= 3; n += 1)
      await signUp(t.db, { auth, input: form(), client: client(`192.0.2.${n}`) });
    const error = await appErrorFrom(signUp(t.db, { auth, input: form(), client: client("192.0.2.99") }));
    expect(error.message).toBe(messages.auth.signUpRateLimited);
    expect(await mailsTo(t.db, "amina@example.com")).toHaveLength(1);
  });
});
