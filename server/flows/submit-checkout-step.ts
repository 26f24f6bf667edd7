import type { DetailsStep } from "#common/checkout-steps";
import type { Db } from "#db/client";
import type { CartOwner } from "../modules/cart/cart-owner";
import { chooseShippingMethod } from "../modules/cart/choose-shipping-method";
import { attachPurchaseOrder } from "../modules/checkout/attach-purchase-order";
import { saveCheckoutStep } from "../modules/checkout/save-checkout-step";
import type { ClientInfo } from "../modules/identity/client-info";
import type { MediaStore } from "../modules/media/media-store";

/**
 * A checkout step sent by the page or the API. A purchase-order document sent with the payment step
 * (when paying by purchase order) is stored and counted first, on its own: a file cannot be rolled
 * back, and the upload allowance must count it even when the step is then refused. Then, in one
 * transaction, the step's details are checked and saved and, on the shipping step, the shipping
 * method it names becomes the cart's, so a refused method leaves the step unsaved as well.
 */
export async function submitCheckoutStep(
  db: Db,
  {
    owner,
    step,
    input,
    purchaseOrder,
  }: {
    owner: CartOwner;
    step: DetailsStep;
    input: Record<string, unknown>;
    purchaseOrder?: { file: File; media: MediaStore; client: ClientInfo };
  },
) {
  if (
    step === "payment" &&
    input.paymentMethod === "purchase_order" &&
    purchaseOrder &&
    purchaseOrder.file.size > 0
  )
    await attachPurchaseOrder(db, { owner, ...purchaseOrder });
  return db.transaction(async (tx) => {
    const saved = await saveCheckoutStep(tx, { owner, step, input });
    if (step === "shipping" && input.shippingMethod)
      await chooseShippingMethod(tx, { owner, code: input.shippingMethod });
    return saved;
  });
}
