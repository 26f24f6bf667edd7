import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accounts,
  corporateAccounts,
  profiles,
  rfqQuotes,
  tradeAssuranceApplications,
  tradeAssuranceDocuments,
  users,
  vendorApplications,
  vendors,
} from "#db/schema";
import { demoCorporateAccountCount } from "./corporate-accounts";
import { companyDomains, makeAuth, signInCookie } from "../tests/factories";
import { useTestDatabase } from "../tests/setup/database";
import { resolveActor } from "#server/modules/identity/actor";
import { demoAccounts, demoPassword } from "./demo-accounts";
import { seedDemoData } from "./seed-demo";
import { demoApplicationCount } from "./vendor-applications";
import { demoTradeAssuranceOwnerCount } from "./trade-assurance";

const t = useTestDatabase();

describe("seedDemoData", () => {
  // The demo catalog adds reviewer accounts (no password); these tests are about the sign-in accounts.
  const demoEmails = demoAccounts.map((account) => account.email);

  it("creates the demo accounts (one admin, one staff, one buyer, two store owners) with their roles, confirmed, and signing in with the demo password", async () => {
    await seedDemoData(t.db);

    const rows = await t.db
      .select({
        email: users.email,
        verified: users.emailVerified,
        role: profiles.role,
        name: profiles.fullName,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.email, demoEmails));
    const byEmail = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1);
    expect(rows.sort(byEmail)).toEqual(
      demoAccounts.map((a) => ({ email: a.email, verified: true, role: a.role, name: a.name })).sort(byEmail),
    );
    expect(rows.map((row) => row.role).sort()).toEqual(["admin", "staff", "user", "vendor", "vendor"]);

    const auth = makeAuth(t.db);
    const admin = demoAccounts.find((account) => account.role === "admin")!;
    const { actor } = await resolveActor(t.db, {
      auth,
      headers: new Headers({ cookie: await signInCookie(t.db, auth, admin.email, demoPassword) }),
      companyDomains,
    });
    expect(actor?.role).toBe("admin");
  });

  it("running it again creates no duplicates and leaves changed accounts alone", async () => {
    await seedDemoData(t.db);
    const vendor = demoAccounts.find((account) => account.role === "vendor")!;
    await t.db.update(profiles).set({ role: "user" }).where(eq(profiles.email, vendor.email));

    await seedDemoData(t.db);

    expect(
      (await t.db.select({ n: count() }).from(users).where(inArray(users.email, demoEmails)))[0]!.n,
    ).toBe(demoAccounts.length);
    expect(
      (await t.db.select({ n: count() }).from(profiles).where(inArray(profiles.email, demoEmails)))[0]!.n,
    ).toBe(demoAccounts.length);
    // The demo vendor applicants and Trade Assurance store owners sign in too; each of them, and
    // each application, exists once.
    expect((await t.db.select({ n: count() }).from(accounts))[0]!.n).toBe(
      demoAccounts.length + demoApplicationCount + demoTradeAssuranceOwnerCount + 1, // + the RFQ buyer
    );
    expect((await t.db.select({ n: count() }).from(vendorApplications))[0]!.n).toBe(demoApplicationCount);
    // One store carries the Trade Assurance badge; the back office has one application to decide.
    expect(
      await t.db.select({ name: vendors.businessName }).from(vendors).where(eq(vendors.tradeAssured, true)),
    ).toEqual([{ name: "Savannah Shea Women's Cooperative" }]);
    expect(
      await t.db
        .select({ status: tradeAssuranceApplications.status, documents: count(tradeAssuranceDocuments.id) })
        .from(tradeAssuranceApplications)
        .leftJoin(
          tradeAssuranceDocuments,
          eq(tradeAssuranceDocuments.applicationId, tradeAssuranceApplications.id),
        )
        .groupBy(tradeAssuranceApplications.status)
        .orderBy(tradeAssuranceApplications.status),
    ).toEqual([
      { status: "approved", documents: 3 },
      { status: "pending", documents: 3 },
      { status: "rejected", documents: 3 },
    ]);
    // One corporate account in each status for demo shoppers, and the RFQ buyer's, each once.
    expect((await t.db.select({ n: count() }).from(corporateAccounts))[0]!.n).toBe(
      demoCorporateAccountCount + 1, // the RFQ buyer's
    );
    // The RFQ buyer's two requests, one with a quote from each of its two vendors, each once.
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(rfqQuotes)
          .where(inArray(rfqQuotes.id, ["quo_demo_obi_lagos_threads", "quo_demo_obi_other_store"]))
      )[0]!.n,
    ).toBe(2);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, vendor.email));
    expect(profile?.role).toBe("user");
  });
});
