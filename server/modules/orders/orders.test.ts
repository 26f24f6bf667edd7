import { describe, expect, it } from "vitest";
import { messages } from "#common/messages";
import { notifications, orders, subOrders, vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { placedOrder } from "../../../tests/commerce-factories";
import { actorFor, appErrorFrom, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { advanceSubOrder } from "./advance-sub-order";
import { confirmBankTransfer } from "./confirm-bank-transfer";
import {
  getOrderDetail,
  listBuyerOrders,
  listOrdersForBackOffice,
  listVendorSubOrders,
} from "./orders.queries";
import { netTermsStanding } from "./net-terms";

const t = useTestDatabase();

async function vendorWithOwner() {
  const owner = await createUser(t.db, { role: "vendor" });
  const vendor = await createVendor(t.db);
  await t.db.update(vendors).set({ userId: owner.id }).where(eq(vendors.id, vendor.id));
  return { vendor, owner };
}

describe("fulfilment", () => {
  it("lets each vendor see and move only its own part: processing → shipped with tracking → delivered, notifying the buyer", async () => {
    const lagos = await vendorWithOwner();
    const accra = await vendorWithOwner();
    const cloth = await createProduct(t.db, { vendorId: lagos.vendor.id });
    const beads = await createProduct(t.db, { vendorId: accra.vendor.id });
    const placed = await placedOrder(t.db, [
      { productId: cloth.id, quantity: 1 },
      { productId: beads.id, quantity: 2 },
    ]);
    await confirmBankTransfer(t.db, {
      actor: actorFor(await createUser(t.db, { role: "staff" })),
      orderId: placed.orderId,
    });

    const lagosView = await listVendorSubOrders(t.db, { vendorId: lagos.vendor.id, page: 1 });
    expect(lagosView.rows.map((row) => row.items.map((item) => item.productId))).toEqual([[cloth.id]]);
    const part = lagosView.rows[0]!;
    expect(
      (
        await appErrorFrom(
          advanceSubOrder(t.db, {
            vendorId: accra.vendor.id,
            actorUserId: accra.owner.id,
            subOrderId: part.id,
            to: "processing",
          }),
        )
      ).code,
    ).toBe("NOT_FOUND");
    expect(
      (
        await appErrorFrom(
          advanceSubOrder(t.db, {
            vendorId: lagos.vendor.id,
            actorUserId: lagos.owner.id,
            subOrderId: part.id,
            to: "shipped",
            carrier: "GIG",
            trackingNumber: "X1",
          }),
        )
      ).code,
    ).toBe("CONFLICT");

    await advanceSubOrder(t.db, {
      vendorId: lagos.vendor.id,
      actorUserId: lagos.owner.id,
      subOrderId: part.id,
      to: "processing",
    });
    expect(
      (
        await appErrorFrom(
          advanceSubOrder(t.db, {
            vendorId: lagos.vendor.id,
            actorUserId: lagos.owner.id,
            subOrderId: part.id,
            to: "shipped",
            carrier: "GIG Logistics",
          }),
        )
      ).fieldErrors,
    ).toHaveProperty("trackingNumber");
    const shipped = await advanceSubOrder(t.db, {
      vendorId: lagos.vendor.id,
      actorUserId: lagos.owner.id,
      subOrderId: part.id,
      to: "shipped",
      carrier: "GIG Logistics",
      trackingNumber: "GIG-123",
    });
    // The other vendor has not shipped, so the order as a whole is still pending.
    expect(shipped.orderStatus).toBe("pending");
    await advanceSubOrder(t.db, {
      vendorId: lagos.vendor.id,
      actorUserId: lagos.owner.id,
      subOrderId: part.id,
      to: "delivered",
    });

    const detail = await getOrderDetail(t.db, {
      orderId: placed.orderId,
      viewer: { kind: "buyer", userId: placed.user.id },
    });
    expect(detail?.parts.find((entry) => entry.vendorId === lagos.vendor.id)).toMatchObject({
      status: "delivered",
      carrier: "GIG Logistics",
      trackingNumber: "GIG-123",
    });
    expect(detail?.history.map((entry) => entry.status)).toEqual([
      "pending",
      "paid",
      "processing",
      "shipped",
      "delivered",
    ]);
    const notes = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, placed.user.id));
    expect(notes.map((note) => note.title)).toEqual([
      `Order ${placed.orderNumber}: processing`,
      `Order ${placed.orderNumber}: shipped`,
      `Order ${placed.orderNumber}: delivered`,
    ]);

    const accraPart = (await listVendorSubOrders(t.db, { vendorId: accra.vendor.id, page: 1 })).rows[0]!;
    for (const to of ["processing", "shipped", "delivered"]) {
      await advanceSubOrder(t.db, {
        vendorId: accra.vendor.id,
        actorUserId: accra.owner.id,
        subOrderId: accraPart.id,
        to,
        carrier: "DHL",
        trackingNumber: "D-9",
      });
    }
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]?.status).toBe(
      "delivered",
    );
  });

  it("lets a vendor ship only an order that is paid or on agreed terms", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const product = await createProduct(t.db, { vendorId: vendor.id, stockQuantity: 10 });
    const partOf = async (orderId: string) =>
      (await t.db.select({ id: subOrders.id }).from(subOrders).where(eq(subOrders.orderId, orderId)))[0]!.id;
    const step = (subOrderId: string, to: string) =>
      advanceSubOrder(t.db, {
        vendorId: vendor.id,
        actorUserId: owner.id,
        subOrderId,
        to,
        carrier: "GIG",
        trackingNumber: "G-1",
      });

    const transfer = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    const card = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }], { paymentMethod: "card" });
    for (const order of [transfer, card]) {
      const part = await partOf(order.orderId);
      await step(part, "processing");
      expect((await appErrorFrom(step(part, "shipped"))).message).toBe(messages.payments.shipUnpaid);
    }
    expect(
      (await listVendorSubOrders(t.db, { vendorId: vendor.id, page: 1 })).rows.map((row) => row.status),
    ).toEqual(["processing", "processing"]);

    await confirmBankTransfer(t.db, {
      actor: actorFor(await createUser(t.db, { role: "staff" })),
      orderId: transfer.orderId,
    });
    await step(await partOf(transfer.orderId), "shipped");
    const onAccount = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }], {
      paymentMethod: "purchase_order",
      poNumber: "PO-77",
    });
    const poPart = await partOf(onAccount.orderId);
    await step(poPart, "processing");
    expect((await step(poPart, "shipped")).status).toBe("shipped");
  });

  it("shows an order only to its buyer", async () => {
    const product = await createProduct(t.db);
    const placed = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    const stranger = await createUser(t.db);
    expect(
      await getOrderDetail(t.db, { orderId: placed.orderId, viewer: { kind: "buyer", userId: stranger.id } }),
    ).toBeNull();
    expect(
      await getOrderDetail(t.db, { orderId: placed.orderId, viewer: { kind: "guest-link", token: "guess" } }),
    ).toBeNull();
    expect((await listBuyerOrders(t.db, { userId: stranger.id, page: 1 })).rows).toEqual([]);
    expect((await listBuyerOrders(t.db, { userId: placed.user.id, page: 1 })).rows).toMatchObject([
      { orderNumber: placed.orderNumber, itemCount: 1 },
    ]);
  });
});

