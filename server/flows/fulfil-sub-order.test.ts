import { describe, expect, it } from "vitest";
import { orderTrackingPath } from "#common/paths";
import { createProduct, createVendor } from "../../tests/catalog-factories";
import { buyerWithCart, shippingDetails } from "../../tests/commerce-factories";
import {
  baseURL,
  createUser,
  linkIn,
  mailsTo,
  silentLogger,
  testMailer,
  testSecret,
} from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { addToCart } from "../modules/cart/add-to-cart";
import type { CartOwner } from "../modules/cart/cart-owner";
import { saveCheckoutStep } from "../modules/checkout/save-checkout-step";
import type { HostedCheckout } from "../modules/payments/hosted-checkout";
import { getOrderDetail, listVendorSubOrders } from "../modules/orders/orders.queries";
import { completeCheckout } from "./complete-checkout";
import { fulfilSubOrder } from "./fulfil-sub-order";

const t = useTestDatabase();

/** Place Order for the cart, as the checkout page does; bank transfer, so no hosted checkout starts. */
const checkOut = (owner: CartOwner, actor: { userId: string; email: string } | null) =>
  completeCheckout(t.db, {
    owner,
    actor,
    expectedTotal: undefined,
    mailer: testMailer,
    appUrl: baseURL,
    secret: testSecret,
    checkout: (): HostedCheckout => {
      throw new Error("a bank transfer order never starts a hosted checkout");
    },
    logger: silentLogger,
  });

/** A store with an owner and one product. */
async function store() {
  const owner = await createUser(t.db, { role: "vendor" });
  const vendor = await createVendor(t.db, { userId: owner.id });
  const product = await createProduct(t.db, { vendorId: vendor.id });
  return { owner, vendor, product };
}

/** The vendor takes its part of the order into processing, which e-mails the buyer. */
async function startProcessing({ owner, vendor }: Awaited<ReturnType<typeof store>>) {
  const [part] = (await listVendorSubOrders(t.db, { vendorId: vendor.id, page: 1 })).rows;
  await fulfilSubOrder(t.db, {
    vendorId: vendor.id,
    actorUserId: owner.id,
    subOrderId: part!.id,
    to: "processing",
    mailer: testMailer,
    appUrl: baseURL,
    secret: testSecret,
    logger: silentLogger,
  });
}

describe("order status e-mails", () => {
  it("give a guest the tokenised tracking link of their confirmation, which opens their order", async () => {
    const shop = await store();
    const { cartId } = await addToCart(t.db, {
      owner: { kind: "guest", cartId: null },
      productId: shop.product.id,
      quantity: 1,
    });
    const owner: CartOwner = { kind: "guest", cartId };
    await saveCheckoutStep(t.db, { owner, step: "shipping", input: shippingDetails });
    await saveCheckoutStep(t.db, { owner, step: "payment", input: { paymentMethod: "bank_transfer" } });
    const placed = await checkOut(owner, null);
    const [confirmation] = await mailsTo(t.db, shippingDetails.email);

    await startProcessing(shop);

    const [update] = await mailsTo(t.db, shippingDetails.email);
    expect(update!.subject).toMatch(/: update$/);
    expect(linkIn(update)).toBe(linkIn(confirmation));
    const token = new URL(linkIn(update)).searchParams.get("token");
    const order = await getOrderDetail(t.db, {
      orderId: placed.orderId,
      viewer: { kind: "guest-link", token: token ?? "" },
    });
    expect(order?.order.id).toBe(placed.orderId);
  });

  it("give a signed-in buyer the link to the order in their account", async () => {
    const shop = await store();
    const { owner, user } = await buyerWithCart(t.db, [{ productId: shop.product.id, quantity: 1 }]);
    const placed = await checkOut(owner, { userId: user.id, email: user.email });

    await startProcessing(shop);

    const [update] = await mailsTo(t.db, user.email);
    expect(update!.subject).toMatch(/: update$/);
    expect(linkIn(update)).toBe(new URL(orderTrackingPath(placed.orderId), baseURL).toString());
  });
});
