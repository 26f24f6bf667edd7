import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { defaultFormatters } from "#common/format";
import { messages } from "#common/messages";
import type { PayoutMethod } from "#common/payout-method";
import {
  auditLogs,
  payoutTransferEvents,
  vendorBalances,
  vendorLedgerEntries,
  vendorPayouts,
  vendors,
} from "#db/schema";
import type { Env } from "#server/lib/env";
import { and, eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { placedOrder } from "../../../tests/commerce-factories";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  createUser,
  silentLogger,
  testSecret,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { fulfilSubOrder } from "../../flows/fulfil-sub-order";
import { confirmBankTransfer } from "../orders/confirm-bank-transfer";
import { listVendorSubOrders } from "../orders/orders.queries";
import { adjustVendorBalance } from "./adjust-vendor-balance";
import { changePayoutMethod } from "./change-payout-method";
import { markPayoutFailed } from "./mark-payout-failed";
import { vendorPayoutsOverview } from "./payouts.queries";
import { postLedgerEntry } from "./post-ledger-entry";
import { receiveTransferWebhook } from "./receive-transfer-webhook";
import { recordDeliveryEarnings } from "./record-delivery-earnings";
import { requestPayout } from "./request-payout";
import { savePayoutMethod } from "./save-payout-method";
import { approvePayout } from "./approve-payout";
import { retryPayout } from "./retry-payout";
import { isTransferEvent } from "./transfer-event";
import {
  flutterwaveTransfers,
  paystackTransfers,
  sandboxTransferEvent,
  sandboxTransfers,
} from "./transfer-providers";

const t = useTestDatabase();
const env = {
  AUTH_SECRET: testSecret,
  APP_ENV: "test",
  PAYSTACK_SECRET_KEY: "sk_test_recorded",
  FLUTTERWAVE_SECRET_HASH: "flw-recorded-hash",
} as Env;
const sandbox = sandboxTransfers();

const bankAccount: PayoutMethod = {
  type: "bank",
  bankName: "Access Bank",
  bankCode: "044",
  accountNumber: "0123456789",
  accountName: "Lagos Threads Ltd",
  countryCode: "NG",
};

async function vendorWithBalance(balance: number, { method = bankAccount as PayoutMethod | null } = {}) {
  const owner = await createUser(t.db, { role: "vendor" });
  const vendor = await createVendor(t.db);
  await t.db.update(vendors).set({ userId: owner.id }).where(eq(vendors.id, vendor.id));
  if (method) await savePayoutMethod(t.db, { vendorId: vendor.id, method });
  if (balance > 0)
    await postLedgerEntry(t.db, {
      vendorId: vendor.id,
      kind: "adjustment",
      amount: balance,
      currency: "NGN",
      memo: "Opening balance",
    });
  return { vendor, owner };
}

async function balanceOf(vendorId: string) {
  const [row] = await t.db.select().from(vendorBalances).where(eq(vendorBalances.vendorId, vendorId));
  return row?.balance ?? 0;
}

async function ledgerSum(vendorId: string) {
  const rows = await t.db
    .select()
    .from(vendorLedgerEntries)
    .where(eq(vendorLedgerEntries.vendorId, vendorId));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

async function adminActor() {
  return actorFor(await createUser(t.db, { role: "admin" }));
}

async function payoutRow(payoutId: string) {
  const [row] = await t.db.select().from(vendorPayouts).where(eq(vendorPayouts.id, payoutId));
  return row!;
}

function sandboxWebhook(body: { rawBody: string; signature: string }) {
  return receiveTransferWebhook(t.db, {
    provider: "sandbox",
    rawBody: body.rawBody,
    headers: new Headers({ "x-sandbox-signature": body.signature }),
    env,
    logger: silentLogger,
  });
}

async function approvedPayout(amount = 600_000) {
  const { vendor, owner } = await vendorWithBalance(2_000_000);
  const { payoutId } = await requestPayout(t.db, {
    vendorId: vendor.id,
    userId: owner.id,
    amount: amount / 100,
  });
  const admin = await adminActor();
  const sent = await approvePayout(t.db, {
    actor: admin,
    payoutId,
    transfers: sandbox,
    logger: silentLogger,
  });
  return { vendor, payoutId, admin, sent };
}

describe("earnings on delivery", () => {
  it("credits the delivered sub-order's subtotal less its commission, once, in the delivering transaction", async () => {
    const owner = await createUser(t.db, { role: "vendor" });
    const vendor = await createVendor(t.db);
    await t.db.update(vendors).set({ userId: owner.id }).where(eq(vendors.id, vendor.id));
    const product = await createProduct(t.db, { vendorId: vendor.id, price: 1_000_000 });
    const placed = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }]);
    await confirmBankTransfer(t.db, { actor: await adminActor(), orderId: placed.orderId });
    const [part] = (await listVendorSubOrders(t.db, { vendorId: vendor.id, page: 1 })).rows;
    const step = { vendorId: vendor.id, actorUserId: owner.id, subOrderId: part!.id };
    const flow = {
      mailer: { send: vi.fn() } as never,
      appUrl: "http://localhost:3000",
      secret: testSecret,
      logger: silentLogger,
    };
    await fulfilSubOrder(t.db, { ...step, ...flow, to: "processing" });
    await fulfilSubOrder(t.db, { ...step, ...flow, to: "shipped", carrier: "GIG", trackingNumber: "GIG-1" });
    expect(await balanceOf(vendor.id)).toBe(0);
    await fulfilSubOrder(t.db, { ...step, ...flow, to: "delivered" });

    const expected = part!.subtotal - part!.commissionAmount;
    expect(part!.commissionAmount).toBeGreaterThan(0);
    expect(await balanceOf(vendor.id)).toBe(expected);
    await recordDeliveryEarnings(t.db, { subOrderId: part!.id });
    expect(await balanceOf(vendor.id)).toBe(expected);
    const overview = await vendorPayoutsOverview(t.db, { vendorId: vendor.id, page: 1 });
    expect(overview.ledger.rows.map((row) => [row.kind, row.amount, row.orderNumber])).toEqual(
      expect.arrayContaining([
        ["earning", part!.subtotal, part!.orderNumber],
        ["commission", -part!.commissionAmount, part!.orderNumber],
      ]),
    );
    expect(overview.ledger.total).toBe(2);
  });
});

