import { describe, expect, it } from "vitest";
import { submitRfq } from "#server/flows/submit-rfq";
import { attachmentsOf, downloadableRfqAttachment } from "#server/modules/rfqs/rfq-attachments";
import { createProduct, createVendor } from "../catalog-factories";
import { createCorporateAccount, pdf } from "../corporate-account-factories";
import { actorFor, client, createUser } from "../factories";
import { memoryStore } from "../memory-media";
import { useTestDatabase } from "../setup/database";
import { type RfqViewer, rfqAttachmentMatrix } from "./matrix";

const t = useTestDatabase();

/** An RFQ with one attachment, sent by a buyer to one store, and a person of each relation to it. */
async function rfqWithAttachment(viewer: RfqViewer) {
  const buyer = await createCorporateAccount(t.db);
  const vendorOwner = await createUser(t.db, { role: "vendor" });
  const vendor = await createVendor(t.db, { userId: vendorOwner.id });
  const product = await createProduct(t.db, { vendorId: vendor.id });
  const media = memoryStore();
  const sent = await submitRfq(t.db, {
    actor: buyer.actor,
    media,
    client: client(),
    input: { productId: product.id, shippingAddress: "12 Marina Road, Lagos" },
    files: [pdf("drawing.pdf")],
  });
  const [attachment] = await attachmentsOf(t.db, { rfqId: sent.id });
  const someone = async () => {
    switch (viewer) {
      case "buyer":
        return buyer.actor;
      case "recipient vendor":
        return actorFor(vendorOwner);
      case "admin":
        return actorFor(await createUser(t.db, { role: "admin" }));
      case "other vendor": {
        const owner = await createUser(t.db, { role: "vendor" });
        await createVendor(t.db, { userId: owner.id });
        return actorFor(owner);
      }
      case "other buyer":
        return (await createCorporateAccount(t.db)).actor;
      case "anonymous":
        return null;
    }
  };
  return { attachment: attachment!, actor: await someone() };
}

describe("an RFQ's attachment, by the viewer's relation to the RFQ", () => {
  it.each(rfqAttachmentMatrix.map((row) => [row.viewer, row.expected] as const))(
    "%s → %s",
    async (viewer, expected) => {
      const { attachment, actor } = await rfqWithAttachment(viewer);
      const file = await downloadableRfqAttachment(t.db, { actor, attachmentId: attachment.id });
      if (expected === "download")
        expect(file).toMatchObject({ fileName: "drawing.pdf", contentType: "application/pdf" });
      else expect(file).toBeNull();
    },
  );
});
