import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { corporateAccounts, tradeAssuranceApplications, vendors } from "#db/schema";
import { revokeTradeAssurance } from "#server/flows/revoke-trade-assurance";
import { reapplyForCorporateAccount } from "#server/modules/corporate-accounts/apply-for-corporate-account";
import { newId } from "#server/lib/ids";
import { createVendor } from "../catalog-factories";
import { companyInput, createCorporateAccount, pdf } from "../corporate-account-factories";
import { actorFor, appErrorFrom, client, createUser, silentLogger, testMailer } from "../factories";
import { memoryStore } from "../memory-media";
import { useTestDatabase } from "../setup/database";
import { businessCommandMatrix } from "./matrix";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };

/** A store carrying the badge through an approved application, written straight into its tables. */
async function badgedStore() {
  const owner = await createUser(t.db, { role: "vendor" });
  const store = await createVendor(t.db, { userId: owner.id });
  await t.db.update(vendors).set({ tradeAssured: true }).where(eq(vendors.id, store.id));
  const id = newId("taa");
  await t.db.insert(tradeAssuranceApplications).values({
    id,
    vendorId: store.id,
    userId: owner.id,
    status: "approved",
    businessName: "Badge Test Ltd",
    registrationNumber: "RC 1",
    countryCode: "NG",
    contactPerson: "Ada",
    email: "ada@example.com",
    phone: "+234 800 000 0000",
    address: "1 Marina, Lagos",
    businessType: "manufacturer",
    operationalSince: "2015-01-01",
    annualRevenueUsd: 100_000,
    productCategories: ["textiles"],
    termsAcceptedAt: new Date(),
  });
  return { store, applicationId: id };
}

/** A rejected corporate account of a new buyer. */
async function rejectedAccount() {
  const created = await createCorporateAccount(t.db);
  await t.db
    .update(corporateAccounts)
    .set({ status: "rejected" })
    .where(eq(corporateAccounts.id, created.account.id));
  return created;
}

describe("business commands, by role", () => {
  it.each(businessCommandMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      if (command === "revoke trade assurance badge") {
        const actor = actorFor(await createUser(t.db, { role: viewer }));
        const { store, applicationId } = await badgedStore();
        const run = () => revokeTradeAssurance(t.db, { actor, applicationId, reason: "Fraud", ...delivery });
        if (expected === "allow") await run();
        else expect((await appErrorFrom(run())).status).toBe(403);
        const [after] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
        expect(after?.tradeAssured).toBe(expected !== "allow");
        return;
      }
      const { actor: ownerActor, account } = await rejectedAccount();
      const actor =
        command === "re-apply own rejected corporate account"
          ? ownerActor
          : actorFor(await createUser(t.db, { role: viewer }));
      const send = { media: memoryStore(), client: client(), input: companyInput, files: [pdf()] };
      const run = () => reapplyForCorporateAccount(t.db, { actor, ...send });
      if (expected === "allow") await run();
      else expect((await appErrorFrom(run())).status).toBe(404);
      const [after] = await t.db.select().from(corporateAccounts).where(eq(corporateAccounts.id, account.id));
      expect(after?.status).toBe(expected === "allow" ? "pending" : "rejected");
    },
  );
});
