import { describe, expect, it } from "vitest";
import { orders, vendors } from "#db/schema";
import { placeOrder } from "#server/flows/place-order";
import { eq } from "drizzle-orm";
import { createProduct, createVendor } from "../../../tests/catalog-factories";
import { buyerWithCart } from "../../../tests/commerce-factories";
import { actorFor, appErrorFrom, client, createUser } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { checkoutMessages } from "#common/schemas/checkout";
import { maxUploadsPerClientPerHour } from "#common/request-limits";
import { addToCart } from "../cart/add-to-cart";
import { purchaseOrderFileFor } from "../orders/purchase-order-file";
import { attachPurchaseOrder, maxPurchaseOrderBytes, purchaseOrderKeyPrefix } from "./attach-purchase-order";

const t = useTestDatabase();
const pdf = (name = "po-4471.pdf", extra = 0) =>
  new File([new TextEncoder().encode("%PDF-1.7\n"), new Uint8Array(extra)], name, {
    type: "application/pdf",
  });

describe("purchase-order documents", () => {
  it("keeps a PDF with the checkout, replaces it on a new upload, and refuses other files and files over 10 MB", async () => {
    const media = memoryStore();
    const visitor = client();
    const product = await createProduct(t.db);
    const { owner } = await buyerWithCart(t.db, [{ productId: product.id, quantity: 1 }], {
      paymentMethod: "purchase_order",
      poNumber: "PO-4471",
    });
    const first = await attachPurchaseOrder(t.db, { owner, media, client: visitor, file: pdf() });
    expect(first.key.startsWith(purchaseOrderKeyPrefix) && first.key.endsWith(".pdf")).toBe(true);
    const second = await attachPurchaseOrder(t.db, {
      owner,
      media,
      client: visitor,
      file: pdf("po-4471-signed.pdf"),
    });
    expect([...media.files.keys()]).toEqual([second.key]);

    const script = new File(["<script>alert(1)</script>"], "po.pdf", { type: "application/pdf" });
    const pdfNamedExe = new File(["%PDF-1.7"], "po.exe");
    expect(
      (await appErrorFrom(attachPurchaseOrder(t.db, { owner, media, client: visitor, file: script })))
        .fieldErrors,
    ).toHaveProperty("poDocument");
    expect(
      (
        await appErrorFrom(
          attachPurchaseOrder(t.db, {
            owner,
            media,
            client: visitor,
            file: pdf("big.pdf", maxPurchaseOrderBytes),
          }),
        )
      ).fieldErrors,
    ).toHaveProperty("poDocument");
    expect(
      await attachPurchaseOrder(t.db, { owner, media, client: visitor, file: pdfNamedExe }),
    ).toMatchObject({ name: "po.exe" }); // a real PDF whatever its name
  });

  it("travels with the order and downloads only for its buyer, its vendors and the back office", async () => {
    const media = memoryStore();
    const visitor = client();
    const vendorOwner = await createUser(t.db, { role: "vendor" });
    const vendor = await createVendor(t.db);
    await t.db.update(vendors).set({ userId: vendorOwner.id }).where(eq(vendors.id, vendor.id));
    const product = await createProduct(t.db, { vendorId: vendor.id });
    const { owner, buyer, user } = await buyerWithCart(t.db, [{ productId: product.id, quantity: 1 }], {
      paymentMethod: "purchase_order",
      poNumber: "PO-9",
    });
    const { key } = await attachPurchaseOrder(t.db, { owner, media, client: visitor, file: pdf() });
    const placed = await placeOrder(t.db, { owner, buyer });
    expect((await t.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]).toMatchObject({
      purchaseOrderDocumentKey: key,
      purchaseOrderNumber: "PO-9",
      paymentStatus: "on_account",
    });

    const backOffice = [await createUser(t.db, { role: "staff" }), await createUser(t.db, { role: "admin" })];
    for (const allowed of [user, vendorOwner, ...backOffice]) {
      expect(
        await purchaseOrderFileFor(t.db, { orderId: placed.orderId, actor: actorFor(allowed), token: null }),
      ).toEqual({ orderNumber: placed.orderNumber, key });
    }
    const otherVendorOwner = await createUser(t.db, { role: "vendor" });
    await t.db
      .update(vendors)
      .set({ userId: otherVendorOwner.id })
      .where(eq(vendors.id, (await createVendor(t.db)).id));
    for (const refused of [await createUser(t.db), otherVendorOwner]) {
      expect(
        await purchaseOrderFileFor(t.db, { orderId: placed.orderId, actor: actorFor(refused), token: null }),
      ).toBeNull();
    }
    expect(
      await purchaseOrderFileFor(t.db, { orderId: placed.orderId, actor: null, token: "guess" }),
    ).toBeNull();
  });

  it("refuses a guest's file before storing it: purchase orders need an account", async () => {
    const media = memoryStore();
    const { cartId } = await addToCart(t.db, {
      owner: { kind: "guest", cartId: null },
      productId: (await createProduct(t.db)).id,
      quantity: 1,
    });
    const refused = await appErrorFrom(
      attachPurchaseOrder(t.db, { owner: { kind: "guest", cartId }, media, client: client(), file: pdf() }),
    );
    expect(refused.message).toBe(checkoutMessages.loginToOrder);
    expect(media.files.size).toBe(0);
  });

  it("stores at most the hourly allowance of uploads from one client", async () => {
    const media = memoryStore();
    const visitor = client();
    const { owner } = await buyerWithCart(
      t.db,
      [{ productId: (await createProduct(t.db)).id, quantity: 1 }],
      { paymentMethod: "purchase_order", poNumber: "PO-1" },
    );
    for (let upload = 0; upload < maxUploadsPerClientPerHour; upload += 1)
      await attachPurchaseOrder(t.db, { owner, media, client: visitor, file: pdf() });
    const kept = [...media.files.keys()];
    expect(
      (await appErrorFrom(attachPurchaseOrder(t.db, { owner, media, client: visitor, file: pdf() }))).code,
    ).toBe("RATE_LIMITED");
    expect([...media.files.keys()]).toEqual(kept);
    expect(await attachPurchaseOrder(t.db, { owner, media, client: client(), file: pdf() })).toMatchObject({
      name: "po-4471.pdf",
    });
  });
});
