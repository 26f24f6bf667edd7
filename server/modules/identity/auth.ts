import type { Db } from "#db/client";
import { accounts, profiles, sessions, users, verifications } from "#db/schema";
import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { recordAudit } from "../audit/record-audit";
import { type Mailer, sendMail } from "../mail/send-mail";
import { confirmEmailMail, resetPasswordMail } from "../mail/templates";
import { clearRateLimits } from "../rate-limit/hit-rate-limit";
import { authLimits } from "./auth-limits";
import { hashPassword, verifyPassword } from "./password";

export const sessionLifetimeSeconds = 86_400;

export interface AuthOptions {
  baseURL: string;
  secret: string;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Better Auth does the credential, session and token work (no home-made crypto).
 * Our own limits, audit and role rules sit around it in the identity commands.
 */
export function createAuth(db: Db, { baseURL, secret, mailer, logger }: AuthOptions) {
  return betterAuth({
    appName: "Shop African Brands",
    baseURL,
    secret,
    basePath: "/api/auth",
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    // Limits are ours, keyed per account and per connection, in the database (identity README).
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await sendMail(db, { mailer, message: resetPasswordMail(user.email, url) });
      },
      // Following the e-mailed reset link proves the address, so it counts as confirmed, and it is the
      // owner's way past the wait that strangers' failures put on browsers the account does not trust.
      onPasswordReset: async ({ user }) => {
        await db
          .update(users)
          .set({ emailVerified: true, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await clearRateLimits(db, authLimits.signInUntrustedAccountFailures(user.email));
        await recordAudit(db, {
          action: "auth.password_reset",
          resource: "user",
          userId: user.id,
          details: { email: user.email },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 86_400,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(db, { mailer, message: confirmEmailMail(user.email, url) });
      },
    },
    session: {
      expiresIn: sessionLifetimeSeconds,
      // Sliding: a session used after an hour is extended to a fresh 24 h.
      updateAge: 3600,
    },
    advanced: {
      // Better Auth skips its callback-URL check under NODE_ENV=test; links must never lead off-site.
      disableOriginCheck: false,
      useSecureCookies: baseURL.startsWith("https://"),
      cookiePrefix: "sab",
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db
              .insert(profiles)
              .values({ id: user.id, email: user.email, fullName: user.name || null, role: "user" })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
