import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultFormatters } from "#common/format";
import { maxInternalNoteLength } from "#common/back-office-orders";
import { messages } from "#common/messages";
import { notifications, orders, orderStatus, payments, products, subOrders } from "#db/schema";
import { createProduct } from "../../tests/catalog-factories";
import { paidCardOrder, placedOrder } from "../../tests/commerce-factories";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  baseURL,
  createUser,
  latestMail,
  silentLogger,
  testMailer,
  testSecret,
} from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { addInternalNote } from "../modules/orders/add-internal-note";
import { backOfficeOrderDetail } from "../modules/orders/back-office-order.queries";
import { confirmBankTransfer } from "../modules/orders/confirm-bank-transfer";
import { refundCancelledOrder } from "../modules/payments/refund-cancelled-order";
import { cancelOrder, cancelOrderInBackOffice } from "./cancel-order";
import { fulfilSubOrder } from "./fulfil-sub-order";

const t = useTestDatabase();
const texts = messages.adminOrders;
const env = { APP_ENV: "test" as const, APP_URL: baseURL };
const delivery = { mailer: testMailer, appUrl: baseURL, secret: testSecret, logger: silentLogger };

async function staffActor() {
  return actorFor(await createUser(t.db, { role: "staff" }));
}

async function bankTransferOrder(quantity = 2) {
  const product = await createProduct(t.db, { stockQuantity: 10 });
  const placed = await placedOrder(t.db, [{ productId: product.id, quantity }]);
  const [part] = await t.db.select().from(subOrders).where(eq(subOrders.orderId, placed.orderId));
  return { ...placed, product, partId: part!.id };
}

async function orderRow(orderId: string) {
  return (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
}

async function historyNotes(orderId: string) {
  const rows = await t.db
    .select({ notes: orderStatus.notes })
    .from(orderStatus)
    .where(eq(orderStatus.orderId, orderId));
  return rows.map((row) => row.notes);
}

describe("the back office's order page", () => {
  it("shows any order to staff with its parts, payments, who wrote each step and the notes; an unknown id is nothing", async () => {
    const staff = await staffActor();
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const paid = await paidCardOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    await addInternalNote(t.db, {
      actor: staff,
      orderId: paid.orderId,
      body: "  Buyer asked for gift wrap.  ",
    });
    const [part] = await t.db.select().from(subOrders).where(eq(subOrders.orderId, paid.orderId));
    await fulfilSubOrder(t.db, {
      backOffice: staff,
      orderId: paid.orderId,
      subOrderId: part!.id,
      to: "processing",
      ...delivery,
    });

    const detail = await backOfficeOrderDetail(t.db, { orderId: paid.orderId });
    expect(detail?.order).toMatchObject({ orderNumber: paid.orderNumber, paymentStatus: "paid" });
    expect(detail?.parts).toMatchObject([
      { id: part!.id, status: "processing", commissionAmount: part!.commissionAmount, nextStep: "shipped" },
    ]);
    expect(detail?.payments).toMatchObject([
      { provider: "sandbox", reference: paid.reference, status: "succeeded", refundStatus: null },
    ]);
    expect(detail?.history.at(-1)).toMatchObject({ status: "processing", actorEmail: staff.email });
    expect(detail?.notes).toMatchObject([{ body: "Buyer asked for gift wrap.", authorEmail: staff.email }]);
    expect(detail?.notes[0]?.createdAt).toBeInstanceOf(Date);

    expect(await backOfficeOrderDetail(t.db, { orderId: "ord_missing" })).toBeNull();
  });
});

describe("internal notes", () => {
  it("need a text of at most the longest length, on an order that exists, and are audited", async () => {
    const staff = await staffActor();
    const { orderId } = await bankTransferOrder();
    const empty = await appErrorFrom(addInternalNote(t.db, { actor: staff, orderId, body: "   " }));
    expect(empty.fieldErrors).toEqual({ note: texts.noteRequired });
    const long = await appErrorFrom(
      addInternalNote(t.db, { actor: staff, orderId, body: "x".repeat(maxInternalNoteLength + 1) }),
    );
    expect(long.fieldErrors).toEqual({ note: texts.noteTooLong(maxInternalNoteLength) });
    expect(
      (await appErrorFrom(addInternalNote(t.db, { actor: staff, orderId: "ord_x", body: "Hi" }))).code,
    ).toBe("NOT_FOUND");

    await addInternalNote(t.db, { actor: staff, orderId, body: "x".repeat(maxInternalNoteLength) });
    expect(await auditRows(t.db, "order.note")).toMatchObject([
      { userId: staff.userId, resource: `order:${orderId}` },
    ]);
    // The buyer's history never shows it.
    expect(await historyNotes(orderId)).not.toContain("x".repeat(maxInternalNoteLength));
  });
});

describe("cancelling from the back office", () => {
  it("cancels by the buyer's rules, returns the stock, tells the buyer, is audited, and is refused the second time", async () => {
    const staff = await staffActor();
    const placed = await bankTransferOrder(3);
    await cancelOrderInBackOffice(t.db, { actor: staff, orderId: placed.orderId, ...delivery });

    expect(await orderRow(placed.orderId)).toMatchObject({ status: "cancelled", paymentStatus: "cancelled" });
    expect(
      (await t.db.select().from(products).where(eq(products.id, placed.product.id)))[0]?.stockQuantity,
    ).toBe(10);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, placed.user.id));
    expect(notice).toMatchObject({
      title: texts.cancelledNoticeTitle(placed.orderNumber),
      message: `${texts.cancelledNotice(false)}.`,
      priority: "high",
    });
    expect((await latestMail(t.db, placed.email))?.text).toContain(texts.cancelledNotice(false));
    expect(await auditRows(t.db, "order.cancel")).toMatchObject([
      { userId: staff.userId, resource: `order:${placed.orderId}` },
    ]);

    const again = await appErrorFrom(
      cancelOrderInBackOffice(t.db, { actor: staff, orderId: placed.orderId, ...delivery }),
    );
    expect(again).toMatchObject({ code: "CONFLICT", message: texts.alreadyCancelled });
    expect(await auditRows(t.db, "order.cancel")).toHaveLength(1);
  });

  it("leaves a shipped part as it is and refuses an order with nothing left to cancel", async () => {
    const staff = await staffActor();
    const placed = await bankTransferOrder();
    await confirmBankTransfer(t.db, { actor: staff, orderId: placed.orderId });
    for (const step of [
      { to: "processing" },
      { to: "shipped", carrier: "GIG Logistics", trackingNumber: "GIG-42" },
    ])
      await fulfilSubOrder(t.db, {
        backOffice: staff,
        orderId: placed.orderId,
        subOrderId: placed.partId,
        ...step,
        ...delivery,
      });
    const refused = await appErrorFrom(
      cancelOrderInBackOffice(t.db, { actor: staff, orderId: placed.orderId, ...delivery }),
    );
    expect(refused.message).toBe("This order has shipped and can no longer be cancelled.");
    expect((await orderRow(placed.orderId)).status).toBe("shipped");
  });

  it("answers an unknown order with not found", async () => {
    const refused = await appErrorFrom(
      cancelOrderInBackOffice(t.db, { actor: await staffActor(), orderId: "ord_missing", ...delivery }),
    );
    expect(refused.code).toBe("NOT_FOUND");
  });
});

