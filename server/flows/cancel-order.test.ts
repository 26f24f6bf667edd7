import { describe, expect, it } from "vitest";
import { orders, products, vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../tests/catalog-factories";
import { placedOrder } from "../../tests/commerce-factories";
import { actorFor, appErrorFrom, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { advanceSubOrder } from "../modules/orders/advance-sub-order";
import { confirmBankTransfer } from "../modules/orders/confirm-bank-transfer";
import { listVendorSubOrders } from "../modules/orders/orders.queries";
import { cancelOrder } from "./cancel-order";

const t = useTestDatabase();

async function vendorWithOwner() {
  const owner = await createUser(t.db, { role: "vendor" });
  const vendor = await createVendor(t.db);
  await t.db.update(vendors).set({ userId: owner.id }).where(eq(vendors.id, vendor.id));
  return { vendor, owner };
}

describe("cancelling", () => {
  it("cancels what has not shipped, returns its stock, and refuses once everything has shipped", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const product = await createProduct(t.db, { vendorId: vendor.id, stockQuantity: 10 });
    const placed = await placedOrder(t.db, [{ productId: product.id, quantity: 4 }]);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]?.stockQuantity).toBe(6);
    expect((await appErrorFrom(cancelOrder(t.db, { userId: owner.id, orderId: placed.orderId }))).code).toBe(
      "NOT_FOUND",
    );

    expect(await cancelOrder(t.db, { userId: placed.user.id, orderId: placed.orderId })).toEqual({
      status: "cancelled",
      cancelledParts: 1,
    });
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]?.stockQuantity).toBe(
      10,
    );
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
    });

    const shippedOrder = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    await confirmBankTransfer(t.db, {
      actor: actorFor(await createUser(t.db, { role: "staff" })),
      orderId: shippedOrder.orderId,
    });
    const part = (await listVendorSubOrders(t.db, { vendorId: vendor.id, page: 1, status: "pending" }))
      .rows[0]!;
    await advanceSubOrder(t.db, {
      vendorId: vendor.id,
      actorUserId: owner.id,
      subOrderId: part.id,
      to: "processing",
    });
    await advanceSubOrder(t.db, {
      vendorId: vendor.id,
      actorUserId: owner.id,
      subOrderId: part.id,
      to: "shipped",
      carrier: "GIG",
      trackingNumber: "1",
    });
    expect(
      (await appErrorFrom(cancelOrder(t.db, { userId: shippedOrder.user.id, orderId: shippedOrder.orderId })))
        .message,
    ).toBe("This order has shipped and can no longer be cancelled.");
  });
});
