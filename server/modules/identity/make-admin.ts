import type { Db } from "#db/client";
import { profiles } from "#db/schema";
import { AppError } from "#server/lib/errors";
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { recordAudit } from "../audit/record-audit";
import { createUserWithPassword } from "./create-user";

/**
 * `npm run admin:create`: makes the address an admin, creating a confirmed account with a one-time
 * password when none exists. Only company addresses, since the role is not honoured for others.
 */
export async function makeAdmin(
  db: Db,
  { email, companyDomains }: { email: string; companyDomains: readonly string[] },
) {
  const address = email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) {
    throw new AppError("VALIDATION", { fieldErrors: { email: "Enter a valid email address" } });
  }
  const domain = address.slice(address.indexOf("@") + 1);
  if (!companyDomains.includes(domain)) {
    throw new AppError("VALIDATION", {
      fieldErrors: {
        email: `${address} is not in COMPANY_EMAIL_DOMAINS (${companyDomains.join(", ")}); the admin role would not be honoured.`,
      },
    });
  }
  const password = randomBytes(12).toString("base64url");
  const { id, created } = await createUserWithPassword(db, {
    email: address,
    name: address.split("@")[0]!,
    password,
    role: "admin",
  });
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for("update");
    if (!created && before?.role === "admin") return { created: false, changed: false, password: null };
    if (!created)
      await tx.update(profiles).set({ role: "admin", updatedAt: new Date() }).where(eq(profiles.id, id));
    await recordAudit(tx, {
      action: "role.change",
      resource: "profile",
      details: {
        targetUserId: id,
        targetEmail: address,
        from: created ? null : (before?.role ?? null),
        to: "admin",
        via: "cli",
      },
    });
    return { created, changed: true, password: created ? password : null };
  });
}
