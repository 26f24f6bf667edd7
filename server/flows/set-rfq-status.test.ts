import { describe, expect, it } from "vitest";
import { accountRfqsPath, buyerRfqPath } from "#common/rfq-paths";
import { notifications, rfqs } from "#db/schema";
import { eq } from "drizzle-orm";
import { actorFor, appErrorFrom, auditRows, createUser } from "../../tests/factories";
import { createQuote, createRfq } from "../../tests/rfq-factories";
import { useTestDatabase } from "../../tests/setup/database";
import { listAllRfqs, rfqForBackOffice } from "../modules/rfqs/admin-rfqs.queries";
import { setRfqStatusFlow } from "./set-rfq-status";

const t = useTestDatabase();

async function storedRfq(id: string) {
  const [row] = await t.db.select().from(rfqs).where(eq(rfqs.id, id));
  return row!;
}

describe("setRfqStatusFlow", () => {
  it("sets any status with a note, notifies the buyer with a link to the RFQ and audits", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { rfq, buyer, product } = await createRfq(t.db, { status: "accepted" });

    await setRfqStatusFlow(t.db, {
      actor: admin,
      rfqId: rfq.id,
      input: { status: "processing", note: "  Reopened: the supplier asked for a new quantity.  " },
    });

    expect(await storedRfq(rfq.id)).toMatchObject({
      status: "processing",
      statusNote: "Reopened: the supplier asked for a new quantity.",
    });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(notices).toMatchObject([
      {
        title: "RFQ Status Updated",
        message: `Your RFQ for ${product.name} is now processing. Note from Shop African Brands: Reopened: the supplier asked for a new quantity.`,
        type: "rfq",
        actionUrl: buyerRfqPath(accountRfqsPath, rfq.id),
      },
    ]);
    expect(await auditRows(t.db, "rfq.set_status")).toMatchObject([
      { details: { rfqId: rfq.id, from: "accepted", to: "processing" } },
    ]);
  });

  it("moves to any status, out of closed ones too, and a blank note clears the last one", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { rfq } = await createRfq(t.db);
    for (const status of ["expired", "quoted", "rejected", "pending", "accepted"] as const) {
      await setRfqStatusFlow(t.db, { actor: admin, rfqId: rfq.id, input: { status, note: `to ${status}` } });
      expect((await storedRfq(rfq.id)).status).toBe(status);
    }
    await setRfqStatusFlow(t.db, { actor: admin, rfqId: rfq.id, input: { status: "accepted", note: " " } });
    expect((await storedRfq(rfq.id)).statusNote).toBeNull();
  });

  it("gives an RFQ reopened past its validity a new one, so it does not still read as expired", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { rfq } = await createRfq(t.db, { createdAt: new Date(Date.now() - 45 * 86_400_000) });
    await setRfqStatusFlow(t.db, { actor: admin, rfqId: rfq.id, input: { status: "pending" } });
    expect((await rfqForBackOffice(t.db, { id: rfq.id }))?.effectiveStatus).toBe("pending");
  });

  it("refuses staff, vendors and buyers, and changes nothing", async () => {
    const { rfq, buyer } = await createRfq(t.db);
    for (const role of ["staff", "vendor", "user"] as const) {
      const actor = actorFor(await createUser(t.db, { role }));
      const error = await appErrorFrom(
        setRfqStatusFlow(t.db, { actor, rfqId: rfq.id, input: { status: "accepted" } }),
      );
      expect([error.code, error.message]).toEqual(["FORBIDDEN", "Admin access required"]);
    }
    const ownBuyer = await appErrorFrom(
      setRfqStatusFlow(t.db, { actor: buyer.actor, rfqId: rfq.id, input: { status: "accepted" } }),
    );
    expect(ownBuyer.code).toBe("FORBIDDEN");
    expect((await storedRfq(rfq.id)).status).toBe("pending");
    expect(await auditRows(t.db, "rfq.set_status")).toEqual([]);
  });

  it("answers a status it does not know and a note too long field by field, and an unknown RFQ not found", async () => {
    const admin = actorFor(await createUser(t.db, { role: "admin" }));
    const { rfq } = await createRfq(t.db);
    const invalid = await appErrorFrom(
      setRfqStatusFlow(t.db, {
        actor: admin,
        rfqId: rfq.id,
        input: { status: "done", note: "x".repeat(2001) },
      }),
    );
    expect(invalid.fieldErrors).toEqual({
      status: "Choose a status",
      note: "Keep the note under 2000 characters",
    });
    const missing = await appErrorFrom(
      setRfqStatusFlow(t.db, { actor: admin, rfqId: "rfq_missing", input: { status: "accepted" } }),
    );
    expect([missing.code, missing.message]).toEqual(["NOT_FOUND", "RFQ not found"]);
  });
});

describe("the back office's RFQ list", () => {
  it("lists every RFQ newest first with counts, filtering by the status each reads as now", async () => {
    const old = await createRfq(t.db, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
    const fresh = await createRfq(t.db, { quantity: 250 });
    const all = await listAllRfqs(t.db, { page: 1 });
    expect(all.total).toBe(2);
    expect(all.rows).toMatchObject([
      {
        id: fresh.rfq.id,
        companyName: "Lagos Office Supplies Ltd",
        productName: fresh.product.name,
        quantity: 250,
        recipientCount: 1,
        quoteCount: 0,
        status: "pending",
      },
      { id: old.rfq.id, status: "expired" },
    ]);
    expect((await listAllRfqs(t.db, { status: "pending", page: 1 })).rows.map((row) => row.id)).toEqual([
      fresh.rfq.id,
    ]);
    expect((await listAllRfqs(t.db, { status: "expired", page: 1 })).rows.map((row) => row.id)).toEqual([
      old.rfq.id,
    ]);
    expect((await listAllRfqs(t.db, { page: 2 })).rows).toEqual([]);
  });
});

describe("the back office's RFQ page", () => {
  it("shows a quote past its validity as expired, as the buyer and the vendor read it", async () => {
    const sent = await createRfq(t.db);
    const fortnightAgo = new Date(Date.now() - 15 * 86_400_000);
    await createQuote(t.db, {
      rfqId: sent.rfq.id,
      vendorId: sent.product.vendorId,
      productId: sent.product.id,
      createdAt: fortnightAgo,
    });
    const page = await rfqForBackOffice(t.db, { id: sent.rfq.id });
    expect(page?.quotes.map((quote) => quote.status)).toEqual(["expired"]);
  });
});