describe("payout requests", () => {
  it("refuses a blank, non-positive, too small or too large amount with a message on the field, writing nothing", async () => {
    const { vendor, owner } = await vendorWithBalance(700_000);
    const request = (amount: unknown) =>
      appErrorFrom(requestPayout(t.db, { vendorId: vendor.id, userId: owner.id, amount }));
    expect((await request("")).fieldErrors).toEqual({ amount: messages.payouts.amountRequired });
    expect((await request("0")).fieldErrors).toEqual({ amount: messages.payouts.amountPositive });
    expect((await request("-10")).fieldErrors).toEqual({ amount: messages.payouts.amountPositive });
    expect((await request("12abc")).fieldErrors).toEqual({ amount: messages.payouts.amountPositive });
    expect((await request("4999.99")).fieldErrors).toEqual({
      amount: messages.payouts.belowMinimum(defaultFormatters.money(500_000, "NGN")),
    });
    expect((await request("7000.01")).fieldErrors).toEqual({ amount: "Insufficient funds" });
    expect(await t.db.select().from(vendorPayouts)).toEqual([]);
    expect(await balanceOf(vendor.id)).toBe(700_000);
  });

  it("refuses without a payout method, saying where to add one", async () => {
    const { vendor, owner } = await vendorWithBalance(700_000, { method: null });
    const error = await appErrorFrom(
      requestPayout(t.db, { vendorId: vendor.id, userId: owner.id, amount: "5000" }),
    );
    expect(error.message).toBe(messages.payouts.noPayoutMethod);
  });

  it("debits the balance at once and records the payout as requested", async () => {
    const { vendor, owner } = await vendorWithBalance(700_000);
    const { payoutId } = await requestPayout(t.db, {
      vendorId: vendor.id,
      userId: owner.id,
      amount: "5,000",
    });
    expect(await balanceOf(vendor.id)).toBe(200_000);
    expect(await ledgerSum(vendor.id)).toBe(200_000);
    expect((await payoutRow(payoutId)).status).toBe("requested");
    const overview = await vendorPayoutsOverview(t.db, { vendorId: vendor.id, page: 1 });
    expect(overview.payouts.map((payout) => [payout.status, payout.amount])).toEqual([
      ["requested", 500_000],
    ]);
    expect(overview.method).toMatchObject({ type: "bank", accountEnding: "6789" });
    expect(JSON.stringify(overview)).not.toContain("0123456789");
  });

  it("lets 50 requests at once take no more than the balance: it never goes below zero", async () => {
    const { vendor, owner } = await vendorWithBalance(2_500_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        requestPayout(t.db, { vendorId: vendor.id, userId: owner.id, amount: "5000" }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    for (const result of results)
      if (result.status === "rejected")
        expect(result.reason.fieldErrors).toEqual({ amount: "Insufficient funds" });
    expect(await balanceOf(vendor.id)).toBe(0);
    expect(await ledgerSum(vendor.id)).toBe(0);
  });

  it("shows a vendor only its own ledger and payouts", async () => {
    const lagos = await vendorWithBalance(700_000);
    const accra = await vendorWithBalance(900_000);
    await requestPayout(t.db, { vendorId: accra.vendor.id, userId: accra.owner.id, amount: "6000" });
    const overview = await vendorPayoutsOverview(t.db, { vendorId: lagos.vendor.id, page: 1 });
    expect(overview.balance).toBe(700_000);
    expect(overview.payouts).toEqual([]);
    expect(overview.ledger.rows.map((row) => row.amount)).toEqual([700_000]);
  });
});

describe("sending payouts", () => {
  it("an admin's approval sends the transfer; the sandbox's signed webhook marks it paid, once", async () => {
    const { payoutId, sent } = await approvedPayout();
    expect(sent.status).toBe("processing");
    const payout = await payoutRow(payoutId);
    expect(payout).toMatchObject({
      status: "processing",
      provider: "sandbox",
      reference: `${payoutId}-1`,
      attempts: 1,
    });
    expect(sent.testPage).toContain(payout.reference);
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.action, "payout.approve"))).toHaveLength(1);

    const event = sandboxTransferEvent(
      { reference: payout.reference!, amount: payout.amount, currency: "NGN", outcome: "paid" },
      testSecret,
    );
    expect(isTransferEvent(event.rawBody)).toBe(true);
    expect((await sandboxWebhook(event)).body).toEqual({ received: true, result: "paid" });
    expect((await sandboxWebhook(event)).body).toEqual({ received: true, result: "duplicate" });
    expect(await payoutRow(payoutId)).toMatchObject({ status: "paid" });
    expect(await t.db.select().from(payoutTransferEvents)).toHaveLength(1);
  });

  it("refuses a forged webhook, and ignores one whose amount is not the payout's", async () => {
    const { payoutId } = await approvedPayout();
    const payout = await payoutRow(payoutId);
    const event = sandboxTransferEvent(
      { reference: payout.reference!, amount: payout.amount, currency: "NGN", outcome: "paid" },
      testSecret,
    );
    expect((await sandboxWebhook({ ...event, signature: "0".repeat(64) })).status).toBe(401);
    const wrongAmount = sandboxTransferEvent(
      { reference: payout.reference!, amount: payout.amount + 1, currency: "NGN", outcome: "paid" },
      testSecret,
    );
    expect((await sandboxWebhook(wrongAmount)).body).toEqual({ received: true, result: "mismatch" });
    expect((await payoutRow(payoutId)).status).toBe("processing");
  });

  it("a failed transfer is retried as a new transfer, or marked failed, which gives the money back exactly once", async () => {
    const { vendor, payoutId, admin } = await approvedPayout(600_000);
    expect(await balanceOf(vendor.id)).toBe(1_400_000);
    const first = await payoutRow(payoutId);
    await sandboxWebhook(
      sandboxTransferEvent(
        { reference: first.reference!, amount: 600_000, currency: "NGN", outcome: "failed" },
        testSecret,
      ),
    );
    expect(await payoutRow(payoutId)).toMatchObject({
      status: "failed",
      failureReason: messages.payouts.sandboxDeclined,
    });

    await retryPayout(t.db, { actor: admin, payoutId, transfers: sandbox, logger: silentLogger });
    const second = await payoutRow(payoutId);
    expect(second).toMatchObject({ status: "processing", reference: `${payoutId}-2`, attempts: 2 });
    expect(
      (
        await appErrorFrom(
          retryPayout(t.db, { actor: admin, payoutId, transfers: sandbox, logger: silentLogger }),
        )
      ).code,
    ).toBe("CONFLICT");
    await sandboxWebhook(
      sandboxTransferEvent(
        { reference: second.reference!, amount: 600_000, currency: "NGN", outcome: "failed" },
        testSecret,
      ),
    );

    const noReason = await appErrorFrom(markPayoutFailed(t.db, { actor: admin, payoutId, reason: " " }));
    expect(noReason.fieldErrors).toEqual({ reason: messages.payouts.reasonRequired });
    await markPayoutFailed(t.db, { actor: admin, payoutId, reason: "Account closed" });
    expect(await balanceOf(vendor.id)).toBe(2_000_000);
    expect(
      (await appErrorFrom(markPayoutFailed(t.db, { actor: admin, payoutId, reason: "Again" }))).code,
    ).toBe("CONFLICT");
    expect(await balanceOf(vendor.id)).toBe(2_000_000);
    expect(await ledgerSum(vendor.id)).toBe(2_000_000);
    expect(await payoutRow(payoutId)).toMatchObject({ status: "reversed", failureReason: "Account closed" });
    expect(
      await t.db.select().from(auditLogs).where(eq(auditLogs.action, "payout.mark_failed")),
    ).toHaveLength(1);
  });

  it("a refused transfer leaves the payout failed for the admin to retry", async () => {
    const { vendor, owner } = await vendorWithBalance(700_000);
    const { payoutId } = await requestPayout(t.db, { vendorId: vendor.id, userId: owner.id, amount: "5000" });
    const refusing = { ...sandbox, send: () => Promise.reject(new Error("down")) };
    const sent = await approvePayout(t.db, {
      actor: await adminActor(),
      payoutId,
      transfers: refusing,
      logger: silentLogger,
    });
    expect(sent.status).toBe("failed");
    expect(await payoutRow(payoutId)).toMatchObject({
      status: "failed",
      failureReason: messages.payouts.providerRefused,
    });
    expect(await balanceOf(vendor.id)).toBe(200_000);
  });

  it("only an admin decides, and an unknown payout is not found", async () => {
    const { vendor, owner } = await vendorWithBalance(700_000);
    const { payoutId } = await requestPayout(t.db, { vendorId: vendor.id, userId: owner.id, amount: "5000" });
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    const decide = { transfers: sandbox, logger: silentLogger };
    expect((await appErrorFrom(approvePayout(t.db, { actor: staff, payoutId, ...decide }))).code).toBe(
      "FORBIDDEN",
    );
    expect((await appErrorFrom(markPayoutFailed(t.db, { actor: staff, payoutId, reason: "x" }))).code).toBe(
      "FORBIDDEN",
    );
    const admin = await adminActor();
    expect(
      (await appErrorFrom(approvePayout(t.db, { actor: admin, payoutId: "pyo_nope", ...decide }))).code,
    ).toBe("NOT_FOUND");
    expect((await payoutRow(payoutId)).status).toBe("requested");
  });
});

