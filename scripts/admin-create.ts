// `npm run admin:create -- <email>`: makes that person an admin (creating the account if needed).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabaseFromEnv } from "#db/open-from-env";
import { ConfigError, loadEnv } from "#server/lib/env";
import { isAppError } from "#server/lib/errors";
import { makeAdmin } from "#server/modules/identity/make-admin";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const email = process.argv[2];
  if (!email) {
    console.error("Usage: npm run admin:create -- <email>");
    process.exit(2);
  }
  const env = loadEnv();
  const database = await openDatabaseFromEnv(env, root);
  try {
    await database.migrate();
    const result = await makeAdmin(database.db, { email, companyDomains: env.COMPANY_EMAIL_DOMAINS });
    if (result.password)
      console.log(
        `Created admin ${email} with password: ${result.password}\nChange it after the first sign-in (Forgot password).`,
      );
    else console.log(result.changed ? `${email} is now an admin.` : `${email} is already an admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (isAppError(error)) console.error(Object.values(error.fieldErrors ?? {})[0] ?? error.message);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exit(isAppError(error) ? 2 : 1);
});
