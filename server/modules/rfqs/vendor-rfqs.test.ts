import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, rfqAttachments, rfqMessages, rfqQuotes, rfqRecipients, rfqs } from "#db/schema";
import { newId } from "#server/lib/ids";
import { sendRfqQuote } from "#server/flows/send-rfq-quote";
import { createCategory, createProduct, createVendor } from "../../../tests/catalog-factories";
import {
  actorFor,
  appErrorFrom,
  createUser,
  latestMail,
  silentLogger,
  testMailer,
} from "../../../tests/factories";
import { createQuote, createRfq } from "../../../tests/rfq-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { markRfqProcessing } from "./mark-rfq-processing";
import { postRfqMessage, rfqThread } from "./rfq-messages";
import { listVendorRfqs, vendorRfqDetail } from "./vendor-rfqs.queries";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };
const day = 24 * 60 * 60 * 1000;

/** A store with its owner, signed in as a vendor. */
async function vendorWithOwner() {
  const user = await createUser(t.db, { role: "vendor" });
  const store = await createVendor(t.db, { userId: user.id });
  return { user, store, actor: actorFor(user) };
}

/** An RFQ about a product of a new store, addressed to that store. */
async function rfqToNewVendor(options: Parameters<typeof createRfq>[1] = {}) {
  const vendor = await vendorWithOwner();
  const product = await createProduct(t.db, { vendorId: vendor.store.id, currency: "NGN" });
  const sent = await createRfq(t.db, { product, ...options });
  return { ...sent, vendor };
}

const quoteFields = {
  unitPrice: "7,500.50",
  quantity: "120",
  deliveryTime: "14-21 days",
  shippingMethod: "Sea freight",
  paymentTerms: "50% deposit",
  validityDays: "10",
  negotiable: "on",
  notes: "Printed boxes included.",
};

async function rfqRow(id: string) {
  const [row] = await t.db.select().from(rfqs).where(eq(rfqs.id, id));
  return row!;
}

async function recipientRow(rfqId: string, vendorId: string) {
  const [row] = await t.db
    .select()
    .from(rfqRecipients)
    .where(and(eq(rfqRecipients.rfqId, rfqId), eq(rfqRecipients.vendorId, vendorId)));
  return row!;
}

async function quotesOf(rfqId: string) {
  return t.db.select().from(rfqQuotes).where(eq(rfqQuotes.rfqId, rfqId));
}

describe("the vendor's RFQ list and detail", () => {
  it("lists only RFQs sent to the store, newest first, by effective status, with the buyer's company", async () => {
    const vendor = await vendorWithOwner();
    const product = await createProduct(t.db, { vendorId: vendor.store.id });
    const older = await createRfq(t.db, { product, createdAt: new Date(Date.now() - 2 * day) });
    const newer = await createRfq(t.db, { product });
    const lapsed = await createRfq(t.db, { product, createdAt: new Date(Date.now() - 40 * day) });
    await createRfq(t.db); // another store's

    const all = await listVendorRfqs(t.db, { vendorId: vendor.store.id, page: 1 });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.id)).toEqual([newer.rfq.id, older.rfq.id, lapsed.rfq.id]);
    expect(all.rows[0]).toMatchObject({
      companyName: newer.buyer.account.companyName,
      quantity: 100,
      status: "pending",
      recipientStatus: "pending",
      quoteStatus: null,
    });

    const expired = await listVendorRfqs(t.db, { vendorId: vendor.store.id, page: 1, status: "expired" });
    expect(expired.rows.map((row) => [row.id, row.status])).toEqual([[lapsed.rfq.id, "expired"]]);
    const pending = await listVendorRfqs(t.db, { vendorId: vendor.store.id, page: 1, status: "pending" });
    expect(pending.rows.map((row) => row.id)).toEqual([newer.rfq.id, older.rfq.id]);
  });

  it("shows an RFQ with its attachments to its vendor and answers null to another vendor", async () => {
    const { rfq, vendor } = await rfqToNewVendor();
    await t.db.insert(rfqAttachments).values({
      id: newId("rfa"),
      rfqId: rfq.id,
      fileKey: "rfq/spec.pdf",
      fileName: "spec.pdf",
      contentType: "application/pdf",
      sizeBytes: 1234,
    });
    const detail = await vendorRfqDetail(t.db, { vendorId: vendor.store.id, rfqId: rfq.id });
    expect(detail?.attachments).toEqual([expect.objectContaining({ fileName: "spec.pdf", sizeBytes: 1234 })]);
    expect(detail?.productChoices).toEqual([]);

    const other = await vendorWithOwner();
    expect(await vendorRfqDetail(t.db, { vendorId: other.store.id, rfqId: rfq.id })).toBeNull();
  });
});