describe("admin adjustments", () => {
  it("credit or debit the balance with a memo, never below zero, audited", async () => {
    const { vendor } = await vendorWithBalance(100_000);
    const admin = await adminActor();
    const adjust = (amount: string, memo: string) =>
      adjustVendorBalance(t.db, { actor: admin, vendorId: vendor.id, amount, memo });
    expect((await appErrorFrom(adjust("0", ""))).fieldErrors).toEqual({
      amount: messages.payouts.adjustmentNotZero,
      memo: messages.payouts.memoRequired,
    });
    expect((await appErrorFrom(adjust("-1000.01", "Refund of order 1001"))).fieldErrors).toEqual({
      amount: "Insufficient funds",
    });
    await adjust("-250", "Refund of order 1001");
    expect(await balanceOf(vendor.id)).toBe(75_000);
    const [entry] = await t.db
      .select()
      .from(vendorLedgerEntries)
      .where(and(eq(vendorLedgerEntries.vendorId, vendor.id), eq(vendorLedgerEntries.amount, -25_000)));
    expect(entry).toMatchObject({
      kind: "adjustment",
      memo: "Refund of order 1001",
      createdBy: admin.userId,
    });
  });
});

describe("an admin's balance adjustment from the back office", () => {
  it("reviews first without writing, then posts the entry the vendor sees in its ledger and the activity log records", async () => {
    const { vendor } = await vendorWithBalance(100_000);
    const admin = await adminActor();
    const input = {
      actor: admin,
      vendorId: vendor.id,
      amount: "-400.50",
      memo: "Refund of order SAB-100231",
    };

    expect(await adjustVendorBalance(t.db, { ...input, review: true })).toEqual({
      amount: -40_050,
      currency: "NGN",
      balanceBefore: 100_000,
      balanceAfter: 59_950,
      posted: false,
    });
    expect(await balanceOf(vendor.id)).toBe(100_000);
    expect(await auditRows(t.db, "payout.adjust_balance")).toHaveLength(0);

    expect(await adjustVendorBalance(t.db, { ...input, ipAddress: "203.0.113.9" })).toMatchObject({
      balanceAfter: 59_950,
      posted: true,
    });
    const { ledger, balance } = await vendorPayoutsOverview(t.db, { vendorId: vendor.id, page: 1 });
    expect(balance).toBe(59_950);
    expect(ledger.rows[0]).toMatchObject({
      kind: "adjustment",
      amount: -40_050,
      memo: "Refund of order SAB-100231",
    });
    expect(await auditRows(t.db, "payout.adjust_balance")).toMatchObject([
      {
        userId: admin.userId,
        resource: `vendor:${vendor.id}`,
        details: { amount: -40_050, currency: "NGN", memo: "Refund of order SAB-100231" },
      },
    ]);
  });

  it("refuses in the review as in the posting: a debit past the balance, a long reason, staff, an unknown store", async () => {
    const { vendor } = await vendorWithBalance(10_000);
    const admin = await adminActor();
    const review = (amount: string, memo: string) =>
      adjustVendorBalance(t.db, { actor: admin, vendorId: vendor.id, amount, memo, review: true });
    expect((await appErrorFrom(review("-100.01", "Refund"))).fieldErrors).toEqual({
      amount: "Insufficient funds",
    });
    expect((await appErrorFrom(review("abc", "x".repeat(501)))).fieldErrors).toEqual({
      amount: messages.payouts.adjustmentNotZero,
      memo: messages.payouts.memoTooLong(500),
    });
    const staff = actorFor(await createUser(t.db, { role: "staff" }));
    expect(
      (
        await appErrorFrom(
          adjustVendorBalance(t.db, { actor: staff, vendorId: vendor.id, amount: "5", memo: "Bonus" }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await appErrorFrom(
          adjustVendorBalance(t.db, { actor: admin, vendorId: "ven_nope", amount: "5", memo: "Bonus" }),
        )
      ).status,
    ).toBe(404);
    // A debit of exactly the balance empties it; nothing can go below zero.
    await adjustVendorBalance(t.db, {
      actor: admin,
      vendorId: vendor.id,
      amount: "-100",
      memo: "Chargeback",
    });
    expect(await balanceOf(vendor.id)).toBe(0);
  });
});

describe("transfer providers", () => {
  it("Paystack: registers the recipient once, then transfers from the balance in kobo with our reference", async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      const data = String(url).endsWith("/transferrecipient")
        ? { recipient_code: "RCP_1" }
        : { transfer_code: "TRF_1" };
      return new Response(JSON.stringify({ status: true, data }), { status: 200 });
    }) as unknown as typeof fetch;
    const paystack = paystackTransfers("sk_test", fetchMock);
    const request = {
      reference: "pyo_1-1",
      amount: 500_000,
      currency: "NGN",
      method: bankAccount,
      narration: "Payout",
    };
    expect(await paystack.send({ ...request, recipientCode: null })).toEqual({
      transferCode: "TRF_1",
      recipientCode: "RCP_1",
    });
    expect(calls[0]).toEqual({
      url: "https://api.paystack.co/transferrecipient",
      body: {
        name: "Lagos Threads Ltd",
        currency: "NGN",
        type: "nuban",
        account_number: "0123456789",
        bank_code: "044",
      },
    });
    expect(calls[1]!.body).toMatchObject({
      source: "balance",
      amount: 500_000,
      recipient: "RCP_1",
      reference: "pyo_1-1",
    });
    await paystack.send({ ...request, recipientCode: "RCP_1" });
    expect(calls.map((call) => call.url.split("/").pop())).toEqual([
      "transferrecipient",
      "transfer",
      "transfer",
    ]);
  });

  it("Flutterwave: one transfer with the amount in naira; its signed transfer.completed webhook applies", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ status: "success", data: { id: 77 } })),
    ) as unknown as typeof fetch;
    const flutterwave = flutterwaveTransfers("FLWSECK_test", fetchMock);
    const mpesa: PayoutMethod = {
      type: "mobile_money",
      provider: "mpesa",
      phone: "+254712345678",
      accountName: "Wanjiru",
      countryCode: "KE",
    };
    await flutterwave.send({
      reference: "pyo_2-1",
      amount: 500_050,
      currency: "NGN",
      method: mpesa,
      recipientCode: null,
      narration: "Payout",
    });
    const body = JSON.parse(
      String((fetchMock as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1].body),
    );
    expect(body).toMatchObject({
      account_bank: "MPS",
      account_number: "254712345678",
      amount: 5000.5,
      reference: "pyo_2-1",
    });

    const { vendor, owner } = await vendorWithBalance(700_000);
    const { payoutId } = await requestPayout(t.db, {
      vendorId: vendor.id,
      userId: owner.id,
      amount: "5000.50",
    });
    await approvePayout(t.db, {
      actor: await adminActor(),
      payoutId,
      transfers: flutterwave,
      logger: silentLogger,
    });
    const rawBody = JSON.stringify({
      event: "transfer.completed",
      data: { id: 77, reference: `${payoutId}-1`, amount: 5000.5, currency: "NGN", status: "SUCCESSFUL" },
    });
    const deliver = (hash: string) =>
      receiveTransferWebhook(t.db, {
        provider: "flutterwave",
        rawBody,
        headers: new Headers({ "verif-hash": hash }),
        env,
        logger: silentLogger,
      });
    expect((await deliver("wrong")).status).toBe(401);
    expect((await deliver("flw-recorded-hash")).body).toEqual({ received: true, result: "paid" });
    expect((await payoutRow(payoutId)).status).toBe("paid");
  });

  it("Paystack's signed transfer.reversed gives a paid payout's money back once", async () => {
    const { vendor, owner } = await vendorWithBalance(700_000);
    const { payoutId } = await requestPayout(t.db, { vendorId: vendor.id, userId: owner.id, amount: "5000" });
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ status: true, data: { recipient_code: "RCP_2", transfer_code: "TRF_2" } }),
        ),
    ) as unknown as typeof fetch;
    await approvePayout(t.db, {
      actor: await adminActor(),
      payoutId,
      transfers: paystackTransfers("sk_test", fetchMock),
      logger: silentLogger,
    });
    const deliver = (event: string, id: number) => {
      const rawBody = JSON.stringify({
        event,
        data: { id, reference: `${payoutId}-1`, amount: 500_000, currency: "NGN" },
      });
      const signature = createHmac("sha512", env.PAYSTACK_SECRET_KEY!).update(rawBody).digest("hex");
      return receiveTransferWebhook(t.db, {
        provider: "paystack",
        rawBody,
        headers: new Headers({ "x-paystack-signature": signature }),
        env,
        logger: silentLogger,
      });
    };
    expect((await deliver("transfer.success", 1)).body).toMatchObject({ result: "paid" });
    expect(await balanceOf(vendor.id)).toBe(200_000);
    expect((await deliver("transfer.reversed", 1)).body).toMatchObject({ result: "reversed" });
    expect((await deliver("transfer.reversed", 2)).body).toMatchObject({ result: "already-settled" });
    expect(await balanceOf(vendor.id)).toBe(700_000);
  });
});

