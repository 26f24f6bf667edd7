import { rfqStatuses } from "#common/rfq";
import {
  products,
  rfqMonthlyCounts,
  rfqProductCounts,
  rfqQuotes,
  rfqRecipients,
  rfqs,
  rfqVendorCounts,
} from "#db/schema";
import { AppError } from "#server/lib/errors";
import { acceptQuoteFlow, closeRfqFlow, rejectQuoteFlow } from "#server/flows/decide-quote";
import { sendRfqQuote } from "#server/flows/send-rfq-quote";
import { setRfqStatusFlow } from "#server/flows/set-rfq-status";
import { submitRfq } from "#server/flows/submit-rfq";
import { asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { createCorporateAccount } from "../../../tests/corporate-account-factories";
import { actorFor, client, createUser, silentLogger, testMailer } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { createRfq } from "../../../tests/rfq-factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { expireRfqs } from "./expire-rfqs";
import { markRfqProcessing } from "./mark-rfq-processing";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };
const day = 24 * 60 * 60 * 1000;

/** The kept summaries, in key order. */
async function keptCounts() {
  return {
    months: await t.db
      .select({ month: rfqMonthlyCounts.month, status: rfqMonthlyCounts.status, rfqs: rfqMonthlyCounts.rfqs })
      .from(rfqMonthlyCounts)
      .orderBy(asc(rfqMonthlyCounts.month), asc(rfqMonthlyCounts.status)),
    products: await t.db
      .select({ id: rfqProductCounts.productId, rfqs: rfqProductCounts.rfqs })
      .from(rfqProductCounts)
      .orderBy(asc(rfqProductCounts.productId)),
    vendors: await t.db
      .select({ id: rfqVendorCounts.vendorId, rfqs: rfqVendorCounts.rfqs, quotes: rfqVendorCounts.quotes })
      .from(rfqVendorCounts)
      .orderBy(asc(rfqVendorCounts.vendorId)),
  };
}

