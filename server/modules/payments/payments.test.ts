import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { orders, orderStatus, payments, webhookEvents } from "#db/schema";
import { receiveWebhook } from "./receive-webhook";
import type { Env } from "#server/lib/env";
import { eq } from "drizzle-orm";
import { createProduct } from "../../../tests/catalog-factories";
import { placedOrder } from "../../../tests/commerce-factories";
import { silentLogger, testSecret } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { WebhookRejected } from "./payment-event";
import { verifyFlutterwaveWebhook } from "./flutterwave-provider";
import { verifyPaystackWebhook } from "./paystack-provider";
import { sandboxEvent, sandboxSignatureHeader, verifySandboxWebhook } from "./sandbox-provider";
import {
  flutterwaveCheckout,
  hostedCheckoutFor,
  paystackCheckout,
  PaymentProviderError,
  sandboxCheckout,
} from "./hosted-checkout";
import { startPayment } from "./start-payment";
import { processPaymentEvent } from "./process-payment-event";
import { refundPayment } from "./refund-payment";
import { cancelOrder } from "../../flows/cancel-order";
import { listOrdersForBackOffice } from "../orders/orders.queries";
import { newId } from "#server/lib/ids";
import { defaultFormatters } from "#common/format";

const t = useTestDatabase();
const env = {
  AUTH_SECRET: testSecret,
  APP_ENV: "test",
  PAYSTACK_SECRET_KEY: "sk_test_recorded",
  FLUTTERWAVE_SECRET_HASH: "flw-recorded-hash",
} as Env;

const sandbox = sandboxCheckout("http://localhost:3000");
const returnUrl = "http://localhost:3000/order-success?order=x";

async function cardOrder(price = 1_000_000) {
  const product = await createProduct(t.db, { price });
  return placedOrder(t.db, [{ productId: product.id, quantity: 1 }], { paymentMethod: "card" });
}

async function cardOrderWithPayment(price = 1_000_000) {
  const placed = await cardOrder(price);
  const payment = await startPayment(t.db, { orderId: placed.orderId, checkout: sandbox, returnUrl });
  return { placed, payment };
}

/** An earlier attempt on the order that was voided (the buyer came back later) but still settles. */
async function voidedAttempt(orderId: string, amount: number) {
  const reference = `pay-voided-${newId("x")}`;
  await t.db.insert(payments).values({
    id: newId("pmt"),
    orderId,
    provider: "sandbox",
    reference,
    amount,
    currency: "NGN",
    status: "voided",
  });
  return reference;
}

const resultOf = (receipt: Awaited<ReturnType<typeof deliverSandbox>>) =>
  "result" in receipt.body ? receipt.body.result : receipt.body.error;

function deliverSandbox(
  body: { id: string; reference: string; amount: number; currency: string; status: "succeeded" | "failed" },
  signatureSecret = testSecret,
) {
  const { rawBody, signature } = sandboxEvent(body, signatureSecret);
  return receiveWebhook(t.db, {
    provider: "sandbox",
    rawBody,
    headers: new Headers({ [sandboxSignatureHeader]: signature }),
    env,
    logger: silentLogger,
  });
}

