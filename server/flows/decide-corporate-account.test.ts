import { describe, expect, it } from "vitest";
import { notifications } from "#db/schema";
import { eq } from "drizzle-orm";
import { createCorporateAccount } from "../../tests/corporate-account-factories";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  createUser,
  latestMail,
  silentLogger,
  testMailer,
} from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { corporateAccountOfUser } from "../modules/corporate-accounts/corporate-accounts.queries";
import { decideCorporateAccountFlow } from "./decide-corporate-account";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };

const premium = {
  status: "approved",
  creditLimit: 5_000_000_00,
  paymentTerms: "net_30",
  discountTier: "premium",
  accountManagerId: null,
};

describe("decideCorporateAccountFlow", () => {
  it("approves with terms and a staff manager, notifies and e-mails the buyer, audits", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const manager = await createUser(t.db, { role: "staff", name: "Kemi Staff" });
    const { user, account } = await createCorporateAccount(t.db);

    await decideCorporateAccountFlow(t.db, {
      actor: admin,
      accountId: account.id,
      input: { ...premium, accountManagerId: manager.id },
      ...delivery,
    });

    expect(await corporateAccountOfUser(t.db, { userId: user.id })).toMatchObject({
      status: "approved",
      creditLimit: 5_000_000_00,
      paymentTerms: "net_30",
      discountTier: "premium",
      accountManager: { id: manager.id, name: "Kemi Staff" },
    });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notices.map((notice) => notice.title)).toEqual(["Your corporate account has been approved"]);
    expect((await latestMail(t.db, user.email))?.subject).toBe(
      "The corporate account of Lagos Office Supplies Ltd has been approved",
    );
    expect(await auditRows(t.db, "corporate_account.decide")).toHaveLength(1);
  });

  it("refuses staff and buyers: only an admin decides", async () => {
    const { account } = await createCorporateAccount(t.db);
    for (const role of ["staff", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(
        decideCorporateAccountFlow(t.db, { actor, accountId: account.id, input: premium, ...delivery }),
      );
      expect(error).toMatchObject({ code: "FORBIDDEN", message: "Admin access required" });
    }
  });

  it("refuses a move the state machine does not allow and a manager who is not staff", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { account, user } = await createCorporateAccount(t.db);
    const suspend = await appErrorFrom(
      decideCorporateAccountFlow(t.db, {
        actor: admin,
        accountId: account.id,
        input: { ...premium, status: "suspended" },
        ...delivery,
      }),
    );
    expect(suspend.fieldErrors).toEqual({ status: "A pending account cannot be suspended." });
    const notStaff = await appErrorFrom(
      decideCorporateAccountFlow(t.db, {
        actor: admin,
        accountId: account.id,
        input: { ...premium, accountManagerId: user.id },
        ...delivery,
      }),
    );
    expect(notStaff.fieldErrors).toEqual({ accountManagerId: "Choose a staff member as account manager" });
    expect((await corporateAccountOfUser(t.db, { userId: user.id }))?.status).toBe("pending");
  });

  it("changes terms without a status change quietly (no notification)", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { account, user } = await createCorporateAccount(t.db);
    await decideCorporateAccountFlow(t.db, {
      actor: admin,
      accountId: account.id,
      input: { ...premium, status: "pending", discountTier: "enterprise" },
      ...delivery,
    });
    expect((await corporateAccountOfUser(t.db, { userId: user.id }))?.discountTier).toBe("enterprise");
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
  });

  it("answers an unknown account with not found", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const error = await appErrorFrom(
      decideCorporateAccountFlow(t.db, {
        actor: admin,
        accountId: "cor_missing",
        input: premium,
        ...delivery,
      }),
    );
    expect(error.code).toBe("NOT_FOUND");
  });

  it("records a rejection's reason, tells the buyer it in the notice and the e-mail, and drops it on approval", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { account, user } = await createCorporateAccount(t.db);
    await decideCorporateAccountFlow(t.db, {
      actor: admin,
      accountId: account.id,
      input: { ...premium, status: "rejected", reason: "  The tax ID does not match the certificate " },
      ...delivery,
    });
    const rejected = await corporateAccountOfUser(t.db, { userId: user.id });
    expect(rejected).toMatchObject({
      status: "rejected",
      decisionReason: "The tax ID does not match the certificate",
      decidedAt: expect.any(String),
    });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice?.message).toContain("Reason: The tax ID does not match the certificate");
    expect((await latestMail(t.db, user.email))?.text).toContain("The tax ID does not match the certificate");
    const [audit] = await auditRows(t.db, "corporate_account.decide");
    expect(audit?.details).toMatchObject({
      to: "rejected",
      reason: "The tax ID does not match the certificate",
    });

    const tooLong = await appErrorFrom(
      decideCorporateAccountFlow(t.db, {
        actor: admin,
        accountId: account.id,
        input: { ...premium, status: "rejected", reason: "x".repeat(1001) },
        ...delivery,
      }),
    );
    expect(tooLong.fieldErrors).toEqual({ reason: "Keep the reason under 1000 characters" });

    await decideCorporateAccountFlow(t.db, {
      actor: admin,
      accountId: account.id,
      input: premium,
      ...delivery,
    });
    expect(await corporateAccountOfUser(t.db, { userId: user.id })).toMatchObject({
      status: "approved",
      decisionReason: null,
    });
  });
});
