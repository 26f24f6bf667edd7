import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rfqQuotes, rfqs } from "#db/schema";
import { sendRfqQuote } from "#server/flows/send-rfq-quote";
import { AppError } from "#server/lib/errors";
import { markRfqProcessing } from "#server/modules/rfqs/mark-rfq-processing";
import { vendorRfqDetail } from "#server/modules/rfqs/vendor-rfqs.queries";
import { storeOfUser } from "#server/modules/vendors/vendors.queries";
import { createProduct, createVendor } from "../catalog-factories";
import { actorFor, appErrorFrom, createUser, silentLogger, testMailer } from "../factories";
import { createRfq } from "../rfq-factories";
import { useTestDatabase } from "../setup/database";
import { type VendorRfqViewer, vendorRfqMatrix } from "./matrix";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };

async function storeOwner() {
  const user = await createUser(t.db, { role: "vendor" });
  await createVendor(t.db, { userId: user.id });
  return actorFor(user);
}

/** An RFQ sent to one store, and the viewer asked for. */
async function rfqAndViewer(viewer: VendorRfqViewer) {
  const recipient = await storeOwner();
  const store = (await storeOfUser(t.db, { userId: recipient.userId }))!;
  const product = await createProduct(t.db, { vendorId: store.id });
  const sent = await createRfq(t.db, { product });
  const actor = {
    "recipient vendor": () => recipient,
    "other vendor": () => storeOwner(),
    buyer: () => sent.buyer.actor,
    admin: async () => actorFor(await createUser(t.db, { role: "admin" })),
  }[viewer];
  return { rfq: sent.rfq, actor: await actor() };
}

describe("one RFQ on the vendor pages, by viewer", () => {
  it.each(vendorRfqMatrix.map((row) => [row.viewer, row.command, row.expected] as const))(
    "%s: %s → %s",
    async (viewer, command, expected) => {
      const { rfq, actor } = await rfqAndViewer(viewer);
      const run = {
        // What the page's loader does: the viewer's store (none → refused), then the RFQ as sent to it.
        open: async () => {
          const store = await storeOfUser(t.db, { userId: actor.userId });
          if (!store) throw new AppError("FORBIDDEN");
          if (!(await vendorRfqDetail(t.db, { vendorId: store.id, rfqId: rfq.id })))
            throw new AppError("NOT_FOUND");
        },
        "mark processing": () => markRfqProcessing(t.db, { actor, rfqId: rfq.id }),
        "send quote": () =>
          sendRfqQuote(t.db, {
            actor,
            rfqId: rfq.id,
            fields: {
              unitPrice: "100",
              quantity: "10",
              deliveryTime: "1 week",
              shippingMethod: "Air",
              paymentTerms: "Prepaid",
            },
            ...delivery,
          }),
      }[command];
      if (expected === "allow") await run();
      else expect((await appErrorFrom(run())).status).toBe(expected === "not found" ? 404 : 403);

      const [after] = await t.db.select().from(rfqs).where(eq(rfqs.id, rfq.id));
      const quotes = await t.db.select().from(rfqQuotes).where(eq(rfqQuotes.rfqId, rfq.id));
      const changed = after?.status !== "pending" || quotes.length > 0;
      expect(changed).toBe(expected === "allow" && command !== "open");
    },
  );
});