describe("payments", () => {
  it("opens a payment for the order's stored total and sends the buyer to the hosted page", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    expect(payment.redirectUrl).toBe(
      `http://localhost:3000/payments/sandbox/${payment.reference}?return=%2Forder-success%3Forder%3Dx`,
    );
    expect(payment.reference).toMatch(/^pay-[0-9a-f]{24}$/);
    const [row] = await t.db.select().from(payments).where(eq(payments.reference, payment.reference));
    expect(row).toMatchObject({ amount: placed.totalAmount, currency: "NGN", status: "pending" });
    expect(() => hostedCheckoutFor({ APP_ENV: "production", APP_URL: "https://shop.example.com" })).toThrow(
      /sandbox never runs in production/,
    );
    expect(() =>
      hostedCheckoutFor({
        APP_ENV: "production",
        APP_URL: "https://shop.example.com",
        PAYMENT_PROVIDER: "sandbox",
      }),
    ).toThrow(PaymentProviderError);
  });

  it("credits a webhook delivered 10 times exactly once", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    const event = {
      id: "evt_1",
      reference: payment.reference,
      amount: placed.totalAmount,
      currency: "NGN",
      status: "succeeded" as const,
    };
    const receipts = await Promise.all(Array.from({ length: 10 }, () => deliverSandbox(event)));
    expect(receipts.map((receipt) => receipt.status)).toEqual(Array(10).fill(200));
    expect(
      receipts.filter((receipt) => "result" in receipt.body && receipt.body.result === "paid"),
    ).toHaveLength(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]?.paymentStatus).toBe(
      "paid",
    );
    expect(await t.db.select().from(orderStatus).where(eq(orderStatus.status, "paid"))).toHaveLength(1);
    expect(await t.db.select().from(webhookEvents)).toHaveLength(1);
  });

  it("refuses a forged signature, and leaves an amount or currency that does not match the order unpaid", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    const forged = await deliverSandbox(
      {
        id: "evt_f",
        reference: payment.reference,
        amount: placed.totalAmount,
        currency: "NGN",
        status: "succeeded",
      },
      "another-secret-of-at-least-32-characters!!",
    );
    expect(forged.status).toBe(401);
    const cheaper = await deliverSandbox({
      id: "evt_m1",
      reference: payment.reference,
      amount: 100,
      currency: "NGN",
      status: "succeeded",
    });
    const otherCurrency = await deliverSandbox({
      id: "evt_m2",
      reference: payment.reference,
      amount: placed.totalAmount,
      currency: "USD",
      status: "succeeded",
    });
    expect([cheaper.body, otherCurrency.body]).toEqual([
      { received: true, result: "mismatch" },
      { received: true, result: "mismatch" },
    ]);
    const unknown = await deliverSandbox({
      id: "evt_u",
      reference: "pay_unknown",
      amount: 1,
      currency: "NGN",
      status: "succeeded",
    });
    expect(unknown.body).toEqual({ received: true, result: "unknown-reference" });
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]?.paymentStatus).toBe(
      "awaiting_payment",
    );
  });

  it("records a declined payment and keeps the order awaiting payment", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    expect(
      (
        await deliverSandbox({
          id: "evt_d",
          reference: payment.reference,
          amount: placed.totalAmount,
          currency: "NGN",
          status: "failed",
        })
      ).body,
    ).toEqual({ received: true, result: "failed" });
    expect(
      (await t.db.select().from(payments).where(eq(payments.reference, payment.reference)))[0]?.status,
    ).toBe("failed");
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]?.paymentStatus).toBe(
      "awaiting_payment",
    );
  });

  it("refuses sandbox events in production", async () => {
    const { rawBody, signature } = sandboxEvent(
      { id: "evt_p", reference: "pay_x", amount: 1, currency: "NGN", status: "succeeded" },
      testSecret,
    );
    const receipt = await receiveWebhook(t.db, {
      provider: "sandbox",
      rawBody,
      headers: new Headers({ [sandboxSignatureHeader]: signature }),
      env: { ...env, APP_ENV: "production" },
      logger: silentLogger,
    });
    expect(receipt.status).toBe(401);
  });
});

/** Recorded from Paystack's webhook documentation (charge.success), signed as Paystack signs it. */
const paystackBody = JSON.stringify({
  event: "charge.success",
  data: {
    id: 302961,
    domain: "live",
    status: "success",
    reference: "pay_recorded_1",
    amount: 1050000,
    currency: "NGN",
    paid_at: "2026-11-20T10:15:04.000Z",
    channel: "card",
    customer: { email: "adaeze@example.com" },
  },
});

/** Recorded from Flutterwave's webhook documentation (charge.completed); amounts in naira. */
const flutterwaveBody = JSON.stringify({
  event: "charge.completed",
  data: {
    id: 285959875,
    tx_ref: "pay_recorded_2",
    flw_ref: "LOVEKESHAV/FLW270177170",
    amount: 10500.5,
    currency: "NGN",
    charged_amount: 10500.5,
    status: "successful",
    customer: { email: "adaeze@example.com" },
  },
});

