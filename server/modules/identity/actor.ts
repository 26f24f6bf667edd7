import { type Role, effectiveRole, permissionsFor } from "#common/roles";
import type { Db } from "#db/client";
import { profiles } from "#db/schema";
import { eq } from "drizzle-orm";
import type { Auth } from "./auth";

/** The signed-in person as every server function sees them. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  role: Role;
  /** The role stored on the profile, before the company-domain rule. */
  storedRole: Role;
  permissions: string[];
  avatarUrl: string | null;
  sessionId: string;
}

/**
 * Reads the session cookie. A missing, expired or tampered cookie makes the visitor anonymous.
 * Returns the cookies Better Auth wants refreshed (sliding expiry) so the caller can pass them on.
 */
export async function resolveActor(
  db: Db,
  { auth, headers, companyDomains }: { auth: Auth; headers: Headers; companyDomains: readonly string[] },
): Promise<{ actor: Actor | null; setCookies: string[] }> {
  if (!headers.get("cookie")) return { actor: null, setCookies: [] };
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = result.headers.getSetCookie();
  const session = result.response;
  if (!session) return { actor: null, setCookies };
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, session.user.id)).limit(1);
  const storedRole = profile?.role ?? "user";
  const role = effectiveRole(storedRole, session.user.email, companyDomains);
  return {
    actor: {
      userId: session.user.id,
      email: session.user.email,
      name: profile?.fullName || session.user.name,
      role,
      storedRole,
      permissions: permissionsFor(role, role === storedRole ? (profile?.permissions ?? []) : []),
      avatarUrl: profile?.avatarUrl ?? null,
      sessionId: session.session.id,
    },
    setCookies,
  };
}
