// `npm run admin:create -- <email>`: makes that person an admin (creating the account if needed).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { profiles } from "#db/schema";
import { recordAudit } from "#server/modules/audit/record-audit";
import { createUserWithPassword } from "#server/modules/identity/create-user";
import { ConfigError, loadEnv } from "#server/lib/env";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error("Usage: npm run admin:create -- <email>");
    process.exit(2);
  }
  const env = loadEnv();
  const domain = email.slice(email.indexOf("@") + 1);
  if (!env.COMPANY_EMAIL_DOMAINS.includes(domain)) {
    console.error(`${email} is not in COMPANY_EMAIL_DOMAINS (${env.COMPANY_EMAIL_DOMAINS.join(", ")}); the admin role would not be honoured.`);
    process.exit(2);
  }
  const database = await openDatabaseFromEnv(env, root);
  try {
    await database.migrate();
    const password = randomBytes(12).toString("base64url");
    const { id, created } = await createUserWithPassword(database.db, { email, name: email.split("@")[0]!, password, role: "admin" });
    const [before] = await database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
    await database.db.update(profiles).set({ role: "admin", updatedAt: new Date() }).where(eq(profiles.id, id));
    await recordAudit(database.db, { action: "role.change", resource: "profile", details: { targetUserId: id, targetEmail: email, from: created ? null : before?.role, to: "admin", via: "cli" } });
    console.log(created ? `Created admin ${email} with password: ${password}\nChange it after the first sign-in (Forgot password).` : `${email} is now an admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