describe("one payment per order", () => {
  it("opens the same attempt when Pay now is pressed again, and one attempt for two presses at once", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    expect(await startPayment(t.db, { orderId: placed.orderId, checkout: sandbox, returnUrl })).toEqual(
      payment,
    );

    const other = await cardOrder();
    const presses = await Promise.allSettled(
      [0, 1].map(() => startPayment(t.db, { orderId: other.orderId, checkout: sandbox, returnUrl })),
    );
    const opened = presses.flatMap((press) => (press.status === "fulfilled" ? [press.value.reference] : []));
    expect(new Set(opened).size).toBe(1);
    for (const press of presses)
      if (press.status === "rejected") expect(press.reason).toMatchObject({ code: "CONFLICT" });
    expect(await t.db.select().from(payments).where(eq(payments.orderId, other.orderId))).toHaveLength(1);
    expect(
      (await startPayment(t.db, { orderId: other.orderId, checkout: sandbox, returnUrl })).reference,
    ).toBe(opened[0]);
  });

  it("records a second settlement for a paid order and refunds it through the provider; the back office sees it", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    const earlier = await voidedAttempt(placed.orderId, placed.totalAmount);
    const receipts = await Promise.all(
      [payment.reference, earlier].map((reference, index) =>
        deliverSandbox({
          id: `evt_twice_${index}`,
          reference,
          amount: placed.totalAmount,
          currency: "NGN",
          status: "succeeded",
        }),
      ),
    );
    expect(receipts.map(resultOf).sort()).toEqual(["paid", "refunded"]);
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]?.paymentStatus).toBe(
      "paid",
    );
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(attempts.filter((attempt) => attempt.status === "succeeded")).toHaveLength(2);
    const refunded = attempts.filter((attempt) => attempt.refundStatus !== null);
    expect(refunded).toMatchObject([
      {
        refundStatus: "refunded",
        amount: placed.totalAmount,
        refundReference: expect.stringMatching(/^sandbox-refund-/),
      },
    ]);

    const [row] = (await listOrdersForBackOffice(t.db, { page: 1, awaitingTransfer: false })).rows;
    expect(row?.refunds).toEqual([{ amount: placed.totalAmount, currency: "NGN", refundStatus: "refunded" }]);
    const notes = await t.db
      .select({ notes: orderStatus.notes })
      .from(orderStatus)
      .where(eq(orderStatus.orderId, placed.orderId));
    expect(notes.map((note) => note.notes)).toContain(
      `A second payment of ${defaultFormatters.money(placed.totalAmount)} was received and has been refunded.`,
    );
  });

  it("records a payment that settles after the buyer cancelled and refunds it", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    await cancelOrder(t.db, { userId: placed.user.id, orderId: placed.orderId });
    const receipt = await deliverSandbox({
      id: "evt_late",
      reference: payment.reference,
      amount: placed.totalAmount,
      currency: "NGN",
      status: "succeeded",
    });
    expect(receipt.body).toEqual({ received: true, result: "refunded" });
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
    });
    expect(
      (await t.db.select().from(payments).where(eq(payments.reference, payment.reference)))[0],
    ).toMatchObject({ status: "succeeded", refundStatus: "refunded" });
    const notes = await t.db
      .select({ notes: orderStatus.notes })
      .from(orderStatus)
      .where(eq(orderStatus.orderId, placed.orderId));
    expect(notes.map((note) => note.notes)).toContain(
      `A payment of ${defaultFormatters.money(placed.totalAmount)} arrived after the order was cancelled and has been refunded.`,
    );
  });

  it("refunds when the provider delivers the event again after the server stopped between recording it and refunding", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    await cancelOrder(t.db, { userId: placed.user.id, orderId: placed.orderId });
    const delivery = {
      id: "evt_interrupted",
      reference: payment.reference,
      amount: placed.totalAmount,
      currency: "NGN",
      status: "succeeded" as const,
    };
    const { rawBody, signature } = sandboxEvent(delivery, testSecret);
    // The first delivery was recorded (refund due), then the process died before the provider was
    // called, so the provider got no 2xx and sends the same event again.
    const event = verifySandboxWebhook(
      rawBody,
      new Headers({ [sandboxSignatureHeader]: signature }),
      testSecret,
    );
    expect(await processPaymentEvent(t.db, { event })).toBe("refund-due");

    const again = await deliverSandbox(delivery);

    expect(again.body).toEqual({ received: true, result: "refunded" });
    expect(
      (await t.db.select().from(payments).where(eq(payments.reference, payment.reference)))[0],
    ).toMatchObject({ refundStatus: "refunded" });
    const thirdTime = await deliverSandbox(delivery);
    expect(thirdTime.body).toEqual({ received: true, result: "duplicate" });
    const notes = await t.db
      .select({ status: orderStatus.status })
      .from(orderStatus)
      .where(eq(orderStatus.orderId, placed.orderId));
    expect(notes.filter((note) => note.status === "refunded")).toHaveLength(1);
  });

  it("keeps a refund the provider refused for the back office to settle by hand", async () => {
    const { placed, payment } = await cardOrderWithPayment();
    await cancelOrder(t.db, { userId: placed.user.id, orderId: placed.orderId });
    const event = {
      provider: "sandbox",
      eventId: "evt_refuse",
      reference: payment.reference,
      transactionId: "evt_refuse",
      amount: placed.totalAmount,
      currency: "NGN",
      outcome: "succeeded" as const,
      payload: {},
    };
    expect(await processPaymentEvent(t.db, { event })).toBe("refund-due");
    const { fetchImpl } = recordedFetch(400, {
      status: false,
      message: "Transaction has been fully reversed",
    });
    expect(
      await refundPayment(t.db, {
        reference: payment.reference,
        provider: () => paystackCheckout("sk_test_recorded", fetchImpl),
        logger: silentLogger,
      }),
    ).toBe("refund-failed");
    const [row] = (await listOrdersForBackOffice(t.db, { page: 1, awaitingTransfer: false })).rows;
    expect(row?.refunds).toEqual([{ amount: placed.totalAmount, currency: "NGN", refundStatus: "failed" }]);
  });
});