/** The same figures counted again from the RFQs, their recipients and quotes. */
async function recount() {
  const month = sql<string>`to_char(date_trunc('month', ${rfqs.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const recipients = await t.db
    .select({ id: rfqRecipients.vendorId, rfqs: count() })
    .from(rfqRecipients)
    .groupBy(rfqRecipients.vendorId)
    .orderBy(asc(rfqRecipients.vendorId));
  const quotes = new Map(
    (
      await t.db
        .select({ id: rfqQuotes.vendorId, quotes: count() })
        .from(rfqQuotes)
        .groupBy(rfqQuotes.vendorId)
    ).map((row) => [row.id, row.quotes]),
  );
  return {
    months: await t.db
      .select({ month, status: rfqs.status, rfqs: count() })
      .from(rfqs)
      .groupBy(month, rfqs.status)
      .orderBy(month, asc(rfqs.status)),
    products: await t.db
      .select({ id: sql<string>`${rfqs.productId}`, rfqs: count() })
      .from(rfqs)
      .where(isNotNull(rfqs.productId))
      .groupBy(rfqs.productId)
      .orderBy(asc(rfqs.productId)),
    vendors: recipients.map((row) => ({ ...row, quotes: quotes.get(row.id) ?? 0 })),
  };
}

/** Deterministic pseudo-random numbers (a linear congruential generator), so a failure replays. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((state / 2 ** 31) * below);
  };
}

/** Two stores of two products each, two buyers with corporate accounts and an admin. */
async function marketplace() {
  const admin = actorFor(await createUser(t.db, { role: "admin" }));
  const stores = [];
  for (let index = 0; index < 2; index += 1) {
    const owner = await createUser(t.db, { role: "vendor" });
    const store = await createVendor(t.db, { userId: owner.id });
    const goods = [
      await createProduct(t.db, { vendorId: store.id }),
      await createProduct(t.db, { vendorId: store.id }),
    ];
    stores.push({ actor: actorFor(owner), store, goods });
  }
  const buyers = [await createCorporateAccount(t.db), await createCorporateAccount(t.db)];
  return { admin, stores, buyers };
}

const quoteFields = {
  unitPrice: "7,500",
  quantity: "120",
  deliveryTime: "14-21 days",
  shippingMethod: "Sea freight",
  paymentTerms: "50% deposit",
  validityDays: "10",
};

describe("the platform's RFQ summaries", () => {
  it("equal a recount after every command of a random sequence, refused ones included", async () => {
    const { admin, stores, buyers } = await marketplace();
    const random = randomFrom(20_261_126);
    const pick = <T>(items: readonly T[]) => items[random(items.length)]!;
    const sent: { id: string; buyer: (typeof buyers)[number]; store: (typeof stores)[number] }[] = [];
    // The clock moves forward up to two days a step, so the RFQs fall in three months and the older
    // ones expire; the commands act on the five latest.
    const recent = () => pick(sent.slice(-5));
    let now = new Date("2026-06-20T09:00:00Z");
    const steps: Record<string, () => Promise<unknown>> = {
      submit: async () => {
        const buyer = pick(buyers);
        const store = pick(stores);
        const product = pick(store.goods);
        const rfq = await submitRfq(t.db, {
          actor: buyer.actor,
          media: memoryStore(),
          client: client(),
          input: { productId: product.id, quantity: "250", shippingAddress: "12 Marina Road, Lagos" },
          files: [],
          now,
        });
        sent.push({ id: rfq.id, buyer, store });
      },
      process: async () => {
        const rfq = recent();
        await markRfqProcessing(t.db, { actor: rfq.store.actor, rfqId: rfq.id, now });
      },
      quote: async () => {
        const rfq = recent();
        await sendRfqQuote(t.db, {
          actor: rfq.store.actor,
          rfqId: rfq.id,
          fields: quoteFields,
          now,
          ...delivery,
        });
      },
      decide: async () => {
        const rfq = recent();
        const [quote] = await t.db
          .select({ id: rfqQuotes.id })
          .from(rfqQuotes)
          .where(eq(rfqQuotes.rfqId, rfq.id));
        const decision = { actor: rfq.buyer.actor, rfqId: rfq.id, now };
        if (!quote) await closeRfqFlow(t.db, decision);
        else if (random(2) === 0) await acceptQuoteFlow(t.db, { ...decision, quoteId: quote.id });
        else await rejectQuoteFlow(t.db, { ...decision, quoteId: quote.id });
      },
      setStatus: async () => {
        const rfq = recent();
        await setRfqStatusFlow(t.db, { actor: admin, rfqId: rfq.id, input: { status: pick(rfqStatuses) } });
      },
      sweep: () => expireRfqs(t.db, { now }),
    };
    const kinds = Object.keys(steps);
    const done: string[] = [];
    for (let step = 0; step < 60; step += 1) {
      const kind = step < 4 ? "submit" : pick(kinds);
      now = new Date(now.getTime() + random(3) * day);
      try {
        await steps[kind]!();
        done.push(kind);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        done.push(`${kind} (refused)`);
      }
      expect(await keptCounts(), `after ${done.join(", ")}`).toEqual(await recount());
    }
    // A deleted product's RFQs lose it (set null): its count goes, the store's stays.
    await t.db.delete(products).where(eq(products.id, stores[0]!.goods[0]!.id));
    expect(await keptCounts()).toEqual(await recount());
    await t.db.delete(rfqs).where(eq(rfqs.id, sent[0]!.id));
    expect(await keptCounts()).toEqual(await recount());
    // Every kind of command went through at least once.
    expect(kinds.filter((kind) => !done.includes(kind))).toEqual([]);
  });

  it("move with a whole statement's rows and not at all when the transaction rolls back", async () => {
    const product = await createProduct(t.db);
    const buyer = await createCorporateAccount(t.db);
    for (const days of [3, 40, 70])
      await createRfq(t.db, { buyer, product, createdAt: new Date(Date.now() - days * day) });
    await t.db.update(rfqs).set({ status: "expired" });
    const before = await keptCounts();
    expect(before).toEqual(await recount());
    await expect(
      t.db.transaction(async (tx) => {
        await createRfq(tx, { buyer, product });
        await tx.update(rfqs).set({ status: "accepted" });
        throw new Error("undone");
      }),
    ).rejects.toThrow("undone");
    expect(await keptCounts()).toEqual(before);
  });
});
