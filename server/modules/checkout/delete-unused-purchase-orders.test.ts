import { describe, expect, it } from "vitest";
import { unusedUploadMaxAgeMs } from "#common/request-limits";
import { placeOrder } from "#server/flows/place-order";
import { createProduct } from "../../../tests/catalog-factories";
import { buyerWithCart } from "../../../tests/commerce-factories";
import { client } from "../../../tests/factories";
import { memoryStore } from "../../../tests/memory-media";
import { useTestDatabase } from "../../../tests/setup/database";
import { attachPurchaseOrder } from "./attach-purchase-order";
import { deleteUnusedPurchaseOrders } from "./delete-unused-purchase-orders";

const t = useTestDatabase();
const pdf = () => new File([new TextEncoder().encode("%PDF-1.7\n")], "po.pdf", { type: "application/pdf" });

describe("deleteUnusedPurchaseOrders", () => {
  it("deletes purchase-order files older than a day that no order or cart refers to, and nothing else", async () => {
    const media = memoryStore();
    const product = await createProduct(t.db, { stockQuantity: 10 });
    const withCart = () =>
      buyerWithCart(t.db, [{ productId: product.id, quantity: 1 }], {
        paymentMethod: "purchase_order",
        poNumber: "PO-1",
      });

    const ordering = await withCart();
    const ordered = (
      await attachPurchaseOrder(t.db, { owner: ordering.owner, media, client: client(), file: pdf() })
    ).key;
    await placeOrder(t.db, { owner: ordering.owner, buyer: ordering.buyer });
    const inCart = (
      await attachPurchaseOrder(t.db, {
        owner: (await withCart()).owner,
        media,
        client: client(),
        file: pdf(),
      })
    ).key;
    const orphan = "purchase-orders/0123456789abcdef0123456789abcdef.pdf";
    const newOrphan = "purchase-orders/fedcba9876543210fedcba9876543210.pdf";
    const document = "documents/0123456789abcdef0123456789abcdef.pdf";
    for (const key of [orphan, newOrphan, document])
      await media.put(key, new Uint8Array([1]), "application/pdf");

    const dayAndAMinuteAgo = new Date(Date.now() - unusedUploadMaxAgeMs - 60_000);
    for (const key of [ordered, inCart, orphan, document]) media.storedAt.set(key, dayAndAMinuteAgo);

    expect(await deleteUnusedPurchaseOrders(t.db, { media })).toBe(1);
    expect([...media.files.keys()].sort()).toEqual([ordered, inCart, newOrphan, document].sort());
    expect(await deleteUnusedPurchaseOrders(t.db, { media })).toBe(0);
  });
});