describe("provider webhook signatures", () => {
  it("reads a Paystack charge.success signed with HMAC-SHA512 of the raw body, and refuses a wrong signature", () => {
    const signature = createHmac("sha512", "sk_test_recorded").update(paystackBody).digest("hex");
    expect(
      verifyPaystackWebhook(
        paystackBody,
        new Headers({ "x-paystack-signature": signature }),
        "sk_test_recorded",
      ),
    ).toMatchObject({
      provider: "paystack",
      eventId: "charge.success:302961",
      reference: "pay_recorded_1",
      amount: 1_050_000,
      currency: "NGN",
      outcome: "succeeded",
    });
    expect(() =>
      verifyPaystackWebhook(
        paystackBody,
        new Headers({ "x-paystack-signature": signature.replace(/^./, "0") }),
        "sk_test_recorded",
      ),
    ).toThrow(WebhookRejected);
    expect(() =>
      verifyPaystackWebhook(
        paystackBody.replace("1050000", "1"),
        new Headers({ "x-paystack-signature": signature }),
        "sk_test_recorded",
      ),
    ).toThrow(WebhookRejected);
  });

  it("reads a Flutterwave charge.completed with the verif-hash header, converting naira to kobo", () => {
    expect(
      verifyFlutterwaveWebhook(
        flutterwaveBody,
        new Headers({ "verif-hash": "flw-recorded-hash" }),
        "flw-recorded-hash",
      ),
    ).toMatchObject({
      provider: "flutterwave",
      eventId: "charge.completed:285959875",
      reference: "pay_recorded_2",
      amount: 1_050_050,
      outcome: "succeeded",
    });
    expect(() =>
      verifyFlutterwaveWebhook(flutterwaveBody, new Headers({ "verif-hash": "guess" }), "flw-recorded-hash"),
    ).toThrow(WebhookRejected);
  });

  it("answers 401 to a provider without a configured secret and 404 to an unknown one", async () => {
    const unconfigured = { ...env, PAYSTACK_SECRET_KEY: undefined } as Env;
    expect(
      (
        await receiveWebhook(t.db, {
          provider: "paystack",
          rawBody: paystackBody,
          headers: new Headers(),
          env: unconfigured,
          logger: silentLogger,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await receiveWebhook(t.db, {
          provider: "stripe",
          rawBody: "{}",
          headers: new Headers(),
          env,
          logger: silentLogger,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await receiveWebhook(t.db, {
          provider: "sandbox",
          rawBody: "not json",
          headers: new Headers({ [sandboxSignatureHeader]: "x" }),
          env,
          logger: silentLogger,
        })
      ).status,
    ).toBe(401);
  });
});

/** A fetch that answers one recorded response and remembers what it was sent. */
function recordedFetch(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as unknown as typeof fetch;
  return { fetchImpl, sent };
}

describe("hosted checkout pages", () => {
  const request = {
    reference: "pay-0a1b2c",
    amount: 1_050_050,
    currency: "NGN",
    email: "adaeze@example.com",
    returnUrl: "https://shop.example.com/order-success?order=ord_1",
  };

  it("opens Paystack's page: kobo amount, our reference, the return URL and the secret key", async () => {
    const { fetchImpl, sent } = recordedFetch(200, {
      status: true,
      message: "Authorization URL created",
      data: {
        authorization_url: "https://checkout.paystack.com/0peioxfhpn",
        access_code: "0peioxfhpn",
        reference: "pay-0a1b2c",
      },
    });
    expect(await paystackCheckout("sk_test_recorded", fetchImpl).open(request)).toBe(
      "https://checkout.paystack.com/0peioxfhpn",
    );
    expect(sent[0]?.url).toBe("https://api.paystack.co/transaction/initialize");
    expect((sent[0]?.init.headers as Record<string, string>).Authorization).toBe("Bearer sk_test_recorded");
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      email: "adaeze@example.com",
      amount: 1_050_050,
      currency: "NGN",
      reference: "pay-0a1b2c",
      callback_url: request.returnUrl,
    });
  });

  it("opens Flutterwave's page with the amount in naira", async () => {
    const { fetchImpl, sent } = recordedFetch(200, {
      status: "success",
      message: "Hosted Link",
      data: { link: "https://checkout.flutterwave.com/v3/hosted/pay/f524c1196ffda5556341" },
    });
    expect(await flutterwaveCheckout("FLWSECK_TEST-recorded", fetchImpl).open(request)).toBe(
      "https://checkout.flutterwave.com/v3/hosted/pay/f524c1196ffda5556341",
    );
    expect(JSON.parse(String(sent[0]?.init.body))).toMatchObject({
      tx_ref: "pay-0a1b2c",
      amount: 10_500.5,
      currency: "NGN",
      redirect_url: request.returnUrl,
      customer: { email: "adaeze@example.com" },
    });
  });

  it("refunds through Paystack: POST /refund with our transaction reference and the amount in kobo", async () => {
    const { fetchImpl, sent } = recordedFetch(200, {
      status: true,
      message: "Refund has been queued for processing",
      data: {
        transaction: { id: 302961, reference: "pay-0a1b2c", amount: 1_050_050 },
        integration: 463433,
        deducted_amount: 0,
        status: "pending",
        currency: "NGN",
        amount: 1_050_050,
        id: 3018284,
        createdAt: "2026-11-20T10:20:00.000Z",
      },
    });
    expect(
      await paystackCheckout("sk_test_recorded", fetchImpl).refund({
        reference: "pay-0a1b2c",
        transactionId: "302961",
        amount: 1_050_050,
        currency: "NGN",
      }),
    ).toBe("3018284");
    expect(sent[0]?.url).toBe("https://api.paystack.co/refund");
    expect((sent[0]?.init.headers as Record<string, string>).Authorization).toBe("Bearer sk_test_recorded");
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ transaction: "pay-0a1b2c", amount: 1_050_050 });
  });

  it("refunds through Flutterwave: POST /v3/transactions/:id/refund with the amount in naira", async () => {
    const { fetchImpl, sent } = recordedFetch(200, {
      status: "success",
      message: "Transaction refund initiated",
      data: {
        id: 75923,
        account_id: 73362,
        tx_id: 285959875,
        flw_ref: "URF_1577867664541_3572735",
        wallet_id: 74639,
        amount_refunded: 10_500.5,
        status: "completed",
        destination: "payment_source",
        created_at: "2026-11-20T10:20:00.000Z",
      },
    });
    expect(
      await flutterwaveCheckout("FLWSECK_TEST-recorded", fetchImpl).refund({
        reference: "pay-0a1b2c",
        transactionId: "285959875",
        amount: 1_050_050,
        currency: "NGN",
      }),
    ).toBe("75923");
    expect(sent[0]?.url).toBe("https://api.flutterwave.com/v3/transactions/285959875/refund");
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ amount: 10_500.5 });
  });

  it("drops the payment when the provider refuses, so the order can try again", async () => {
    const product = await createProduct(t.db);
    const placed = await placedOrder(t.db, [{ productId: product.id, quantity: 1 }], {
      paymentMethod: "card",
    });
    const { fetchImpl } = recordedFetch(401, { status: false, message: "Invalid key" });
    await expect(
      startPayment(t.db, {
        orderId: placed.orderId,
        checkout: paystackCheckout("sk_wrong", fetchImpl),
        returnUrl: request.returnUrl,
      }),
    ).rejects.toThrow(PaymentProviderError);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, placed.orderId))).toEqual([]);
  });
});