describe("markRfqProcessing", () => {
  it("moves the vendor's recipient row and the pending RFQ to processing", async () => {
    const { rfq, vendor } = await rfqToNewVendor();
    await markRfqProcessing(t.db, { actor: vendor.actor, rfqId: rfq.id });
    expect((await rfqRow(rfq.id)).status).toBe("processing");
    expect((await recipientRow(rfq.id, vendor.store.id)).status).toBe("processing");
    const again = await appErrorFrom(markRfqProcessing(t.db, { actor: vendor.actor, rfqId: rfq.id }));
    expect(again.message).toBe("You are already working on this RFQ.");
  });

  it("leaves an RFQ another vendor has already quoted on as quoted", async () => {
    const first = await vendorWithOwner();
    const second = await vendorWithOwner();
    const product = await createProduct(t.db, { vendorId: first.store.id });
    const { rfq } = await createRfq(t.db, {
      product,
      status: "quoted",
      vendorIds: [first.store.id, second.store.id],
    });
    await markRfqProcessing(t.db, { actor: second.actor, rfqId: rfq.id });
    expect((await rfqRow(rfq.id)).status).toBe("quoted");
    expect((await recipientRow(rfq.id, second.store.id)).status).toBe("processing");
  });

  it("answers not found to a vendor the RFQ was not sent to, and writes nothing", async () => {
    const { rfq } = await rfqToNewVendor();
    const other = await vendorWithOwner();
    const error = await appErrorFrom(markRfqProcessing(t.db, { actor: other.actor, rfqId: rfq.id }));
    expect(error.status).toBe(404);
    expect((await rfqRow(rfq.id)).status).toBe("pending");
    const missing = await appErrorFrom(markRfqProcessing(t.db, { actor: other.actor, rfqId: "rfq_missing" }));
    expect(missing.status).toBe(404);
  });

  it("refuses someone without a store with the spec's sentence", async () => {
    const { rfq } = await rfqToNewVendor();
    const buyer = actorFor(await createUser(t.db));
    const error = await appErrorFrom(markRfqProcessing(t.db, { actor: buyer, rfqId: rfq.id }));
    expect([error.status, error.message]).toEqual([
      403,
      "You don't have permission to update this RFQ status",
    ]);
  });

  it("refuses a closed RFQ and one past its validity", async () => {
    const closed = await rfqToNewVendor({ status: "rejected" });
    const error = await appErrorFrom(
      markRfqProcessing(t.db, { actor: closed.vendor.actor, rfqId: closed.rfq.id }),
    );
    expect(error.message).toBe("This RFQ is rejected and no longer takes quotes or status changes.");
    const lapsed = await rfqToNewVendor({ createdAt: new Date(Date.now() - 31 * day) });
    const late = await appErrorFrom(
      markRfqProcessing(t.db, { actor: lapsed.vendor.actor, rfqId: lapsed.rfq.id }),
    );
    expect(late.message).toBe("This RFQ is expired and no longer takes quotes or status changes.");
    expect((await recipientRow(lapsed.rfq.id, lapsed.vendor.store.id)).status).toBe("pending");
  });
});

