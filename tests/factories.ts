import { asc, desc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { type Role, effectiveRole, permissionsFor } from "#common/roles";
import { type Db, queryRows } from "#db/client";
import { auditLogs, mailOutbox } from "#db/schema";
import { AppError } from "#server/lib/errors";
import type { Actor } from "#server/modules/identity/actor";
import { type Auth, createAuth } from "#server/modules/identity/auth";
import type { ClientInfo } from "#server/modules/identity/client-info";
import { createUserWithPassword } from "#server/modules/identity/create-user";
import type { Mailer } from "#server/modules/mail/send-mail";

export const baseURL = "http://localhost:3000";
/** Fixed so cookies and tokens are reproducible; never used outside tests. */
export const testSecret = "tst_9fK2qLw8Zr4Vx7Nc1Hb6Jd3Mp5Ys0Tg2Ae8Ru4Wq";
export const companyDomains = ["shopafricanbrands.com"] as const;
/** Every factory-made account signs in with this. */
const testPassword = "Correct-horse-battery-7";
export const silentLogger = pino({ level: "silent" });
export const testMailer: Mailer = {
  transport: null,
  from: "Shop African Brands <no-reply@shopafricanbrands.com>",
  logger: silentLogger,
};

export function makeAuth(db: Db): Auth {
  return createAuth(db, { baseURL, secret: testSecret, mailer: testMailer, logger: silentLogger });
}

let sequence = 0;
/** Unique within the run: worker pid and a counter (tests in one worker share the module). */
function uniqueSuffix(): string {
  return `${process.pid}-${++sequence}`;
}

/** Admin and staff get a company address by default so their role is honoured. */
function uniqueEmail(role: Role = "user"): string {
  const domain = role === "admin" || role === "staff" ? companyDomains[0] : "example.com";
  return `${role}-${uniqueSuffix()}@${domain}`;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: Role;
}

/** A confirmed (by default) account with {@link testPassword}; costs one scrypt hash (~150 ms). */
export async function createUser(
  db: Db,
  {
    role = "user",
    email,
    emailVerified = true,
    name,
  }: { role?: Role; email?: string; emailVerified?: boolean; name?: string } = {},
): Promise<TestUser> {
  const address = (email ?? uniqueEmail(role)).toLowerCase();
  const fullName = name ?? `Test ${role} ${uniqueSuffix()}`;
  const { id, created } = await createUserWithPassword(db, {
    email: address,
    name: fullName,
    password: testPassword,
    role,
    emailVerified,
  });
  if (!created) throw new Error(`createUser: ${address} already exists`);
  return { id, email: address, name: fullName, password: testPassword, role };
}

/** The actor a session for this user would resolve to (without signing in). */
export function actorFor(user: TestUser): Actor {
  const role = effectiveRole(user.role, user.email, companyDomains);
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role,
    storedRole: user.role,
    permissions: permissionsFor(role),
    avatarUrl: null,
    sessionId: "test-session",
  };
}

/** Signs in through Better Auth (none of our limits) and returns "name=value" cookies for a Cookie header. */
export async function signInCookie(
  db: Db,
  auth: Auth,
  email: string,
  password: string = testPassword,
): Promise<string> {
  void db;
  const result = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return cookieHeaderFrom(result.headers.getSetCookie());
}

/** Turns Set-Cookie lines into a Cookie request header, dropping cookies being cleared. */
export function cookieHeaderFrom(setCookies: readonly string[]): string {
  return setCookies
    .filter((line) => !/;\s*max-age=0\b/i.test(line))
    .map((line) => line.split(";")[0]!.trim())
    .join("; ");
}

let ipCounter = 0;
/** A client with a fresh address unless one is given, so per-IP limits never leak between tests. */
export function client(ip?: string): ClientInfo {
  if (ip) return { ip, userAgent: "vitest" };
  const n = ++ipCounter;
  return { ip: `10.${process.pid % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`, userAgent: "vitest" };
}

/** The newest message in the outbox for an address, or undefined. */
export async function latestMail(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

export async function mailsTo(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())).orderBy(desc(mailOutbox.id));
}

/** The first http(s) link in a mail's text. */
export function linkIn(mail: { text: string } | undefined): string {
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`No link in mail: ${mail?.text ?? "(no mail)"}`);
  return url;
}

/** The AppError a call fails with; fails the test if it succeeds or throws anything else. */
export async function appErrorFrom(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("Expected the call to fail with an AppError, but it succeeded");
}

/** Audit rows with this action, oldest first. */
export async function auditRows(db: Db, action: string) {
  return db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(asc(auditLogs.id));
}

/**
 * Moves the windows of matching rate-limit counters into the past, as if `seconds` had passed,
 * so tests never sleep. `keyPrefix` is matched literally at the start of the key.
 */
export async function ageRateLimits(db: Db, keyPrefix: string, seconds: number): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`update rate_limits set window_started_at = window_started_at - make_interval(secs => ${seconds})
        where starts_with(key, ${keyPrefix}) returning key`,
  );
  return rows.length;
}