describe("net terms", () => {
  it("counts delivered orders towards net terms: three make a buyer eligible", async () => {
    const { vendor, owner } = await vendorWithOwner();
    const product = await createProduct(t.db, { vendorId: vendor.id });
    const first = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    expect((await netTermsStanding(t.db, { userId: first.user.id })).eligible).toBe(false);
    await t.db.update(orders).set({ userId: first.user.id, status: "delivered" });
    expect((await netTermsStanding(t.db, { userId: first.user.id })).eligible).toBe(false);
    await placedOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    await placedOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    await t.db.update(orders).set({ userId: first.user.id, status: "delivered" });
    expect((await netTermsStanding(t.db, { userId: first.user.id })).eligible).toBe(true);
    expect(owner.id).not.toBe(first.user.id);
  });
});

describe("bank transfers", () => {
  it("lets admins and staff confirm a transfer once, and nobody else", async () => {
    const product = await createProduct(t.db);
    const placed = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    const buyer = actorFor(placed.user);
    expect(
      (await appErrorFrom(confirmBankTransfer(t.db, { actor: buyer, orderId: placed.orderId }))).code,
    ).toBe("FORBIDDEN");
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    expect(await confirmBankTransfer(t.db, { actor: staff, orderId: placed.orderId })).toEqual({
      id: placed.orderId,
      orderNumber: placed.orderNumber,
    });
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]?.paymentStatus).toBe(
      "paid",
    );
    expect(
      (
        await appErrorFrom(
          confirmBankTransfer(t.db, {
            actor: actorFor(await createUser(t.db, { role: "admin" })),
            orderId: placed.orderId,
          }),
        )
      ).code,
    ).toBe("CONFLICT");
    expect((await listOrdersForBackOffice(t.db, { page: 1, awaitingTransfer: true })).rows).toEqual([]);
  });
});
