import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vendorBalances, vendors } from "#db/schema";
import { reinstateStore, suspendStore } from "#server/flows/store-suspension";
import { adjustVendorBalance } from "#server/modules/payouts/adjust-vendor-balance";
import { postLedgerEntry } from "#server/modules/payouts/post-ledger-entry";
import { createVendor } from "../catalog-factories";
import { actorFor, appErrorFrom, createUser, silentLogger, testMailer } from "../factories";
import { useTestDatabase } from "../setup/database";
import { storeCommandMatrix, type StoreCommand } from "./matrix";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };

/** A store with ₦1,000 on its balance, suspended already when the command is a reinstatement. */
async function storeFor(command: StoreCommand) {
  const store = await createVendor(t.db);
  await postLedgerEntry(t.db, {
    vendorId: store.id,
    kind: "adjustment",
    amount: 100_000,
    currency: "NGN",
    memo: "Opening balance",
  });
  if (command === "reinstate store")
    await t.db
      .update(vendors)
      .set({ isActive: false, suspendedAt: new Date(), suspensionReason: "Test" })
      .where(eq(vendors.id, store.id));
  return store;
}

describe("store commands of the back office, by role", () => {
  it.each(storeCommandMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      const actor = actorFor(await createUser(t.db, { role: viewer }));
      const store = await storeFor(command);
      const run = () =>
        command === "adjust balance"
          ? adjustVendorBalance(t.db, { actor, vendorId: store.id, amount: "-250", memo: "Refund" })
          : command === "suspend store"
            ? suspendStore(t.db, { actor, vendorId: store.id, reason: "Counterfeit goods", ...delivery })
            : reinstateStore(t.db, { actor, vendorId: store.id, ...delivery });
      if (expected === "allow") await run();
      else expect((await appErrorFrom(run())).status).toBe(403);

      const [after] = await t.db.select().from(vendors).where(eq(vendors.id, store.id));
      const [balance] = await t.db.select().from(vendorBalances).where(eq(vendorBalances.vendorId, store.id));
      const changed = {
        "adjust balance": balance?.balance !== 100_000,
        "suspend store": after?.isActive === false,
        "reinstate store": after?.isActive === true,
      }[command];
      expect(changed).toBe(expected === "allow");
    },
  );
});
