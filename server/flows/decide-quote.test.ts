import { describe, expect, it } from "vitest";
import { rfqsBuyerTexts } from "#common/i18n/rfqs-buyer";
import { cartItems, carts, notifications, rfqQuotes, rfqs, vendors } from "#db/schema";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../tests/catalog-factories";
import { createCorporateAccount } from "../../tests/corporate-account-factories";
import { actorFor, appErrorFrom, createUser } from "../../tests/factories";
import { createQuote, createRfq } from "../../tests/rfq-factories";
import { useTestDatabase } from "../../tests/setup/database";
import { buyerRfqDetail, listBuyerRfqs } from "../modules/rfqs/buyer-rfqs.queries";
import { expireRfqs } from "../modules/rfqs/expire-rfqs";
import { acceptQuoteFlow, closeRfqFlow, orderAcceptedQuoteFlow, rejectQuoteFlow } from "./decide-quote";

const t = useTestDatabase();
const texts = rfqsBuyerTexts.en;
const day = 24 * 60 * 60 * 1000;

/** An RFQ addressed to two vendors, each with an owner and a pending quote (the second one cheaper). */
async function rfqWithTwoQuotes({ createdAt = new Date() }: { createdAt?: Date } = {}) {
  const owners = [await createUser(t.db, { role: "vendor" }), await createUser(t.db, { role: "vendor" })];
  const [lagos, accra] = [
    await createVendor(t.db, { userId: owners[0]!.id }),
    await createVendor(t.db, { userId: owners[1]!.id }),
  ];
  const product = await createProduct(t.db, { vendorId: lagos.id, price: 1_000_000 });
  const accraProduct = await createProduct(t.db, { vendorId: accra.id, price: 1_000_000 });
  const made = await createRfq(t.db, {
    product,
    vendorIds: [lagos.id, accra.id],
    status: "quoted",
    recipientStatus: "quoted",
    createdAt,
  });
  const first = await createQuote(t.db, {
    rfqId: made.rfq.id,
    vendorId: lagos.id,
    productId: product.id,
    unitPrice: 900_000,
    createdAt,
  });
  const second = await createQuote(t.db, {
    rfqId: made.rfq.id,
    vendorId: accra.id,
    productId: accraProduct.id,
    unitPrice: 850_000,
    createdAt,
  });
  return { ...made, actor: made.buyer.actor, first, second, owners, lagos, accra };
}

async function quoteStatus(id: string) {
  const [row] = await t.db.select({ status: rfqQuotes.status }).from(rfqQuotes).where(eq(rfqQuotes.id, id));
  return row!.status;
}

async function rfqStatus(id: string) {
  const [row] = await t.db.select({ status: rfqs.status }).from(rfqs).where(eq(rfqs.id, id));
  return row!.status;
}

