import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  corporateAccounts,
  notifications,
  products,
  rfqAttachments,
  rfqRecipients,
  rfqs,
  vendors,
} from "#db/schema";
import { createCategory, createProduct, createVendor } from "../../tests/catalog-factories";
import { createCorporateAccount, pdf } from "../../tests/corporate-account-factories";
import {
  actorFor,
  appErrorFrom,
  auditRows,
  client,
  createUser,
  latestMail,
  silentLogger,
  testMailer,
} from "../../tests/factories";
import { memoryStore } from "../../tests/memory-media";
import { useTestDatabase } from "../../tests/setup/database";
import { rfqFormPage } from "../modules/rfqs/rfq-form.queries";
import { categorySuppliers } from "../modules/rfqs/rfq-recipients";
import { submitRfq } from "./submit-rfq";

const t = useTestDatabase();
const delivery = { mailer: testMailer, appUrl: "http://localhost:3000", logger: silentLogger };
const now = new Date("2026-11-26T10:00:00Z");
const address = "12 Marina Road, Lagos Island, Lagos";

async function buyerWith(status: "pending" | "approved" | "rejected" | "suspended" = "approved") {
  const buyer = await createCorporateAccount(t.db);
  await t.db.update(corporateAccounts).set({ status }).where(eq(corporateAccounts.id, buyer.account.id));
  return buyer;
}

async function ownedVendor(overrides: Parameters<typeof createVendor>[1] = {}) {
  const owner = await createUser(t.db, { role: "vendor" });
  return { owner, vendor: await createVendor(t.db, { userId: owner.id, ...overrides }) };
}

function send(
  actor: ReturnType<typeof actorFor> | null,
  input: object,
  files: unknown[] = [],
  media = memoryStore(),
) {
  return submitRfq(t.db, { actor, media, client: client(), input, files, now, delivery });
}

describe("submitRfq about a product", () => {
  it("addresses the product's vendor in its currency, stores the files, notifies and e-mails the owner", async () => {
    const buyer = await buyerWith("pending");
    const { owner, vendor } = await ownedVendor();
    const product = await createProduct(t.db, { vendorId: vendor.id, name: "Kente scarf", currency: "GHS" });
    const media = memoryStore();
    const sent = await send(
      buyer.actor,
      {
        productId: product.id,
        quantity: "250",
        targetPrice: "1,200.50",
        deliveryDate: "2026-12-20",
        customizationDetails: "Our logo on the tag",
        shippingAddress: address,
        negotiable: "on",
        preferredPaymentTerms: "30% deposit",
      },
      [pdf("drawing.pdf")],
      media,
    );
    expect(sent).toMatchObject({ recipientCount: 1, attachmentCount: 1, skippedAttachments: [] });
    const [rfq] = await t.db.select().from(rfqs).where(eq(rfqs.id, sent.id));
    expect(rfq).toMatchObject({
      buyerId: buyer.user.id,
      corporateAccountId: buyer.account.id,
      productId: product.id,
      productName: "Kente scarf",
      currency: "GHS",
      quantity: 250,
      targetPrice: 120050,
      deliveryDate: "2026-12-20",
      negotiable: true,
      preferredPaymentTerms: "30% deposit",
      status: "pending",
      expiresAt: new Date("2026-12-26T10:00:00Z"),
    });
    expect(await t.db.select().from(rfqRecipients).where(eq(rfqRecipients.rfqId, sent.id))).toMatchObject([
      { vendorId: vendor.id, status: "pending" },
    ]);
    const [attachment] = await t.db.select().from(rfqAttachments).where(eq(rfqAttachments.rfqId, sent.id));
    expect(attachment).toMatchObject({ fileName: "drawing.pdf", contentType: "application/pdf" });
    expect(media.files.has(attachment!.fileKey)).toBe(true);
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notice).toMatchObject({ type: "rfq", actionUrl: `/vendor/rfqs/${sent.id}` });
    expect(notice?.message).toContain("Lagos Office Supplies Ltd asks for a quote on 250 × Kente scarf");
    expect((await latestMail(t.db, owner.email))?.subject).toBe("New request for quotation: Kente scarf");
    expect(await auditRows(t.db, "rfq.submit")).toHaveLength(1);
  });

  it("skips a file that is not a document and sends the RFQ without it", async () => {
    const buyer = await buyerWith();
    const product = await createProduct(t.db);
    const media = memoryStore();
    const fake = new File([new TextEncoder().encode("MZ not a pdf")], "specs.pdf");
    const sent = await send(
      buyer.actor,
      { productId: product.id, shippingAddress: address },
      [fake, pdf()],
      media,
    );
    expect(sent.attachmentCount).toBe(1);
    expect(sent.skippedAttachments).toEqual([
      { fileName: "specs.pdf", reason: "specs.pdf is not a PDF, JPEG, PNG or Word file" },
    ]);
    expect(media.files.size).toBe(1);
    const [rfq] = await t.db.select().from(rfqs).where(eq(rfqs.id, sent.id));
    expect(rfq?.quantity).toBe(100);
  });

  it("answers each wrong field with its message and writes and stores nothing", async () => {
    const buyer = await buyerWith();
    const product = await createProduct(t.db);
    const media = memoryStore();
    const error = await appErrorFrom(
      send(
        buyer.actor,
        {
          productId: product.id,
          quantity: "0",
          targetPrice: "-5",
          deliveryDate: "2026-11-25",
          shippingAddress: " ",
        },
        [pdf()],
        media,
      ),
    );
    expect(error.code).toBe("VALIDATION");
    expect(error.fieldErrors).toEqual({
      quantity: "Quantity must be a positive number",
      targetPrice: "Price must be a non-negative number",
      deliveryDate: "The delivery date cannot be in the past",
      shippingAddress: "Shipping address is required",
    });
    expect(await t.db.select().from(rfqs)).toHaveLength(0);
    expect(media.files.size).toBe(0);
  });

  it("refuses a product no shopper can see as not found", async () => {
    const buyer = await buyerWith();
    const product = await createProduct(t.db, { isActive: false });
    const error = await appErrorFrom(send(buyer.actor, { productId: product.id, shippingAddress: address }));
    expect(error.fieldErrors).toEqual({ productId: "Product not found" });
  });

  it("writes nothing and removes the stored files when the product is unlisted while they upload", async () => {
    const buyer = await buyerWith();
    const product = await createProduct(t.db);
    const media = memoryStore();
    const put = media.put;
    media.put = async (key, bytes, type) => {
      await put(key, bytes, type);
      await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    };
    const error = await appErrorFrom(
      send(buyer.actor, { productId: product.id, shippingAddress: address }, [pdf()], media),
    );
    expect(error.fieldErrors).toEqual({ productId: "Product not found" });
    expect(media.files.size).toBe(0);
    expect(await t.db.select().from(rfqs)).toHaveLength(0);
  });
});