describe("sendRfqQuote", () => {
  it("sends a quote at the product's currency, marks both statuses quoted, notifies and e-mails the buyer", async () => {
    const { rfq, vendor, buyer, product } = await rfqToNewVendor({
      status: "processing",
      recipientStatus: "processing",
    });
    const { quote, revised } = await sendRfqQuote(t.db, {
      actor: vendor.actor,
      rfqId: rfq.id,
      fields: quoteFields,
      ...delivery,
    });
    expect(revised).toBe(false);
    expect(quote).toMatchObject({
      productId: product.id,
      currency: "NGN",
      unitPrice: 750_050,
      quantity: 120,
      validityDays: 10,
      isNegotiable: true,
      revision: 1,
      status: "pending",
    });
    expect((await rfqRow(rfq.id)).status).toBe("quoted");
    expect((await recipientRow(rfq.id, vendor.store.id)).status).toBe("quoted");
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(notice).toMatchObject({ title: "New quote received", actionUrl: `/account/rfqs/${rfq.id}` });
    expect((await latestMail(t.db, buyer.user.email))?.subject).toBe(
      `${vendor.store.businessName} quoted for ${rfq.productName}`,
    );
  });

  it("revises a pending quote: revision + 1, validity from now, the buyer told of the revision", async () => {
    const { rfq, vendor, buyer, product } = await rfqToNewVendor({
      status: "quoted",
      recipientStatus: "quoted",
    });
    await createQuote(t.db, {
      rfqId: rfq.id,
      vendorId: vendor.store.id,
      productId: product.id,
      createdAt: new Date(Date.now() - 5 * day),
    });
    const now = new Date();
    const { quote, revised } = await sendRfqQuote(t.db, {
      actor: vendor.actor,
      rfqId: rfq.id,
      fields: { ...quoteFields, unitPrice: "7000", validityDays: "" },
      now,
      ...delivery,
    });
    expect(revised).toBe(true);
    expect(quote).toMatchObject({ revision: 2, unitPrice: 700_000, validityDays: 14 });
    expect(quote.validUntil.getTime()).toBe(now.getTime() + 14 * day);
    expect(await quotesOf(rfq.id)).toHaveLength(1);
    const titles = (
      await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id))
    ).map((n) => n.title);
    expect(titles).toEqual(["A quote was revised"]);
  });

  it.each(["accepted", "rejected", "expired"] as const)(
    "refuses to revise a quote that is %s",
    async (status) => {
      const { rfq, vendor, product } = await rfqToNewVendor({ status: "quoted", recipientStatus: "quoted" });
      await createQuote(t.db, {
        rfqId: rfq.id,
        vendorId: vendor.store.id,
        productId: product.id,
        status,
        unitPrice: 900_000,
      });
      const error = await appErrorFrom(
        sendRfqQuote(t.db, { actor: vendor.actor, rfqId: rfq.id, fields: quoteFields, ...delivery }),
      );
      expect([error.status, error.message]).toEqual([
        409,
        `Your quote is ${status} and can no longer be revised.`,
      ]);
      expect((await quotesOf(rfq.id)).map((q) => [q.unitPrice, q.revision])).toEqual([[900_000, 1]]);
    },
  );

  it("refuses a quote on a closed RFQ, and another vendor's RFQ as not found, writing nothing", async () => {
    const closed = await rfqToNewVendor({ status: "accepted" });
    const error = await appErrorFrom(
      sendRfqQuote(t.db, {
        actor: closed.vendor.actor,
        rfqId: closed.rfq.id,
        fields: quoteFields,
        ...delivery,
      }),
    );
    expect(error.status).toBe(409);
    const other = await vendorWithOwner();
    const open = await rfqToNewVendor();
    const hidden = await appErrorFrom(
      sendRfqQuote(t.db, { actor: other.actor, rfqId: open.rfq.id, fields: quoteFields, ...delivery }),
    );
    expect([hidden.status, hidden.message]).toEqual([404, "RFQ not found"]);
    expect([...(await quotesOf(closed.rfq.id)), ...(await quotesOf(open.rfq.id))]).toEqual([]);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, open.buyer.user.id)),
    ).toEqual([]);
  });

  it("refuses someone without a store with the spec's sentence", async () => {
    const { rfq } = await rfqToNewVendor();
    const buyer = actorFor(await createUser(t.db));
    const error = await appErrorFrom(
      sendRfqQuote(t.db, { actor: buyer, rfqId: rfq.id, fields: quoteFields, ...delivery }),
    );
    expect([error.status, error.message]).toEqual([
      403,
      "You don't have permission to submit quotes for this vendor",
    ]);
  });

  it("says what is wrong with each field and writes nothing", async () => {
    const { rfq, vendor } = await rfqToNewVendor();
    const error = await appErrorFrom(
      sendRfqQuote(t.db, {
        actor: vendor.actor,
        rfqId: rfq.id,
        fields: {
          unitPrice: "0",
          quantity: "1.5",
          deliveryTime: " ",
          shippingMethod: "Air",
          paymentTerms: "x".repeat(201),
          validityDays: "91",
        },
        ...delivery,
      }),
    );
    expect(error.fieldErrors).toEqual({
      unitPrice: "Enter a price per unit greater than 0",
      quantity: "Enter a whole number from 1 to 10,000,000",
      deliveryTime: "Delivery time is required",
      paymentTerms: "Keep this under 200 characters",
      validityDays: "Enter a whole number from 1 to 90",
    });
    expect(await quotesOf(rfq.id)).toEqual([]);
    expect((await rfqRow(rfq.id)).status).toBe("pending");
  });

  it("refuses a quote whose total (price per unit × quantity) would be too large to charge exactly, writing nothing", async () => {
    // Each field is within its own limit, but ₦999,999,999.99 × 9,999,999 is past 2^53 kobo: the cart
    // line would no longer cost exactly the quote.
    const { rfq, vendor } = await rfqToNewVendor();
    const error = await appErrorFrom(
      sendRfqQuote(t.db, {
        actor: vendor.actor,
        rfqId: rfq.id,
        fields: { ...quoteFields, unitPrice: "999,999,999.99", quantity: "9,999,999" },
        ...delivery,
      }),
    );
    expect(error.fieldErrors).toEqual({
      unitPrice: "Keep the quote's total (price per unit × quantity) at most ₦1,000,000,000,000",
    });
    expect(await quotesOf(rfq.id)).toEqual([]);
  });

  it("on a category request, quotes one of the vendor's own listed products and refuses anyone else's", async () => {
    const vendor = await vendorWithOwner();
    const category = await createCategory(t.db);
    const own = await createProduct(t.db, {
      vendorId: vendor.store.id,
      currency: "KES",
      name: "Kiondo basket",
    });
    const unlisted = await createProduct(t.db, { vendorId: vendor.store.id, isActive: false });
    const foreign = await createProduct(t.db);
    const { rfq } = await createRfq(t.db, { vendorIds: [vendor.store.id] });
    await t.db
      .update(rfqs)
      .set({ productId: null, categoryId: category.id, productName: "Woven baskets" })
      .where(eq(rfqs.id, rfq.id));

    const detail = await vendorRfqDetail(t.db, { vendorId: vendor.store.id, rfqId: rfq.id });
    expect(detail?.productChoices.map((choice) => choice.id)).toEqual([own.id]);
    expect(detail?.categoryName).toBe(category.name);

    for (const [productId, message] of [
      ["", "Choose which of your products this quote is for"],
      [unlisted.id, "Choose one of your own listed products"],
      [foreign.id, "Choose one of your own listed products"],
    ]) {
      const error = await appErrorFrom(
        sendRfqQuote(t.db, {
          actor: vendor.actor,
          rfqId: rfq.id,
          fields: { ...quoteFields, productId },
          ...delivery,
        }),
      );
      expect(error.fieldErrors?.productId).toBe(message);
    }
    expect(await quotesOf(rfq.id)).toEqual([]);

    const { quote } = await sendRfqQuote(t.db, {
      actor: vendor.actor,
      rfqId: rfq.id,
      fields: { ...quoteFields, productId: own.id },
      ...delivery,
    });
    expect(quote).toMatchObject({ productId: own.id, currency: "KES", unitPrice: 750_050 });
  });
});