describe("changing the payout method", () => {
  it("refuses bad input field by field with the onboarding rules, saving nothing, and saves a valid wallet", async () => {
    const { vendor } = await vendorWithBalance(0, { method: null });
    const bad = await appErrorFrom(
      changePayoutMethod(t.db, {
        vendorId: vendor.id,
        input: { type: "bank", accountName: "", bankName: "", accountNumber: "12345", bankCode: "ab" },
      }),
    );
    const m = messages.payoutMethod;
    expect(bad.fieldErrors).toEqual({
      accountName: m.accountNameRequired,
      bankName: m.bankNameRequired,
      bankCode: m.nigerianBankCodeInvalid,
      accountNumber: m.nubanInvalid,
    });
    // The account is in the store's country (Nigeria here), whatever the form says.
    const kenyanWallet = {
      type: "mobile_money",
      accountName: "Wanjiru",
      countryCode: "KE",
      provider: "mpesa",
      phone: "+254 712 345 678",
    };
    expect(
      (await appErrorFrom(changePayoutMethod(t.db, { vendorId: vendor.id, input: kenyanWallet })))
        .fieldErrors,
    ).toEqual({ provider: m.providerNotInCountry("M-Pesa", "Nigeria") });
    await t.db.update(vendors).set({ countryCode: "KE" }).where(eq(vendors.id, vendor.id));
    const badPhone = await appErrorFrom(
      changePayoutMethod(t.db, {
        vendorId: vendor.id,
        input: { ...kenyanWallet, phone: "+233 24 123 4567" },
      }),
    );
    expect(badPhone.fieldErrors).toEqual({ phone: m.phoneInvalid("Kenya", "0712 345 678") });
    expect((await vendorPayoutsOverview(t.db, { vendorId: vendor.id, page: 1 })).method).toBeNull();

    await changePayoutMethod(t.db, { vendorId: vendor.id, input: kenyanWallet });
    const overview = await vendorPayoutsOverview(t.db, { vendorId: vendor.id, page: 1 });
    expect(overview.method).toEqual({
      type: "mobile_money",
      provider: "mpesa",
      accountName: "Wanjiru",
      accountEnding: "5678",
    });
    expect(overview).toMatchObject({ countryCode: "KE", countryName: "Kenya" });
  });
});