describe("refunding a cancelled order through its provider", () => {
  it("refunds the payment in full once, notes it in the history and audits it", async () => {
    const staff = await staffActor();
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const paid = await paidCardOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    const notCancelled = await appErrorFrom(
      refundCancelledOrder(t.db, { actor: staff, orderId: paid.orderId, env, logger: silentLogger }),
    );
    expect(notCancelled).toMatchObject({ code: "CONFLICT", message: texts.refundNotCancelled });

    await cancelOrderInBackOffice(t.db, { actor: staff, orderId: paid.orderId, ...delivery });
    expect(await historyNotes(paid.orderId)).toContain("Order cancelled. Your payment will be refunded.");
    const refund = await refundCancelledOrder(t.db, {
      actor: staff,
      orderId: paid.orderId,
      env,
      logger: silentLogger,
    });
    expect(refund).toMatchObject({ outcome: "refunded", amount: paid.totalAmount, currency: paid.currency });
    expect(
      (await t.db.select().from(payments).where(eq(payments.reference, paid.reference)))[0],
    ).toMatchObject({
      status: "succeeded",
      refundStatus: "refunded",
      refundReference: `sandbox-refund-${paid.reference}`,
    });
    expect(await historyNotes(paid.orderId)).toContain(
      texts.cancelledOrderRefund(defaultFormatters.money(paid.totalAmount, paid.currency), true),
    );
    expect(await auditRows(t.db, "order.refund")).toMatchObject([
      { userId: staff.userId, resource: `order:${paid.orderId}` },
    ]);

    const twice = await appErrorFrom(
      refundCancelledOrder(t.db, { actor: staff, orderId: paid.orderId, env, logger: silentLogger }),
    );
    expect(twice).toMatchObject({ code: "CONFLICT", message: texts.refundAlreadyAsked });
  });

  it("keeps a refund the provider could not make as refused, for the provider's dashboard", async () => {
    const staff = await staffActor();
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const paid = await paidCardOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    await cancelOrder(t.db, { userId: paid.user.id, orderId: paid.orderId });
    // Taken by Paystack, whose key this server no longer has: the provider cannot be called.
    await t.db.update(payments).set({ provider: "paystack" }).where(eq(payments.reference, paid.reference));
    const refund = await refundCancelledOrder(t.db, {
      actor: staff,
      orderId: paid.orderId,
      env,
      logger: silentLogger,
    });
    expect(refund.outcome).toBe("refund-failed");
    expect(
      (await t.db.select().from(payments).where(eq(payments.reference, paid.reference)))[0],
    ).toMatchObject({
      refundStatus: "failed",
      refundReference: null,
    });
    expect(await historyNotes(paid.orderId)).toContain(
      texts.cancelledOrderRefund(defaultFormatters.money(paid.totalAmount, paid.currency), false),
    );
  });

  it("refuses an unpaid order and an order paid by bank transfer, which no provider holds", async () => {
    const staff = await staffActor();
    const unpaid = await bankTransferOrder();
    await cancelOrderInBackOffice(t.db, { actor: staff, orderId: unpaid.orderId, ...delivery });
    expect(
      await appErrorFrom(
        refundCancelledOrder(t.db, { actor: staff, orderId: unpaid.orderId, env, logger: silentLogger }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: texts.refundNotPaid });

    const transferred = await bankTransferOrder();
    await confirmBankTransfer(t.db, { actor: staff, orderId: transferred.orderId });
    await cancelOrderInBackOffice(t.db, { actor: staff, orderId: transferred.orderId, ...delivery });
    expect(
      await appErrorFrom(
        refundCancelledOrder(t.db, { actor: staff, orderId: transferred.orderId, env, logger: silentLogger }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: texts.refundNoProviderPayment });
  });
});

describe("marking a bank transfer paid", () => {
  it("only for an order awaiting a bank transfer, once, audited", async () => {
    const staff = await staffActor();
    const product = await createProduct(t.db, { stockQuantity: 5 });
    const card = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }], { paymentMethod: "card" });
    expect(
      (await appErrorFrom(confirmBankTransfer(t.db, { actor: staff, orderId: card.orderId }))).code,
    ).toBe("CONFLICT");
    expect((await orderRow(card.orderId)).paymentStatus).toBe("awaiting_payment");

    const transfer = await bankTransferOrder();
    await confirmBankTransfer(t.db, { actor: staff, orderId: transfer.orderId, ipAddress: "10.1.2.3" });
    expect((await orderRow(transfer.orderId)).paymentStatus).toBe("paid");
    expect(await auditRows(t.db, "order.mark_paid")).toMatchObject([
      { userId: staff.userId, resource: `order:${transfer.orderId}`, ipAddress: "10.1.2.3" },
    ]);
    expect(
      (await appErrorFrom(confirmBankTransfer(t.db, { actor: staff, orderId: transfer.orderId }))).code,
    ).toBe("CONFLICT");

    const cancelled = await bankTransferOrder();
    await cancelOrderInBackOffice(t.db, { actor: staff, orderId: cancelled.orderId, ...delivery });
    expect(
      (await appErrorFrom(confirmBankTransfer(t.db, { actor: staff, orderId: cancelled.orderId }))).code,
    ).toBe("CONFLICT");
  });
});

