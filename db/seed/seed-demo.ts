import { createUserWithPassword } from "#server/modules/identity/create-user";
import type { MediaStore } from "#server/modules/media/media-store";
import type { Db } from "../client";
import { seedDemoCatalog } from "./catalog/seed-demo-catalog";
import { demoAccounts, demoPassword } from "./demo-accounts";

/**
 * Demo content for a first start: the demo accounts, then the demo catalog (its pictures drawn
 * into `media` when given). Idempotent: accounts and rows that exist are left alone.
 */
export async function seedDemoData(db: Db, { media }: { media?: MediaStore } = {}): Promise<void> {
  for (const account of demoAccounts) {
    await createUserWithPassword(db, { ...account, password: demoPassword });
  }
  await seedDemoCatalog(db, { media });
}
