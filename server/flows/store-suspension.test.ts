import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, vendors } from "#db/schema";
import { createVendor } from "../../tests/catalog-factories";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  createUser,
  mailsTo,
  silentLogger,
  testMailer,
} from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { reinstateStore, suspendStore } from "./store-suspension";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };

async function ownedStore() {
  const owner = await createUser(t.db, { role: "vendor" });
  const store = await createVendor(t.db, { businessName: "Zambezi Copperworks" });
  await t.db.update(vendors).set({ userId: owner.id }).where(eq(vendors.id, store.id));
  return { owner, store };
}

async function noticesOf(userId: string) {
  return t.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe("suspending and reinstating a store", () => {
  it("tells the owner in the app and by e-mail, with the reason for a suspension", async () => {
    const actor = actorFor(await createUser(t.db, { role: "admin" }));
    const { owner, store } = await ownedStore();

    await suspendStore(t.db, {
      actor,
      vendorId: store.id,
      reason: "Counterfeit goods reported",
      ...delivery,
    });

    expect(await noticesOf(owner.id)).toMatchObject([
      {
        title: "Your store is suspended",
        message:
          "Zambezi Copperworks and its products are hidden from buyers. Reason: Counterfeit goods reported",
        actionUrl: "/vendor/dashboard",
        priority: "high",
      },
    ]);
    const [suspended] = await mailsTo(t.db, owner.email);
    expect(suspended?.subject).toBe("Zambezi Copperworks is suspended on Shop African Brands");
    expect(suspended?.text).toContain("Reason: Counterfeit goods reported");
    expect(suspended?.text).toContain("http://localhost:3000/vendor/dashboard");
    expect(await auditRows(t.db, "vendor.suspend")).toHaveLength(1);

    await reinstateStore(t.db, { actor, vendorId: store.id, ...delivery });

    const notices = await noticesOf(owner.id);
    expect(notices.map((notice) => notice.title).sort()).toEqual([
      "Your store is open again",
      "Your store is suspended",
    ]);
    const mails = await mailsTo(t.db, owner.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.subject)).toContain(
      "Zambezi Copperworks is reinstated on Shop African Brands",
    );
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(row).toMatchObject({ isActive: true, suspensionReason: null });
  });

  it("tells nobody when the decision is refused: no reason, staff, or a move the state machine forbids", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const { owner, store } = await ownedStore();

    const noReason = await appErrorFrom(
      suspendStore(t.db, { actor: admin, vendorId: store.id, reason: " ", ...delivery }),
    );
    expect(noReason.fieldErrors).toEqual({ reason: "Give a reason for the suspension" });
    expect(
      (await appErrorFrom(suspendStore(t.db, { actor: staff, vendorId: store.id, reason: "x", ...delivery })))
        .status,
    ).toBe(403);
    expect(
      (await appErrorFrom(reinstateStore(t.db, { actor: admin, vendorId: store.id, ...delivery }))).code,
    ).toBe("CONFLICT");
    expect(
      (await appErrorFrom(reinstateStore(t.db, { actor: admin, vendorId: "ven_nope", ...delivery }))).status,
    ).toBe(404);

    expect(await noticesOf(owner.id)).toEqual([]);
    expect(await mailsTo(t.db, owner.email)).toEqual([]);
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(row?.isActive).toBe(true);
  });

  it("suspends a store without an owner account, telling no one", async () => {
    const actor = actorFor(await createUser(t.db, { role: "admin" }));
    const store = await createVendor(t.db);
    await suspendStore(t.db, { actor, vendorId: store.id, reason: "Closed by its owner", ...delivery });
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
    expect(row?.isActive).toBe(false);
  });
});
