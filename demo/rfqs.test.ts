import { describe, expect, it } from "vitest";
import { rfqQuotes, rfqRecipients, rfqs, users, vendors } from "#db/schema";
import { and, count, eq } from "drizzle-orm";
import { useTestDatabase } from "../tests/setup/database";
import { demoProcurementRfqCount } from "./rfq-procurement-buyer";
import { demoRfqCount } from "./rfqs";
import { seedDemoData } from "./seed-demo";

const t = useTestDatabase();

describe("the demo RFQs", () => {
  it("make every RFQ page look alive, the demo vendor's and the demo buyer's too, once however often seeded", async () => {
    await seedDemoData(t.db);
    await seedDemoData(t.db);

    expect((await t.db.select({ n: count() }).from(rfqs))[0]!.n).toBe(demoRfqCount + demoProcurementRfqCount);
    const statuses = await t.db.selectDistinct({ status: rfqs.status }).from(rfqs);
    expect(statuses.map((row) => row.status).sort()).toEqual(
      ["accepted", "expired", "pending", "processing", "quoted", "rejected"].sort(),
    );
    const quoteStatuses = await t.db.selectDistinct({ status: rfqQuotes.status }).from(rfqQuotes);
    expect(quoteStatuses.map((row) => row.status).sort()).toEqual([
      "accepted",
      "expired",
      "pending",
      "rejected",
    ]);

    const [store] = await t.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.slug, "lagos-threads"));
    const inbox = await t.db
      .select({ rfqId: rfqRecipients.rfqId, status: rfqRecipients.status, quoteId: rfqQuotes.id })
      .from(rfqRecipients)
      .leftJoin(
        rfqQuotes,
        and(eq(rfqQuotes.rfqId, rfqRecipients.rfqId), eq(rfqQuotes.vendorId, rfqRecipients.vendorId)),
      )
      .where(eq(rfqRecipients.vendorId, store!.id));
    expect(inbox.some((row) => row.status === "pending" && row.quoteId === null)).toBe(true);
    expect(inbox.some((row) => row.status === "quoted" && row.quoteId !== null)).toBe(true);

    const [buyer] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "buyer@example.com"));
    const pendingQuotesPerRfq = await t.db
      .select({ rfqId: rfqQuotes.rfqId, n: count() })
      .from(rfqQuotes)
      .innerJoin(rfqs, eq(rfqs.id, rfqQuotes.rfqId))
      .where(and(eq(rfqs.buyerId, buyer!.id), eq(rfqQuotes.status, "pending")))
      .groupBy(rfqQuotes.rfqId);
    expect(pendingQuotesPerRfq.some((row) => row.n >= 2)).toBe(true);

    const recipientsPerRfq = await t.db
      .select({ rfqId: rfqRecipients.rfqId, n: count() })
      .from(rfqRecipients)
      .groupBy(rfqRecipients.rfqId);
    expect(recipientsPerRfq.some((row) => row.n >= 3)).toBe(true);
  });
});