describe("accepting a quote", () => {
  it("accepts it, rejects every other pending quote, accepts the RFQ, notifies both vendors and puts a quote line in the cart", async () => {
    const made = await rfqWithTwoQuotes();
    await acceptQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: made.second.id });

    expect(await quoteStatus(made.second.id)).toBe("accepted");
    expect(await quoteStatus(made.first.id)).toBe("rejected");
    expect(await rfqStatus(made.rfq.id)).toBe("accepted");
    const notices = await t.db.select().from(notifications).where(eq(notifications.type, "rfq"));
    expect(notices.map((notice) => [notice.userId, notice.title]).sort()).toEqual(
      [
        [made.owners[0]!.id, texts.noticeRejectedTitle],
        [made.owners[1]!.id, texts.noticeAcceptedTitle],
      ].sort(),
    );
    const lines = await t.db
      .select({ quoteId: cartItems.quoteId, quantity: cartItems.quantity, productId: cartItems.productId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, made.actor.userId));
    expect(lines).toEqual([{ quoteId: made.second.id, quantity: 100, productId: made.second.productId }]);
  });

  it("refuses a second acceptance (the RFQ is decided) and changes nothing", async () => {
    const made = await rfqWithTwoQuotes();
    await acceptQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: made.second.id });
    for (const quoteId of [made.second.id, made.first.id])
      expect(
        await appErrorFrom(acceptQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId })),
      ).toMatchObject({ code: "CONFLICT" });
    expect(await quoteStatus(made.first.id)).toBe("rejected");
  });

  it("answers not found to another buyer, for accepting, rejecting and closing, and for reading", async () => {
    const made = await rfqWithTwoQuotes();
    const stranger = actorFor(await createUser(t.db));
    // One at a time: started together, a refusal can arrive before anything awaits it (unhandled).
    const attempts = [
      () => acceptQuoteFlow(t.db, { actor: stranger, rfqId: made.rfq.id, quoteId: made.first.id }),
      () => rejectQuoteFlow(t.db, { actor: stranger, rfqId: made.rfq.id, quoteId: made.first.id }),
      () => closeRfqFlow(t.db, { actor: stranger, rfqId: made.rfq.id }),
    ];
    for (const attempt of attempts)
      expect(await appErrorFrom(attempt())).toMatchObject({ code: "NOT_FOUND" });
    expect(await buyerRfqDetail(t.db, { buyerId: stranger.userId, rfqId: made.rfq.id })).toBeNull();
    expect(await quoteStatus(made.first.id)).toBe("pending");
  });

  it("answers not found for a quote of another RFQ", async () => {
    const made = await rfqWithTwoQuotes();
    const other = await rfqWithTwoQuotes();
    expect(
      await appErrorFrom(
        acceptQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: other.first.id }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a quote past its validity, by the server's clock", async () => {
    const made = await rfqWithTwoQuotes();
    const later = new Date(Date.now() + 15 * day);
    expect(
      await appErrorFrom(
        acceptQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: made.first.id, now: later }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: texts.quoteExpired });
    expect(await rfqStatus(made.rfq.id)).toBe("quoted");
  });
});

describe("ordering an accepted quote again", () => {
  it("puts its line back after the buyer removed it, while the quote is valid; not after it expired", async () => {
    const made = await rfqWithTwoQuotes();
    await acceptQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: made.first.id });
    await t.db.delete(cartItems).where(eq(cartItems.quoteId, made.first.id));
    await orderAcceptedQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: made.first.id });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.quoteId, made.first.id))).toHaveLength(1);

    const later = new Date(Date.now() + 15 * day);
    expect(
      await appErrorFrom(
        orderAcceptedQuoteFlow(t.db, {
          actor: made.actor,
          rfqId: made.rfq.id,
          quoteId: made.first.id,
          now: later,
        }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: texts.quoteNotOrderable });
    expect(
      await appErrorFrom(
        orderAcceptedQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: made.second.id }),
      ),
    ).toMatchObject({ code: "CONFLICT" });
  });
});

describe("rejecting a quote and closing an RFQ", () => {
  it("rejects one quote, keeps the RFQ open for the other, and notifies its vendor", async () => {
    const made = await rfqWithTwoQuotes();
    await rejectQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: made.first.id });
    expect(await quoteStatus(made.first.id)).toBe("rejected");
    expect(await quoteStatus(made.second.id)).toBe("pending");
    expect(await rfqStatus(made.rfq.id)).toBe("quoted");
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, made.owners[0]!.id));
    expect(notices.map((notice) => notice.title)).toEqual([texts.noticeRejectedTitle]);
    expect(
      await appErrorFrom(
        rejectQuoteFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, quoteId: made.first.id }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: texts.quoteNotPending });
  });

  it("closes the RFQ without accepting: it and its pending quotes are rejected, and it stays closed", async () => {
    const made = await rfqWithTwoQuotes();
    await closeRfqFlow(t.db, { actor: made.actor, rfqId: made.rfq.id });
    expect(await rfqStatus(made.rfq.id)).toBe("rejected");
    expect([await quoteStatus(made.first.id), await quoteStatus(made.second.id)]).toEqual([
      "rejected",
      "rejected",
    ]);
    expect(await appErrorFrom(closeRfqFlow(t.db, { actor: made.actor, rfqId: made.rfq.id }))).toMatchObject({
      code: "CONFLICT",
      message: texts.rfqNotOpen,
    });
  });
});

