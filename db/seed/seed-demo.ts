import { createUserWithPassword } from "#server/modules/identity/create-user";
import type { Db } from "../client";
import { demoAccounts, demoPassword } from "./demo-accounts";

/** Demo content for a first start. Idempotent: accounts that exist are left alone. */
export async function seedDemoData(db: Db): Promise<void> {
  for (const account of demoAccounts) {
    await createUserWithPassword(db, { ...account, password: demoPassword });
  }
}