describe("who may send an RFQ", () => {
  it("refuses a visitor, a buyer without a corporate account and a rejected or suspended one", async () => {
    const product = await createProduct(t.db);
    const input = { productId: product.id, shippingAddress: address };
    expect((await appErrorFrom(send(null, input))).code).toBe("UNAUTHENTICATED");
    const noAccount = actorFor(await createUser(t.db));
    expect(await appErrorFrom(send(noAccount, input))).toMatchObject({
      code: "FORBIDDEN",
      message: "Apply for a corporate account before sending a request for quotation",
    });
    expect((await appErrorFrom(send((await buyerWith("rejected")).actor, input))).message).toBe(
      "Your corporate account was not approved, so you cannot send RFQs",
    );
    expect((await appErrorFrom(send((await buyerWith("suspended")).actor, input))).message).toBe(
      "Your corporate account is suspended, so you cannot send RFQs",
    );
    expect(await t.db.select().from(rfqs)).toHaveLength(0);
  });
});

describe("submitRfq about a category", () => {
  it("reaches at most 10 active suppliers of the category and its subcategories, Trade Assured first, then by rating, then by listings", async () => {
    const buyer = await buyerWith();
    const parent = await createCategory(t.db);
    const child = await createCategory(t.db, { parentId: parent.id });
    const elsewhere = await createCategory(t.db);
    const sells = async (vendor: { id: string }, count: number, rating?: string, categoryId = child.id) => {
      for (let i = 0; i < count; i++)
        await createProduct(t.db, {
          vendorId: vendor.id,
          categoryId,
          ...(rating ? { ratingAverage: rating, ratingCount: 10 } : {}),
        });
    };
    const assured = await createVendor(t.db, { tradeAssured: true });
    await sells(assured, 1);
    const topRated = await createVendor(t.db);
    await sells(topRated, 1, "4.8");
    const manyListings = await createVendor(t.db);
    await sells(manyListings, 3);
    const others = [];
    for (let i = 0; i < 8; i++) {
      const vendor = await createVendor(t.db);
      await sells(vendor, 1, undefined, parent.id);
      others.push(vendor);
    }
    const suspended = await createVendor(t.db, { tradeAssured: true });
    await sells(suspended, 2);
    await t.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, suspended.id));
    const notInCategory = await createVendor(t.db, { tradeAssured: true });
    await sells(notInCategory, 1, "5.0", elsewhere.id);

    const sent = await send(buyer.actor, {
      categoryId: parent.id,
      lookingFor: "Woven cotton tote bags",
      shippingAddress: address,
    });
    const [rfq] = await t.db.select().from(rfqs).where(eq(rfqs.id, sent.id));
    expect(rfq).toMatchObject({
      productId: null,
      categoryId: parent.id,
      productName: "Woven cotton tote bags",
      currency: "NGN",
    });
    const recipients = (await t.db.select().from(rfqRecipients).where(eq(rfqRecipients.rfqId, sent.id))).map(
      (row) => row.vendorId,
    );
    expect(recipients).toHaveLength(10);
    expect(sent.recipientCount).toBe(10);
    expect(recipients).toEqual(expect.arrayContaining([assured.id, topRated.id, manyListings.id]));
    expect(recipients).not.toContain(suspended.id);
    expect(recipients).not.toContain(notInCategory.id);
    // Of the eight alike, the newest store is the one left out.
    expect(recipients).toEqual(expect.arrayContaining(others.slice(0, 7).map((vendor) => vendor.id)));
    expect(recipients).not.toContain(others[7]!.id);
    expect((await categorySuppliers(t.db, { categoryId: parent.id }))?.slice(0, 4)).toEqual([
      assured.id,
      topRated.id,
      manyListings.id,
      others[0]!.id,
    ]);
  });

  it("asks for the category and what is looked for, and says when nobody sells in the category", async () => {
    const buyer = await buyerWith();
    const empty = await createCategory(t.db);
    expect((await appErrorFrom(send(buyer.actor, { shippingAddress: address }))).fieldErrors).toEqual({
      categoryId: "Choose a category, or ask about a product from its page",
      lookingFor: "Say what you are looking for",
    });
    expect(
      (
        await appErrorFrom(
          send(buyer.actor, { categoryId: empty.id, lookingFor: "Shea butter", shippingAddress: address }),
        )
      ).fieldErrors,
    ).toEqual({ categoryId: "No supplier sells in this category yet: choose another one" });
  });
});