describe("expiry", () => {
  it("the sweep expires open RFQs past expires_at, pending quotes and unordered accepted quotes past valid_until, and nothing else", async () => {
    const old = await rfqWithTwoQuotes({ createdAt: new Date(Date.now() - 31 * day) });
    const fresh = await rfqWithTwoQuotes();
    const accepted = await rfqWithTwoQuotes({ createdAt: new Date(Date.now() - 20 * day) });
    await acceptQuoteFlow(t.db, {
      actor: accepted.actor,
      rfqId: accepted.rfq.id,
      quoteId: accepted.first.id,
      now: new Date(Date.now() - 20 * day + 1000),
    });

    const moved = await expireRfqs(t.db);
    expect(moved).toEqual({ rfqs: 1, quotes: 3 });
    expect(await rfqStatus(old.rfq.id)).toBe("expired");
    expect([await quoteStatus(old.first.id), await quoteStatus(old.second.id)]).toEqual([
      "expired",
      "expired",
    ]);
    expect(await rfqStatus(accepted.rfq.id)).toBe("accepted");
    expect(await quoteStatus(accepted.first.id)).toBe("expired");
    expect(await rfqStatus(fresh.rfq.id)).toBe("quoted");
    expect(await quoteStatus(fresh.first.id)).toBe("pending");
    expect(await expireRfqs(t.db)).toEqual({ rfqs: 0, quotes: 0 });
  });

  it("a command on an RFQ past its validity writes it expired before deciding, and refuses", async () => {
    const made = await rfqWithTwoQuotes();
    const later = new Date(Date.now() + 31 * day);
    expect(
      await appErrorFrom(closeRfqFlow(t.db, { actor: made.actor, rfqId: made.rfq.id, now: later })),
    ).toMatchObject({
      code: "CONFLICT",
    });
    const detail = await buyerRfqDetail(t.db, { buyerId: made.actor.userId, rfqId: made.rfq.id, now: later });
    expect(detail).toMatchObject({ status: "expired", open: false });
    expect(detail!.quotes.every((quote) => !quote.decidable)).toBe(true);
  });
});

describe("the buyer's lists", () => {
  it("lists only the buyer's RFQs, newest first, with effective status, quote count and best unit price, filtered by status", async () => {
    const buyer = await createCorporateAccount(t.db);
    const older = await createRfq(t.db, { buyer, createdAt: new Date(Date.now() - 40 * day) });
    const newer = await createRfq(t.db, { buyer, status: "quoted", recipientStatus: "quoted" });
    await createQuote(t.db, {
      rfqId: newer.rfq.id,
      vendorId: newer.product.vendorId,
      productId: newer.product.id,
      unitPrice: 700_000,
    });
    await createRfq(t.db);

    const all = await listBuyerRfqs(t.db, { buyerId: buyer.user.id, page: 1 });
    expect(all.total).toBe(2);
    expect(all.rows.map((row) => [row.id, row.status, row.quoteCount, row.bestUnitPrice])).toEqual([
      [newer.rfq.id, "quoted", 1, 700_000],
      [older.rfq.id, "expired", 0, null],
    ]);
    const expired = await listBuyerRfqs(t.db, { buyerId: buyer.user.id, status: "expired", page: 1 });
    expect(expired.rows.map((row) => row.id)).toEqual([older.rfq.id]);
    const pending = await listBuyerRfqs(t.db, { buyerId: buyer.user.id, status: "pending", page: 1 });
    expect(pending.total).toBe(0);
  });

  it("the detail shows recipients and quotes cheapest first, with totals and vendor names", async () => {
    const made = await rfqWithTwoQuotes();
    const [accraName] = await t.db
      .select({ name: vendors.businessName })
      .from(vendors)
      .where(eq(vendors.id, made.accra.id));
    const detail = await buyerRfqDetail(t.db, { buyerId: made.actor.userId, rfqId: made.rfq.id });
    expect(detail!.recipients).toHaveLength(2);
    expect(detail!.quotes.map((quote) => [quote.id, quote.total, quote.decidable])).toEqual([
      [made.second.id, 85_000_000, true],
      [made.first.id, 90_000_000, true],
    ]);
    expect(detail!.quotes[0]!.vendorName).toBe(accraName!.name);
  });
});