describe("the message thread of an RFQ", () => {
  it("carries messages between the buyer and one vendor, each told of the other's", async () => {
    const first = await vendorWithOwner();
    const second = await vendorWithOwner();
    const product = await createProduct(t.db, { vendorId: first.store.id });
    const { rfq, buyer } = await createRfq(t.db, { product, vendorIds: [first.store.id, second.store.id] });

    await postRfqMessage(t.db, {
      actor: buyer.actor,
      rfqId: rfq.id,
      vendorId: first.store.id,
      body: "  Can you print our logo?  ",
    });
    await postRfqMessage(t.db, { actor: first.actor, rfqId: rfq.id, body: "Yes, at no extra cost." });
    await postRfqMessage(t.db, {
      actor: buyer.actor,
      rfqId: rfq.id,
      vendorId: second.store.id,
      body: "Hello second",
    });

    const seenByFirst = await rfqThread(t.db, { actor: first.actor, rfqId: rfq.id });
    expect(seenByFirst.messages.map((message) => [message.from, message.body])).toEqual([
      ["buyer", "Can you print our logo?"],
      ["vendor", "Yes, at no extra cost."],
    ]);
    expect(seenByFirst).toMatchObject({ me: "vendor", otherName: buyer.account.companyName });
    // A vendor naming another store's thread still reads its own.
    const secondsOwn = await rfqThread(t.db, {
      actor: second.actor,
      rfqId: rfq.id,
      vendorId: first.store.id,
    });
    expect(secondsOwn.messages.map((message) => message.body)).toEqual(["Hello second"]);
    const seenByBuyer = await rfqThread(t.db, {
      actor: buyer.actor,
      rfqId: rfq.id,
      vendorId: first.store.id,
    });
    expect(seenByBuyer).toMatchObject({ me: "buyer", otherName: first.store.businessName });

    const toVendor = await t.db.select().from(notifications).where(eq(notifications.userId, first.user.id));
    expect(toVendor.map((n) => n.actionUrl)).toEqual([`/vendor/rfqs/${rfq.id}`]);
    const toBuyer = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(toBuyer.map((n) => n.actionUrl)).toEqual([`/account/rfqs/${rfq.id}`]);
  });

  it("refuses an empty or too long message, a vendor not addressed and a stranger, writing nothing", async () => {
    const { rfq, vendor, buyer } = await rfqToNewVendor();
    const empty = await appErrorFrom(
      postRfqMessage(t.db, { actor: vendor.actor, rfqId: rfq.id, body: "   " }),
    );
    expect(empty.fieldErrors).toEqual({ body: "Write a message before sending" });
    const long = await appErrorFrom(
      postRfqMessage(t.db, { actor: vendor.actor, rfqId: rfq.id, body: "x".repeat(2001) }),
    );
    expect(long.fieldErrors).toEqual({ body: "Keep your message under 2,000 characters" });
    const noVendor = await appErrorFrom(
      postRfqMessage(t.db, { actor: buyer.actor, rfqId: rfq.id, body: "Hi" }),
    );
    expect(noVendor.fieldErrors).toEqual({ vendorId: "Choose which vendor's thread to write in" });

    const other = await vendorWithOwner();
    expect(
      (await appErrorFrom(postRfqMessage(t.db, { actor: other.actor, rfqId: rfq.id, body: "Hi" }))).status,
    ).toBe(404);
    expect((await appErrorFrom(rfqThread(t.db, { actor: other.actor, rfqId: rfq.id }))).status).toBe(404);
    const stranger = actorFor(await createUser(t.db));
    expect(
      (await appErrorFrom(rfqThread(t.db, { actor: stranger, rfqId: rfq.id, vendorId: vendor.store.id })))
        .status,
    ).toBe(404);
    const buyerToStranger = await appErrorFrom(
      postRfqMessage(t.db, { actor: buyer.actor, rfqId: rfq.id, vendorId: other.store.id, body: "Hi" }),
    );
    expect(buyerToStranger.status).toBe(404);
    expect(await t.db.select().from(rfqMessages).where(eq(rfqMessages.rfqId, rfq.id))).toEqual([]);
  });

  it("lets an admin read a thread but not write in it", async () => {
    const { rfq, vendor } = await rfqToNewVendor();
    await postRfqMessage(t.db, { actor: vendor.actor, rfqId: rfq.id, body: "Working on it" });
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const thread = await rfqThread(t.db, { actor: admin, rfqId: rfq.id, vendorId: vendor.store.id });
    expect(thread.messages).toHaveLength(1);
    const error = await appErrorFrom(
      postRfqMessage(t.db, { actor: admin, rfqId: rfq.id, vendorId: vendor.store.id, body: "Hi" }),
    );
    expect(error.status).toBe(403);
  });
});