describe("rfqFormPage", () => {
  it("shows the gate, with the account's status, to a buyer who may not send RFQs", async () => {
    const noAccount = actorFor(await createUser(t.db));
    expect(await rfqFormPage(t.db, { actor: noAccount, productId: null })).toEqual({
      kind: "gate",
      accountStatus: null,
    });
    const rejected = await buyerWith("rejected");
    expect(await rfqFormPage(t.db, { actor: rejected.actor, productId: null })).toEqual({
      kind: "gate",
      accountStatus: "rejected",
    });
  });

  it("prefills the account's address and shows the product asked about, or the categories with their parents", async () => {
    const buyer = await buyerWith("pending");
    const vendor = await createVendor(t.db, { businessName: "Adire House" });
    const product = await createProduct(t.db, { vendorId: vendor.id, name: "Adire throw", moq: 20 });
    expect(await rfqFormPage(t.db, { actor: buyer.actor, productId: product.id, now })).toEqual({
      kind: "form",
      shippingAddress: "12 Marina Road, Lagos Island, Lagos",
      product: { id: product.id, name: "Adire throw", vendorName: "Adire House", moq: 20, currency: "NGN" },
      productMissing: false,
      categories: [],
      today: "2026-11-26",
    });
    const parent = await createCategory(t.db, { name: "Textiles" });
    const child = await createCategory(t.db, { name: "Throws", parentId: parent.id });
    const page = await rfqFormPage(t.db, { actor: buyer.actor, productId: "prd_missing", now });
    expect(page).toMatchObject({ kind: "form", product: null, productMissing: true });
    expect(page.kind === "form" && page.categories).toEqual(
      expect.arrayContaining([
        { id: parent.id, label: "Textiles" },
        { id: child.id, label: "Textiles › Throws" },
      ]),
    );
  });
});