describe("moving a part on from the back office", () => {
  it("takes the fulfilment flow's steps: one at a time, shipping once paid and with its tracking, audited", async () => {
    const staff = await staffActor();
    const placed = await bankTransferOrder();
    const move = (step: { to: string; carrier?: string; trackingNumber?: string }) =>
      fulfilSubOrder(t.db, {
        backOffice: staff,
        orderId: placed.orderId,
        subOrderId: placed.partId,
        ...step,
        ...delivery,
      });

    expect((await appErrorFrom(move({ to: "shipped", carrier: "GIG", trackingNumber: "1" }))).message).toBe(
      "An order that is pending cannot be marked shipped.",
    );
    await move({ to: "processing" });
    expect((await appErrorFrom(move({ to: "shipped", carrier: "GIG", trackingNumber: "1" }))).message).toBe(
      messages.payments.shipUnpaid,
    );
    await confirmBankTransfer(t.db, { actor: staff, orderId: placed.orderId });
    expect(Object.keys((await appErrorFrom(move({ to: "shipped" }))).fieldErrors ?? {})).toEqual([
      "carrier",
      "trackingNumber",
    ]);
    await move({ to: "shipped", carrier: "GIG Logistics", trackingNumber: "GIG-7" });
    await move({ to: "delivered" });
    expect((await orderRow(placed.orderId)).status).toBe("delivered");
    expect((await auditRows(t.db, "order.sub_order_status")).map((row) => row.details)).toMatchObject([
      { from: "pending", to: "processing" },
      { from: "processing", to: "shipped", carrier: "GIG Logistics", trackingNumber: "GIG-7" },
      { from: "shipped", to: "delivered" },
    ]);
  });

  it("moves only a part of the order the page is about", async () => {
    const staff = await staffActor();
    const first = await bankTransferOrder();
    const other = await bankTransferOrder();
    const refused = await appErrorFrom(
      fulfilSubOrder(t.db, {
        backOffice: staff,
        orderId: first.orderId,
        subOrderId: other.partId,
        to: "processing",
        ...delivery,
      }),
    );
    expect(refused.code).toBe("NOT_FOUND");
    const [part] = await t.db
      .select()
      .from(subOrders)
      .where(and(eq(subOrders.id, other.partId), eq(subOrders.status, "pending")));
    expect(part).toBeDefined();
  });
});
