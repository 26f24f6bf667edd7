import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderNotes, orders, payments, subOrders } from "#db/schema";
import { cancelOrder, cancelOrderInBackOffice } from "#server/flows/cancel-order";
import { fulfilSubOrder } from "#server/flows/fulfil-sub-order";
import { addInternalNote } from "#server/modules/orders/add-internal-note";
import { confirmBankTransfer } from "#server/modules/orders/confirm-bank-transfer";
import { refundCancelledOrder } from "#server/modules/payments/refund-cancelled-order";
import { createProduct } from "../catalog-factories";
import { paidCardOrder, placedOrder } from "../commerce-factories";
import {
  actorFor,
  appErrorFrom,
  baseURL,
  createUser,
  silentLogger,
  testMailer,
  testSecret,
} from "../factories";
import { useTestDatabase } from "../setup/database";
import { orderCommandMatrix } from "./matrix";

const t = useTestDatabase();

const env = { APP_ENV: "test" as const, APP_URL: baseURL };
const delivery = { mailer: testMailer, appUrl: baseURL, secret: testSecret, logger: silentLogger };

/** Each command on an order in the state it applies to, and what it changes when allowed. */
async function arrange(command: (typeof orderCommandMatrix)[number]["command"]) {
  const product = await createProduct(t.db, { stockQuantity: 20 });
  const lines = [{ productId: product.id, quantity: 1 }];
  if (command === "refund") {
    const paid = await paidCardOrder(t.db, lines);
    await cancelOrder(t.db, { userId: paid.user.id, orderId: paid.orderId });
    return {
      orderId: paid.orderId,
      subOrderId: "",
      changed: async () =>
        (await t.db.select().from(payments).where(eq(payments.reference, paid.reference)))[0]
          ?.refundStatus === "refunded",
    };
  }
  const placed = await placedOrder(t.db, lines);
  const order = async () => (await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]!;
  const [part] = await t.db.select().from(subOrders).where(eq(subOrders.orderId, placed.orderId));
  const changed = {
    "add a note": async () =>
      (await t.db.select().from(orderNotes).where(eq(orderNotes.orderId, placed.orderId))).length === 1,
    cancel: async () => (await order()).status === "cancelled",
    "mark paid": async () => (await order()).paymentStatus === "paid",
    "move a part on": async () =>
      (await t.db.select().from(subOrders).where(eq(subOrders.id, part!.id)))[0]?.status === "processing",
  }[command];
  return { orderId: placed.orderId, subOrderId: part!.id, changed };
}

describe("the back office's order commands, by role", () => {
  it.each(orderCommandMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      const actor = actorFor(await createUser(t.db, { role: viewer }));
      const { orderId, subOrderId, changed } = await arrange(command);
      const run = {
        "add a note": () => addInternalNote(t.db, { actor, orderId, body: "Buyer called about delivery." }),
        cancel: () => cancelOrderInBackOffice(t.db, { actor, orderId, ...delivery }),
        "mark paid": () => confirmBankTransfer(t.db, { actor, orderId }),
        refund: () => refundCancelledOrder(t.db, { actor, orderId, env, logger: silentLogger }),
        "move a part on": () =>
          fulfilSubOrder(t.db, { backOffice: actor, orderId, subOrderId, to: "processing", ...delivery }),
      }[command];
      if (expected === "allow") await run();
      else expect((await appErrorFrom(run())).status).toBe(403);
      expect(await changed()).toBe(expected === "allow");
    },
  );
});
