import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { corporateAccounts, rfqAttachments, rfqs } from "#db/schema";
import { guestApi } from "../../tests/api-harness";
import { createProduct } from "../../tests/catalog-factories";
import { createCorporateAccount, pdf } from "../../tests/corporate-account-factories";
import { actorFor, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";

const t = useTestDatabase();
const address = "12 Marina Road, Lagos Island, Lagos";

describe("POST /api/rfqs", () => {
  it("takes a JSON body and answers 201 with the RFQ's id and how many suppliers it reached", async () => {
    const { actor } = await createCorporateAccount(t.db);
    const product = await createProduct(t.db);
    const response = await guestApi(t.db, { actor }).request("/api/rfqs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        productId: product.id,
        quantity: 500,
        targetPrice: 950,
        shippingAddress: address,
      }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect(body).toMatchObject({
      status: "pending",
      recipientCount: 1,
      attachmentCount: 0,
      skippedAttachments: [],
    });
    const [rfq] = await t.db.select().from(rfqs).where(eq(rfqs.id, body.id));
    expect(rfq).toMatchObject({ quantity: 500, targetPrice: 95_000, negotiable: false });
  });

  it("takes a multipart form with files, leaving out the one that is not a document", async () => {
    const { actor } = await createCorporateAccount(t.db);
    const product = await createProduct(t.db);
    const form = new FormData();
    form.set("productId", product.id);
    form.set("shippingAddress", address);
    form.append("attachments", pdf("spec.pdf"));
    form.append("attachments", new File(["just text"], "notes.txt"));
    const response = await guestApi(t.db, { actor }).request("/api/rfqs", { method: "POST", body: form });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect(body).toMatchObject({
      attachmentCount: 1,
      skippedAttachments: [
        { fileName: "notes.txt", reason: "notes.txt is not a PDF, JPEG, PNG or Word file" },
      ],
    });
    expect(await t.db.select().from(rfqAttachments).where(eq(rfqAttachments.rfqId, body.id))).toHaveLength(1);
    const [rfq] = await t.db.select().from(rfqs).where(eq(rfqs.id, body.id));
    expect(rfq?.quantity).toBe(100);
  });

  it("answers field errors 400, a signed-out caller 401 and a buyer without a corporate account 403", async () => {
    const { actor, account } = await createCorporateAccount(t.db);
    const product = await createProduct(t.db);
    const invalid = await guestApi(t.db, { actor }).request("/api/rfqs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productId: product.id, quantity: 2.5, shippingAddress: "" }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: {
        code: "VALIDATION",
        fieldErrors: {
          quantity: "Quantity must be a positive number",
          shippingAddress: "Shipping address is required",
        },
      },
    });
    const post = (who: Parameters<typeof guestApi>[1]) =>
      guestApi(t.db, who).request("/api/rfqs", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ productId: product.id, shippingAddress: address }),
      });
    expect((await post({})).status).toBe(401);
    expect((await post({ actor: actorFor(await createUser(t.db)) })).status).toBe(403);
    await t.db
      .update(corporateAccounts)
      .set({ status: "suspended" })
      .where(eq(corporateAccounts.id, account.id));
    expect((await post({ actor })).status).toBe(403);
    expect(await t.db.select().from(rfqs)).toHaveLength(0);
  });
});
